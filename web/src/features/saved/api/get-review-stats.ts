import type { reviewApi, RouteResponse } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savedKeys } from './saved-keys';

/** The browser's time zone, so "today" in the stats is the user's today. */
const userTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/**
 * GET /api/me/reviews/stats by path, typed by the contract alone: the Navbar's Saved badge asks it on the landing
 * page, whose bundle budget leaves zod and the schemas that `callRoute(reviewApi.stats)` would bring out.
 */
export const getReviewStats = () =>
  apiRequest<RouteResponse<typeof reviewApi.stats>>('/api/me/reviews/stats', {
    query: { tz: userTimeZone() },
  });

export const reviewStatsQueryOptions = () =>
  queryOptions({ queryKey: savedKeys.stats(), queryFn: getReviewStats });

/** `isEnabled` false (the saved_tenders feature is off) asks nothing of the server. */
export const useReviewStats = (isEnabled = true) =>
  useQuery({ ...reviewStatsQueryOptions(), enabled: isEnabled });

/** The Navbar's Saved badge: how many tenders the user has saved (undefined until known, never invented). */
export const useSavedCount = (isEnabled = true): number | undefined => useReviewStats(isEnabled).data?.saved;
