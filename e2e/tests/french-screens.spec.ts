import { expect, test, type Page } from '@playwright/test';
import { bearer, createOnboardedUser } from './support/accounts';
import { SAMPLE_TENDER_ID, SCREENS } from './support/screens';
import { trackTender } from './support/team';

/**
 * The whole product in French: every main screen a French supplier uses, with data on it (a saved tender, a draft
 * response, a saved search, a tracked tender, past awards, recommendations), shows no English word in its own
 * words. The check reads the visible text of the navigation, the header and the main region and looks for common
 * English interface words, whole words, ignoring the notices' own text (titles, descriptions, organizations,
 * suppliers), people's names, addresses and codes, which are data, not interface. Every offending word is
 * reported with its screen.
 */

/** Common interface words that are never French (whole words, any case). */
const ENGLISH_WORDS = [
  'save',
  'saved',
  'search',
  'open',
  'closed',
  'closing',
  'filter',
  'filters',
  'settings',
  'loading',
  'cancel',
  'delete',
  'results',
  'result',
  'days',
  'day',
  'draft',
  'submit',
  'edit',
  'back',
  'next',
  'previous',
  'show',
  'hide',
  'clear',
  'apply',
  'close',
  'view',
  'sign',
  'help',
  'dashboard',
  'team',
  'members',
  'value',
  'deadline',
  'published',
  'status',
  'category',
  'tender',
  'tenders',
  'bid',
  'won',
  'lost',
  'stage',
  'profile',
  'password',
  'company',
  'name',
  'today',
  'ago',
  'hours',
  'week',
  'month',
  'yes',
  'the',
  'and',
  'with',
  'your',
  'for',
  'you',
  'this',
  'from',
  'more',
  'less',
  'all',
  'none',
  'new',
  'home',
  'responses',
  'response',
  'alerts',
  'alert',
  'awards',
  'award',
  'contract',
  'contracts',
  'supplier',
  'suppliers',
  'buyer',
  'estimate',
  'similar',
  'ready',
  'progress',
  'untitled',
  'owner',
  'member',
  'viewer',
  'invite',
  'keys',
  'key',
  'flags',
  'language',
  'frequency',
  'daily',
  'weekly',
  'never',
  'left',
  'remaining',
  'words',
  'required',
  'optional',
  'download',
  'upload',
  'print',
  'share',
  'copy',
  'board',
  'list',
  'figures',
  'qualifying',
  'pursuing',
  'submitted',
  'jan',
  'feb',
  'apr',
  'jun',
  'jul',
  'aug',
  'dec',
  'monday',
  'friday',
  'relevance',
  'newest',
  'oldest',
  'of',
  'to',
  'by',
  'at',
  'in',
];
const ENGLISH = new RegExp(
  `(?<![\\p{L}\\p{N}'’@./-])(${ENGLISH_WORDS.join('|')})(?![\\p{L}\\p{N}@-])`,
  'giu',
);

/**
 * Data, not interface: the notices' own text (titles, excerpts and organizations marked `notice-…` by test id,
 * passages marked with their own `lang`), suppliers' names, addresses, codes, and what the user typed.
 */
const DATA_REGIONS = [
  '[data-testid|="notice"]',
  ':not(html)[lang]:not([lang|="fr"])',
  'code',
  'kbd',
  'pre',
  'a[href^="/suppliers/"]',
  'a[href^="mailto:"]',
  'textarea',
  'input',
].join(',');

/**
 * The visible interface text of the page (navigation, header, main), without the data regions: its text nodes, each
 * once, whose element is shown (run in the page, where the DOM is).
 */
const INTERFACE_TEXT = `(() => {
  const excluded = ${JSON.stringify(DATA_REGIONS)};
  const hidden = '[aria-hidden="true"], .mantine-visually-hidden, script, style';
  const texts = [];
  const seen = new Set();
  for (const root of document.querySelectorAll('header, nav, main, [role="navigation"], [role="banner"]')) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (seen.has(node)) continue;
      seen.add(node);
      const parent = node.parentElement;
      if (!parent || parent.closest(excluded) || parent.closest(hidden)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const text = (node.textContent || '').trim();
      if (text) texts.push(text);
    }
  }
  return texts;
})()`;

const interfaceText = (page: Page) => page.evaluate<string[]>(INTERFACE_TEXT);

/** "screen: «word» in “text”" for every English word on the page. */
const englishOn = async (page: Page, screen: string) => {
  const found: string[] = [];
  for (const text of await interfaceText(page)) {
    for (const match of text.matchAll(ENGLISH))
      found.push(`${screen}: «${match[1]}» in “${text.slice(0, 120)}”`);
  }
  return found;
};

// A real notice with past awards like it (generated award notices in its commodity family are loaded at start).
const AWARDED_TENDER_ID = 'cb-36-77045401';

interface FrenchScreen {
  name: string;
  path: string;
  /** What must be on the page before it is read (its data has loaded, the part shown is open). */
  ready: (page: Page) => Promise<void>;
}

const heading = async (page: Page) => {
  await expect(page.locator('main h1').first()).toBeVisible();
};

const settingsTab = (tab: string): FrenchScreen => ({
  name: `settings (${tab})`,
  path: tab === 'profile' ? '/settings' : `/settings?tab=${tab}`,
  ready: async (page) => {
    await heading(page);
    await expect(page.getByRole('tabpanel')).toBeVisible();
  },
});

const SIGNED_IN_SCREENS: FrenchScreen[] = [
  {
    name: 'home with recommendations',
    path: '/home',
    ready: async (page) => {
      await heading(page);
      await expect(page.locator('main article').first()).toBeVisible();
    },
  },
  { name: 'search results', path: SCREENS.dashboard.path, ready: SCREENS.dashboard.ready },
  {
    name: 'search with filters',
    path: '/dashboard?q=services&status=open&status=closed&region=Ontario&closing_from=2024-01-01&value_max=500000',
    ready: async (page) => {
      await heading(page);
      // The filter column beside the results, and the filters in force as chips.
      await expect(page.getByRole('group').first()).toBeVisible();
      await expect(page.getByText(/^Région : Ontario$/).first()).toBeVisible();
    },
  },
  { name: 'tender detail', path: SCREENS.tenderDetail.path, ready: heading },
  {
    name: 'tender detail with awards',
    path: `/tender/${AWARDED_TENDER_ID}`,
    ready: async (page) => {
      await heading(page);
      await expect(page.getByTestId('award-estimate')).toBeVisible();
    },
  },
  {
    name: 'saved tenders',
    path: SCREENS.saved.path,
    ready: async (page) => {
      await heading(page);
      await expect(page.locator('main a[href^="/tender/"]').first()).toBeVisible();
    },
  },
  {
    name: 'my responses',
    path: SCREENS.myResponses.path,
    ready: async (page) => {
      await expect(page.getByTestId('response-card').first()).toBeVisible();
    },
  },
  { name: 'response builder', path: SCREENS.responseBuilder.path, ready: SCREENS.responseBuilder.ready },
  ...['profile', 'company', 'team', 'password', 'flags', 'apiKeys'].map(settingsTab),
  { name: 'alerts', path: SCREENS.alerts.path, ready: heading },
  { name: 'pipeline board', path: SCREENS.pipelineBoard.path, ready: SCREENS.pipelineBoard.ready },
  { name: 'pipeline list', path: SCREENS.pipelineList.path, ready: SCREENS.pipelineList.ready },
  { name: 'pipeline team figures', path: SCREENS.teamFigures.path, ready: SCREENS.teamFigures.ready },
];

const visit = async (page: Page, screen: FrenchScreen) => {
  await page.goto(screen.path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await screen.ready(page);
  // Lazy parts (counts, cards, estimates) have arrived and no spinner is left.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"], main .mantine-Loader-root')).toHaveCount(0);
  return englishOn(page, screen.name);
};

test('in French, no main screen shows an English interface word', async ({ page, request }) => {
  test.slow();
  const stamp = Date.now();
  const user = await createOnboardedUser(
    request,
    { email: `francine.${stamp}@example.ca`, password: 'francine-password', name: 'Francine Fournisseur' },
    'Fournitures Francine',
    {
      companyName: 'Fournitures Francine',
      companySize: 'small',
      industry: 'Information Technology',
      primaryServices: ['Project Management', 'Software Development'],
      targetRegions: ['Ontario', 'Quebec'],
      certifications: [],
      averageContractValue: '100k-500k',
      preferredContractTypes: ['Fixed Price'],
      experienceLevel: 'experienced',
    },
  );
  const headers = bearer(user.token);
  // Her account is in French (as choosing FR on a page does for a signed-in user).
  expect((await request.put('/api/auth/me', { headers, data: { language: 'fr' } })).ok()).toBe(true);
  // Her work: a saved tender, a draft response, a saved search with an alert, a tracked tender.
  expect(
    (await request.post('/api/me/bookmarks', { headers, data: { tender_id: SAMPLE_TENDER_ID } })).ok(),
  ).toBe(true);
  const draft = await request.put(`/api/me/responses/${SAMPLE_TENDER_ID}`, {
    headers,
    data: {
      sections: { executive_summary: 'Notre équipe livre ce service depuis dix ans.' },
      base_version: 0,
    },
  });
  expect(draft.ok()).toBe(true);
  const search = await request.post('/api/me/saved-searches', {
    headers,
    data: {
      name: 'Services informatiques',
      query: 'services',
      filters: { status: ['open'], regions: ['Ontario'], value_max: 500000, closing_from: '2026-01-01' },
      alert: { frequency: 'daily' },
    },
  });
  expect(search.status()).toBe(201);
  await trackTender(request, user.token, SAMPLE_TENDER_ID, { stage: 'qualifying', value: 250000, p_win: 40 });

  // French is chosen on the login page; the landing page follows it, then she signs in.
  await page.goto('/login');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const found = await visit(page, { name: 'landing', path: '/', ready: heading });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Courriel', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);

  for (const screen of SIGNED_IN_SCREENS) found.push(...(await visit(page, screen)));
  expect(found, `English words on French screens:\n${found.join('\n')}`).toEqual([]);
});

test('the check finds the English words of the same landing page in English', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('EN', { exact: true }).click();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await heading(page);
  const found = await englishOn(page, 'landing (en)');
  expect(found.length, found.join('\n')).toBeGreaterThan(10);
});
