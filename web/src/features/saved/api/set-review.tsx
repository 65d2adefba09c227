import {
  reviewApi,
  type BookmarksResponse,
  type ReviewCounts,
  type ReviewState,
  type ReviewStats,
  type ReviewStatus,
  type ReviewsResponse,
  type TenderReview,
} from '@tenderscout/domain';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { callRoute } from '../../../lib/api-client';
import { SEARCH_QUERY_ROOT } from '../../../lib/query-keys';
import { savedKeys } from './saved-keys';

export interface SetReviewInput {
  tenderId: string;
  /** `unreviewed` unsaves (deletes the review and the bookmark). */
  status: ReviewStatus;
  /** What the screen showed before the click, for the instant count update. */
  previous: ReviewStatus;
}

export const setReview = ({ tenderId, status }: SetReviewInput): Promise<TenderReview | undefined> => {
  const params = { tenderId };
  return status === 'unreviewed'
    ? callRoute(reviewApi.clear, { params })
    : callRoute(reviewApi.set, { params, body: { status } });
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

/**
 * Stops the saved views' refetches that are about to be overwritten by an optimistic change. Only views that
 * already show data: cancelling a first load would throw its answer away and leave the screen on "Loading…"
 * until the change's own request settles and refetches it (a slow save kept Saved Tenders loading).
 */
const cancelShownRefetches = (queryClient: QueryClient) =>
  queryClient.cancelQueries({
    queryKey: savedKeys.all,
    predicate: (query) => query.state.data !== undefined,
  });

/** Applies the change to every cached view at once (badge, buttons, lists) and returns how to undo it. */
export const applyOptimistically = (
  queryClient: QueryClient,
  { tenderId, status, previous }: SetReviewInput,
) => {
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
    if (data.reviews.some((review) => review.tender_id === tenderId)) {
      return {
        reviews: data.reviews.map((review) =>
          review.tender_id === tenderId ? { ...review, status } : review,
        ),
      };
    }
    // A tender reviewed for the first time: its card's button changes at once too (the refetch fills the rest).
    const reviewedAt = new Date().toISOString();
    const placeholder: TenderReview = {
      id: tenderId,
      tender_id: tenderId,
      status,
      reviewedAt,
      tender: {
        id: tenderId,
        title: '',
        organization: '',
        closingDate: null,
        categories: [],
        estimatedValue: null,
      },
    };
    return { reviews: [placeholder, ...data.reviews] };
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
  if (status !== 'not_applicable') {
    // Brought back: it leaves the Not applicable tab at once.
    queryClient.setQueriesData<ReviewsResponse>({ queryKey: savedKeys.hiddenLists() }, (data) =>
      data ? { reviews: data.reviews.filter((review) => review.tender_id !== tenderId) } : data,
    );
  }
  return () => {
    for (const [key, data] of snapshots) queryClient.setQueryData(key, data);
  };
};

/** After a review change: the saved views and every search (hidden tenders leave or come back) refetch. */
export const refreshAfterReview = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: savedKeys.all }),
    queryClient.invalidateQueries({ queryKey: SEARCH_QUERY_ROOT }),
  ]);

/** How long the Undo of "Not applicable" stays offered. */
export const UNDO_HIDE_MS = 8000;

export const undoHideId = (tenderId: string) => `undo-hide-${tenderId}`;

/** Puts a hidden tender back as it was before (saved or unreviewed): instant in every view, then refetched. */
const undoHide = async (queryClient: QueryClient, input: SetReviewInput, t: TFunction) => {
  notifications.hide(undoHideId(input.tenderId));
  const back: SetReviewInput = {
    tenderId: input.tenderId,
    status: input.previous,
    previous: 'not_applicable',
  };
  await cancelShownRefetches(queryClient);
  const revert = applyOptimistically(queryClient, back);
  try {
    await setReview(back);
    notifications.show({ color: 'green', message: t('saved.undo.restored'), autoClose: 3000 });
  } catch (error) {
    revert();
    notifications.show({
      color: 'red',
      title: t('saved.actions.failed'),
      message: error instanceof Error ? error.message : String(error),
      autoClose: 5000,
    });
  } finally {
    await refreshAfterReview(queryClient);
  }
};

/** "Hidden from your searches · Undo", right after a tender is marked not applicable. */
const offerUndoHide = (queryClient: QueryClient, input: SetReviewInput, t: TFunction) =>
  notifications.show({
    id: undoHideId(input.tenderId),
    color: 'gray',
    autoClose: UNDO_HIDE_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fz="sm">{t('saved.undo.hidden')}</Text>
        <Button size="compact-sm" variant="light" onClick={() => void undoHide(queryClient, input, t)}>
          {t('saved.undo.button')}
        </Button>
      </Group>
    ),
  });

/**
 * Save, mark not applicable or unsave a tender. The Navbar badge, the buttons and Saved Tenders
 * change at once; a failure puts them back and shows the server's reason.
 */
export const useSetReview = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReview,
    onMutate: async (input) => {
      await cancelShownRefetches(queryClient);
      const undo = applyOptimistically(queryClient, input);
      if (input.status === 'not_applicable') offerUndoHide(queryClient, input, t);
      return { undo };
    },
    onError: (error, input, context) => {
      context?.undo();
      if (input.status === 'not_applicable') notifications.hide(undoHideId(input.tenderId));
      notifications.show({
        color: 'red',
        title: t('saved.actions.failed'),
        message: error.message,
        autoClose: 5000,
      });
    },
    onSettled: () => refreshAfterReview(queryClient),
  });
};
