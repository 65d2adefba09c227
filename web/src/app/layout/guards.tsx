import { Alert, Button, Container } from '@mantine/core';
import { hasFeatureFlag, type FeatureFlag } from '@tenderscout/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
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

/**
 * /analytics: an operations screen for administrators (the server answers 403 to anyone else). A non-admin who
 * follows an old link is told so, instead of a failing screen.
 */
export const RequireAdminScreen = ({ children }: { children: ReactNode }) => {
  const { user } = useAuth();
  const { t } = useTranslation();
  if (user?.role === 'admin') return children;
  return (
    <Container size="sm" py="xl">
      <Alert color="yellow" title={t('nav.adminOnly.analyticsTitle')} role="alert">
        {t('nav.adminOnly.analyticsBody')}
      </Alert>
      <Button component={Link} to={paths.home} mt="md" variant="light">
        {t('nav.adminOnly.backHome')}
      </Button>
    </Container>
  );
};
