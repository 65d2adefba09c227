import { searchApi, type Language, type SearchRequestInput } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { useApiLanguage } from '../../../lib/i18n';
import { SEARCH_QUERY_ROOT } from '../../../lib/query-keys';

/** Home's list: the 5 most recently published tenders that are still open (a closed one cannot be bid on). */
export const RECENT_TENDERS_COUNT = 5;

/** In the interface language: a French user reads the French titles, as on Search. */
const recentTendersRequest = (language: Language): SearchRequestInput => ({
  query: '',
  page: 1,
  size: RECENT_TENDERS_COUNT,
  filters: { status: ['open'] },
  sort_by: 'date',
  language,
});

export const getRecentTenders = (language: Language) =>
  callRoute(searchApi.search, { body: recentTendersRequest(language) });

export const recentTendersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...SEARCH_QUERY_ROOT, 'recent', RECENT_TENDERS_COUNT, language] as const,
    queryFn: () => getRecentTenders(language),
  });

export const useRecentTenders = () => useQuery(recentTendersQueryOptions(useApiLanguage()));
