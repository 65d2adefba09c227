import { reviewApi } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { savedKeys } from './saved-keys';

export const getReviewState = (tenderId: string) => callRoute(reviewApi.state, { params: { tenderId } });

export const reviewStateQueryOptions = (tenderId: string) =>
  queryOptions({ queryKey: savedKeys.reviewState(tenderId), queryFn: () => getReviewState(tenderId) });

/** One tender's review status for the signed-in user (saved, not_applicable or unreviewed); none for a visitor. */
export const useReviewState = (tenderId: string, isEnabled = true) =>
  useQuery({ ...reviewStateQueryOptions(tenderId), enabled: isEnabled });
