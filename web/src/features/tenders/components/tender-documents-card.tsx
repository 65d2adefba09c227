import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconFileText } from '@tabler/icons-react';
import type { TenderDetail } from '@tenderscout/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { safeExternalUrl } from '../safe-url';

export interface TenderDocumentsCardProps {
  tender: TenderDetail;
  /**
   * Per-document controls (the documents feature adds View / processing status here) and a header control
   * (Upload). Without them the card lists each attachment with a link to its source.
   */
  renderDocumentActions?: (document: TenderDetail['documents'][number]) => ReactNode;
  headerActions?: ReactNode;
}

/** The notice's attachments in both languages, with their type and a link. */
export const TenderDocumentsCard = ({
  tender,
  renderDocumentActions,
  headerActions,
}: TenderDocumentsCardProps) => {
  const { t } = useTranslation();
  const attachments = tender.documents.filter((document) => document.type === 'attachment');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="tender-documents-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="tender-documents-title">
          {t('tenders.documents.title')}
        </Title>
        {headerActions}
      </Group>
      {attachments.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('tenders.documents.none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {attachments.map((document) => {
            const href = safeExternalUrl(document.url);
            return (
              <Group key={document.url} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconFileText size={20} aria-hidden style={{ flexShrink: 0 }} />
                  <div style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={500} truncate="end" title={document.filename}>
                      {document.filename}
                    </Text>
                    <Group gap={4}>
                      <Badge size="xs" variant="light">
                        {document.file_type.toUpperCase()}
                      </Badge>
                      {document.language && (
                        <Badge size="xs" variant="outline" color="gray">
                          {t(`tenders.documents.language.${document.language}`)}
                        </Badge>
                      )}
                    </Group>
                  </div>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  {renderDocumentActions?.(document)}
                  {href && (
                    <Anchor
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      fz="sm"
                      aria-label={t('tenders.documents.openSource', { name: document.filename })}
                    >
                      <Group gap={2} wrap="nowrap">
                        {t('tenders.documents.source')}
                        <IconExternalLink size={14} aria-hidden />
                      </Group>
                    </Anchor>
                  )}
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
};
