import {
  Alert,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import type { Analytics, DistributionEntry } from '@tenderscout/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '../../lib/i18n';
import { useAnalytics } from './api';
import { useFormats } from './formats';
import { PipelineStatus } from './pipeline-status';
import { downloadAnalyticsReport } from './report';
import { BarChart, LineChart } from './charts';

const formatBytes = (bytes: number) => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
};

const SectionCard = ({ title, children, hint }: { title: string; children: ReactNode; hint?: string }) => (
  <Card withBorder padding="lg" component="section" aria-label={title}>
    <Title order={2} fz="lg" mb={hint ? 2 : 'md'}>
      {title}
    </Title>
    {hint && (
      <Text c="dimmed" fz="sm" mb="md">
        {hint}
      </Text>
    )}
    {children}
  </Card>
);

const MetricCard = ({ label, value }: { label: string; value: string }) => (
  <Card withBorder padding="lg" aria-label={`${label}: ${value}`}>
    <Text c="dimmed" fz="sm">
      {label}
    </Text>
    <Text fz={30} fw={700}>
      {value}
    </Text>
  </Card>
);

/** Long names (commodity descriptions) are cut on the axis; the full name is in the tooltip and the list below. */
const shortLabel = (label: string, max: number) =>
  label.length > max ? `${label.slice(0, max - 1)}…` : label;

const Distribution = ({
  entries,
  seriesLabel,
  labelWidth = 170,
}: {
  entries: DistributionEntry[];
  seriesLabel: string;
  labelWidth?: number;
}) => {
  const { t } = useTranslation();
  if (entries.length === 0) return <Text c="dimmed">{t('analytics.noData')}</Text>;
  return (
    <>
      <BarChart
        h={Math.max(160, entries.length * 34)}
        data={entries.map((entry) => ({ label: entry.label, count: entry.count }))}
        dataKey="label"
        orientation="vertical"
        // Counts: whole numbers on the value axis.
        xAxisProps={{ allowDecimals: false }}
        yAxisProps={{
          width: labelWidth,
          tickFormatter: (value: string) => shortLabel(value, Math.floor(labelWidth / 7)),
        }}
        series={[{ name: 'count', label: seriesLabel, color: 'red.6' }]}
        gridAxis="none"
        withBarValueLabel
      />
      {/* The same figures as text, for screen readers. */}
      <VisuallyHidden>
        <ul>
          {entries.map((entry) => (
            <li key={entry.value}>{`${entry.label}: ${entry.count}`}</li>
          ))}
        </ul>
      </VisuallyHidden>
    </>
  );
};

const useDuration = () => {
  const { t } = useTranslation();
  return (totalSeconds: number) => {
    const days = Math.floor(totalSeconds / 86_400);
    const hours = Math.floor((totalSeconds % 86_400) / 3_600);
    const minutes = Math.floor((totalSeconds % 3_600) / 60);
    const parts = [];
    if (days) parts.push(t('analytics.duration.days', { count: days }));
    if (hours) parts.push(t('analytics.duration.hours', { count: hours }));
    if (minutes && !days) parts.push(t('analytics.duration.minutes', { count: minutes }));
    if (parts.length === 0) parts.push(t('analytics.duration.seconds', { count: totalSeconds }));
    return parts.join(' ');
  };
};

/** The headline figures: tenders in total, open, new this week, closing soon, and documents processed. */
const KeyMetrics = ({ analytics }: { analytics: Analytics }) => {
  const { t } = useTranslation();
  const format = useFormats();
  const documents = analytics.documents;
  const notAvailable = t('analytics.metrics.notAvailable');
  const metrics: Array<[string, string]> = [
    [t('analytics.metrics.total'), format.number(analytics.tenders.total)],
    [t('analytics.metrics.open'), format.number(analytics.tenders.open)],
    [t('analytics.metrics.addedThisWeek'), format.number(analytics.tenders.added_this_week)],
    [t('analytics.metrics.closingSoon'), format.number(analytics.tenders.closing_in_7_days)],
    [
      t('analytics.metrics.documentsProcessed'),
      documents ? format.number(documents.documents_processed) : notAvailable,
    ],
    [
      t('analytics.metrics.processingFailures'),
      documents ? format.number(documents.documents_failed) : notAvailable,
    ],
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }}>
      {metrics.map(([label, value]) => (
        <MetricCard key={label} label={label} value={value} />
      ))}
    </SimpleGrid>
  );
};

/** The store, the app and Node versions, and how long the server has been up. */
const SystemFacts = ({ system }: { system: Analytics['system'] }) => {
  const { t } = useTranslation();
  const format = useFormats();
  const duration = useDuration();
  const systemRows: Array<[string, string]> = [
    [t('analytics.system.engine'), t(`analytics.system.engines.${system.store_engine}`)],
    [t('analytics.system.storeVersion'), system.store_version],
    [t('analytics.system.size'), formatBytes(system.store_size_bytes)],
    [t('analytics.system.version'), system.app_version],
    [t('analytics.system.node'), system.node_version],
    [t('analytics.system.uptime'), duration(system.uptime_seconds)],
    [t('analytics.system.startedAt'), format.dateTime(system.started_at)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
      {systemRows.map(([label, value]) => (
        <div key={label}>
          <Text c="dimmed" fz="xs">
            {label}
          </Text>
          <Text fw={500}>{value}</Text>
        </div>
      ))}
    </SimpleGrid>
  );
};

const Dashboard = ({ analytics }: { analytics: Analytics }) => {
  const { t } = useTranslation();
  const format = useFormats();
  return (
    <Stack gap="lg">
      <KeyMetrics analytics={analytics} />

      <SectionCard title={t('analytics.pipeline.title')}>
        <PipelineStatus analytics={analytics} />
      </SectionCard>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SectionCard title={t('analytics.charts.categories')}>
          <Distribution entries={analytics.by_category} seriesLabel={t('analytics.charts.tenders')} />
        </SectionCard>
        <SectionCard title={t('analytics.charts.regions')}>
          <Distribution entries={analytics.by_region} seriesLabel={t('analytics.charts.tenders')} />
        </SectionCard>
      </SimpleGrid>
      <SectionCard title={t('analytics.charts.commodities')}>
        <Distribution
          entries={analytics.by_commodity}
          seriesLabel={t('analytics.charts.tenders')}
          labelWidth={320}
        />
      </SectionCard>

      <SectionCard title={t('analytics.charts.trend')} hint={t('analytics.charts.trendHint')}>
        <LineChart
          h={280}
          data={analytics.trend.map((point) => ({ ...point, day: format.day(point.date) }))}
          dataKey="day"
          curveType="linear"
          yAxisProps={{ allowDecimals: false }}
          withLegend
          series={[
            { name: 'published', label: t('analytics.charts.published'), color: 'blue.6' },
            { name: 'closing', label: t('analytics.charts.closing'), color: 'red.6' },
          ]}
        />
      </SectionCard>

      <SectionCard title={t('analytics.system.title')}>
        <SystemFacts system={analytics.system} />
      </SectionCard>
    </Stack>
  );
};

/** Analytics (route exists only with the `analytics` flag). */
export const AnalyticsPage = () => {
  const { t } = useTranslation();
  const format = useFormats();
  const analytics = useAnalytics(useApiLanguage());

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="flex-start" mb="lg">
        <div>
          <Title order={1}>{t('analytics.title')}</Title>
          <Text c="dimmed">{t('analytics.subtitle')}</Text>
          {analytics.data && (
            <Text c="dimmed" fz="xs">
              {t('analytics.updated', { time: format.time(analytics.data.generated_at) })}
            </Text>
          )}
        </div>
        <Group>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={analytics.isFetching}
            onClick={() => void analytics.refetch()}
          >
            {t('analytics.refresh')}
          </Button>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={!analytics.data}
            onClick={() => analytics.data && downloadAnalyticsReport(analytics.data, t)}
          >
            {t('analytics.export')}
          </Button>
        </Group>
      </Group>

      {analytics.isPending ? (
        <Center py="xl" role="status">
          <Group>
            <Loader size="sm" aria-hidden />
            <Text c="dimmed">{t('analytics.loading')}</Text>
          </Group>
        </Center>
      ) : analytics.isError && !analytics.data ? (
        <Alert color="red" role="alert" title={t('analytics.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{analytics.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void analytics.refetch()}>
              {t('analytics.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          {analytics.isError && (
            <Alert color="red" role="alert" mb="md">
              {t('analytics.loadFailed')}: {analytics.error.message}
            </Alert>
          )}
          <Dashboard analytics={analytics.data} />
        </>
      )}
    </Container>
  );
};
