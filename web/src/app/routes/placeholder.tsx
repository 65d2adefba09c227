import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ScreenKey =
  | 'login'
  | 'onboarding'
  | 'home'
  | 'dashboard'
  | 'analytics'
  | 'bookmarks'
  | 'myResponses'
  | 'settings'
  | 'admin'
  | 'tender'
  | 'respond';

/** Stands in for a screen whose issue is still open (the foundation issue's app shell). */
export const PlaceholderRoute = ({ screen }: { screen: ScreenKey }) => {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('placeholder.title', { screen: t(`screens.${screen}`) })}</Title>
      <Text c="dimmed" mt="sm">
        {t('placeholder.body')}
      </Text>
    </Container>
  );
};
