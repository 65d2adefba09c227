import { Box, Container, Grid, Stack, Title } from '@mantine/core';
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
import { useDashboardSearch } from '../api/search-tenders';
import { readSearchParams, toSearchParams, type DashboardSearch } from '../url-state';
import { ActiveFilters, isOpenOnly } from './active-filters';
import { ClosedMatches } from './closed-matches';
import { FiltersDrawer } from './filters-drawer';
import { FiltersSidebar, type FiltersChange } from './filters-sidebar';
import { ResultPagination } from './result-pagination';
import { ResultsToolbar, SearchNotices, type DashboardResult, type SearchAgain } from './results-header';
import { EmptyResults, RelatedTenders, ResultsError, ResultsGrid, ResultsSkeleton } from './search-results';
import { SearchBar } from './search-bar';

interface ResultsBodyProps {
  search: DashboardSearch;
  result: DashboardResult;
  /** The URL's page is past the end: the last page is on its way, so "no results" is not shown meanwhile. */
  isPageMissing: boolean;
  onClearFilters: () => void;
  /** The same search without the Open filter. */
  onShowClosed: () => void;
  hrefOf: (page: number) => string;
  renderCardActions?: (hit: SearchHit) => ReactNode;
}

/** The results (dimmed while the next page loads), or loading, the error, related tenders or nothing found. */
const ResultsBody = ({
  search,
  result,
  isPageMissing,
  onClearFilters,
  onShowClosed,
  hrefOf,
  renderCardActions,
}: ResultsBodyProps) => {
  const data = result.data;
  if (result.isPending) return <ResultsSkeleton />;
  if (result.isError) {
    return (
      <ResultsError
        message={result.error.message}
        onRetry={() => void result.refetch()}
        isRetrying={result.isFetching}
      />
    );
  }
  if (data && data.hits.length === 0 && !isPageMissing) {
    const closedMatches = isOpenOnly(search.filters) && (
      <ClosedMatches search={search} onShowClosed={onShowClosed} />
    );
    return data.related.length > 0 ? (
      <Stack gap="md">
        {closedMatches}
        <RelatedTenders
          hits={data.related}
          query={search.query.trim()}
          hasMatches={false}
          renderCardActions={renderCardActions}
        />
      </Stack>
    ) : (
      <Stack gap="md">
        {closedMatches}
        <EmptyResults hasFilters={hasActiveFilters(search.filters)} onClearFilters={onClearFilters} />
      </Stack>
    );
  }
  if (!data) return null;
  return (
    <Box
      aria-busy={result.isPlaceholderData || undefined}
      style={{ opacity: result.isPlaceholderData ? 0.55 : 1, transition: 'opacity 120ms' }}
    >
      <Stack gap="lg">
        <ResultsGrid hits={data.hits} renderCardActions={renderCardActions} />
        <ResultPagination
          total={data.total_hits}
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
  );
};

/** A new page starts at the top of the results (not when the dashboard first opens). */
const useScrollToResultsOnNewPage = (page: number) => {
  const resultsTopRef = useRef<HTMLDivElement>(null);
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    resultsTopRef.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);
  return resultsTopRef;
};

/**
 * The search the URL holds, its answer, and the ways to change it: each change is a new URL, so links, bookmarks
 * and Back give the same results.
 */
const useUrlSearch = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readSearchParams(searchParams);
  const result = useDashboardSearch(search);

  // The search last asked for: a second change made before the URL's new search renders builds on the first.
  // It follows the URL when the URL changes (Back, a link), not on every render of the old URL meanwhile.
  const latest = useRef(search);
  const urlKey = searchParams.toString();
  useEffect(() => {
    latest.current = readSearchParams(new URLSearchParams(urlKey));
  }, [urlKey]);
  const navigate = (next: DashboardSearch, options: { replace?: boolean } = {}) => {
    latest.current = next;
    setSearchParams(toSearchParams(next), { replace: options.replace ?? false });
  };
  const searchAgain: SearchAgain = (patch) => navigate({ ...latest.current, ...patch, page: 1 });
  const applyFilters = (change: FiltersChange) =>
    searchAgain({ filters: typeof change === 'function' ? change(latest.current.filters) : change });
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

  return { search, result, searchAgain, applyFilters, hrefOf, isPageMissing };
};

export interface DashboardPageProps {
  /** Save / N/A buttons of a card (the saved feature's). */
  renderCardActions?: (hit: SearchHit) => ReactNode;
  /** Saved filter profiles above the sidebar: given the current filters and how to apply others. */
  renderFilterProfiles?: (
    filters: DashboardFilters,
    applyFilters: (change: FiltersChange) => void,
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
  const { search, result, searchAgain, applyFilters, hrefOf, isPageMissing } = useUrlSearch();
  const data = result.data;
  const resultsTopRef = useScrollToResultsOnNewPage(search.page);

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
          onSearch={(query, type) => searchAgain({ query, type })}
          extra={
            <>
              {renderAiPanel?.(({ query, filters }) => searchAgain({ query, filters, type: 'hybrid' }))}
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
              <ResultsToolbar search={search} result={result} searchAgain={searchAgain} />
              <ActiveFilters
                filters={search.filters}
                aggregations={data?.aggregations}
                onChange={applyFilters}
              />
              <SearchNotices search={search} data={data} searchAgain={searchAgain} />
              <ResultsBody
                search={search}
                result={result}
                isPageMissing={isPageMissing}
                onClearFilters={() => applyFilters({})}
                onShowClosed={() => applyFilters({ ...search.filters, status: undefined })}
                hrefOf={hrefOf}
                renderCardActions={renderCardActions}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
};
