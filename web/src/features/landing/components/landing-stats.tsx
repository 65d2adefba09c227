import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatCount } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { usePublicStats } from '../api/get-public-stats';

interface StatCardProps {
  label: string;
  value: ReactNode;
  hint: string;
  isLoading?: boolean;
}

const StatCard = ({ label, value, hint, isLoading = false }: StatCardProps) => (
  <Card withBorder radius="md" padding="lg" component="section" aria-label={label}>
    <Text fz="sm" c="dimmed" fw={500}>
      {label}
    </Text>
    {isLoading ? (
      <Skeleton h={34} w="60%" my={4} />
    ) : (
      <Text fz={30} fw={700} lh={1.3}>
        {value}
      </Text>
    )}
    <Text fz="xs" c="dimmed">
      {hint}
    </Text>
  </Card>
);

export interface LandingStatsProps {
  /**
   * The signed-in visitor's saved tenders (undefined while unknown or signed out). Saved tenders are personal,
   * so a signed-out visitor is invited to sign in instead of being shown a number.
   */
  savedCount?: number;
  isSignedIn: boolean;
}

/**
 * The landing page's four stat cards from GET /api/stats. When the call fails every store count shows
 * '—' with a Retry: never a made-up number.
 */
export const LandingStats = ({ savedCount, isSignedIn }: LandingStatsProps) => {
  const { t } = useTranslation();
  const formatCount = useFormatCount();
  const stats = usePublicStats();
  const isLoading = stats.isPending;
  const count = (value: number | undefined) => (value === undefined ? '—' : formatCount(value));
  return (
    <div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard
          label={t('landing.stats.total')}
          value={count(stats.data?.total)}
          hint={t('landing.stats.totalHint')}
          isLoading={isLoading}
        />
        <StatCard
          label={t('landing.stats.open')}
          value={count(stats.data?.open)}
          hint={t('landing.stats.openHint')}
          isLoading={isLoading}
        />
        <StatCard
          label={t('landing.stats.addedThisWeek')}
          value={count(stats.data?.added_this_week)}
          hint={t('landing.stats.addedThisWeekHint')}
          isLoading={isLoading}
        />
        <StatCard
          label={t('landing.stats.saved')}
          value={
            isSignedIn ? (
              count(savedCount)
            ) : (
              <Anchor component={Link} to={paths.login} fz="lg" fw={600}>
                {t('landing.stats.savedSignedOut')}
              </Anchor>
            )
          }
          hint={isSignedIn ? t('landing.stats.savedHint') : t('landing.stats.savedSignedOutHint')}
          isLoading={isSignedIn && savedCount === undefined && isLoading}
        />
      </SimpleGrid>
      {stats.isError && (
        <Group mt="sm" gap="sm" role="alert">
          <Text fz="sm" c="red.8">
            {t('landing.stats.error')}
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void stats.refetch()}
            loading={stats.isFetching}
          >
            {t('common.retry')}
          </Button>
        </Group>
      )}
    </div>
  );
};
