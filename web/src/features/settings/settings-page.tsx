import { Container, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiKeysTab } from './api-keys-tab';
import { FlagsTab } from './flags-tab';
import { PasswordTab } from './password-tab';
import { ProfileTab } from './profile-tab';

export const SettingsPage = () => {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('settings.title')}
      </Title>
      <Tabs defaultValue="profile" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile">{t('settings.tabs.profile')}</Tabs.Tab>
          <Tabs.Tab value="password">{t('settings.tabs.password')}</Tabs.Tab>
          <Tabs.Tab value="flags">{t('settings.tabs.flags')}</Tabs.Tab>
          <Tabs.Tab value="apiKeys">{t('settings.tabs.apiKeys')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTab />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <PasswordTab />
        </Tabs.Panel>
        <Tabs.Panel value="flags">
          <FlagsTab />
        </Tabs.Panel>
        <Tabs.Panel value="apiKeys">
          <ApiKeysTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
};
