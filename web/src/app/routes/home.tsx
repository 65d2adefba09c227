import { hasFeatureFlag } from '@tenderscout/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/auth-context';
import { CompanyRecommendations } from '../../features/ai';
import { HomePage, type HomeStat } from '../../features/home/components/home-page';
import { usePublicStats } from '../../features/landing/api/get-public-stats';
import { useResponses } from '../../features/responses/api/get-responses';
import { useReviewStats } from '../../features/saved/api/get-review-stats';

const statOf = <T,>(query: UseQueryResult<T>, pick: (data: T) => number): HomeStat => ({
  value: query.data === undefined ? undefined : pick(query.data),
  isLoading: query.isPending,
  isError: query.isError,
  onRetry: () => void query.refetch(),
});

type HomeRouteViewProps = Omit<Parameters<typeof HomePage>[0], 'responses'>;

/** Reads the draft count only when the myResponses flag is on (the call needs it). */
const HomeWithResponses = (props: HomeRouteViewProps) => {
  const responses = useResponses({ search: '', filter: 'all' });
  return <HomePage {...props} responses={statOf(responses, (data) => data.counts.all)} />;
};

/**
 * /home: the home feature with real counts from the features that own them: open tenders (public stats),
 * saved tenders (saved, when its flag is on), drafts (responses, when its flag is on), and what the company
 * profile finds (ai).
 */
export const HomeRoute = () => {
  const { user } = useAuth();
  const stats = usePublicStats();
  const canSave = hasFeatureFlag(user?.feature_flags, 'saved_tenders');
  const reviewStats = useReviewStats(canSave);
  const props: HomeRouteViewProps = {
    userName: user?.name,
    activeTenders: statOf(stats, (data) => data.open),
    savedTenders: canSave ? statOf(reviewStats, (data) => data.saved) : null,
    canSeeAnalytics: user?.role === 'admin' && hasFeatureFlag(user.feature_flags, 'analytics'),
    renderRecommendations: () => <CompanyRecommendations />,
  };
  return hasFeatureFlag(user?.feature_flags, 'myResponses') ? (
    <HomeWithResponses {...props} />
  ) : (
    <HomePage {...props} responses={null} />
  );
};
