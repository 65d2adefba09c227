import { Button, Group, Skeleton } from '@mantine/core';
import { IconBan, IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import type { ReviewStatus } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { usePendingAction, useSignInGate } from '../../../components/ui/sign-in-prompt';
import { useAuth } from '../../../lib/auth/auth-context';
import { useReviewState } from '../api/get-review-state';
import { useSetReview } from '../api/set-review';

export interface ReviewButtonsProps {
  tenderId: string;
  status: ReviewStatus;
  size?: 'xs' | 'sm';
  /** False while the signed-in user's status is still loading: a save asked for before signing in waits for it. */
  isStatusKnown?: boolean;
}

/**
 * Save and Not applicable as two toggles (Save saves an unsaved tender and unsaves a saved one). Pressing the active
 * one again returns the tender to unreviewed.
 */
export const ReviewButtons = ({
  tenderId,
  status,
  size = 'sm',
  isStatusKnown = true,
}: ReviewButtonsProps) => {
  const { t } = useTranslation();
  const setReview = useSetReview();
  const gate = useSignInGate();
  const isSaved = status === 'saved';
  const isNotApplicable = status === 'not_applicable';
  const change = (next: ReviewStatus) => setReview.mutate({ tenderId, status: next, previous: status });
  // A visitor is asked to sign in; back signed in, the save (or N/A) they asked for is made.
  const request = (action: 'save' | 'hide', next: ReviewStatus) => {
    if (gate(action, tenderId)) change(next);
  };
  usePendingAction('save', tenderId, isStatusKnown, () => {
    if (!isSaved) change('saved');
  });
  usePendingAction('hide', tenderId, isStatusKnown, () => {
    if (!isNotApplicable) change('not_applicable');
  });
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size={size}
        variant={isSaved ? 'filled' : 'default'}
        color={isSaved ? 'red' : undefined}
        leftSection={isSaved ? <IconBookmarkFilled size={16} /> : <IconBookmark size={16} />}
        aria-pressed={isSaved}
        onClick={() => request('save', isSaved ? 'unreviewed' : 'saved')}
      >
        {isSaved ? t('saved.actions.saved') : t('saved.actions.save')}
      </Button>
      <Button
        size={size}
        variant={isNotApplicable ? 'filled' : 'default'}
        color={isNotApplicable ? 'gray' : undefined}
        leftSection={<IconBan size={16} />}
        aria-pressed={isNotApplicable}
        onClick={() => request('hide', isNotApplicable ? 'unreviewed' : 'not_applicable')}
      >
        {t('saved.actions.notApplicable')}
      </Button>
    </Group>
  );
};

/** The detail page's buttons: reads the tender's review status for the signed-in user first. */
export const TenderReviewActions = ({ tenderId }: { tenderId: string }) => {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const state = useReviewState(tenderId, isAuthenticated);
  // A visitor has no status yet: the buttons ask to sign in.
  if (!isAuthenticated) return <ReviewButtons tenderId={tenderId} status="unreviewed" />;
  if (state.isPending) return <Skeleton h={36} w={220} aria-label={t('saved.actions.loading')} />;
  return <ReviewButtons tenderId={tenderId} status={state.data?.status ?? 'unreviewed'} />;
};
