import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatClosingTime, type Language, type Recommendation } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNow } from '../../../components/ui/use-now';
import { useApiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useAiProfile } from '../api/ai-profile';
import { useRecommendations } from '../api/recommendations';
import { RecommendationsStatus } from './recommendations-status';

/** Home shows the five best open fits (the API's default floor), and when none, the three closest closed ones. */
const OPEN_FITS = { max_results: 5, exclude_closed: true, include_metadata: false } as const;
const PAST_EXAMPLES = {
  max_results: 10,
  min_score: 0,
  exclude_closed: false,
  include_metadata: false,
} as const;
const PAST_EXAMPLES_SHOWN = 3;

const isClosed = (item: Recommendation, now: number): boolean =>
  item.closing_date !== null && Date.parse(item.closing_date) < now;

/** One tender with its score and every reason it was picked (and, in red, what holds it back). */
const RecommendationItem = ({ item, language }: { item: Recommendation; language: Language }) => {
  const { t } = useTranslation();
  const matches = item.reasons.filter((reason) => !item.penalties.includes(reason));
  return (
    <li style={{ marginBottom: 12 }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor component={Link} to={paths.tender(item.tender_id)} fw={600} style={{ minWidth: 0 }}>
          {item.title || t('ai.untitled')}
        </Anchor>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {t('ai.percent', { value: Math.round(item.score * 100) })}
        </Badge>
      </Group>
      <Text fz="xs" c="dimmed">
        {item.organization ?? t('ai.defaultOrganization')} ·{' '}
        {t('ai.closes', { date: formatClosingTime(item.closing_date, language) })}
      </Text>
      {matches.length > 0 && (
        <Text fz="sm">{t('ai.recommendations.because', { reasons: matches.join(' · ') })}</Text>
      )}
      {item.penalties.length > 0 && (
        <Text fz="sm" c="red">
          {t('ai.recommendations.fails', { reasons: item.penalties.join(' · ') })}
        </Text>
      )}
    </li>
  );
};

/** No open tender fits: say so, and show the closest closed ones as examples of what the profile finds. */
const PastExamples = ({ language }: { language: Language }) => {
  const { t } = useTranslation();
  const past = useRecommendations({ ...PAST_EXAMPLES, language }, true);
  const now = useNow();
  const items = (past.data?.recommendations ?? [])
    .filter((item) => isClosed(item, now))
    .slice(0, PAST_EXAMPLES_SHOWN);
  return (
    <Stack gap="xs">
      <Text>{t('ai.home.noOpenFit')}</Text>
      {past.isPending && <Loader size="sm" role="progressbar" aria-label={t('ai.recommendations.loading')} />}
      {items.length > 0 && (
        <>
          <Title order={3} fz="md">
            {t('ai.home.pastTitle')}
          </Title>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('ai.home.pastTitle')}>
            {items.map((item) => (
              <RecommendationItem key={item.tender_id} item={item} language={language} />
            ))}
          </ul>
        </>
      )}
    </Stack>
  );
};

const OpenFits = ({ language }: { language: Language }) => {
  const { t } = useTranslation();
  const fits = useRecommendations({ ...OPEN_FITS, language }, true);
  if (!fits.isSuccess) return <RecommendationsStatus query={fits} />;
  const items = fits.data.recommendations;
  if (items.length === 0) return <PastExamples language={language} />;
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('ai.home.title')}>
      {items.map((item) => (
        <RecommendationItem key={item.tender_id} item={item} language={language} />
      ))}
    </ul>
  );
};

/**
 * Home's "Recommended for your company": what the company profile finds, each with its reasons; without a
 * profile, a link to complete it.
 */
export const CompanyRecommendations = () => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const profile = useAiProfile();
  const hasProfile = profile.data?.source === 'company_profile';
  return (
    <section aria-labelledby="home-recommendations-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h3" id="home-recommendations-title">
          {t('ai.home.title')}
        </Title>
        {hasProfile && (
          <Anchor component={Link} to={paths.settingsCompany} fz="sm">
            {t('ai.profile.edit')}
          </Anchor>
        )}
      </Group>
      {profile.isPending && <Loader size="sm" role="progressbar" aria-label={t('ai.profile.loading')} />}
      {profile.isError && (
        <Alert color="red" role="alert" title={t('ai.profile.failed')}>
          {profile.error.message}
        </Alert>
      )}
      {profile.isSuccess && !hasProfile && (
        <Group gap="sm">
          <Text>{t('ai.profile.none')}</Text>
          <Button size="xs" component={Link} to={paths.settingsCompany}>
            {t('ai.profile.complete')}
          </Button>
        </Group>
      )}
      {hasProfile && <OpenFits language={language} />}
    </section>
  );
};
