import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadResponse, type ExportFormat } from '../api/export-response';
import { getResponseDraft } from '../api/get-response';
import { responseKeys } from '../api/response-keys';
import type { ResponseEditor } from './use-response-editor';

export const useDraftActions = (tenderId: string, editor: ResponseEditor) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isExporting, setIsExporting] = useState<ExportFormat | null>(null);

  // A failure shows in the save state and its alert (with what to do), not in a passing toast.
  const saveDraft = async () => {
    if (await editor.saveNow())
      notifications.show({ color: 'green', message: t('responses.builder.saveSuccess') });
  };

  const exportAs = async (format: ExportFormat) => {
    setIsExporting(format);
    try {
      await editor.saveNow();
      await downloadResponse(tenderId, format);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('responses.builder.exportFailed'),
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setIsExporting(null);
    }
  };

  const loadLatest = async () => {
    try {
      const fresh = await queryClient.fetchQuery({
        queryKey: responseKeys.draft(tenderId),
        queryFn: () => getResponseDraft(tenderId),
        staleTime: 0,
      });
      editor.loadLatest(fresh);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('responses.builder.draftError'),
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return { isExporting, saveDraft, exportAs, loadLatest };
};
