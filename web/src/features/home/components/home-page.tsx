import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBookmark,
  IconChartBar,
  IconFileText,
  IconRefresh,
  IconSearch,
  type Icon,
} from '@tabler/icons-react';
import { formatCad } from '@tenderscout/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TenderCard } from '../../../components/ui/tender-card';
import { paths } from '../../../lib/paths';
import { useRecentTenders } from '../api/get-recent-tenders';

/** One figure of a stat card: loading, failed (shown as '—' with Retry) or known. */
export interface HomeStat {
  value: number | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry?: () => void;
}

export interface HomePageProps {
  /** The signed-in user's name ('User' when there is none). */
  userName?: string | null;
  activeTenders: HomeStat;
  /** null when the saved_tenders flag is off: no Saved card and no View Saved action (hidden, not failing). */
  savedTenders: HomeStat | null;
  /** null when the myResponses flag is off (the card then points to Settings). */
  responses: HomeStat | null;
  canSeeAnalytics: boolean;
  /** "Recommended for your company" (the AI feature), above the newest tenders. */
  renderRecommendations?: () => ReactNode;
}

/** Counts in the interface language's digits grouping (1,234 / 1 234). */
const formatCount = (value: number, language: string) =>
  new Intl.NumberFormat(language.startsWith('fr') ? 'fr-CA' : 'en-CA').format(value);

const StatCard = ({
  label,
  hint,
  stat,
  icon: StatIcon,
  offHint,
}: {
  label: string;
  hint: string;
  stat: HomeStat | null;
  icon: Icon;
  offHint?: string;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fz="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {stat?.isLoading ? (
            <Skeleton h={34} w={80} my={4} />
          ) : (
            <Text fz={30} fw={700} lh={1.3}>
              {stat?.value === undefined ? '—' : formatCount(stat.value, i18n.language)}
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            {stat === null ? offHint : hint}
          </Text>
        </div>
        <StatIcon size={28} color="var(--mantine-color-red-7)" aria-hidden />
      </Group>
      {stat?.isError && (
        <Group gap="xs" mt="xs" role="alert">
          <Text fz="xs" c="red.8">
            {t('home.stats.failed')}
          </Text>
          {stat.onRetry && (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconRefresh size={12} />}
              onClick={stat.onRetry}
            >
              {t('common.retry')}
            </Button>
          )}
        </Group>
      )}
    </Card>
  );
};

const RecentTenders = () => {
  const { t } = useTranslation();
  const recent = useRecentTenders();
  if (recent.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text ml="sm" c="dimmed">
          {t('home.recent.loading')}
        </Text>
      </Center>
    );
  }
  if (recent.isError) {
    return (
      <Alert color="red" role="alert" title={t('home.recent.failed')}>
        <Text fz="sm">{recent.error.message}</Text>
        <Button mt="sm" size="xs" onClick={() => void recent.refetch()} loading={recent.isFetching}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (recent.data.hits.length === 0) {
    return (
      <Stack align="center" py="xl" gap="sm">
        <Text c="dimmed" ta="center">
          {t('home.recent.empty')}
        </Text>
        <Button component={Link} to={paths.dashboard} leftSection={<IconSearch size={16} />}>
          {t('home.actions.search')}
        </Button>
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {recent.data.hits.map((hit) => (
        <TenderCard
          key={hit.tender_id}
          tender={{
            id: hit.tender_id,
            title: hit.title,
            organization: hit.organization,
            status: hit.status.trim() || t('home.recent.defaultStatus'),
            closingDate: hit.closing_date,
            amount: hit.amount,
            referenceNumber: hit.reference_number,
            categories: hit.categories,
          }}
          formatAmount={formatCad}
        />
      ))}
    </SimpleGrid>
  );
};

const HomeStats = ({
  activeTenders,
  savedTenders,
  responses,
}: Omit<HomePageProps, 'userName' | 'canSeeAnalytics' | 'renderRecommendations'>) => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: savedTenders ? 3 : 2 }}>
      <StatCard
        label={t('home.stats.active')}
        hint={t('home.stats.activeHint')}
        stat={activeTenders}
        icon={IconSearch}
      />
      {savedTenders && (
        <StatCard
          label={t('home.stats.saved')}
          hint={t('home.stats.savedHint')}
          stat={savedTenders}
          icon={IconBookmark}
        />
      )}
      <StatCard
        label={t('home.stats.responses')}
        hint={t('home.stats.responsesHint')}
        offHint={t('home.stats.responsesOff')}
        stat={responses}
        icon={IconFileText}
      />
    </SimpleGrid>
  );
};

/** Quick actions, each shown by the flag rule of the screen it opens. */
const QuickActions = ({
  showSaved,
  showResponses,
  showAnalytics,
}: {
  showSaved: boolean;
  showResponses: boolean;
  showAnalytics: boolean;
}) => {
  const { t } = useTranslation();
  const actions: Array<{
    key: 'search' | 'saved' | 'responses' | 'analytics';
    to: string;
    icon: Icon;
    show: boolean;
  }> = [
    { key: 'search', to: paths.dashboard, icon: IconSearch, show: true },
    { key: 'saved', to: paths.bookmarks, icon: IconBookmark, show: showSaved },
    { key: 'responses', to: paths.myResponses, icon: IconFileText, show: showResponses },
    { key: 'analytics', to: paths.analytics, icon: IconChartBar, show: showAnalytics },
  ];
  return (
    <section aria-labelledby="home-actions-title">
      <Title order={2} fz="h3" id="home-actions-title" mb="sm">
        {t('home.actions.title')}
      </Title>
      <Group gap="sm">
        {actions
          .filter((action) => action.show)
          .map(({ key, to, icon: ActionIcon }) => (
            <Button key={key} component={Link} to={to} variant="light" leftSection={<ActionIcon size={16} />}>
              {t(`home.actions.${key}`)}
            </Button>
          ))}
      </Group>
    </section>
  );
};

/**
 * /home: greeting, the three stat cards from real counts, quick actions with their flag
 * rules, and the 5 newest tenders.
 */
export const HomePage = ({
  userName,
  activeTenders,
  savedTenders,
  responses,
  canSeeAnalytics,
  renderRecommendations,
}: HomePageProps) => {
  const { t } = useTranslation();
  const name = userName?.trim() || t('home.fallbackName');
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('home.greeting', { name })}</Title>
          <Text c="dimmed" mt={4}>
            {t('home.subtitle')}
          </Text>
        </div>

        <HomeStats activeTenders={activeTenders} savedTenders={savedTenders} responses={responses} />

        <QuickActions
          showSaved={savedTenders !== null}
          showResponses={responses !== null}
          showAnalytics={canSeeAnalytics}
        />

        {renderRecommendations?.()}

        <section aria-labelledby="home-recent-title">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="h3" id="home-recent-title">
              {t('home.recent.title')}
            </Title>
            <Anchor component={Link} to={`${paths.dashboard}?sort=publication_date`} fz="sm">
              {t('home.recent.viewAll')}
            </Anchor>
          </Group>
          <RecentTenders />
        </section>
      </Stack>
    </Container>
  );
};
