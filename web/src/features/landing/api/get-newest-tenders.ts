import type { Language, RouteResponse, searchApi, SearchRequestInput } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useApiLanguage } from '../../../lib/i18n';
import { SEARCH_QUERY_ROOT } from '../../../lib/query-keys';

/** The landing page's preview: the 3 most recently published tenders that are still open (the search is public). */
export const NEWEST_TENDERS_COUNT = 3;

const newestTendersRequest = (language: Language): SearchRequestInput => ({
  query: '',
  page: 1,
  size: NEWEST_TENDERS_COUNT,
  filters: { status: ['open'] },
  sort_by: 'date',
  language,
});

/**
 * POST /api/search by path, its answer typed by the contract: `callRoute(searchApi.search, …)` would ship the
 * search schemas and zod with the landing page (over its bundle budget), which needs only the contract's types.
 */
export const getNewestTenders = (language: Language) =>
  apiRequest<RouteResponse<typeof searchApi.search>>('/api/search', {
    method: 'POST',
    body: newestTendersRequest(language),
  });

export const newestTendersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...SEARCH_QUERY_ROOT, 'newest', NEWEST_TENDERS_COUNT, language] as const,
    queryFn: () => getNewestTenders(language),
    staleTime: 60_000,
  });

export const useNewestTenders = () => useQuery(newestTendersQueryOptions(useApiLanguage()));
