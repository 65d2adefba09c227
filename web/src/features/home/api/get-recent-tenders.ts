import type { SearchRequestInput, SearchResponse } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** SPEC.md §2 Home / §9: the 5 most recently published tenders. */
export const RECENT_TENDERS_COUNT = 5;

const recentTendersRequest: SearchRequestInput = {
  query: '',
  page: 1,
  size: RECENT_TENDERS_COUNT,
  sort_by: 'date',
  language: 'eng',
};

export const getRecentTenders = () =>
  apiRequest<SearchResponse>('/api/search', { method: 'POST', body: recentTendersRequest });

export const recentTendersQueryOptions = () =>
  queryOptions({ queryKey: ['search', 'recent', RECENT_TENDERS_COUNT] as const, queryFn: getRecentTenders });

export const useRecentTenders = () => useQuery(recentTendersQueryOptions());
