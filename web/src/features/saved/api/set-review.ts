import type {
  BookmarksResponse,
  ReviewCounts,
  ReviewState,
  ReviewStats,
  ReviewStatus,
  ReviewsResponse,
  TenderReview,
} from '@tenderscout/domain';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { savedKeys } from './saved-keys';

export interface SetReviewInput {
  tenderId: string;
  /** `unreviewed` unsaves (deletes the review and the bookmark). */
  status: ReviewStatus;
  /** What the screen showed before the click, for the instant count update. */
  previous: ReviewStatus;
}

export const setReview = ({ tenderId, status }: SetReviewInput): Promise<TenderReview | undefined> => {
  const path = `/api/me/reviews/${encodeURIComponent(tenderId)}`;
  return status === 'unreviewed'
    ? apiRequest<undefined>(path, { method: 'DELETE' })
    : apiRequest<TenderReview>(path, { method: 'PUT', body: { status } });
};

const countDelta = (counts: ReviewCounts, from: ReviewStatus, to: ReviewStatus): ReviewCounts => {
  const next = { total: counts.total, saved: counts.saved, not_applicable: counts.not_applicable };
  if (from !== 'unreviewed') {
    next[from] = Math.max(0, next[from] - 1);
    next.total = Math.max(0, next.total - 1);
  }
  if (to !== 'unreviewed') {
    next[to] += 1;
    next.total += 1;
  }
  return next;
};

/** Applies the change to every cached view at once (badge, buttons, lists) and returns how to undo it. */
const applyOptimistically = (queryClient: QueryClient, { tenderId, status, previous }: SetReviewInput) => {
  const snapshots = queryClient.getQueriesData({ queryKey: savedKeys.all });
  // The totals move at once (the badge); today's counts follow with the refetch.
  queryClient.setQueryData<ReviewStats>(savedKeys.stats(), (stats) =>
    stats ? { ...stats, ...countDelta(stats, previous, status) } : stats,
  );
  queryClient.setQueryData<ReviewState>(savedKeys.reviewState(tenderId), (state) =>
    state
      ? {
          ...state,
          status,
          is_bookmarked: status === 'saved',
          reviewedAt: status === 'unreviewed' ? null : new Date().toISOString(),
        }
      : state,
  );
  queryClient.setQueryData<ReviewsResponse>(savedKeys.reviews(), (data) => {
    if (!data) return data;
    if (status === 'unreviewed') {
      return { reviews: data.reviews.filter((review) => review.tender_id !== tenderId) };
    }
    return {
      reviews: data.reviews.map((review) => (review.tender_id === tenderId ? { ...review, status } : review)),
    };
  });
  if (status !== 'saved') {
    // Leaving Saved: the card disappears from Saved Tenders at once.
    queryClient.setQueriesData<BookmarksResponse>({ queryKey: savedKeys.bookmarkLists() }, (data) => {
      if (!data?.bookmarks.some((bookmark) => bookmark.tender_id === tenderId)) return data;
      return {
        ...data,
        bookmarks: data.bookmarks.filter((bookmark) => bookmark.tender_id !== tenderId),
        total: Math.max(0, data.total - 1),
        total_saved: Math.max(0, data.total_saved - 1),
      };
    });
  }
  return () => {
    for (const [key, data] of snapshots) queryClient.setQueryData(key, data);
  };
};

/**
 * Save, mark not applicable or unsave a tender (SPEC.md §4). The Navbar badge, the buttons and Saved Tenders
 * change at once; a failure puts them back and shows the server's reason.
 */
export const useSetReview = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReview,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: savedKeys.all });
      return { undo: applyOptimistically(queryClient, input) };
    },
    onError: (error, _input, context) => {
      context?.undo();
      notifications.show({
        color: 'red',
        title: t('saved.actions.failed'),
        message: error.message,
        autoClose: 5000,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  });
};
