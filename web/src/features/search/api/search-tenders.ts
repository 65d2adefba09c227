import {
  DASHBOARD_PAGE_SIZE,
  searchApi,
  toSearchFilters,
  type SearchRequestInput,
  type SearchResponse,
} from '@tenderscout/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { SEARCH_QUERY_ROOT } from '../../../lib/query-keys';
import { currentApiLanguage } from '../../../lib/i18n';
import { toApiSort, type DashboardSearch } from '../url-state';

export const searchKeys = {
  all: SEARCH_QUERY_ROOT,
  dashboard: (search: DashboardSearch) => [...searchKeys.all, 'dashboard', search] as const,
};

/** The request body of a dashboard search (POST /api/search; page size 12). */
export const toSearchRequest = (search: DashboardSearch): SearchRequestInput => ({
  query: search.query.trim(),
  filters: toSearchFilters(search.filters),
  search_type: search.type,
  page: search.page,
  size: DASHBOARD_PAGE_SIZE,
  sort_by: toApiSort(search.sort),
  // Highlights and excerpts in the interface language (issue 12).
  language: currentApiLanguage(),
  show_hidden: search.showHidden,
});

/** Semantic searches go to /api/search/semantic, the others to /api/search (same answer shape). */
export const searchTenders = (search: DashboardSearch, signal?: AbortSignal): Promise<SearchResponse> => {
  const { search_type: searchType, ...body } = toSearchRequest(search);
  return searchType === 'semantic'
    ? callRoute(searchApi.semantic, { body, signal })
    : callRoute(searchApi.search, { body: { ...body, search_type: searchType }, signal });
};

export const dashboardSearchQueryOptions = (search: DashboardSearch) =>
  queryOptions({
    queryKey: [...searchKeys.dashboard(search), currentApiLanguage()] as const,
    queryFn: ({ signal }) => searchTenders(search, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useDashboardSearch = (search: DashboardSearch) => useQuery(dashboardSearchQueryOptions(search));
