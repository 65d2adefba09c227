import type { TenderStats } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/stats: the public counts of the store (real counts, never fixed numbers). */
export const getPublicStats = () => apiRequest<TenderStats>('/api/stats');

export const publicStatsQueryOptions = () =>
  queryOptions({ queryKey: ['stats', 'public'] as const, queryFn: getPublicStats, staleTime: 60_000 });

export const usePublicStats = () => useQuery(publicStatsQueryOptions());
