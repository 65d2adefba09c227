import type { SearchRequestInput, SearchResponse } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SEARCH_QUERY_ROOT } from '../../../lib/query-keys';

/** Home's list: the 5 most recently published tenders that are still open (a closed one cannot be bid on). */
export const RECENT_TENDERS_COUNT = 5;

const recentTendersRequest: SearchRequestInput = {
  query: '',
  page: 1,
  size: RECENT_TENDERS_COUNT,
  filters: { status: ['open'] },
  sort_by: 'date',
  language: 'eng',
};

export const getRecentTenders = () =>
  apiRequest<SearchResponse>('/api/search', { method: 'POST', body: recentTendersRequest });

export const recentTendersQueryOptions = () =>
  queryOptions({
    queryKey: [...SEARCH_QUERY_ROOT, 'recent', RECENT_TENDERS_COUNT] as const,
    queryFn: getRecentTenders,
  });

export const useRecentTenders = () => useQuery(recentTendersQueryOptions());
