import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  List,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconQuestionMark, IconX } from '@tabler/icons-react';
import type { Language, TenderFit } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useTenderFit, useTenderSummary } from '../api/tender-insights';

const STATUS_ICON = {
  met: <IconCheck size={14} color="green" aria-hidden />,
  not_met: <IconX size={14} color="red" aria-hidden />,
  unknown: <IconQuestionMark size={14} color="gray" aria-hidden />,
};

type FitFactor = TenderFit['factors'][number];

/** The score (its formula on hover), its rating, and whether a cap held it below the weighted mean. */
const FitScore = ({ fit }: { fit: TenderFit }) => {
  const { t } = useTranslation();
  const formula = t('ai.fit.formula', {
    terms: fit.factors
      .map((factor) =>
        t('ai.fit.formulaTerm', {
          label: t(`ai.fit.factors.${factor.key}`),
          weight: Math.round(factor.weight * 100),
          score: Math.round(factor.score * 100),
        }),
      )
      .join(' + '),
  });
  return (
    <>
      <Group justify="space-between">
        <Tooltip label={formula} multiline w={280} withArrow>
          <Text fz="xl" fw={700} tabIndex={0} aria-describedby="fit-formula">
            {t('ai.percent', { value: Math.round(fit.score * 100) })}
          </Text>
        </Tooltip>
        <Badge>{t(`ai.fit.ratings.${fit.rating}`)}</Badge>
      </Group>
      <Text id="fit-formula" fz="xs" c="dimmed">
        {fit.caps.some((cap) => cap.limit < fit.weighted_score)
          ? t('ai.fit.cappedSummary', {
              weighted: Math.round(fit.weighted_score * 100),
              limit: Math.round(fit.score * 100),
            })
          : t('ai.fit.meanSummary')}
      </Text>
      {fit.caps.map((cap) => (
        <Text key={cap.reason} fz="xs" c="red" role="note">
          {cap.reason}
        </Text>
      ))}
    </>
  );
};

const FitFactorBar = ({ factor }: { factor: FitFactor }) => {
  const { t } = useTranslation();
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <Tooltip label={t('ai.fit.weightHint', { weight: Math.round(factor.weight * 100) })} withArrow>
          <Text fz="xs" fw={600} tabIndex={0}>
            {t('ai.fit.factorWithWeight', {
              label: t(`ai.fit.factors.${factor.key}`),
              weight: Math.round(factor.weight * 100),
            })}
          </Text>
        </Tooltip>
        <Text fz="xs">{t('ai.percent', { value: Math.round(factor.score * 100) })}</Text>
      </Group>
      <Progress value={factor.score * 100} size="sm" aria-label={t(`ai.fit.factors.${factor.key}`)} />
      <Text fz="xs" c="dimmed">
        {factor.detail}
      </Text>
    </div>
  );
};

const FitCriteria = ({ criteria }: { criteria: TenderFit['criteria'] }) => {
  const { t } = useTranslation();
  return (
    <>
      <Text fz="sm" fw={600} mt="xs">
        {t('ai.fit.criteria')}
      </Text>
      {criteria.length === 0 ? (
        <Text fz="xs">{t('ai.fit.noCriteria')}</Text>
      ) : (
        <List spacing={4} size="xs" aria-label={t('ai.fit.criteria')}>
          {criteria.map((criterion) => (
            <List.Item key={criterion.key} icon={STATUS_ICON[criterion.status]}>
              <Text fz="xs" span fw={600}>
                {t(`ai.fit.status.${criterion.status}`)}: {criterion.label}
              </Text>{' '}
              <Text fz="xs" span>
                {criterion.detail}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
};

/** Competitiveness score (flag competitiveness_scoring): the fit score, its factors and the mandatory criteria. */
export const TenderFitCard = ({ tenderId }: { tenderId: string }) => {
  const { t } = useTranslation();
  const fit = useTenderFit(tenderId, true);
  return (
    <Card withBorder radius="md" aria-label={t('ai.fit.title')}>
      <Title order={3} fz="md" mb="xs">
        {t('ai.fit.title')}
      </Title>
      {fit.isPending && <Loader size="sm" role="progressbar" aria-label={t('ai.fit.loading')} />}
      {fit.isError &&
        (fit.error instanceof ApiError && fit.error.status === 409 ? (
          <Anchor component={Link} to={paths.settingsCompany} fz="sm">
            {t('ai.fit.noProfile')}
          </Anchor>
        ) : (
          <Alert color="red" role="alert">
            {fit.error.message}
          </Alert>
        ))}
      {fit.isSuccess && (
        <Stack gap="xs">
          <FitScore fit={fit.data} />
          {fit.data.factors.map((factor) => (
            <FitFactorBar key={factor.key} factor={factor} />
          ))}
          <FitCriteria criteria={fit.data.criteria} />
        </Stack>
      )}
    </Card>
  );
};

/** AI summary (flag ai_summaries): a short plain-language summary of the tender. */
export const TenderSummaryCard = ({ tenderId, language }: { tenderId: string; language: Language }) => {
  const { t } = useTranslation();
  const summary = useTenderSummary(tenderId, language, true);
  return (
    <Card withBorder radius="md" aria-label={t('ai.summary.title')}>
      <Title order={3} fz="md" mb="xs">
        {t('ai.summary.title')}
      </Title>
      {summary.isPending && <Loader size="sm" role="progressbar" aria-label={t('ai.summary.loading')} />}
      {summary.isError && (
        <Alert color="red" role="alert">
          {summary.error.message}
        </Alert>
      )}
      {summary.isSuccess && (
        <Stack gap={6}>
          <Text fz="sm">{summary.data.summary}</Text>
          <Text fz="xs" c="dimmed">
            {summary.data.source === 'llm'
              ? t('ai.summary.byModel', { model: summary.data.model })
              : t('ai.summary.builtIn')}
          </Text>
        </Stack>
      )}
    </Card>
  );
};
