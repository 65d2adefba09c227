import { ANALYTICS_REFRESH_MS, type Analytics, type Language } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const getAnalytics = (language: Language) =>
  apiRequest<Analytics>('/api/analytics', { query: { language } });

export const analyticsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['analytics', language] as const,
    queryFn: () => getAnalytics(language),
    // Refreshed every 300 000 ms while the screen is open.
    refetchInterval: ANALYTICS_REFRESH_MS,
    staleTime: 0,
  });

export const useAnalytics = (language: Language) => useQuery(analyticsQueryOptions(language));
