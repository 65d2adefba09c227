import { hasFeatureFlag, type FeatureFlag } from '@tenderscout/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { paths } from '../../lib/paths';

/** /home and /dashboard send a user whose onboarding is incomplete to /onboarding. */
export const RequireOnboarding = ({ children }: { children: ReactNode }) => {
  const { user } = useAuth();
  // Only a known `false` redirects: a user object kept from before this field existed is refreshed from /me.
  if (user?.onboarding_complete === false) return <Navigate to={paths.onboarding} replace />;
  return children;
};

/** Routes that exist only when their flag is exactly true; otherwise home. */
export const RequireFlag = ({ flag, children }: { flag: FeatureFlag; children: ReactNode }) => {
  const { user } = useAuth();
  if (!hasFeatureFlag(user?.feature_flags, flag)) return <Navigate to={paths.home} replace />;
  return children;
};

/** /admin: non-admins are redirected to /home (the server enforces it too). */
export const RequireAdmin = ({ children }: { children: ReactNode }) => {
  const { user } = useAuth();
  if (user?.role !== 'admin') return <Navigate to={paths.home} replace />;
  return children;
};
