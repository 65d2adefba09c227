import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { modals } from '@mantine/modals';
import {
  IconDownload,
  IconEye,
  IconExternalLink,
  IconFileText,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import type { PdfProcessingStatus, StoredDocument, TenderDetail } from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteDocument } from '../api/delete-document';
import { useTenderDocuments } from '../api/get-documents';
import { downloadLinkOf, getViewUrl, isAppLink } from '../api/get-view-url';
import { UploadModal } from './upload-modal';
import { ViewerModal, type ViewerTarget } from './viewer-modal';

const STATUS_COLORS: Record<PdfProcessingStatus, string> = {
  pending: 'gray',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
};

export interface DocumentsCardProps {
  tender: TenderDetail;
  /** Whether the caller may upload (the pdf_upload flag). */
  canUpload: boolean;
  /** After an upload: the route reloads the tender. */
  onTenderChanged: () => void;
}

const isSafeHttpUrl = (value: string): boolean => /^https?:\/\//i.test(value);

/**
 * The tender's documents card: published attachments in both languages and uploads, each with its
 * type, size, processing status, View and Download; Upload opens the upload modal.
 */
export const DocumentsCard = ({ tender, canUpload, onTenderChanged }: DocumentsCardProps) => {
  const { t } = useTranslation();
  const documents = useTenderDocuments(tender.tender_id);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [viewer, setViewer] = useState<ViewerTarget | null>(null);
  const [busyUrl, setBusyUrl] = useState<string | null>(null);
  const removal = useDeleteDocument(tender.tender_id);

  // Only the caller's own uploads are listed, so every upload here is theirs to delete.
  const confirmDelete = (document: StoredDocument) =>
    modals.openConfirmModal({
      title: t('documents.deleteConfirm.title', { name: document.filename }),
      children: <Text fz="sm">{t('documents.deleteConfirm.body')}</Text>,
      labels: { confirm: t('documents.deleteConfirm.confirm'), cancel: t('documents.deleteConfirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removal.mutate(document.id!, {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              message: t('documents.deleted', { name: document.filename }),
            });
            onTenderChanged();
          },
          onError: (error) =>
            notifications.show({ color: 'red', title: t('documents.deleteFailed'), message: error.message }),
        }),
    });

  const open = async (document: StoredDocument, mode: 'view' | 'download') => {
    setBusyUrl(`${mode}:${document.url}`);
    try {
      const { presigned_url: link } = await getViewUrl(document.url);
      if (mode === 'download') {
        window.location.assign(downloadLinkOf(link));
      } else if (isAppLink(link) && document.kind) {
        setViewer({ url: link, kind: document.kind, filename: document.filename });
      } else {
        // An original government page: shown on its own site (the app never proxies it).
        window.open(link, '_blank', 'noopener,noreferrer');
      }
    } catch (error) {
      const kind = document.kind ?? 'pdf';
      notifications.show({
        color: 'red',
        title: t(`documents.viewer.failed.${kind}`),
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusyUrl(null);
    }
  };

  const renderStatus = (document: StoredDocument) => {
    const label = document.status
      ? t(`documents.status.${document.status}`)
      : t('documents.status.notFetched');
    const badge = (
      <Badge
        size="xs"
        variant="light"
        color={document.status ? STATUS_COLORS[document.status] : 'gray'}
        leftSection={document.status === 'processing' ? <Loader size={8} /> : undefined}
      >
        {label}
      </Badge>
    );
    return document.error ? (
      <Tooltip label={document.error} multiline w={280} withArrow>
        <span tabIndex={0} aria-label={`${label}: ${document.error}`}>
          {badge}
        </span>
      </Tooltip>
    ) : (
      badge
    );
  };

  const renderDocument = (document: StoredDocument) => {
    const canView = document.kind !== null || !document.is_stored;
    return (
      <Stack key={document.id ?? document.url} component="li" gap={4} data-testid="document-row">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconFileText size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text fz="sm" fw={500} truncate="end" title={document.filename} style={{ minWidth: 0 }}>
            {document.filename}
          </Text>
        </Group>
        <Group gap={4}>
          <Badge size="xs" variant="light">
            {document.file_type.toUpperCase()}
          </Badge>
          {document.language && (
            <Badge size="xs" variant="outline" color="gray">
              {t(`documents.language.${document.language}`)}
            </Badge>
          )}
          {document.source === 'upload' && (
            <Tooltip label={t('documents.privateHint')} withArrow>
              <Badge size="xs" variant="outline" color="grape" tabIndex={0}>
                {t('documents.uploaded')}
              </Badge>
            </Tooltip>
          )}
          {document.size_mb !== null && (
            <Text fz="xs" c="dimmed">
              {document.size_mb < 0.01 ? '< 0.01' : document.size_mb.toFixed(2)} MB
            </Text>
          )}
          {document.page_count !== null && (
            <Text fz="xs" c="dimmed">
              · {t('documents.pages', { count: document.page_count })}
            </Text>
          )}
          {renderStatus(document)}
        </Group>
        <Group gap="xs">
          {canView && (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={document.is_stored ? <IconEye size={14} /> : <IconExternalLink size={14} />}
              loading={busyUrl === `view:${document.url}`}
              onClick={() => void open(document, 'view')}
              aria-label={
                document.is_stored
                  ? t('documents.viewName', { name: document.filename })
                  : t('documents.openSourceName', { name: document.filename })
              }
            >
              {document.is_stored ? t('documents.view') : t('documents.source')}
            </Button>
          )}
          {document.is_stored ? (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconDownload size={14} />}
              loading={busyUrl === `download:${document.url}`}
              onClick={() => void open(document, 'download')}
              aria-label={t('documents.downloadName', { name: document.filename })}
            >
              {t('documents.download')}
            </Button>
          ) : (
            isSafeHttpUrl(document.url) && (
              <Anchor
                href={document.url}
                fz="xs"
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('documents.downloadName', { name: document.filename })}
              >
                <Group gap={2} wrap="nowrap">
                  <IconDownload size={14} aria-hidden />
                  {t('documents.download')}
                </Group>
              </Anchor>
            )
          )}
          {document.source === 'upload' && document.id && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              loading={removal.isPending && removal.variables === document.id}
              onClick={() => confirmDelete(document)}
              aria-label={t('documents.deleteName', { name: document.filename })}
            >
              {t('documents.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="tender-documents-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="tender-documents-title">
          {t('documents.title')}
        </Title>
        {canUpload && (
          <Button size="xs" leftSection={<IconUpload size={14} />} onClick={() => setUploadOpen(true)}>
            {t('documents.uploadDocument')}
          </Button>
        )}
      </Group>
      {documents.data?.pdfProcessingStatus && (
        <Text fz="xs" c="dimmed" mb="xs" data-testid="tender-processing-status">
          {t('documents.tenderStatus', {
            status: t(`documents.status.${documents.data.pdfProcessingStatus}`),
          })}
        </Text>
      )}
      {documents.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text fz="sm" c="dimmed">
            {t('documents.loading')}
          </Text>
        </Group>
      ) : documents.isError ? (
        <Alert color="red" role="alert" title={t('documents.loadFailed')}>
          <Text fz="sm">{documents.error.message}</Text>
          <Button size="xs" mt="sm" onClick={() => void documents.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : documents.data.documents.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('documents.none')}
        </Text>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {documents.data.documents.map(renderDocument)}
        </Stack>
      )}
      <UploadModal
        opened={uploadOpen}
        tenderId={tender.tender_id}
        defaultPlatformName={tender.platform_classification.platform_name}
        onClose={() => setUploadOpen(false)}
        onUploaded={onTenderChanged}
      />
      <ViewerModal target={viewer} onClose={() => setViewer(null)} />
    </Card>
  );
};
