import { Anchor, Badge, Button, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconExternalLink, IconEye, IconFileText, IconTrash } from '@tabler/icons-react';
import type { PdfProcessingStatus, StoredDocument } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<PdfProcessingStatus, string> = {
  pending: 'gray',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
};

const isSafeHttpUrl = (value: string): boolean => /^https?:\/\//i.test(value);

export type OpenMode = 'view' | 'download';

/** The processing status; a failure's reason is in a tooltip (and in the badge's accessible name). */
const StatusBadge = ({ document }: { document: StoredDocument }) => {
  const { t } = useTranslation();
  const label = document.status ? t(`documents.status.${document.status}`) : t('documents.status.notFetched');
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

/** Type, language, private upload, size, pages and status. */
const DocumentFacts = ({ document }: { document: StoredDocument }) => {
  const { t } = useTranslation();
  return (
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
      <StatusBadge document={document} />
    </Group>
  );
};

/** A link straight to a published attachment the app has not stored (only a plain http(s) address). */
const SourceDownloadLink = ({ document }: { document: StoredDocument }) => {
  const { t } = useTranslation();
  if (!isSafeHttpUrl(document.url)) return null;
  return (
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
  );
};

export interface DocumentRowProps {
  document: StoredDocument;
  /** `view:<url>` or `download:<url>` while that link is being fetched. */
  busyUrl: string | null;
  isDeleting: boolean;
  onOpen: (document: StoredDocument, mode: OpenMode) => void;
  onDelete: (document: StoredDocument) => void;
}

/** View (or the source page), Download, and Delete for the caller's own uploads. */
const DocumentActions = ({ document, busyUrl, isDeleting, onOpen, onDelete }: DocumentRowProps) => {
  const { t } = useTranslation();
  const canView = document.kind !== null || !document.is_stored;
  return (
    <Group gap="xs">
      {canView && (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={document.is_stored ? <IconEye size={14} /> : <IconExternalLink size={14} />}
          loading={busyUrl === `view:${document.url}`}
          onClick={() => onOpen(document, 'view')}
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
          onClick={() => onOpen(document, 'download')}
          aria-label={t('documents.downloadName', { name: document.filename })}
        >
          {t('documents.download')}
        </Button>
      ) : (
        <SourceDownloadLink document={document} />
      )}
      {document.source === 'upload' && document.id && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          loading={isDeleting}
          onClick={() => onDelete(document)}
          aria-label={t('documents.deleteName', { name: document.filename })}
        >
          {t('documents.delete')}
        </Button>
      )}
    </Group>
  );
};

/** One document of the card's list: its name, its facts and its actions. */
export const DocumentRow = (props: DocumentRowProps) => {
  const { document } = props;
  return (
    <Stack component="li" gap={4} data-testid="document-row">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconFileText size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text fz="sm" fw={500} truncate="end" title={document.filename} style={{ minWidth: 0 }}>
          {document.filename}
        </Text>
      </Group>
      <DocumentFacts document={document} />
      <DocumentActions {...props} />
    </Stack>
  );
};
