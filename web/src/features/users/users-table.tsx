import { Badge, Button, Group, Table } from '@mantine/core';
import type { User } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date-time';

export type UserAction = 'approve' | 'reject' | 'suspend' | 'reinstate' | 'delete';

const statusColor = { approved: 'green', pending: 'yellow', rejected: 'red', suspended: 'gray' } as const;

interface UserActionsProps {
  user: User;
  onAction: (action: UserAction, user: User) => void;
  busy: boolean;
}

/** What an admin can do with an account depends on its status; the other admins cannot be removed here. */
const UserActions = ({ user, onAction, busy }: UserActionsProps) => {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      {user.account_status === 'pending' && (
        <>
          <Button
            size="xs"
            color="green"
            aria-label={t('admin.approveLabel', { email: user.email })}
            loading={busy}
            onClick={() => onAction('approve', user)}
          >
            {t('admin.approve')}
          </Button>
          <Button
            size="xs"
            color="orange"
            variant="light"
            aria-label={t('admin.rejectLabel', { email: user.email })}
            disabled={busy}
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
          disabled={busy}
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
          loading={busy}
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
          disabled={busy}
          onClick={() => onAction('delete', user)}
        >
          {t('admin.delete')}
        </Button>
      )}
    </Group>
  );
};

const UserRow = ({ user, onAction, busy }: UserActionsProps) => {
  const { t, i18n } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td fw={500}>{user.name}</Table.Td>
      <Table.Td>{user.email}</Table.Td>
      <Table.Td>{user.company ?? t('admin.noCompany')}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={user.role === 'admin' ? 'grape' : 'gray'}>
          {t(`admin.roles.${user.role}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Badge color={statusColor[user.account_status]}>{t(`admin.statuses.${user.account_status}`)}</Badge>
      </Table.Td>
      <Table.Td>{formatDateTime(user.created_at, i18n.language, false)}</Table.Td>
      <Table.Td>
        <UserActions user={user} onAction={onAction} busy={busy} />
      </Table.Td>
    </Table.Tr>
  );
};

export interface UsersTableProps {
  users: User[];
  onAction: (action: UserAction, user: User) => void;
  /** The account whose action is on its way: its buttons wait. */
  busyEmail: string | null;
}

export const UsersTable = ({ users, onAction, busyEmail }: UsersTableProps) => {
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
            <UserRow key={user.email} user={user} onAction={onAction} busy={busyEmail === user.email} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
