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
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import type { User, UsersResponse } from '@tenderscout/domain';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminUsersQueryKey, usersApi } from './api';
import { useUserActions } from './use-user-actions';
import { UsersTable, type UsersTableProps } from './users-table';

type UsersQuery = UseQueryResult<UsersResponse>;

const countOf = (users: User[], status: User['account_status']) =>
  users.filter((user) => user.account_status === status).length;

/** The counts above the tabs: a dash until the list has loaded. */
const UserStats = ({ users, loaded }: { users: User[]; loaded: boolean }) => {
  const { t } = useTranslation();
  const stats = [
    ['admin.stats.total', users.length],
    ['admin.stats.pending', countOf(users, 'pending')],
    ['admin.stats.approved', countOf(users, 'approved')],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
      {stats.map(([label, value]) => (
        <Card key={label} withBorder padding="lg" aria-label={`${t(label)}: ${loaded ? value : '—'}`}>
          <Text c="dimmed" fz="sm">
            {t(label)}
          </Text>
          <Text fz={32} fw={700}>
            {loaded ? value : '—'}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
};

interface UsersTabBodyProps extends Omit<UsersTableProps, 'users'> {
  users: UsersQuery;
  list: User[];
  emptyKey: 'admin.emptyPending' | 'admin.emptyAll';
}

/** A tab's list: loading, nothing (a failed fetch shows its alert above the tabs), empty, or the table. */
const UsersTabBody = ({ users, list, emptyKey, onAction, busyEmail }: UsersTabBodyProps) => {
  const { t } = useTranslation();
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

/** A tab another feature adds to the admin screen (composed by the router, so features stay independent). */
export interface AdminExtraTab {
  value: string;
  label: ReactNode;
  panel: ReactNode;
}

const UserTabs = ({ users, extraTabs }: { users: UsersQuery; extraTabs: AdminExtraTab[] }) => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('pending');
  const actions = useUserActions();
  const all = users.data?.users ?? [];
  const pending = all.filter((user) => user.account_status === 'pending');
  return (
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
      <Tabs.Panel value="pending">
        <UsersTabBody users={users} list={pending} emptyKey="admin.emptyPending" {...actions} />
      </Tabs.Panel>
      <Tabs.Panel value="all">
        <UsersTabBody users={users} list={all} emptyKey="admin.emptyAll" {...actions} />
      </Tabs.Panel>
      {extraTabs.map((extra) => (
        <Tabs.Panel key={extra.value} value={extra.value}>
          {extra.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
};

/** Admin User Management (the route guard sends non-admins home; the server refuses them too). */
export const UserManagementPage = ({ extraTabs = [] }: { extraTabs?: AdminExtraTab[] }) => {
  const { t } = useTranslation();
  const users = useQuery({ queryKey: adminUsersQueryKey, queryFn: usersApi.listUsers, staleTime: 0 });
  const fetchError = users.isError ? users.error.message || t('admin.fetchFailed') : null;
  useEffect(() => {
    // The fetch failure message clears after 5 s; the table area keeps an error state with Refresh.
    if (fetchError) notifications.show({ color: 'red', message: fetchError, autoClose: 5000 });
  }, [fetchError]);

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
      <UserStats users={users.data?.users ?? []} loaded={users.isSuccess} />
      {fetchError && (
        <Alert color="red" mb="lg">
          {t('admin.fetchFailed')}
        </Alert>
      )}
      <UserTabs users={users} extraTabs={extraTabs} />
    </Container>
  );
};
