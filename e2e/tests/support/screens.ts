import { expect, type Page } from '@playwright/test';

// A real notice from data/canadabuys (loaded into the empty store at start).
export const SAMPLE_TENDER_ID = 'cb-120-98313427';

/** A main screen of the app, for checks that visit every one (accessibility, phone widths). */
export interface Screen {
  name: string;
  path: string;
  signedIn: boolean;
  /** What must be on the page before it is checked (the screen's data has loaded). */
  ready: (page: Page) => Promise<void>;
}

const mainHeading = async (page: Page) => {
  await expect(page.locator('main h1').first()).toBeVisible();
};

const screen = (name: string, path: string, signedIn = true, ready = mainHeading): Screen => ({
  name,
  path,
  signedIn,
  ready,
});

export const SCREENS = {
  landing: screen('landing', '/', false),
  login: screen('login', '/login', false),
  notFound: screen('not found', '/no-such-page', false),
  home: screen('home', '/home'),
  dashboard: screen('dashboard with results', '/dashboard?q=services&status=any', true, async (page) => {
    await expect(page.getByRole('article').first()).toBeVisible();
  }),
  tenderDetail: screen('tender detail', `/tender/${SAMPLE_TENDER_ID}`),
  responseBuilder: screen('response builder', `/tender/${SAMPLE_TENDER_ID}/respond`, true, async (page) => {
    await expect(page.getByRole('textbox').first()).toBeVisible();
  }),
  saved: screen('saved', '/bookmarks'),
  myResponses: screen('my responses', '/my-responses'),
  settings: screen('settings', '/settings'),
  admin: screen('admin', '/admin'),
  analytics: screen('analytics', '/analytics'),
  alerts: screen('alerts', '/alerts'),
} satisfies Record<string, Screen>;
