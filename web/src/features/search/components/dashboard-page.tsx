import { Alert, Anchor, Box, Container, Grid, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import {
  DASHBOARD_PAGE_SIZE,
  countActiveFilters,
  hasActiveFilters,
  pageCountOf,
  type DashboardFilters,
  type SearchHit,
} from '@tenderscout/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormatCount } from '../../../lib/i18n';
import { useDashboardSearch } from '../api/search-tenders';
import {
  DASHBOARD_SORTS,
  readSearchParams,
  toSearchParams,
  type DashboardSearch,
  type DashboardSort,
} from '../url-state';
import { ActiveFilters } from './active-filters';
import { FiltersDrawer } from './filters-drawer';
import { FiltersSidebar } from './filters-sidebar';
import { ResultPagination } from './result-pagination';
import { EmptyResults, RelatedTenders, ResultsError, ResultsGrid, ResultsSkeleton } from './search-results';
import { SearchBar } from './search-bar';

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

export interface DashboardPageProps {
  /** Save / N/A buttons of a card (the saved feature's). */
  renderCardActions?: (hit: SearchHit) => ReactNode;
  /** Saved filter profiles above the sidebar: given the current filters and how to apply others. */
  renderFilterProfiles?: (
    filters: DashboardFilters,
    applyFilters: (filters: DashboardFilters) => void,
  ) => ReactNode;
  /** Actions on the current search (the alerts feature's "Save this search"), above the filters. */
  renderSearchActions?: (search: { query: string; type: string; filters: DashboardFilters }) => ReactNode;
  /**
   * The AI search panel's opener, placed beside the search bar (features/ai plugs in here), given how to put a
   * search on the dashboard (a natural-language query's words and filters, each then a removable chip).
   */
  renderAiPanel?: (applySearch: (search: { query: string; filters: DashboardFilters }) => void) => ReactNode;
}

/**
 * /dashboard: search bar and type, sidebar filters with counts, sort, results of 12 with
 * pagination. The URL holds the whole search, so links, bookmarks and Back give the same results.
 */
export const DashboardPage = ({
  renderCardActions,
  renderFilterProfiles,
  renderSearchActions,
  renderAiPanel,
}: DashboardPageProps) => {
  const { t } = useTranslation();
  const formatCount = useFormatCount();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readSearchParams(searchParams);
  const result = useDashboardSearch(search);
  const resultsTopRef = useRef<HTMLDivElement>(null);

  const navigate = (next: DashboardSearch, options: { replace?: boolean } = {}) =>
    setSearchParams(toSearchParams(next), { replace: options.replace ?? false });
  const applyFilters = (filters: DashboardFilters) => navigate({ ...search, filters, page: 1 });
  const hrefOf = (page: number) => {
    const query = toSearchParams({ ...search, page }).toString();
    return query ? `?${query}` : '?';
  };

  const data = result.data;
  const total = data?.total_hits ?? 0;
  const pageCount = pageCountOf(total, DASHBOARD_PAGE_SIZE);
  const isPageMissing =
    data !== undefined && !result.isPlaceholderData && total > 0 && search.page > pageCount;

  // A bookmarked page past the end (results changed since) shows the last page instead.
  useEffect(() => {
    if (isPageMissing) setSearchParams(toSearchParams({ ...search, page: pageCount }), { replace: true });
  });

  // A new page starts at the top of the results.
  const page = search.page;
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    resultsTopRef.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);

  // The range of what is on screen: while the next page loads, the previous answer stays (dimmed).
  const shownPage = data?.page ?? search.page;
  const from = (shownPage - 1) * DASHBOARD_PAGE_SIZE + 1;
  const to = Math.min(shownPage * DASHBOARD_PAGE_SIZE, total);
  const hasFilters = hasActiveFilters(search.filters);
  const isFallback = data !== undefined && search.type === 'tender_id' && data.search_type !== 'tender_id';
  const isSemanticMissing =
    data !== undefined &&
    search.type !== 'tender_id' &&
    search.query.trim() !== '' &&
    !data.semantic_available;

  // Beside the results from `md` up; below it, in the drawer of the "Filters" button beside the search bar (the
  // first result then stays near the top of a phone's screen).
  const renderFilterColumn = (isTitleShown: boolean) => (
    <>
      {renderSearchActions?.({ query: search.query, type: search.type, filters: search.filters })}
      {renderFilterProfiles?.(search.filters, applyFilters)}
      <FiltersSidebar
        filters={search.filters}
        aggregations={data?.aggregations}
        onChange={applyFilters}
        isTitleShown={isTitleShown}
      />
    </>
  );

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {t('search.title')}
        </Title>
        <SearchBar
          query={search.query}
          type={search.type}
          onSearch={(query, type) => navigate({ ...search, query, type, page: 1 })}
          extra={
            <>
              {renderAiPanel?.(({ query, filters }) =>
                navigate({ ...search, query, filters, type: 'hybrid', page: 1 }),
              )}
              <FiltersDrawer activeCount={countActiveFilters(search.filters)}>
                {renderFilterColumn(false)}
              </FiltersDrawer>
            </>
          }
        />

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
            <Stack gap="lg">{renderFilterColumn(true)}</Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="md" ref={resultsTopRef} style={{ scrollMarginTop: 80 }}>
              <Group justify="space-between" align="flex-end">
                <Group gap={6} wrap="wrap">
                  <Text fz="sm" c="dimmed" role="status" aria-live="polite">
                    {result.isPending
                      ? t('search.results.searching')
                      : data && total > 0
                        ? search.query.trim()
                          ? t('search.results.showingFor', {
                              from: formatCount(from),
                              to: formatCount(to),
                              total: formatCount(total),
                              query: search.query.trim(),
                            })
                          : t('search.results.showing', {
                              from: formatCount(from),
                              to: formatCount(to),
                              total: formatCount(total),
                            })
                        : ''}
                  </Text>
                  <HiddenCount
                    count={data?.hidden_count ?? 0}
                    isShown={search.showHidden}
                    onShow={(showHidden) => navigate({ ...search, showHidden, page: 1 })}
                  />
                </Group>
                <NativeSelect
                  label={t('search.sort.label')}
                  size="xs"
                  value={search.sort}
                  onChange={(event) =>
                    navigate({ ...search, sort: event.currentTarget.value as DashboardSort, page: 1 })
                  }
                  data={DASHBOARD_SORTS.map((value) => ({ value, label: t(`search.sort.${value}`) }))}
                />
              </Group>

              <ActiveFilters
                filters={search.filters}
                aggregations={data?.aggregations}
                onChange={applyFilters}
              />

              {data?.suggestion && data.suggestion.trim() !== search.query.trim() && (
                <Text fz="sm" role="status">
                  {t('search.suggestion.didYouMean')}{' '}
                  <Anchor
                    component="button"
                    type="button"
                    fz="sm"
                    fw={600}
                    aria-label={t('search.suggestion.searchLabel', { suggestion: data.suggestion })}
                    onClick={() => navigate({ ...search, query: data.suggestion ?? '', page: 1 })}
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

              {result.isPending ? (
                <ResultsSkeleton />
              ) : result.isError ? (
                <ResultsError
                  message={result.error.message}
                  onRetry={() => void result.refetch()}
                  isRetrying={result.isFetching}
                />
              ) : data && data.hits.length === 0 && !isPageMissing ? (
                data.related.length > 0 ? (
                  <RelatedTenders
                    hits={data.related}
                    query={search.query.trim()}
                    hasMatches={false}
                    renderCardActions={renderCardActions}
                  />
                ) : (
                  <EmptyResults hasFilters={hasFilters} onClearFilters={() => applyFilters({})} />
                )
              ) : data ? (
                <Box
                  aria-busy={result.isPlaceholderData || undefined}
                  style={{ opacity: result.isPlaceholderData ? 0.55 : 1, transition: 'opacity 120ms' }}
                >
                  <Stack gap="lg">
                    <ResultsGrid hits={data.hits} renderCardActions={renderCardActions} />
                    <ResultPagination
                      total={total}
                      page={search.page}
                      pageSize={DASHBOARD_PAGE_SIZE}
                      hrefOf={hrefOf}
                    />
                    <RelatedTenders
                      hits={data.related}
                      query={search.query.trim()}
                      hasMatches
                      renderCardActions={renderCardActions}
                    />
                  </Stack>
                </Box>
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
};
