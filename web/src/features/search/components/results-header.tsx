import { Alert, Anchor, Group, NativeSelect, Text } from '@mantine/core';
import { DASHBOARD_PAGE_SIZE, type SearchResponse } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { useFormatCount } from '../../../lib/i18n';
import type { useDashboardSearch } from '../api/search-tenders';
import { DASHBOARD_SORTS, type DashboardSearch, type DashboardSort } from '../url-state';

/** "N hidden · Show" beside the count of results; once shown, a way to hide them again. */
const HiddenCount = ({
  count,
  isShown,
  onShow,
}: {
  count: number;
  isShown: boolean;
  onShow: (showHidden: boolean) => void;
}) => {
  const { t } = useTranslation();
  const formatCount = useFormatCount();
  if (isShown) {
    return (
      <Text fz="sm" c="dimmed">
        {t('search.hidden.shown')} ·{' '}
        <Anchor component="button" type="button" fz="sm" onClick={() => onShow(false)}>
          {t('search.hidden.hide')}
        </Anchor>
      </Text>
    );
  }
  if (count <= 0) return null;
  return (
    <Text fz="sm" c="dimmed">
      {'· '}
      {t('search.hidden.count', { count, formatted: formatCount(count) })} ·{' '}
      <Anchor
        component="button"
        type="button"
        fz="sm"
        aria-label={t('search.hidden.showLabel')}
        onClick={() => onShow(true)}
      >
        {t('search.hidden.show')}
      </Anchor>
    </Text>
  );
};

export type DashboardResult = ReturnType<typeof useDashboardSearch>;

/** Changes the search and goes back to its first page. */
export type SearchAgain = (patch: Partial<DashboardSearch>) => void;

/** The line above the results: which of them are shown, the hidden ones, and the sort. */
export const ResultsToolbar = ({
  search,
  result,
  searchAgain,
}: {
  search: DashboardSearch;
  result: DashboardResult;
  searchAgain: SearchAgain;
}) => {
  const { t } = useTranslation();
  const formatCount = useFormatCount();
  const data = result.data;
  const total = data?.total_hits ?? 0;
  // The range of what is on screen: while the next page loads, the previous answer stays (dimmed).
  const shownPage = data?.page ?? search.page;
  const range = {
    from: formatCount((shownPage - 1) * DASHBOARD_PAGE_SIZE + 1),
    to: formatCount(Math.min(shownPage * DASHBOARD_PAGE_SIZE, total)),
    total: formatCount(total),
  };
  return (
    <Group justify="space-between" align="flex-end">
      <Group gap={6} wrap="wrap">
        <Text fz="sm" c="dimmed" role="status" aria-live="polite">
          {result.isPending
            ? t('search.results.searching')
            : data && total > 0
              ? search.query.trim()
                ? t('search.results.showingFor', { ...range, query: search.query.trim() })
                : t('search.results.showing', range)
              : ''}
        </Text>
        <HiddenCount
          count={data?.hidden_count ?? 0}
          isShown={search.showHidden}
          onShow={(showHidden) => searchAgain({ showHidden })}
        />
      </Group>
      <NativeSelect
        label={t('search.sort.label')}
        size="xs"
        value={search.sort}
        onChange={(event) => searchAgain({ sort: event.currentTarget.value as DashboardSort })}
        data={DASHBOARD_SORTS.map((value) => ({ value, label: t(`search.sort.${value}`) }))}
      />
    </Group>
  );
};

/** "Did you mean", and why the results may not be what was asked for (id fallback, no semantic search). */
export const SearchNotices = ({
  search,
  data,
  searchAgain,
}: {
  search: DashboardSearch;
  data: SearchResponse | undefined;
  searchAgain: SearchAgain;
}) => {
  const { t } = useTranslation();
  const isFallback = data !== undefined && search.type === 'tender_id' && data.search_type !== 'tender_id';
  const isSemanticMissing =
    data !== undefined &&
    search.type !== 'tender_id' &&
    search.query.trim() !== '' &&
    !data.semantic_available;
  return (
    <>
      {data?.suggestion && data.suggestion.trim() !== search.query.trim() && (
        <Text fz="sm" role="status">
          {t('search.suggestion.didYouMean')}{' '}
          <Anchor
            component="button"
            type="button"
            fz="sm"
            fw={600}
            aria-label={t('search.suggestion.searchLabel', { suggestion: data.suggestion })}
            onClick={() => searchAgain({ query: data.suggestion ?? '' })}
          >
            {data.suggestion}
          </Anchor>
          ?
        </Text>
      )}

      {isFallback && (
        <Alert color="blue" variant="light" role="status">
          {t('search.notices.idFallback', { query: search.query.trim() })}
        </Alert>
      )}
      {isSemanticMissing && (
        <Alert color="yellow" variant="light" role="status">
          {t('search.notices.semanticUnavailable')}
        </Alert>
      )}
    </>
  );
};
