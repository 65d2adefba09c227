import { Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FEATURE_FLAGS, hasFeatureFlag, type FeatureFlag } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { flagsApi } from './api';

/** The UI updates first; a failed save is only logged. */
export const FlagsTab = () => {
  const { t } = useTranslation();
  const { user, updateUser } = useAuth();
  if (!user) return null;

  const toggle = (flag: FeatureFlag, value: boolean) => {
    const flags = { ...(user.feature_flags ?? {}), [flag]: value } as NonNullable<typeof user.feature_flags>;
    updateUser({ ...user, feature_flags: flags });
    notifications.show({ id: 'feature-flag-updated', message: t('settings.flags.updated'), autoClose: 2000 });
    flagsApi
      .updateFlags({ [flag]: value })
      .catch((error: unknown) => console.error('Saving the feature flag failed', error));
  };

  return (
    <>
      <Text c="dimmed" mb="md">
        {t('settings.flags.intro')}
      </Text>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('settings.flags.feature')}</Table.Th>
            <Table.Th>{t('settings.flags.description')}</Table.Th>
            <Table.Th>{t('settings.flags.enabled')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {FEATURE_FLAGS.map((flag) => {
            const name = t(`settings.flags.names.${flag}`);
            return (
              <Table.Tr key={flag}>
                <Table.Td fw={500}>{name}</Table.Td>
                <Table.Td c="dimmed">{t(`settings.flags.descriptions.${flag}`)}</Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={t('settings.flags.toggle', { name })}
                    checked={hasFeatureFlag(user.feature_flags, flag)}
                    onChange={(event) => toggle(flag, event.currentTarget.checked)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </>
  );
};
