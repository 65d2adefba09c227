import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ComplianceResult } from '@tenderscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { responseKeys } from '../api/response-keys';
import { markResponseFinal, needsClosedConfirmation } from '../api/submit-response';
import type { ResponseEditor } from './use-response-editor';

interface MarkFinalOptions {
  tenderId: string;
  editor: ResponseEditor;
  isClosed: boolean;
  compliance: ComplianceResult;
  navigationState: unknown;
}

export const useMarkFinal = ({
  tenderId,
  editor,
  isClosed,
  compliance,
  navigationState,
}: MarkFinalOptions) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const markFinal = async (confirmClosed: boolean) => {
    setIsSubmitting(true);
    try {
      if (!(await editor.saveNow())) throw new Error(editor.lastError ?? t('responses.builder.saveFailed'));
      const final = await markResponseFinal(tenderId, { confirmClosed });
      // The tender page offers "Open final response" from this at once.
      queryClient.setQueryData(responseKeys.draft(tenderId), final);
      await queryClient.invalidateQueries({ queryKey: responseKeys.lists() });
      notifications.show({ color: 'green', message: t('responses.builder.markedFinal') });
      void navigate(paths.tender(tenderId), { state: navigationState });
    } catch (error) {
      if (needsClosedConfirmation(error)) {
        askClosedConfirmation();
        return;
      }
      notifications.show({
        color: 'red',
        title: t('responses.builder.markFinalFailed'),
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setIsSubmitting(false);
    }
  };

  // A closed tender takes no bids: marking its response final is asked once more.
  const askClosedConfirmation = () =>
    modals.openConfirmModal({
      title: t('responses.submission.confirmClosedTitle'),
      children: <Text fz="sm">{t('responses.submission.confirmClosedBody')}</Text>,
      labels: { confirm: t('responses.submission.confirmClosed'), cancel: t('responses.common.cancel') },
      confirmProps: { color: 'orange' },
      onConfirm: () => void markFinal(true),
    });

  // Marking final is asked once: what it does (records it here) and what it does not (send the bid).
  const askConfirmation = () =>
    modals.openConfirmModal({
      title: t('responses.submission.confirmFinalTitle'),
      children: <Text fz="sm">{t('responses.submission.confirmFinalBody')}</Text>,
      labels: { confirm: t('responses.submission.confirmFinal'), cancel: t('responses.common.cancel') },
      onConfirm: () => void markFinal(false),
    });

  const markFinalOrAsk = () => {
    if (isClosed) askClosedConfirmation();
    else askConfirmation();
  };

  const submit = () => {
    if (!compliance.is_compliant) {
      notifications.show({ color: 'red', message: t('responses.compliance.notCompliant') });
      return;
    }
    markFinalOrAsk();
  };

  return { isSubmitting, submit };
};
