import { paths } from './paths';

/**
 * What a link to a tender carries in the router's state when it is followed from the dashboard: the search as it
 * was (its query string), so the tender page's "Back to search" returns to it. The state lives in the browser's
 * history entry, so it survives a reload of the tender page.
 */
export interface BackToSearchState {
  dashboardSearch: string;
}

/** The state for a tender link on the page at `location`: the search when that page is the dashboard. */
export const backToSearchState = (location: {
  pathname: string;
  search: string;
}): BackToSearchState | undefined =>
  location.pathname === paths.dashboard ? { dashboardSearch: location.search } : undefined;

/** Where "Back to search" goes: the search the tender was opened from, or the dashboard's default one. */
export const backToSearchPath = (state: unknown): string => {
  const search =
    typeof state === 'object' && state !== null && 'dashboardSearch' in state
      ? (state as BackToSearchState).dashboardSearch
      : '';
  return search.startsWith('?') ? `${paths.dashboard}${search}` : paths.dashboard;
};
