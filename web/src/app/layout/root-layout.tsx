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
    | 'pipeline'
    | 'invitation'
    | 'respond'
    | 'alerts'
    | 'notifications'
    | 'unsubscribe'
    | 'notRelevant'
    | 'confirmRegistration'
    | 'awards'
    | 'supplier'
    | 'notFound';
}

const isScreenHandle = (handle: unknown): handle is ScreenHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle;

const focusElement = (target: HTMLElement) => {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
};

/**
 * Moves focus to the new page's main heading (or its main landmark) so screen readers announce it. A screen that
 * loads its data first has no heading yet: focus goes to the main landmark, then to the heading when it arrives
 * (unless the user has moved on). Returns what stops that watch.
 */
const focusMainHeading = (): (() => void) => {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return () => undefined;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading) {
    focusElement(heading);
    return () => undefined;
  }
  focusElement(main);
  const observer = new MutationObserver(() => {
    const arrived = main.querySelector<HTMLElement>('h1');
    if (!arrived) return;
    observer.disconnect();
    if (document.activeElement === main) focusElement(arrived);
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
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
    let stopWatching: () => void = () => undefined;
    const frame = requestAnimationFrame(() => {
      stopWatching = focusMainHeading();
    });
    return () => {
      cancelAnimationFrame(frame);
      stopWatching();
    };
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
