import { searchApi, type Language, type SearchRequestInput } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
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

export const getNewestTenders = (language: Language) =>
  callRoute(searchApi.search, { body: newestTendersRequest(language) });

export const newestTendersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...SEARCH_QUERY_ROOT, 'newest', NEWEST_TENDERS_COUNT, language] as const,
    queryFn: () => getNewestTenders(language),
    staleTime: 60_000,
  });

export const useNewestTenders = () => useQuery(newestTendersQueryOptions(useApiLanguage()));
