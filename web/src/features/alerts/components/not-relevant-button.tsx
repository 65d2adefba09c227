import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Notification, NotRelevantResponse } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '../../../lib/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { setSearchExclusions, useNotRelevant } from '../api/alerts';

/** After "Not relevant": the words the saved search could exclude, each one click away. */
const RefineOffer = ({
  answer,
  onExclude,
}: {
  answer: NotRelevantResponse;
  onExclude: (searchId: string, exclusions: string[], word: string) => void;
}) => {
  const { t } = useTranslation();
  const search = answer.saved_search;
  if (!search || answer.suggested_exclusions.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fz="sm">{t('alerts.notRelevant.refine', { search: search.name })}</Text>
      <Group gap="xs">
        {answer.suggested_exclusions.map((word) => (
          <Button
            key={word}
            size="compact-xs"
            variant="light"
            onClick={() => onExclude(search.id, [...search.exclusions, word], word)}
          >
            {t('alerts.notRelevant.exclude', { word })}
          </Button>
        ))}
      </Group>
    </Stack>
  );
};

/** Hides an alert the user finds not relevant, then offers to refine the saved search that found it. */
export const NotRelevantButton = ({ notification }: { notification: Notification }) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const notRelevant = useNotRelevant();
  const queryClient = useQueryClient();
  // Runs from the toast, after this item has left the list.
  const exclude = (searchId: string, exclusions: string[], word: string) =>
    void setSearchExclusions(queryClient, searchId, exclusions).then(
      (search) =>
        notifications.show({ message: t('alerts.notRelevant.excluded', { word, search: search.name }) }),
      (error: Error) => notifications.show({ color: 'red', message: error.message }),
    );
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color="gray"
      loading={notRelevant.isPending}
      onClick={() =>
        notRelevant.mutate(
          { id: notification.id, language },
          {
            onSuccess: (answer) =>
              notifications.show({
                title: t('alerts.notRelevant.hidden'),
                message: <RefineOffer answer={answer} onExclude={exclude} />,
                autoClose: 15_000,
              }),
          },
        )
      }
    >
      {t('alerts.notRelevant.button')}
    </Button>
  );
};
