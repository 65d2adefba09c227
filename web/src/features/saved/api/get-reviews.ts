import { reviewApi, type StoredReviewStatus } from '@tenderscout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { savedKeys } from './saved-keys';

export const getReviews = () => callRoute(reviewApi.list);

export const reviewsQueryOptions = () => queryOptions({ queryKey: savedKeys.reviews(), queryFn: getReviews });

/**
 * Every review of the user as a map from tender id to status: lets a list of cards show each tender's Save /
 * N/A state without one call per card (a tender missing from the map is unreviewed).
 */
export const useReviewStatuses = (isEnabled = true) =>
  useQuery({
    ...reviewsQueryOptions(),
    enabled: isEnabled,
    select: (data): ReadonlyMap<string, StoredReviewStatus> =>
      new Map(data.reviews.map((review) => [review.tender_id, review.status])),
  });
