import { hasFeatureFlag } from '@tenderscout/domain';
import { useAuth } from '../../lib/auth/auth-context';
import { LandingPage } from '../../features/landing/components/landing-page';
import { useSavedCount } from '../layout/saved-count';

/** Reads the signed-in visitor's saved count only when there is one (the call needs a session). */
const SignedInLanding = ({ canSave }: { canSave: boolean }) => (
  <LandingPage isSignedIn savedCount={useSavedCount(canSave)} />
);

/** `/`: the landing feature, with the saved feature's count for a signed-in visitor. */
export const LandingRoute = () => {
  const { isAuthenticated, user } = useAuth();
  return isAuthenticated ? (
    <SignedInLanding canSave={hasFeatureFlag(user?.feature_flags, 'saved_tenders')} />
  ) : (
    <LandingPage />
  );
};
