import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, createOnboardedUser, signIn } from './support/accounts';

const PROFILE_LIMIT_MESSAGE =
  'You can only save up to 3 filter profiles. Please delete an existing profile first.';
// "canada" appears in more than 12 of the real notices loaded from data/ whose delivery region is Ontario,
// so the filtered results have a second page.
const WORD = 'canada';
const REGION = 'Ontario';

/** An approved user with a completed company profile, made through the API; returns its token too. */
const createSearcher = (request: APIRequestContext, name: string) =>
  createOnboardedUser(
    request,
    {
      email: `${name.toLowerCase()}.${Date.now()}@example.ca`,
      password: 'searcher-password',
      name: `${name} Searcher`,
    },
    'Search Co.',
    {
      companyName: 'Search Co.',
      companySize: 'small',
      industry: 'Professional Services',
      primaryServices: ['Project Management'],
      targetRegions: ['Ontario'],
      certifications: [],
      averageContractValue: '100k-500k',
      preferredContractTypes: ['Fixed Price'],
      experienceLevel: 'experienced',
    },
  );

const resultsStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing / });
const resultTitles = (page: Page) => page.getByRole('article').getByRole('link').first();

test('search a word from a real notice, filter by region, open page 2, open a result, and Back restores the search', async ({
  page,
  request,
}) => {
  const user = await createSearcher(request, 'Quinn');
  await signIn(page, user, /\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.name}` })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Search' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // '/' focuses the search box; Enter searches.
  await page.getByRole('heading', { name: 'Search tenders' }).click();
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: 'Search tenders' });
  await expect(box).toBeFocused();
  await page.keyboard.type(WORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${WORD}(&|$)`));
  await expect(resultsStatus(page)).toContainText(`for “${WORD}”`);
  // The matched word is marked in the excerpts.
  await expect(page.locator('article mark').first()).toBeVisible();

  // The dashboard opens on open tenders; one click shows the closed ones too (most bundled notices are closed).
  await expect(page.getByText('Open tenders only')).toBeVisible();
  await page.getByRole('button', { name: 'Show closed tenders too' }).click();
  await expect(page).toHaveURL(/[?&]status=any(&|$)/);
  await expect(page.getByText('Open tenders only')).toHaveCount(0);

  // Filter by a region: options and counts come from the search's aggregations.
  const regions = page.getByRole('group', { name: 'Region' });
  // The box is controlled by the URL, so it shows ticked once the navigation lands.
  await regions.getByRole('checkbox', { name: new RegExp(`^${REGION}`) }).click();
  await expect(regions.getByRole('checkbox', { name: new RegExp(`^${REGION}`) })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`region=${REGION}`));
  await expect(resultsStatus(page)).toContainText(/^Showing 1–12 of (1[3-9]|[2-9]\d|\d{3,}) tenders/);
  await expect(page.getByRole('article')).toHaveCount(12);

  // Page 2.
  const pages = page.getByRole('navigation', { name: 'Result pages' });
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(resultsStatus(page)).toContainText(/^Showing 13–/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const searchUrl = page.url();
  const firstTitle = (await resultTitles(page).textContent())?.trim() ?? '';
  expect(firstTitle).not.toBe('');

  // Open a result, then Back.
  await resultTitles(page).click();
  await expect(page).toHaveURL(/\/tender\//);
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(searchUrl);
  await expect(box).toHaveValue(WORD);
  await expect(regions.getByRole('checkbox', { name: new RegExp(`^${REGION}`) })).toBeChecked();
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(resultTitles(page)).toHaveText(firstTitle);

  // The URL alone restores the same search in a fresh page (bookmark / shared link).
  await page.goto(searchUrl);
  await expect(resultsStatus(page)).toContainText(/^Showing 13–/);
  await expect(resultTitles(page)).toHaveText(firstTitle);
});

test('save a filter profile, re-apply it after a reload, and the 4th profile is refused', async ({
  page,
  request,
}) => {
  const user = await createSearcher(request, 'Riley');
  await signIn(page, user, /\/home$/);
  await page.goto('/dashboard');

  const panel = page.getByRole('region', { name: 'Saved filter profiles' });
  await expect(panel.getByText('Save the filters you use often')).toBeVisible();
  await page
    .getByRole('group', { name: 'Region' })
    .getByRole('checkbox', { name: new RegExp(`^${REGION}`) })
    .click();
  await page.getByRole('combobox', { name: 'Security clearance' }).selectOption('no');
  await expect(page).toHaveURL(/clearance=no/);

  await panel.getByRole('button', { name: 'Save current filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save filter profile' });
  await dialog.getByRole('button', { name: 'Save profile' }).click();
  await expect(dialog.getByText('Profile name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Profile name' }).fill('  Ontario, no clearance  ');
  await dialog.getByRole('button', { name: 'Save profile' }).click();
  await expect(dialog).toBeHidden();
  const apply = panel.getByRole('button', { name: 'Apply filter profile Ontario, no clearance' });
  await expect(apply).toBeVisible();

  // Clear the filters (the default Open one too), reload: the profile is kept on the server and puts the
  // filters back.
  await page.getByRole('button', { name: /^Clear 3 filters$/ }).click();
  await expect(page).toHaveURL(/\/dashboard\?status=any$/);
  await page.reload();
  await apply.click();
  await expect(page).toHaveURL(/region=Ontario/);
  await expect(page).toHaveURL(/clearance=no/);
  await expect(
    page.getByRole('group', { name: 'Region' }).getByRole('checkbox', { name: new RegExp(`^${REGION}`) }),
  ).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Security clearance' })).toHaveValue('no');
  await expect(apply).toHaveAttribute('aria-pressed', 'true');

  // Two more through the API make 3; a 4th from the screen gets the fixed alert.
  for (const name of ['Quebec', 'Alberta']) {
    const created = await request.post('/api/me/filter-profiles', {
      headers: bearer(user.token),
      data: { name, filters: { regions: [name] } },
    });
    expect(created.status()).toBe(201);
  }
  await page.reload();
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await panel.getByRole('button', { name: 'Save current filters' }).click();
  await expect(panel.getByRole('alert')).toHaveText(PROFILE_LIMIT_MESSAGE);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Delete asks first, then frees a place.
  await panel.getByRole('button', { name: 'Actions for filter profile Quebec' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to delete this filter profile?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(2);
});

// No open notice contains this misspelling, but some are close in meaning (internet access services) and the
// bundled notices spell the word right.
const MISSPELT = 'telecomunications';

test('a search nothing matches says so, suggests the spelling, lists related tenders with Eastern closing times, and the Open filter comes off', async ({
  page,
  request,
}) => {
  const user = await createSearcher(request, 'Morgan');
  await signIn(page, user, /\/home$/);
  await page.goto('/dashboard');

  // Open tenders by default, shown as a removable filter.
  const chips = page.getByRole('list', { name: 'Filters in use' });
  await expect(chips.getByText('Open tenders only')).toBeVisible();

  const box = page.getByRole('searchbox', { name: 'Search tenders' });
  await box.fill(MISSPELT);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${MISSPELT}(&|$)`));

  // Plainly: nothing matches, no count of matches, a spelling to try, and the related tenders under their label.
  await expect(page.getByRole('heading', { name: `No tender matches “${MISSPELT}”` })).toBeVisible();
  await expect(page.getByText('Nothing contains your words.', { exact: false })).toBeVisible();
  await expect(resultsStatus(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Search for “telecommunications” instead' })).toBeVisible();
  const related = page.getByRole('region', { name: 'Related tenders' });
  await expect(related.getByRole('article').first()).toBeVisible();
  const lias = related.getByRole('article', { name: 'Local Internet Access Services (LIAS)' });
  await expect(lias).toBeVisible();
  // 11:00 UTC on April 27 is 7 a.m. in Toronto (daylight time), written with its zone.
  await expect(lias).toContainText('Apr 27, 2065, 7:00 a.m. ET');
  for (const card of await related.getByRole('article').all()) await expect(card).toContainText(/ ET\b/);

  // Removing the Open filter searches every status again, without it.
  await chips.getByRole('button', { name: 'Show closed tenders too' }).click();
  await expect(page).toHaveURL(/[?&]status=any(&|$)/);
  await expect(page.getByText('Open tenders only')).toHaveCount(0);
  await expect(resultsStatus(page)).toContainText(`for “${MISSPELT}”`);

  // The suggestion searches the right spelling, which matches.
  await page.getByRole('button', { name: 'Search for “telecommunications” instead' }).click();
  await expect(page).toHaveURL(/[?&]q=telecommunications(&|$)/);
  await expect(box).toHaveValue('telecommunications');
  await expect(resultsStatus(page)).toContainText('for “telecommunications”');
  await expect(page.getByRole('heading', { name: /^No tender matches/ })).toHaveCount(0);
});

test('a natural-language search puts its words and filters on the search page, each filter a chip that comes off', async ({
  page,
  request,
}) => {
  const user = await createSearcher(request, 'Avery');
  await signIn(page, user, /\/home$/);
  await page.goto('/dashboard');

  await page.getByRole('button', { name: 'AI Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Assistant' });
  await panel
    .getByRole('textbox', { name: 'Describe the tenders you want' })
    .fill('construction work in Ontario open now');
  await panel.getByRole('button', { name: 'Search' }).click();
  // What was understood, filter by filter; "work", "now" and "in" are not left as search words.
  await expect(panel.getByRole('list', { name: 'Filters understood' }).getByRole('listitem')).toHaveText(
    ['Status: Open', 'Region: Ontario'],
    { timeout: 20_000 },
  );
  await expect(panel.getByTestId('ai-search-explanation')).toContainText('Searching for "construction"');
  await panel.getByRole('button', { name: 'Show on the search page' }).click();
  await expect(panel).toBeHidden();

  await expect(page).toHaveURL(/\/dashboard\?q=construction&region=Ontario$/);
  await expect(page.getByRole('searchbox', { name: 'Search tenders' })).toHaveValue('construction');
  const chips = page.getByRole('list', { name: 'Filters in use' });
  await expect(chips.getByRole('listitem')).toHaveText(['Open tenders only', 'Region: Ontario']);
  // The two open Ontario construction tenders of the bundled notices.
  await expect(resultsStatus(page)).toHaveText('Showing 1–2 of 2 tenders for “construction”');
  await expect(
    page.getByRole('article', { name: 'E6TOR-23RM04 Light Construction Equipment Rental' }),
  ).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'E6TOR-23RM03 Heavy Construction Equipment Rental' }),
  ).toBeVisible();

  // By keyboard: the chip's remove button, then Enter; the search runs again without the region.
  await chips.getByRole('button', { name: 'Remove filter Region: Ontario' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\?q=construction$/);
  await expect(chips.getByRole('listitem')).toHaveText(['Open tenders only']);
  await expect(resultsStatus(page)).toHaveText(/^Showing 1–\d+ of \d+ tenders for “construction”$/);
  await expect(resultsStatus(page)).not.toHaveText('Showing 1–2 of 2 tenders for “construction”');
});
