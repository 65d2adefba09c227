import { ActionIcon, Center, Group, Loader, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

export interface PdfViewProps {
  url: string;
  onError: () => void;
}

type ErrorCallback = RefObject<() => void>;

/** Loads the document with PDF.js (its worker fetched on first use); destroyed when the link changes. */
const usePdfDocument = (url: string, onErrorRef: ErrorCallback) => {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    const load = async () => {
      try {
        const pdfjs = await import('pdfjs-dist');
        pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
        // The signed link is same-origin; no credentials or scripts are needed to read it.
        loaded = await pdfjs.getDocument({ url, isEvalSupported: false, withCredentials: false }).promise;
        if (cancelled) await loaded.destroy();
        else setPdf(loaded);
      } catch {
        if (!cancelled) onErrorRef.current();
      }
    };
    void load();
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [url, onErrorRef]);
  return pdf;
};

/** Draws one page on the canvas at the zoom, sharp on high-density screens; a newer draw cancels the last. */
const usePageRendering = (
  pdf: PDFDocumentProxy | null,
  pageNumber: number,
  scale: number,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  onErrorRef: ErrorCallback,
) => {
  useEffect(() => {
    if (!pdf || !canvasRef.current) return;
    let task: ReturnType<Awaited<ReturnType<PDFDocumentProxy['getPage']>>['render']> | null = null;
    let cancelled = false;
    const render = async () => {
      try {
        const page = await pdf.getPage(pageNumber);
        if (cancelled || !canvasRef.current) return;
        const viewport = page.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        const canvas = canvasRef.current;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        task = page.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        await task.promise;
      } catch (error) {
        if (!cancelled && !(error instanceof Error && error.name === 'RenderingCancelledException')) {
          onErrorRef.current();
        }
      }
    };
    void render();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, scale, canvasRef, onErrorRef]);
};

const PdfToolbar = ({
  pageNumber,
  pageCount,
  onPageChange,
  zoomIndex,
  onZoomChange,
}: {
  pageNumber: number;
  pageCount: number;
  onPageChange: (change: (page: number) => number) => void;
  zoomIndex: number;
  onZoomChange: (change: (zoomIndex: number) => number) => void;
}) => {
  const { t } = useTranslation();
  const scale = ZOOM_STEPS[zoomIndex] ?? 1;
  return (
    <Group justify="space-between" mb="sm">
      <Group gap="xs">
        <ActionIcon
          variant="default"
          aria-label={t('documents.viewer.previous')}
          disabled={pageNumber <= 1}
          onClick={() => onPageChange((current) => current - 1)}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Text fz="sm" aria-live="polite" data-testid="pdf-page-indicator">
          {t('documents.viewer.page', { page: pageNumber, count: pageCount })}
        </Text>
        <ActionIcon
          variant="default"
          aria-label={t('documents.viewer.next')}
          disabled={pageNumber >= pageCount}
          onClick={() => onPageChange((current) => current + 1)}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
      <Group gap="xs">
        <ActionIcon
          variant="default"
          aria-label={t('documents.viewer.zoomOut')}
          disabled={zoomIndex <= 0}
          onClick={() => onZoomChange((current) => current - 1)}
        >
          <IconZoomOut size={16} />
        </ActionIcon>
        <Text fz="sm" w={48} ta="center">
          {t('documents.viewer.zoom', { percent: Math.round(scale * 100) })}
        </Text>
        <ActionIcon
          variant="default"
          aria-label={t('documents.viewer.zoomIn')}
          disabled={zoomIndex >= ZOOM_STEPS.length - 1}
          onClick={() => onZoomChange((current) => current + 1)}
        >
          <IconZoomIn size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
};

/** A PDF rendered with PDF.js, one page at a time, with page navigation, the page count and zoom. */
export const PdfView = ({ url, onError }: PdfViewProps) => {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoomIndex, setZoomIndex] = useState(2);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  const pdf = usePdfDocument(url, onErrorRef);
  usePageRendering(pdf, pageNumber, ZOOM_STEPS[zoomIndex] ?? 1, canvasRef, onErrorRef);

  if (!pdf) {
    return (
      <Center h={300} role="status" aria-label={t('documents.viewer.loading')}>
        <Loader />
      </Center>
    );
  }
  return (
    <div>
      <PdfToolbar
        pageNumber={pageNumber}
        pageCount={pdf.numPages}
        onPageChange={setPageNumber}
        zoomIndex={zoomIndex}
        onZoomChange={setZoomIndex}
      />
      <div style={{ overflow: 'auto', maxHeight: '70vh', background: 'var(--mantine-color-gray-1)' }}>
        <canvas
          ref={canvasRef}
          aria-label={t('documents.viewer.page', { page: pageNumber, count: pdf.numPages })}
        />
      </div>
    </div>
  );
};
