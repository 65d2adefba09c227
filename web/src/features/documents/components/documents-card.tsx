import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { modals } from '@mantine/modals';
import { IconUpload } from '@tabler/icons-react';
import type { StoredDocument, TenderDetail } from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteDocument } from '../api/delete-document';
import { useTenderDocuments } from '../api/get-documents';
import { downloadLinkOf, getViewUrl, isAppLink } from '../api/get-view-url';
import { DocumentRow, type OpenMode } from './document-row';
import { UploadModal } from './upload-modal';
import { ViewerModal, type ViewerTarget } from './viewer-modal';

export interface DocumentsCardProps {
  tender: TenderDetail;
  /** Whether the caller may upload (the pdf_upload flag). */
  canUpload: boolean;
  /** After an upload: the route reloads the tender. */
  onTenderChanged: () => void;
}

/** Deleting one of the caller's uploads, after a confirmation; the tender reloads once it is gone. */
const useConfirmDelete = (tenderId: string, onTenderChanged: () => void) => {
  const { t } = useTranslation();
  const removal = useDeleteDocument(tenderId);
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
  const deletingId = removal.isPending ? removal.variables : null;
  return { confirmDelete, deletingId };
};

/**
 * Viewing or downloading a document through a short-lived link: stored files open in the app's viewer or
 * download; an original government page opens on its own site.
 */
const useDocumentOpener = () => {
  const { t } = useTranslation();
  const [viewer, setViewer] = useState<ViewerTarget | null>(null);
  const [busyUrl, setBusyUrl] = useState<string | null>(null);

  const open = async (document: StoredDocument, mode: OpenMode) => {
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
  return { open, busyUrl, viewer, closeViewer: () => setViewer(null) };
};

/**
 * The tender's documents card: published attachments in both languages and uploads, each with its
 * type, size, processing status, View and Download; Upload opens the upload modal.
 */
export const DocumentsCard = ({ tender, canUpload, onTenderChanged }: DocumentsCardProps) => {
  const { t } = useTranslation();
  const documents = useTenderDocuments(tender.tender_id);
  const [uploadOpen, setUploadOpen] = useState(false);
  const opener = useDocumentOpener();
  const { confirmDelete, deletingId } = useConfirmDelete(tender.tender_id, onTenderChanged);

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
          {documents.data.documents.map((document) => (
            <DocumentRow
              key={document.id ?? document.url}
              document={document}
              busyUrl={opener.busyUrl}
              isDeleting={deletingId !== null && deletingId === document.id}
              onOpen={(target, mode) => void opener.open(target, mode)}
              onDelete={confirmDelete}
            />
          ))}
        </Stack>
      )}
      <UploadModal
        opened={uploadOpen}
        tenderId={tender.tender_id}
        defaultPlatformName={tender.platform_classification.platform_name}
        onClose={() => setUploadOpen(false)}
        onUploaded={onTenderChanged}
      />
      <ViewerModal target={opener.viewer} onClose={opener.closeViewer} />
    </Card>
  );
};
