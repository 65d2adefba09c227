import { Anchor, Badge, Button, Group, Menu, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconArrowLeft,
  IconChecklist,
  IconCircleCheck,
  IconDeviceFloppy,
  IconDownload,
} from '@tabler/icons-react';
import type { TenderDetail } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { ExportFormat } from '../api/export-response';
import type { ResponseEditor } from '../hooks/use-response-editor';
import { SavedIndicator } from './builder-alerts';

interface BuilderHeaderProps {
  tender: TenderDetail;
  navigationState: unknown;
  editor: ResponseEditor;
  isExporting: ExportFormat | null;
  isSubmitting: boolean;
  canMarkFinal: boolean;
  /** The caller's role allows: saving (owners, members) and marking final (owners). */
  access: { edit: boolean; markFinal: boolean };
  onSaveDraft: () => void;
  onExport: (format: ExportFormat) => void;
  onCheckCompliance: () => void;
  onSubmit: () => void;
}

export const BuilderHeader = ({
  tender,
  navigationState,
  editor,
  isExporting,
  isSubmitting,
  canMarkFinal,
  access,
  onSaveDraft,
  onExport,
  onCheckCompliance,
  onSubmit,
}: BuilderHeaderProps) => {
  const { t } = useTranslation();
  const tenderId = tender.tender_id;
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <Stack gap={4}>
        <Anchor component={Link} to={paths.tender(tenderId)} state={navigationState} fz="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            {t('responses.builder.back')}
          </Group>
        </Anchor>
        <Title order={1} fz="h2">
          {t('responses.builder.title')}
        </Title>
        <Text c="dimmed">{tender.title}</Text>
        <Group gap="xs">
          <SavedIndicator editor={editor} />
          <Badge color={editor.status === 'final' ? 'blue' : 'gray'} variant="light">
            {t(`responses.status.${editor.status}`)}
          </Badge>
        </Group>
      </Stack>
      <Group gap="sm">
        {access.edit && (
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={onSaveDraft}
            loading={editor.saveState === 'saving'}
          >
            {t('responses.builder.saveDraft')}
          </Button>
        )}
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" leftSection={<IconDownload size={16} />} loading={isExporting !== null}>
              {t('responses.builder.export')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onExport('docx')}>{t('responses.builder.exportDocx')}</Menu.Item>
            <Menu.Item onClick={() => onExport('pdf')}>{t('responses.builder.exportPdf')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button variant="light" leftSection={<IconChecklist size={16} />} onClick={onCheckCompliance}>
          {t('responses.builder.checkCompliance')}
        </Button>
        {access.markFinal ? (
          <Tooltip label={t('responses.builder.markFinalHint')} multiline w={280}>
            <Button
              leftSection={<IconCircleCheck size={16} />}
              onClick={onSubmit}
              disabled={!canMarkFinal}
              loading={isSubmitting}
            >
              {t('responses.builder.markFinal')}
            </Button>
          </Tooltip>
        ) : (
          <Text fz="sm" c="dimmed" maw={280} data-testid="mark-final-owner-only">
            {t('responses.builder.markFinalOwnerOnly')}
          </Text>
        )}
      </Group>
    </Group>
  );
};
