import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createOnboardedUser, signIn, type Credentials } from './support/accounts';
import { SAMPLE_TENDER_ID, SCREENS, invitationScreen, type Screen } from './support/screens';
import { invitationPath, trackTender } from './support/team';

/**
 * The app on a phone (390×844): the burger menu, a search with its filters in a drawer, a result opened and the way
 * back to the search; then the keyboard alone (skip link, first result); then no sideways scrolling at 360 px wide
 * on the main screens.
 */

const PHONE = { width: 390, height: 844 };
const NARROW = { width: 360, height: 740 };

test.use({ viewport: PHONE });

let user: Credentials & { token: string };
/** A pending invitation to the user's organization (opening it changes nothing). */
let invitation: Screen;

test.beforeAll(async ({ request }) => {
  user = await createOnboardedUser(
    request,
    { email: `phone.${Date.now()}@example.ca`, password: 'phone-password', name: 'Pat Phone' },
    'Pocket Works Inc.',
    {
      companyName: 'Pocket Works Inc.',
      companySize: 'small',
      industry: 'Information Technology',
      primaryServices: ['Project Management'],
      targetRegions: ['Ontario'],
      certifications: [],
      averageContractValue: '100k-500k',
      preferredContractTypes: ['Fixed Price'],
      experienceLevel: 'experienced',
    },
  );
  // A tender on the organization's pipeline, with a long-ish owner line and figures; a colleague invited.
  const { token } = user;
  await trackTender(request, token, SAMPLE_TENDER_ID, { stage: 'go', value: 1250000, p_win: 60 });
  invitation = invitationScreen(
    await invitationPath(request, token, `phone.invited.${Date.now()}@example.ca`),
  );
});

/**
 * axe's critical and serious WCAG 2.1 A/AA violations on the page as it is (or only in `within`: behind an open
 * drawer the page is dimmed on purpose), by rule id and elements.
 */
const seriousViolations = async (page: Page, within?: string) => {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
};

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });
const results = (page: Page) => page.getByRole('article');

test('on a phone: the burger menu, a search with the filter drawer, a result and back to the search', async ({
  page,
}) => {
  await signIn(page, user, /\/home$/);

  // The burger opens the menu and closes it again.
  const burger = page.getByRole('button', { name: 'Open navigation' });
  await expect(menu(page)).toBeHidden();
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await burger.click();
  await expect(menu(page)).toBeHidden();
  // Escape closes it as well, focus back on the burger.
  await burger.click();
  await menu(page).getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(burger).toBeFocused();

  // Following a link in it goes there and closes it; the link of the page shown is marked.
  await burger.click();
  await menu(page).getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(menu(page)).toBeHidden();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  await expect(menu(page).getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
  await burger.click();
  await expect(menu(page)).toBeHidden();

  // Search: open tenders only at first, which the filter button counts.
  const searchBox = page.getByRole('searchbox', { name: 'Search tenders' });
  await searchBox.fill('services');
  await searchBox.press('Enter');
  await expect(page).toHaveURL(/[?&]q=services/);
  await expect(results(page).first()).toBeVisible();

  // The filter column is a button above the results: the first result starts in the upper part of the first
  // screen (under the whole filter column it started some 1,700 px down).
  const filtersButton = page.getByRole('button', { name: '1 filter', exact: true });
  await expect(filtersButton).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Filters' })).toBeHidden();
  const firstBox = await results(page).first().boundingBox();
  expect(firstBox?.y).toBeLessThan(PHONE.height * 0.6);

  // The drawer: named, the same filters; a region ticked is counted on the button.
  await filtersButton.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  // (The options are re-ordered by their new counts once the filter applies: the region is found by its value.)
  const regions = drawer.getByRole('group', { name: 'Region' });
  const regionValue = await regions.getByRole('checkbox').first().getAttribute('value');
  expect(regionValue).toBeTruthy();
  const region = regions.locator(`input[type="checkbox"][value="${regionValue}"]`);
  await region.click();
  await expect(page).toHaveURL(/[?&]region=/);
  await expect(region).toBeChecked();
  await expect(page.getByRole('button', { name: '2 filters', exact: true })).toBeAttached();

  // Escape closes it and gives focus back to the button, which now counts both filters.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: '2 filters', exact: true })).toBeFocused();
  await expect(results(page).first()).toBeVisible();

  // Open the first result; "Back to search" returns to the same search.
  const searchUrl = page.url();
  const firstTitle = results(page).first().getByRole('link').first();
  const title = (await firstTitle.textContent()) ?? '';
  await firstTitle.click();
  await expect(page).toHaveURL(/\/tender\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.trim());
  await page.getByRole('link', { name: 'Back to search' }).click();
  await expect(page).toHaveURL(searchUrl);
  await expect(page.getByRole('button', { name: '2 filters', exact: true })).toBeVisible();
});

test('on a phone with the keyboard alone: the skip link, then the first result', async ({ page }) => {
  await signIn(page, user, /\/home$/);
  await page.goto('/dashboard?q=services');
  await expect(results(page).first()).toBeVisible();

  // The first Tab reaches the skip link; following it puts the next Tab inside the main content.
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');

  // From there the first result's link is a few Tabs away (search box, type, search, AI, filters, sort...).
  const firstResultLink = results(page).first().getByRole('link').first();
  const focused = page.locator(':focus');
  let presses = 0;
  while ((await firstResultLink.and(focused).count()) === 0 && presses < 15) {
    await page.keyboard.press('Tab');
    presses += 1;
    await expect(
      page.getByRole('banner').locator(':focus'),
      'Tab after the skip link stays out of the navbar',
    ).toHaveCount(0);
  }
  await expect(firstResultLink).toBeFocused();
  await expect(firstResultLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tender\//);
  // Focus moves to the new page's main heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

const PHONE_SCREENS: Screen[] = [
  SCREENS.landing,
  SCREENS.login,
  SCREENS.home,
  SCREENS.dashboard,
  SCREENS.tenderDetail,
  SCREENS.saved,
  SCREENS.settings,
  SCREENS.alerts,
];

// The organization's screens and the links of its mails (the invitation's is added once it is sent).
const TEAM_SCREENS: Screen[] = [
  SCREENS.pipelineBoard,
  SCREENS.pipelineList,
  SCREENS.teamFigures,
  SCREENS.teamSettings,
  SCREENS.notRelevantLink,
];

// The page's own code (this project's e2e types have no DOM): the document's widths, and the elements that stick
// out past the right edge, to name in a failure.
const PAGE_WIDTHS = `({
  scrollWidth: document.documentElement.scrollWidth,
  clientWidth: document.documentElement.clientWidth,
})`;
const OVERFLOWING_ELEMENTS = `[...document.querySelectorAll('body *')]
  .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
  .filter((element) => getComputedStyle(element).visibility !== 'hidden')
  .slice(0, 10)
  .map((element) => element.tagName.toLowerCase() + '.' + String(element.className).split(' ').join('.') +
    ' (right ' + Math.round(element.getBoundingClientRect().right) + '): ' + (element.textContent ?? '').slice(0, 60))`;

const signedInState = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: NARROW });
  const page = await context.newPage();
  await signIn(page, user, /\/home$/);
  const state = await context.storageState();
  await context.close();
  return state;
};

const expectNoSidewaysScroll = async (
  browser: Browser,
  storageState: Awaited<ReturnType<typeof signedInState>>,
  screens: Screen[],
) => {
  for (const screen of screens) {
    const context = await browser.newContext({
      viewport: NARROW,
      ...(screen.signedIn ? { storageState } : {}),
    });
    const page = await context.newPage();
    await page.goto(screen.path);
    await screen.ready(page);
    const { scrollWidth, clientWidth } = await page.evaluate<{ scrollWidth: number; clientWidth: number }>(
      PAGE_WIDTHS,
    );
    const overflowing = await page.evaluate<string[]>(OVERFLOWING_ELEMENTS);
    expect(
      scrollWidth,
      `${screen.name} is ${scrollWidth} px wide in a ${clientWidth} px window:\n${overflowing.join('\n')}`,
    ).toBeLessThanOrEqual(clientWidth);
    await context.close();
  }
};

test('no team screen scrolls sideways at 360 px wide: pipeline, team settings, invitation, mail link', async ({
  browser,
}) => {
  // Seven screens, each loaded in a fresh context.
  test.slow();
  await expectNoSidewaysScroll(browser, await signedInState(browser), [...TEAM_SCREENS, invitation]);
});

test('no main screen scrolls sideways at 360 px wide', async ({ browser }) => {
  // A fresh context per screen, a dozen screens: more than one ordinary journey's time on a busy machine.
  test.slow();
  const storageState = await signedInState(browser);
  await expectNoSidewaysScroll(browser, storageState, PHONE_SCREENS);

  // The AI panel's recommendations: each score badge whole, beside its title however long.
  const context = await browser.newContext({ viewport: NARROW, storageState });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Assistant' });
  const recommendations = panel.getByRole('list', { name: 'Recommended for you' });
  await expect(recommendations.getByRole('listitem').first()).toBeVisible();
  const scores = recommendations.getByText(/^\d+%$/);
  expect(await scores.count()).toBeGreaterThan(0);
  for (const score of await scores.all()) {
    const box = await score.boundingBox();
    expect(box, 'a score badge is on screen').not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(NARROW.width);
    // Not squeezed by a long title: its text is not cut.
    const widths = await score.evaluate((element) => {
      const { scrollWidth, clientWidth } = element as { scrollWidth: number; clientWidth: number };
      return { scrollWidth, clientWidth };
    });
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
  }
  await context.close();
});
