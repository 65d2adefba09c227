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

/** The pipeline screen's view (its segmented control, by value: the same in both languages). */
const pipelineView = async (page: Page, view: 'board' | 'list' | 'figures') => {
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.locator(`main input[type="radio"][value="${view}"] + label`).click();
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
  pipelineBoard: screen('pipeline board', '/pipeline', true, async (page) => {
    await expect(page.locator('main section li a').first()).toBeVisible();
  }),
  pipelineList: screen('pipeline list', '/pipeline', true, async (page) => {
    await pipelineView(page, 'list');
    await expect(page.locator('main table tbody tr a').first()).toBeVisible();
  }),
  teamFigures: screen('pipeline team figures', '/pipeline', true, async (page) => {
    await pipelineView(page, 'figures');
    await expect(page.locator('main table caption')).toBeVisible();
  }),
  teamSettings: screen('settings team', '/settings?tab=team', true, async (page) => {
    await expect(page.locator('main table tbody tr').first()).toBeVisible();
  }),
  // A tampered token: the page's error state.
  notRelevantLink: screen(
    'not relevant link (bad token)',
    '/not-relevant?token=tampered.token',
    false,
    async (page) => {
      await expect(page.getByRole('alert')).toBeVisible();
    },
  ),
} satisfies Record<string, Screen>;

/** The invitation page of a real (pending) invitation: its form. */
export const invitationScreen = (path: string): Screen =>
  screen('invitation', path, false, async (page) => {
    await expect(page.locator('main h1, h1').first()).toBeVisible();
    await expect(page.locator('form input').first()).toBeVisible();
  });
