import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { User } from '@tenderscout/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminUsersQueryKey, usersApi } from './api';
import type { UserAction } from './users-table';

const doneKey = {
  approve: 'admin.approved',
  reject: 'admin.rejected',
  suspend: 'admin.suspended',
  reinstate: 'admin.reinstated',
  delete: 'admin.deleted',
} as const;
const failedKey = {
  approve: 'admin.approveFailed',
  reject: 'admin.rejectFailed',
  suspend: 'admin.suspendFailed',
  reinstate: 'admin.reinstateFailed',
  delete: 'admin.deleteFailed',
} as const;
/** Actions that ask first: what they do is hard to undo or cuts someone off. */
const confirmText = {
  reject: { title: 'admin.confirmRejectTitle', body: 'admin.confirmRejectBody', confirm: 'admin.reject' },
  suspend: { title: 'admin.confirmSuspendTitle', body: 'admin.confirmSuspendBody', confirm: 'admin.suspend' },
  delete: { title: 'admin.confirmDeleteTitle', body: 'admin.confirmDeleteBody', confirm: 'admin.delete' },
} as const;

/**
 * An admin's action on an account: approving and reinstating go at once, the others ask first. Each ends with a
 * toast and a fresh user list.
 */
export const useUserActions = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: async ({ action, user }: { action: UserAction; user: User }) => {
      if (action === 'delete') await usersApi.remove(user.email);
      else await usersApi[action](user.email);
    },
    onSuccess: (_result, { action, user }) => {
      notifications.show({
        color: 'green',
        message: t(doneKey[action], { email: user.email }),
        autoClose: 3000,
      });
    },
    onError: (error, { action }) => {
      notifications.show({
        color: 'red',
        message: t(failedKey[action], { message: error.message }),
        autoClose: 5000,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });

  const onAction = (action: UserAction, user: User) => {
    if (action === 'approve' || action === 'reinstate') {
      act.mutate({ action, user });
      return;
    }
    const text = confirmText[action];
    modals.openConfirmModal({
      title: t(text.title),
      children: <Text fz="sm">{t(text.body, { email: user.email })}</Text>,
      labels: { confirm: t(text.confirm), cancel: t('admin.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => act.mutate({ action, user }),
    });
  };

  const busyEmail = act.isPending ? (act.variables?.user.email ?? null) : null;
  return { onAction, busyEmail };
};
