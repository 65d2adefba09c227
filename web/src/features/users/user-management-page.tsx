import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import type { User } from '@tenderscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminUsersQueryKey, usersApi } from './api';

const statusColor = { approved: 'green', pending: 'yellow', rejected: 'red', suspended: 'gray' } as const;
type Action = 'approve' | 'reject' | 'suspend' | 'reinstate' | 'delete';

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

const UsersTable = ({
  users,
  onAction,
  busyEmail,
}: {
  users: User[];
  onAction: (action: Action, user: User) => void;
  busyEmail: string | null;
}) => {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.columns.name')}</Table.Th>
            <Table.Th>{t('admin.columns.email')}</Table.Th>
            <Table.Th>{t('admin.columns.company')}</Table.Th>
            <Table.Th>{t('admin.columns.role')}</Table.Th>
            <Table.Th>{t('admin.columns.status')}</Table.Th>
            <Table.Th>{t('admin.columns.created')}</Table.Th>
            <Table.Th>{t('admin.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.email}>
              <Table.Td fw={500}>{user.name}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.company ?? t('admin.noCompany')}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={user.role === 'admin' ? 'grape' : 'gray'}>
                  {t(`admin.roles.${user.role}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Badge color={statusColor[user.account_status]}>
                  {t(`admin.statuses.${user.account_status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{dayjs(user.created_at).format('MMM D, YYYY')}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {user.account_status === 'pending' && (
                    <>
                      <Button
                        size="xs"
                        color="green"
                        aria-label={t('admin.approveLabel', { email: user.email })}
                        loading={busyEmail === user.email}
                        onClick={() => onAction('approve', user)}
                      >
                        {t('admin.approve')}
                      </Button>
                      <Button
                        size="xs"
                        color="orange"
                        variant="light"
                        aria-label={t('admin.rejectLabel', { email: user.email })}
                        disabled={busyEmail === user.email}
                        onClick={() => onAction('reject', user)}
                      >
                        {t('admin.reject')}
                      </Button>
                    </>
                  )}
                  {user.account_status === 'approved' && user.role !== 'admin' && (
                    <Button
                      size="xs"
                      color="orange"
                      variant="light"
                      aria-label={t('admin.suspendLabel', { email: user.email })}
                      disabled={busyEmail === user.email}
                      onClick={() => onAction('suspend', user)}
                    >
                      {t('admin.suspend')}
                    </Button>
                  )}
                  {user.account_status === 'suspended' && (
                    <Button
                      size="xs"
                      color="green"
                      variant="light"
                      aria-label={t('admin.reinstateLabel', { email: user.email })}
                      loading={busyEmail === user.email}
                      onClick={() => onAction('reinstate', user)}
                    >
                      {t('admin.reinstate')}
                    </Button>
                  )}
                  {user.role !== 'admin' && (
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      aria-label={t('admin.deleteLabel', { email: user.email })}
                      disabled={busyEmail === user.email}
                      onClick={() => onAction('delete', user)}
                    >
                      {t('admin.delete')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/** Admin User Management (the route guard sends non-admins home; the server refuses them too). */
/** A tab another feature adds to the admin screen (composed by the router, so features stay independent). */
export interface AdminExtraTab {
  value: string;
  label: ReactNode;
  panel: ReactNode;
}

export const UserManagementPage = ({ extraTabs = [] }: { extraTabs?: AdminExtraTab[] }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<string | null>('pending');
  const users = useQuery({ queryKey: adminUsersQueryKey, queryFn: usersApi.listUsers, staleTime: 0 });

  const act = useMutation({
    mutationFn: async ({ action, user }: { action: Action; user: User }) => {
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

  const onAction = (action: Action, user: User) => {
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

  const fetchError = users.isError ? users.error.message || t('admin.fetchFailed') : null;
  useEffect(() => {
    // The fetch failure message clears after 5 s; the table area keeps an error state with Refresh.
    if (fetchError) notifications.show({ color: 'red', message: fetchError, autoClose: 5000 });
  }, [fetchError]);

  const all = users.data?.users ?? [];
  const pending = all.filter((user) => user.account_status === 'pending');
  const approved = all.filter((user) => user.account_status === 'approved');
  const busyEmail = act.isPending ? (act.variables?.user.email ?? null) : null;

  const body = (list: User[], emptyKey: 'admin.emptyPending' | 'admin.emptyAll') => {
    if (users.isPending) {
      return (
        <Center py="xl" role="status">
          <Group>
            <Loader size="sm" aria-hidden />
            <Text c="dimmed">{t('admin.loading')}</Text>
          </Group>
        </Center>
      );
    }
    if (users.isError) return null;
    if (list.length === 0)
      return (
        <Text c="dimmed" py="lg">
          {t(emptyKey)}
        </Text>
      );
    return <UsersTable users={list} onAction={onAction} busyEmail={busyEmail} />;
  };

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>{t('admin.title')}</Title>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={users.isFetching}
          onClick={() => void users.refetch()}
        >
          {t('admin.refresh')}
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
        {(
          [
            ['admin.stats.total', all.length],
            ['admin.stats.pending', pending.length],
            ['admin.stats.approved', approved.length],
          ] as const
        ).map(([label, value]) => (
          <Card
            key={label}
            withBorder
            padding="lg"
            aria-label={`${t(label)}: ${users.isSuccess ? value : '—'}`}
          >
            <Text c="dimmed" fz="sm">
              {t(label)}
            </Text>
            <Text fz={32} fw={700}>
              {users.isSuccess ? value : '—'}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      {fetchError && (
        <Alert color="red" mb="lg">
          {t('admin.fetchFailed')}
        </Alert>
      )}

      <Tabs value={tab} onChange={setTab}>
        <Tabs.List mb="md">
          <Tabs.Tab
            value="pending"
            rightSection={pending.length > 0 ? <Badge size="sm">{pending.length}</Badge> : undefined}
          >
            {t('admin.tabs.pending')}
          </Tabs.Tab>
          <Tabs.Tab value="all">{t('admin.tabs.all')}</Tabs.Tab>
          {extraTabs.map((extra) => (
            <Tabs.Tab key={extra.value} value={extra.value}>
              {extra.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="pending">{body(pending, 'admin.emptyPending')}</Tabs.Panel>
        <Tabs.Panel value="all">{body(all, 'admin.emptyAll')}</Tabs.Panel>
        {extraTabs.map((extra) => (
          <Tabs.Panel key={extra.value} value={extra.value}>
            {extra.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
};
