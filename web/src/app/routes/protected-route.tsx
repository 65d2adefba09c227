import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { useAuth } from '../../lib/auth/auth-context';
import { paths } from '../../lib/paths';

/** Every screen but / and /login needs sign-in; a spinner shows while the session loads. */
export const ProtectedRoute = () => {
  const { t } = useTranslation();
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageLoader label={t('auth.checking')} />;
  if (!isAuthenticated) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
};
