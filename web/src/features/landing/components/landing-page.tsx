import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBrain, IconFileTypePdf, IconSearch, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { paths } from '../../../lib/paths';
import { LandingPreview } from './landing-preview';
import { LandingStats } from './landing-stats';
import { MAIN_CONTENT_ID } from '../../../lib/main-content';

const features = [
  { key: 'ai', icon: IconBrain },
  { key: 'search', icon: IconSearch },
  { key: 'pdf', icon: IconFileTypePdf },
  { key: 'tracking', icon: IconStar },
] as const;

export interface LandingPageProps {
  isSignedIn?: boolean;
  /** The signed-in visitor's saved tenders, for the fourth stat card. */
  savedCount?: number;
}

const LandingHeader = () => {
  const { t } = useTranslation();
  return (
    <Box component="header" py="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Group justify="space-between" component="nav" aria-label={t('nav.main')}>
          <Anchor component={Link} to={paths.landing} fw={800} fz="xl" c="red.8" underline="never">
            {t('app.name')}
          </Anchor>
          <Group gap="sm">
            <LanguageSwitch />
            <Button component={Link} to={paths.login} variant="default">
              {t('nav.login')}
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
};

/** The hero with both buttons (each to search, open to visitors), then the newest open tenders. */
const Hero = () => {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={64}>
      <Stack gap="lg" maw={720}>
        <Title order={1} fz={44}>
          {t('landing.heroTitle')}
        </Title>
        <Text fz="lg" c="dimmed">
          {t('landing.heroSubtitle')}
        </Text>
        <Group>
          <Button component={Link} to={paths.dashboard} size="md">
            {t('landing.searchTenders')}
          </Button>
          <Button component={Link} to={paths.dashboard} size="md" variant="outline">
            {t('landing.viewAll')}
          </Button>
        </Group>
      </Stack>
      <LandingPreview />
    </Container>
  );
};

const FeatureCards = () => {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={48}>
      <Title order={2} ta="center" mb="xl">
        {t('landing.featuresTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {features.map(({ key, icon: Icon }) => (
          <Card key={key} withBorder padding="lg" radius="md">
            <ThemeIcon size="lg" variant="light" color="red" aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="md">
              {t(`landing.features.${key}.title`)}
            </Title>
            <Text c="dimmed" mt="xs" fz="sm">
              {t(`landing.features.${key}.body`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
};

/**
 * The public landing page: nav, hero with both buttons, a preview of the newest open tenders, the four stat cards
 * from the store's real counts, the four feature cards, Get Started, and the open-data licence line.
 */
export const LandingPage = ({ isSignedIn = false, savedCount }: LandingPageProps) => {
  const { t } = useTranslation();
  return (
    <Box>
      <LandingHeader />

      <Box component="main" id={MAIN_CONTENT_ID}>
        <Hero />

        <Container size="lg" py={24} component="section" aria-labelledby="landing-stats-title">
          <Title order={2} id="landing-stats-title" fz="h3" mb="md">
            {t('landing.stats.title')}
          </Title>
          <LandingStats isSignedIn={isSignedIn} savedCount={savedCount} />
        </Container>

        <FeatureCards />

        <Container size="lg" py={48} ta="center">
          <Title order={2}>{t('landing.ctaTitle')}</Title>
          <Button component={Link} to={paths.dashboard} size="lg" mt="lg">
            {t('landing.getStarted')}
          </Button>
        </Container>
      </Box>

      <Box component="footer" py="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Text fz="sm" c="dimmed">
            {t('landing.licence')}
          </Text>
        </Container>
      </Box>
    </Box>
  );
};
