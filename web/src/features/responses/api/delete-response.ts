import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { responseKeys, responsePath } from './response-keys';

export const deleteResponse = (tenderId: string) =>
  apiRequest<undefined>(responsePath(tenderId), { method: 'DELETE' });

export const useDeleteResponse = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResponse,
    onSuccess: () => notifications.show({ color: 'green', message: t('responses.list.deleted') }),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('responses.list.deleteFailed'), message: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: responseKeys.all }),
  });
};
