import { Alert, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { ORG_ROLES, formatTenderDate, type Org, type OrgMember, type OrgRole } from '@tenderscout/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n';
import { useInvite, useOrg, useRemoveMember, useUpdateMember } from '../api/org-api';

const useRoleOptions = () => {
  const { t } = useTranslation();
  return ORG_ROLES.map((role) => ({ value: role, label: t(`org.roles.${role}`) }));
};

const MemberRow = ({ member, org, selfId }: { member: OrgMember; org: Org; selfId: string | undefined }) => {
  const { t } = useTranslation();
  const roles = useRoleOptions();
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const isOwner = org.role === 'owner';
  const error = update.error ?? remove.error;
  return (
    <Table.Tr>
      <Table.Td>
        {member.name} {member.user_id === selfId ? t('org.team.you') : ''}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error.message}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{member.email}</Table.Td>
      <Table.Td>
        {isOwner ? (
          <Select
            aria-label={t('org.team.roleOf', { name: member.name })}
            data={roles}
            value={member.role}
            allowDeselect={false}
            onChange={(role) => role && update.mutate({ userId: member.user_id, role: role })}
          />
        ) : (
          t(`org.roles.${member.role}`)
        )}
      </Table.Td>
      <Table.Td>
        {isOwner && (
          <Button
            variant="subtle"
            color="red"
            aria-label={t('org.team.removeMember', { name: member.name })}
            onClick={() => remove.mutate(member.user_id)}
          >
            {t('org.team.remove')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
};

const InviteForm = () => {
  const { t } = useTranslation();
  const roles = useRoleOptions();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrgRole>('member');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email, role }, { onSuccess: () => setEmail('') });
  };
  return (
    <form onSubmit={submit} aria-labelledby="org-invite-title">
      <Title order={3} fz="md" id="org-invite-title" mb="xs">
        {t('org.team.invite')}
      </Title>
      <Group align="end">
        <TextInput
          type="email"
          required
          label={t('org.team.inviteEmail')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Select
          label={t('org.team.inviteRole')}
          data={roles}
          value={role}
          allowDeselect={false}
          onChange={(value) => value && setRole(value)}
        />
        <Button type="submit" loading={invite.isPending}>
          {t('org.team.send')}
        </Button>
      </Group>
      {invite.isSuccess && (
        <Text role="status" mt="xs">
          {t('org.team.sent', { email: invite.data.email })}
        </Text>
      )}
      {invite.error && (
        <Text c="red" role="alert" mt="xs">
          {invite.error.message}
        </Text>
      )}
    </form>
  );
};

/** Settings → Team: the organization's members and roles; owners invite, change roles and remove. */
export const TeamTab = ({ selfId }: { selfId: string | undefined }) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  const org = useOrg();
  if (org.error) return <Alert color="red">{t('org.error')}</Alert>;
  if (!org.data) return null;
  const data = org.data;
  return (
    <Stack gap="lg">
      <Title order={2} fz="h4">
        {t('org.team.title', { name: data.name })}
      </Title>
      {/* On a phone the table scrolls within its box, not the page. */}
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('org.team.name')}</Table.Th>
              <Table.Th>{t('org.team.email')}</Table.Th>
              <Table.Th>{t('org.team.role')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.members.map((member) => (
              <MemberRow key={member.user_id} member={member} org={data} selfId={selfId} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data.role === 'owner' ? <InviteForm /> : <Text c="dimmed">{t('org.team.readOnly')}</Text>}
      {data.invitations.length > 0 && (
        <section aria-labelledby="org-pending-title">
          <Title order={3} fz="md" id="org-pending-title" mb="xs">
            {t('org.team.pending')}
          </Title>
          {/* Long addresses wrap on a phone instead of widening the page. */}
          <ul style={{ overflowWrap: 'anywhere' }}>
            {data.invitations.map((invitation) => (
              <li key={invitation.id}>
                {invitation.email} · {t(`org.roles.${invitation.role}`)} ·{' '}
                {t('org.team.expires', { date: formatTenderDate(invitation.expires_at, apiLanguage) })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Stack>
  );
};
