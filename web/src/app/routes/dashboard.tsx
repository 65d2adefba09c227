import { hasFeatureFlag } from '@tenderscout/domain';
// The AI button alone: the panel's content loads when it is opened.
import { AiPanel } from '../../features/ai/components/ai-panel-opener';
import { SaveSearchButton } from '../../features/alerts';
import { useAuth } from '../../lib/auth/auth-context';
import { FilterProfilesPanel } from '../../features/filter-profiles/components/filter-profiles-panel';
import { useReviewStatuses } from '../../features/saved/api/get-reviews';
import { ReviewButtons } from '../../features/saved/components/review-actions';
import { DashboardPage } from '../../features/search/components/dashboard-page';

/**
 * /dashboard: the search feature with the saved feature's Save / N/A buttons on every card and the saved filter
 * profiles and the alerts feature's "Save this search" in the sidebar. The AI search panel (features/ai) plugs into `renderAiPanel` and puts a natural-language search's
 * words and filters on the dashboard.
 */
export const DashboardRoute = () => {
  const { user } = useAuth();
  const canSave = hasFeatureFlag(user?.feature_flags, 'saved_tenders');
  const statuses = useReviewStatuses(canSave);
  // A visitor sees Save and N/A too: they ask to sign in, then finish.
  const showsReviewButtons = canSave || user === null;
  return (
    <DashboardPage
      renderAiPanel={(applySearch) => <AiPanel onApplySearch={applySearch} />}
      renderCardActions={(hit) =>
        showsReviewButtons && (
          <ReviewButtons
            tenderId={hit.tender_id}
            status={statuses.data?.get(hit.tender_id) ?? 'unreviewed'}
            isStatusKnown={statuses.isSuccess}
            size="xs"
          />
        )
      }
      renderSearchActions={(search) => <SaveSearchButton {...search} />}
      renderFilterProfiles={(filters, applyFilters) =>
        user && <FilterProfilesPanel filters={filters} onApply={applyFilters} />
      }
    />
  );
};
