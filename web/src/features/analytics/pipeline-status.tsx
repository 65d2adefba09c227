import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Analytics, FeedStatus } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { useFormats } from './formats';
import { MailOutboxSection } from './mail-outbox-status';

const runStatusColor = { running: 'blue', succeeded: 'green', failed: 'red', interrupted: 'orange' } as const;

const FeedRow = ({ feed, generatedAt }: { feed: FeedStatus; generatedAt: string }) => {
  const { t } = useTranslation();
  const format = useFormats();
  const run = feed.last_run;
  const feedName = t(`analytics.pipeline.feeds.${feed.feed}`, { defaultValue: feed.feed });
  const nextRun = () => {
    if (!feed.is_scheduled) return t('analytics.pipeline.notScheduled');
    if (!feed.next_run_at) return t('analytics.pipeline.runningNow');
    if (Date.parse(feed.next_run_at) < Date.parse(generatedAt)) return t('analytics.pipeline.dueNow');
    return format.dateTime(feed.next_run_at);
  };
  return (
    <Table.Tr>
      <Table.Td>{feedName}</Table.Td>
      <Table.Td>{run ? format.dateTime(run.started_at) : t('analytics.pipeline.never')}</Table.Td>
      <Table.Td>
        {run && (
          <Badge color={runStatusColor[run.status]} variant="light" title={run.error ?? undefined}>
            {t(`analytics.pipeline.runStatus.${run.status}`)}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {run
          ? [run.rows_read, run.rows_inserted, run.rows_updated, run.rows_rejected]
              .map(format.number)
              .join(' / ')
          : '—'}
      </Table.Td>
      <Table.Td>{run?.rows_per_second != null ? format.number(run.rows_per_second) : '—'}</Table.Td>
      <Table.Td>{nextRun()}</Table.Td>
    </Table.Tr>
  );
};

const FeedsTable = ({ feeds, generatedAt }: { feeds: FeedStatus[]; generatedAt: string }) => {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analytics.pipeline.feed')}</Table.Th>
            <Table.Th>{t('analytics.pipeline.lastRun')}</Table.Th>
            <Table.Th>{t('analytics.pipeline.status')}</Table.Th>
            <Table.Th>{t('analytics.pipeline.rows')}</Table.Th>
            <Table.Th>{t('analytics.pipeline.speed')}</Table.Th>
            <Table.Th>{t('analytics.pipeline.nextRun')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {feeds.map((feed) => (
            <FeedRow key={feed.feed} feed={feed} generatedAt={generatedAt} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/** The document queue by status, how fast it drains and how long a document takes. */
const DocumentQueue = ({ documents }: { documents: NonNullable<Analytics['documents']> }) => {
  const { t } = useTranslation();
  const format = useFormats();
  return (
    <Stack gap="xs">
      <Group gap="lg">
        {(['pending', 'processing', 'completed', 'failed'] as const).map((status) => (
          <Text key={status} fz="sm">
            {t(`analytics.pipeline.queue.${status}`)}: <b>{format.number(documents[status])}</b>
          </Text>
        ))}
      </Group>
      <Text fz="sm">
        {t('analytics.pipeline.rate')}:{' '}
        <b>
          {t('analytics.pipeline.rateValue', {
            rate: format.number(documents.processing_rate_per_hour),
            hours: documents.window_hours,
          })}
        </b>
      </Text>
      <Text fz="sm">
        {t('analytics.pipeline.averageTime')}:{' '}
        <b>
          {documents.average_processing_seconds === null
            ? t('analytics.pipeline.noAverage')
            : t('analytics.pipeline.averageValue', {
                seconds: format.number(documents.average_processing_seconds),
              })}
        </b>
      </Text>
    </Stack>
  );
};

/** The data pipeline: the feeds' last and next runs, the document queue and the mail outbox. */
export const PipelineStatus = ({ analytics }: { analytics: Analytics }) => {
  const { t } = useTranslation();
  return (
    <>
      {!analytics.pipeline.live_feeds_enabled && (
        <Text c="dimmed" fz="sm" mb="sm">
          {t('analytics.pipeline.feedsOff')}
        </Text>
      )}
      {analytics.pipeline.feeds.length === 0 ? (
        <Text c="dimmed">{t('analytics.pipeline.noRuns')}</Text>
      ) : (
        <FeedsTable feeds={analytics.pipeline.feeds} generatedAt={analytics.generated_at} />
      )}
      <Title order={3} fz="md" mt="lg" mb="sm">
        {t('analytics.pipeline.documents')}
      </Title>
      {analytics.documents ? (
        <DocumentQueue documents={analytics.documents} />
      ) : (
        <Text c="dimmed" fz="sm">
          {t('analytics.pipeline.documentsUnavailable')}
        </Text>
      )}
      <MailOutboxSection mail={analytics.mail} />
    </>
  );
};
