import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { savedKeys } from './saved-keys';

export const clearBookmarks = () =>
  apiRequest<{ deleted: number }>('/api/me/bookmarks', { method: 'DELETE' });

/** Clear All on Saved Tenders: every saved tender goes back to unreviewed (not-applicable ones stay hidden). */
export const useClearBookmarks = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearBookmarks,
    onSuccess: ({ deleted }) =>
      notifications.show({
        color: 'green',
        message: t('saved.clearAll.done', { count: deleted }),
        autoClose: 3000,
      }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('saved.clearAll.failed'),
        message: error.message,
        autoClose: 5000,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  });
};
