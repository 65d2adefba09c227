import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { hasFeatureFlag } from '@tenderscout/domain';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { FeedbackButton } from '../../features/feedback/feedback-button';
import { clearSession } from '../../features/auth/session';
import { paths } from '../../lib/paths';
import { Navbar, NavLinks } from './navbar';
import { useSavedCount } from './saved-count';

/** The signed-in app: the Navbar of SPEC.md §2 above every protected screen. */
export const AppLayout = () => {
  const { user } = useAuth();
  const savedCount = useSavedCount(hasFeatureFlag(user?.feature_flags, 'saved_tenders'));
  const location = useLocation();
  const [isMenuOpen, menu] = useDisclosure(false);

  // The mobile menu closes when the user goes somewhere.
  useEffect(() => menu.close(), [location.pathname, menu]);

  if (!user) return null; // ProtectedRoute renders this only with a user.
  const logout = () => {
    // A full page load to / (not a client-side navigation): the protected route would otherwise see the
    // session end first and send the user to /login, and every cached query of this user is dropped.
    clearSession();
    window.location.assign(paths.landing);
  };
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { desktop: true, mobile: !isMenuOpen } }}
      padding={0}
    >
      <AppShell.Header>
        <Navbar
          user={user}
          savedCount={savedCount}
          onLogout={logout}
          isMenuOpen={isMenuOpen}
          onToggleMenu={menu.toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar p="md" hiddenFrom="sm">
        <NavLinks user={user} savedCount={savedCount} vertical />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <FeedbackButton />
    </AppShell>
  );
};
