import type { Language, ResponseFilter, ResponsesList } from '@tenderscout/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { responseKeys } from './response-keys';

export interface ResponsesParams {
  search: string;
  filter: ResponseFilter;
  /** Part of the cache key so that switching the interface language refetches the list in it. */
  language?: Language;
}

export const getResponses = ({ search, filter }: ResponsesParams) =>
  apiRequest<ResponsesList>('/api/me/responses', { query: { search: search.trim() || undefined, filter } });

export const responsesQueryOptions = (params: ResponsesParams) =>
  queryOptions({
    queryKey: responseKeys.list(params),
    queryFn: () => getResponses(params),
    placeholderData: keepPreviousData,
  });

export const useResponses = (params: ResponsesParams) => useQuery(responsesQueryOptions(params));
