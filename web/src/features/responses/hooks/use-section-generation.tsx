import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ResponseSectionKey } from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n';
import { messageText } from '../../../lib/api-client';
import { streamGeneratedSections } from '../api/generate-response';
import { blankSectionKeys, type ResponseEditor } from './use-response-editor';

export const useSectionGeneration = (tenderId: string, editor: ResponseEditor) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  const [generating, setGenerating] = useState<Set<ResponseSectionKey>>(new Set());
  const isGenerating = generating.size > 0;

  const generate = async (keys: ResponseSectionKey[]) => {
    setGenerating(new Set(keys));
    const streamed: Partial<Record<ResponseSectionKey, string>> = {};
    try {
      await streamGeneratedSections({ tenderId, sections: keys, language: apiLanguage }, (event) => {
        if (event.type === 'delta') {
          streamed[event.section] = (streamed[event.section] ?? '') + event.text;
          // Live text while it streams; saved once the section is complete.
          editor.edit(event.section, streamed[event.section] ?? '', { fromGeneration: true });
        } else if (event.type === 'section') {
          editor.edit(event.section, event.text, { fromGeneration: true });
          setGenerating((current) => {
            const next = new Set(current);
            next.delete(event.section);
            return next;
          });
        } else if (event.type === 'error') {
          throw new Error(messageText(event.key, event.params, event.detail));
        }
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('responses.builder.generateFailed'),
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setGenerating(new Set());
    }
  };

  const assist = (key: ResponseSectionKey) => {
    if (editor.sections[key].trim() === '') return void generate([key]);
    modals.openConfirmModal({
      title: t('responses.builder.replaceTitle'),
      children: <Text fz="sm">{t('responses.builder.replaceBody')}</Text>,
      labels: { confirm: t('responses.builder.replaceConfirm'), cancel: t('responses.common.cancel') },
      onConfirm: () => void generate([key]),
    });
  };

  const generateFull = () => {
    const keys = blankSectionKeys(editor.sections);
    if (keys.length === 0) {
      notifications.show({ message: t('responses.builder.nothingEmpty') });
      return;
    }
    void generate(keys);
  };

  return { generating, isGenerating, assist, generateFull };
};
