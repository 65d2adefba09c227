import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { MAIN_CONTENT_ID } from '../../lib/main-content';
import classes from './root-layout.module.css';

/** What a route tells the layout: the key of its screen name (`screens.*`), used in the page title. */
export interface ScreenHandle {
  title:
    | 'login'
    | 'onboarding'
    | 'home'
    | 'dashboard'
    | 'analytics'
    | 'bookmarks'
    | 'myResponses'
    | 'settings'
    | 'admin'
    | 'tender'
    | 'respond'
    | 'alerts'
    | 'notifications'
    | 'unsubscribe'
    | 'awards'
    | 'supplier'
    | 'notFound';
}

const isScreenHandle = (handle: unknown): handle is ScreenHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle;

/** Moves focus to the new page's main heading (or its main landmark) so screen readers announce it. */
const focusMainHeading = () => {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
};

/**
 * Around every route: the skip link to the main content, the page title ("Search tenders · TenderScout") from
 * the matched route, and focus moved to the main heading after each client-side navigation.
 */
export const RootLayout = () => {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  const firstRender = useRef(true);
  const handle = matches.map((match) => match.handle).findLast(isScreenHandle);
  const appName = t('app.name');

  useEffect(() => {
    document.title = handle ? `${t(`screens.${handle.title}`)} · ${appName}` : appName;
  }, [handle, t, appName, i18n.language]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // After the new screen has rendered.
    const frame = requestAnimationFrame(focusMainHeading);
    return () => cancelAnimationFrame(frame);
  }, [location.pathname]);

  return (
    <>
      <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('common.skipToContent')}
      </a>
      <Outlet />
    </>
  );
};
