import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { PASSWORD_MIN_LENGTH } from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { accountApi } from '../../lib/auth/api';
import { useAuth } from '../../lib/auth/auth-context';

interface Values {
  current: string;
  next: string;
  confirm: string;
}

/**
 * Settings → Password: the current password and a new one (typed twice). The server checks the rules for new
 * passwords (length, common passwords) and signs out the user's other sessions; its reason is shown as is.
 */
export const PasswordTab = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { current: '', next: '', confirm: '' },
    validate: {
      current: (value) => (value === '' ? t('settings.password.currentRequired') : null),
      next: (value) => (value.length < PASSWORD_MIN_LENGTH ? t('settings.password.newShort') : null),
      confirm: (value, values) => (value !== values.next ? t('settings.password.mismatch') : null),
    },
  });

  if (user?.demo_expires_at) {
    return (
      <Alert color="blue" maw={520}>
        {t('settings.password.demo')}
      </Alert>
    );
  }

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setError(null);
    try {
      const answer = await accountApi.changePassword({
        current_password: values.current,
        new_password: values.next,
      });
      form.reset();
      notifications.show({
        color: 'green',
        message: answer.detail || t('settings.password.changed'),
        autoClose: 5000,
      });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('settings.password.connectFailed'));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={520} gap="md">
        <Text c="dimmed">{t('settings.password.intro')}</Text>
        {error && (
          <Alert color="red" title={t('settings.password.failedTitle')} role="alert">
            {error}
          </Alert>
        )}
        <PasswordInput
          label={t('settings.password.current')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('current')}
        />
        <PasswordInput
          label={t('settings.password.new')}
          description={t('settings.password.newHint')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('next')}
        />
        <PasswordInput
          label={t('settings.password.confirm')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirm')}
        />
        <Group>
          <Button type="submit" loading={saving}>
            {t('settings.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
