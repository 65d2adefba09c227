import { Button, Group, Skeleton } from '@mantine/core';
import { IconBan, IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import type { ReviewStatus } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { useReviewState } from '../api/get-review-state';
import { useSetReview } from '../api/set-review';

export interface ReviewButtonsProps {
  tenderId: string;
  status: ReviewStatus;
  size?: 'xs' | 'sm';
}

/**
 * Save and Not applicable as two toggles (Save saves an unsaved tender and unsaves a saved one). Pressing the active
 * one again returns the tender to unreviewed.
 */
export const ReviewButtons = ({ tenderId, status, size = 'sm' }: ReviewButtonsProps) => {
  const { t } = useTranslation();
  const setReview = useSetReview();
  const isSaved = status === 'saved';
  const isNotApplicable = status === 'not_applicable';
  const change = (next: ReviewStatus) => setReview.mutate({ tenderId, status: next, previous: status });
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size={size}
        variant={isSaved ? 'filled' : 'default'}
        color={isSaved ? 'red' : undefined}
        leftSection={isSaved ? <IconBookmarkFilled size={16} /> : <IconBookmark size={16} />}
        aria-pressed={isSaved}
        onClick={() => change(isSaved ? 'unreviewed' : 'saved')}
      >
        {isSaved ? t('saved.actions.saved') : t('saved.actions.save')}
      </Button>
      <Button
        size={size}
        variant={isNotApplicable ? 'filled' : 'default'}
        color={isNotApplicable ? 'gray' : undefined}
        leftSection={<IconBan size={16} />}
        aria-pressed={isNotApplicable}
        onClick={() => change(isNotApplicable ? 'unreviewed' : 'not_applicable')}
      >
        {t('saved.actions.notApplicable')}
      </Button>
    </Group>
  );
};

/** The detail page's buttons: reads the tender's review status for the signed-in user first. */
export const TenderReviewActions = ({ tenderId }: { tenderId: string }) => {
  const { t } = useTranslation();
  const state = useReviewState(tenderId);
  if (state.isPending) return <Skeleton h={36} w={220} aria-label={t('saved.actions.loading')} />;
  return <ReviewButtons tenderId={tenderId} status={state.data?.status ?? 'unreviewed'} />;
};
