import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatCad, type TeamAnalytics } from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatCount, useUiLanguage } from '../../../lib/i18n';
import { downloadTeamAnalyticsCsv, useTeamAnalytics } from '../api/org-api';

const usePercent = () => {
  const { language } = useUiLanguage();
  const format = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  return (value: number) => format.format(value);
};

/** One headline figure: its name, its value (or a dash and why), and what it counts. */
const Figure = ({ label, value, hint }: { label: string; value: string; hint: string }) => (
  <Paper withBorder p="sm" component="div" role="group" aria-label={label}>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text fz="xl" fw={700}>
      {value}
    </Text>
    <Text size="xs" c="dimmed">
      {hint}
    </Text>
  </Paper>
);

const Headlines = ({ figures }: { figures: TeamAnalytics }) => {
  const { t } = useTranslation();
  const percent = usePercent();
  const count = useFormatCount();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Figure
        label={t('org.figures.tracked')}
        value={count(figures.tracked)}
        hint={t('org.figures.trackedHint')}
      />
      <Figure
        label={t('org.figures.bidRate')}
        value={figures.bid_rate === null ? '—' : percent(figures.bid_rate)}
        hint={t('org.figures.bidRateHint', { go: figures.go, decided: figures.decided })}
      />
      <Figure
        label={t('org.figures.winRate')}
        value={figures.win_rate === null ? '—' : percent(figures.win_rate)}
        hint={t('org.figures.winRateHint', { won: figures.won, submitted: figures.submitted })}
      />
      <Figure
        label={t('org.figures.daysToDecision')}
        value={
          figures.median_days_to_decision === null
            ? '—'
            : t('org.figures.days', {
                count: figures.median_days_to_decision,
                days: count(figures.median_days_to_decision),
              })
        }
        hint={t('org.figures.daysToDecisionHint')}
      />
    </SimpleGrid>
  );
};

const StageTable = ({ figures }: { figures: TeamAnalytics }) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  const count = useFormatCount();
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped>
        <Table.Caption>{t('org.figures.perStage')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('org.pipeline.stage')}</Table.Th>
            <Table.Th scope="col">{t('org.figures.tenders')}</Table.Th>
            <Table.Th scope="col">{t('org.pipeline.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {figures.stages.map((row) => (
            <Table.Tr key={row.stage}>
              <Table.Th scope="row" fw={400}>
                {t(`org.stages.${row.stage}`)}
              </Table.Th>
              <Table.Td>{count(row.count)}</Table.Td>
              <Table.Td>{formatCad(row.value, apiLanguage)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

const DownloadButton = () => {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const download = () => {
    setState('pending');
    downloadTeamAnalyticsCsv().then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <Group>
      <Button variant="light" size="xs" loading={state === 'pending'} onClick={download}>
        {t('org.figures.download')}
      </Button>
      {state === 'failed' && (
        <Text c="red" size="sm" role="alert">
          {t('org.figures.downloadFailed')}
        </Text>
      )}
    </Group>
  );
};

/** The pipeline screen's "Team figures" view: the organization's own figures, for every member. */
export const TeamFigures = () => {
  const { t } = useTranslation();
  const analytics = useTeamAnalytics();
  const title = (
    <Title order={2} fz="lg" id="team-figures-title">
      {t('org.figures.title')}
    </Title>
  );
  if (analytics.isPending)
    return (
      <Stack aria-labelledby="team-figures-title" component="section">
        {title}
        <Group role="status" gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('org.figures.loading')}</Text>
        </Group>
      </Stack>
    );
  if (analytics.isError)
    return (
      <Stack aria-labelledby="team-figures-title" component="section">
        {title}
        <Alert color="red" role="alert" title={t('org.figures.failed')}>
          <Button variant="light" size="xs" mt="xs" onClick={() => void analytics.refetch()}>
            {t('org.figures.retry')}
          </Button>
        </Alert>
      </Stack>
    );
  const figures = analytics.data;
  return (
    <Stack aria-labelledby="team-figures-title" component="section">
      <Group justify="space-between">
        {title}
        {figures.tracked > 0 && <DownloadButton />}
      </Group>
      {figures.tracked === 0 ? (
        <Text c="dimmed">{t('org.figures.empty')}</Text>
      ) : (
        <>
          <Headlines figures={figures} />
          <StageTable figures={figures} />
        </>
      )}
    </Stack>
  );
};
