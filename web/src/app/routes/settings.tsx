import { Container, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiKeysTab } from '../../features/api-keys/api-keys-tab';
import { PasswordTab } from '../../features/auth/password-tab';
import { ProfileTab } from '../../features/auth/profile-tab';
import { FlagsTab } from '../../features/flags/flags-tab';
import { CompanySettings } from '../../features/onboarding/company-settings';
import { TeamTab } from '../../features/org';
import { useAuth } from '../../lib/auth/auth-context';

const TABS = ['profile', 'company', 'team', 'password', 'flags', 'apiKeys'] as const;
type SettingsTab = (typeof TABS)[number];
const isSettingsTab = (value: string | null): value is SettingsTab =>
  (TABS as readonly (string | null)[]).includes(value);

/**
 * /settings: one tab per feature that owns that part of the account — profile and password (auth), the company
 * profile onboarding fills in, the team (members and invitations), feature flags and API keys. The open tab lives in the URL (`/settings?tab=company`),
 * so a link can open it and Back returns to it.
 */
export const SettingsRoute = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: SettingsTab = isSettingsTab(requested) ? requested : 'profile';
  const openTab = (value: string | null) => {
    if (!isSettingsTab(value)) return;
    setSearchParams(value === 'profile' ? {} : { tab: value }, { replace: true });
  };
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('settings.title')}
      </Title>
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile">{t('settings.tabs.profile')}</Tabs.Tab>
          <Tabs.Tab value="company">{t('settings.tabs.company')}</Tabs.Tab>
          <Tabs.Tab value="team">{t('org.team.tab')}</Tabs.Tab>
          <Tabs.Tab value="password">{t('settings.tabs.password')}</Tabs.Tab>
          <Tabs.Tab value="flags">{t('settings.tabs.flags')}</Tabs.Tab>
          <Tabs.Tab value="apiKeys">{t('settings.tabs.apiKeys')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTab />
        </Tabs.Panel>
        <Tabs.Panel value="company">
          <CompanySettings />
        </Tabs.Panel>
        <Tabs.Panel value="team">
          <TeamTab selfId={user?.id} />
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
