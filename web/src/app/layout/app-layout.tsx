import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { hasFeatureFlag } from '@tenderscout/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { NotificationsBell } from '../../features/alerts';
import { useAuth } from '../../lib/auth/auth-context';
import { FeedbackButton } from '../../features/feedback/feedback-button';
import { accountApi } from '../../lib/auth/api';
import { clearSession } from '../../lib/auth/session';
import { paths } from '../../lib/paths';
import { Navbar, NavLinks } from './navbar';
import { useSavedCount } from './saved-count';
import { MAIN_CONTENT_ID } from '../../lib/main-content';
import { PageLoader } from '../../components/ui/page-loader';
import { SignInPromptProvider } from '../../components/ui/sign-in-prompt';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The app's frame: the Navbar above every screen but the landing and sign-in pages. A visitor (no account) gets
 * the public links (search, awards) and sign-in; what needs an account asks for it through the sign-in dialog.
 */
export const AppLayout = () => {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const savedCount = useSavedCount(hasFeatureFlag(user?.feature_flags, 'saved_tenders'));
  const location = useLocation();
  const [isMenuOpen, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);

  // The mobile menu closes when the user goes somewhere (the handlers are stable; the object holding them is not).
  useEffect(() => closeMenu(), [location.pathname, closeMenu]);
  // Escape closes it too, and focus goes back to the burger that opened it.
  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenu();
      document.querySelector<HTMLElement>(`[aria-controls="${MOBILE_MENU_ID}"]`)?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen, closeMenu]);

  if (isLoading) return <PageLoader label={t('auth.checking')} />;
  const logout = () => {
    // The server revokes the token first (so a copy of it stops working too); the browser signs out even when
    // the server cannot be reached. Then a full page load to / (not a client-side navigation): the protected
    // route would otherwise see the session end first and send the user to /login, and every cached query of
    // this user is dropped.
    void accountApi
      .logout()
      .catch((error: unknown) => console.error('Could not end the session on the server', error))
      .finally(() => {
        clearSession();
        window.location.assign(paths.landing);
      });
  };
  // Confirmation dialogs are a signed-in matter: their provider loads with this layout, not with the landing page.
  return (
    <ModalsProvider>
      <SignInPromptProvider>
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
              actions={<NotificationsBell />}
              isMenuOpen={isMenuOpen}
              onToggleMenu={toggleMenu}
              menuId={MOBILE_MENU_ID}
            />
          </AppShell.Header>
          {/* Closed, the phone menu is only moved off screen: hidden as well, so Tab and screen readers skip it. */}
          <AppShell.Navbar
            p="md"
            hiddenFrom="sm"
            id={MOBILE_MENU_ID}
            aria-label={t('nav.menu')}
            style={isMenuOpen ? undefined : { visibility: 'hidden' }}
          >
            <NavLinks user={user} savedCount={savedCount} vertical onNavigate={closeMenu} />
          </AppShell.Navbar>
          {/* Room below the last card, so the floating Feedback button never covers its text. */}
          <AppShell.Main id={MAIN_CONTENT_ID} pb={user ? 80 : 0}>
            <Outlet />
          </AppShell.Main>
          {user && <FeedbackButton />}
        </AppShell>
      </SignInPromptProvider>
    </ModalsProvider>
  );
};
