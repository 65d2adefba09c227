import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date-time';
import { accountApi } from '../../lib/auth/api';
import { useAuth } from '../../lib/auth/auth-context';
import type { SessionUser } from '../../lib/auth/session';

const formatDate = (value: string | null | undefined, fallback: string, language: string): string =>
  value ? formatDateTime(value, language) : fallback;

/** What the user cannot change here: e-mail, role, and when the account was made and last used. */
const AccountFacts = ({ user }: { user: SessionUser }) => {
  const { t, i18n } = useTranslation();
  return (
    <>
      <TextInput
        label={t('settings.profile.email')}
        value={user.email}
        readOnly
        description={t('settings.profile.emailHint')}
      />
      <TextInput
        label={t('settings.profile.role')}
        value={t(`settings.profile.roles.${user.role}`)}
        readOnly
        description={t('settings.profile.roleHint')}
      />
      <Group gap="xl">
        <div>
          <Text fz="sm" fw={500}>
            {t('settings.profile.memberSince')}
          </Text>
          <Text fz="sm" c="dimmed">
            {formatDate(user.created_at, '—', i18n.language)}
          </Text>
        </div>
        <div>
          <Text fz="sm" fw={500}>
            {t('settings.profile.lastLogin')}
          </Text>
          <Text fz="sm" c="dimmed">
            {formatDate(user.last_login, t('settings.profile.never'), i18n.language)}
          </Text>
        </div>
      </Group>
    </>
  );
};

/** Settings → Profile: the name and company the user can change, and their account's facts. */
export const ProfileTab = () => {
  const { t } = useTranslation();
  const { user, updateUser } = useAuth();
  const [saving, setSaving] = useState(false);
  const form = useForm({
    initialValues: { name: user?.name ?? '', company: user?.company ?? '' },
    validate: { name: (value) => (value.trim() === '' ? t('settings.profile.nameRequired') : null) },
  });
  if (!user) return null;

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const updated = await accountApi.updateMe({
        name: values.name.trim(),
        company: values.company.trim() || null,
      });
      updateUser(updated);
      form.resetDirty({ name: updated.name, company: updated.company ?? '' });
      notifications.show({ color: 'green', message: t('settings.profile.saved'), autoClose: 3000 });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: t('settings.profile.saveFailed', { message: error instanceof Error ? error.message : '' }),
        autoClose: 5000,
      });
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={520} gap="md">
        <TextInput
          label={t('settings.profile.name')}
          withAsterisk
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('settings.profile.company')}
          autoComplete="organization"
          {...form.getInputProps('company')}
        />
        <AccountFacts user={user} />
        <Group>
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            {t('settings.profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
