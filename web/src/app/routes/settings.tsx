import { Center, Container, Loader, Tabs, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProfileTab } from '../../features/auth/profile-tab';
import { useAuth } from '../../lib/auth/auth-context';

// Only the open tab is mounted; every tab but the first loads when it is opened, so the screen's first bundle
// stays small.
const CompanySettings = lazy(() =>
  import('../../features/onboarding/company-settings').then((module) => ({
    default: module.CompanySettings,
  })),
);
const TeamTab = lazy(() => import('../../features/org').then((module) => ({ default: module.TeamTab })));
const PasswordTab = lazy(() =>
  import('../../features/auth/password-tab').then((module) => ({ default: module.PasswordTab })),
);
const FlagsTab = lazy(() =>
  import('../../features/flags/flags-tab').then((module) => ({ default: module.FlagsTab })),
);
const ApiKeysTab = lazy(() =>
  import('../../features/api-keys/api-keys-tab').then((module) => ({ default: module.ApiKeysTab })),
);

const TabLoading = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" role="progressbar" aria-label={t('common.loading')} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
};

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
          <TabLoading>
            <CompanySettings />
          </TabLoading>
        </Tabs.Panel>
        <Tabs.Panel value="team">
          <TabLoading>
            <TeamTab selfId={user?.id} />
          </TabLoading>
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <TabLoading>
            <PasswordTab />
          </TabLoading>
        </Tabs.Panel>
        <Tabs.Panel value="flags">
          <TabLoading>
            <FlagsTab />
          </TabLoading>
        </Tabs.Panel>
        <Tabs.Panel value="apiKeys">
          <TabLoading>
            <ApiKeysTab />
          </TabLoading>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
};
