import { tenderApi, type Language } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export const tenderKeys = {
  detail: (id: string, language: Language) => ['tenders', 'detail', id, language] as const,
  amendments: (id: string) => ['tenders', 'amendments', id] as const,
};

/** An id containing '/' or '%' goes through the by-id lookup, not a path segment. */
export const needsByIdLookup = (id: string): boolean => id.includes('/') || id.includes('%');

export const getTender = (id: string, language: Language) =>
  needsByIdLookup(id)
    ? callRoute(tenderApi.byId, { query: { id, language } })
    : callRoute(tenderApi.detail, { params: { id }, query: { language } });

export const tenderQueryOptions = (id: string, language: Language = 'eng') =>
  queryOptions({ queryKey: tenderKeys.detail(id, language), queryFn: () => getTender(id, language) });

export const useTender = (id: string, language: Language = 'eng') =>
  useQuery(tenderQueryOptions(id, language));
