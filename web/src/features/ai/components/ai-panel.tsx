import { Alert, Anchor, Badge, Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  AI_PANEL_RECOMMENDATIONS,
  formatClosingTime,
  type DashboardFilters,
  type Recommendation,
} from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useAiProfile } from '../api/ai-profile';
import { useRecommendations } from '../api/recommendations';
import { RecommendationsStatus } from './recommendations-status';
import { NlSearchBox } from './nl-search-box';

/** Puts a search (words and filters) on the dashboard behind the panel. */
export type ApplySearch = (search: { query: string; filters: DashboardFilters }) => void;

export interface AiPanelProps {
  onApplySearch?: ApplySearch;
}

/** The panel asks for 5 at 0.4 with closed tenders excluded, and shows 3. */
const PANEL_REQUEST = {
  max_results: AI_PANEL_RECOMMENDATIONS.maxResults,
  min_score: AI_PANEL_RECOMMENDATIONS.minScore,
  exclude_closed: true,
  include_metadata: false,
} as const;

/** Why a tender was recommended (best two reasons) and, first and in red, what caps its score (a failed mandatory criterion …). */
const RecommendationReasons = ({ item }: { item: Recommendation }) => {
  const { t } = useTranslation();
  const matches = item.reasons.filter((reason) => !item.penalties.includes(reason)).slice(0, 2);
  return (
    <>
      {item.penalties.length > 0 && (
        <Text fz="xs" c="red">
          {t('ai.recommendations.fails', { reasons: item.penalties.join(' · ') })}
        </Text>
      )}
      {matches.length > 0 && (
        <Text fz="xs">{t('ai.recommendations.because', { reasons: matches.join(' · ') })}</Text>
      )}
    </>
  );
};

const Recommendations = () => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  // The reasons come back in the interface language.
  const recommendations = useRecommendations({ ...PANEL_REQUEST, language }, true);
  if (!recommendations.isSuccess) return <RecommendationsStatus query={recommendations} />;
  const { recommendations: items, total_recommendations: total } = recommendations.data;
  if (items.length === 0) return <Text fz="sm">{t('ai.recommendations.empty')}</Text>;
  const shown = items.slice(0, AI_PANEL_RECOMMENDATIONS.shown);
  const more = Math.max(0, total - shown.length);
  return (
    <Stack gap="xs">
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('ai.recommendations.title')}>
        {shown.map((item) => (
          <li key={item.tender_id} style={{ marginBottom: 10 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              {/* Full page load to the tender. */}
              <Anchor
                href={paths.tender(item.tender_id)}
                fz="sm"
                fw={600}
                style={{ minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {item.title || t('ai.untitled')}
              </Anchor>
              <Badge
                style={{ flexShrink: 0 }}
                color={item.score >= 0.75 ? 'green' : item.score >= 0.55 ? 'blue' : 'yellow'}
                variant="light"
              >
                {t('ai.percent', { value: Math.round(item.score * 100) })}
              </Badge>
            </Group>
            <Text fz="xs" c="dimmed">
              {item.organization ?? t('ai.defaultOrganization')} ·{' '}
              {t('ai.closes', { date: formatClosingTime(item.closing_date, language) })}
            </Text>
            <RecommendationReasons item={item} />
          </li>
        ))}
      </ul>
      {more > 0 && (
        <Text fz="xs" c="dimmed">
          {t('ai.recommendations.more', { count: more })}
        </Text>
      )}
    </Stack>
  );
};

/**
 * The AI panel's content: recommendations from the company profile (Settings → Company edits it) and the NL
 * search. Without a company profile the panel asks for one; there is no second profile to keep.
 */
export const AiPanelContent = ({
  onApplySearch,
  onShowDashboard,
}: AiPanelProps & { onShowDashboard?: () => void }) => {
  const { t } = useTranslation();
  const profile = useAiProfile();
  const company = profile.data?.source === 'company_profile' ? profile.data.profile : null;
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} fz="md">
            {t('ai.recommendations.title')}
          </Title>
          {company && (
            <Anchor component={Link} to={paths.settingsCompany} fz="xs">
              {t('ai.profile.edit')}
            </Anchor>
          )}
        </Group>
        {profile.isPending && <Loader size="sm" role="progressbar" aria-label={t('ai.profile.loading')} />}
        {profile.isError && (
          <Alert color="red" role="alert" title={t('ai.profile.failed')}>
            <Text fz="sm">{profile.error.message}</Text>
            <Button size="xs" mt="xs" onClick={() => void profile.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
        {profile.isSuccess && !company && (
          <Stack gap="xs">
            <Text fz="sm">{t('ai.profile.none')}</Text>
            <Group gap="xs">
              <Button size="xs" component={Link} to={paths.settingsCompany}>
                {t('ai.profile.complete')}
              </Button>
            </Group>
          </Stack>
        )}
        {company && company.description === '' && company.commodity_codes.length === 0 && (
          <Text fz="xs" c="dimmed">
            {t('ai.profile.addDetails')}{' '}
            <Anchor component={Link} to={paths.settingsCompany} fz="xs">
              {t('ai.profile.addDetailsLink')}
            </Anchor>
          </Text>
        )}
        {company && <Recommendations />}
      </Stack>
      <Divider />
      <Title order={3} fz="md">
        {t('ai.search.title')}
      </Title>
      <NlSearchBox profile={company} onApplySearch={onApplySearch} onShowDashboard={onShowDashboard} />
    </Stack>
  );
};
