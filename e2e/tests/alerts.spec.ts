import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, createOnboardedUser, signIn } from './support/accounts';

/** An approved user with a completed company profile, made through the API; returns its token too. */
const createWatcher = (request: APIRequestContext) =>
  createOnboardedUser(
    request,
    { email: `watcher.${Date.now()}@example.ca`, password: 'watcher-password', name: 'Wren Watcher' },
    'Watch Co.',
    {
      companyName: 'Watch Co.',
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

// Matching a newly ingested notice, the e-mail (real SMTP server), the bell count and the unsubscribe link are
// covered end to end by server/test/alerts.test.ts: this browser journey cannot add notices to the store.
test('save a dashboard search as an alert, find it in Alerts with its feed, open its results, pause it', async ({
  page,
  request,
}) => {
  const user = await createWatcher(request);
  await signIn(page, user, /\/home$/);

  // The dashboard's search and region filter (beside the default "open" status), saved as "as soon as found".
  await page.goto('/dashboard?q=canada&region=Ontario');
  await expect(page.getByRole('searchbox', { name: 'Search tenders' })).toHaveValue('canada');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Canada in Ontario');
  await expect(dialog.getByRole('combobox', { name: 'Alert frequency' })).toHaveValue('instant');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search “Canada in Ontario” saved. Manage it in Alerts.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The bell is in the navbar, with nothing unread yet.
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No notifications yet.')).toBeVisible();
  await page.keyboard.press('Escape');

  // Alerts: the saved search with its frequency; its feed answers Atom without a sign-in.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Alerts' })
    .click();
  await expect(page).toHaveURL(/\/alerts$/);
  // A new account with a completed company profile: "New tenders for my company" is on, as a daily digest.
  const company = page.getByRole('region', { name: 'New tenders for my company' });
  await expect(company.getByRole('combobox', { name: 'Alert frequency' })).toHaveValue('daily');
  await expect(company.getByRole('link', { name: 'Edit your company profile' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Canada in Ontario' });
  await expect(card.getByText('Search: canada · 2 filters')).toBeVisible();
  await expect(card.getByRole('combobox', { name: 'Alert frequency' })).toHaveValue('instant');
  const saved = await request.get('/api/me/saved-searches', { headers: bearer(user.token) });
  const [search] = ((await saved.json()) as { saved_searches: Array<{ feed_url: string }> }).saved_searches;
  const feed = await request.get(new URL(search!.feed_url).pathname + new URL(search!.feed_url).search);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  expect(await feed.text()).toContain('TenderScout: Canada in Ontario');

  // Pause it: the choice is kept on the server.
  await card.getByRole('combobox', { name: 'Alert frequency' }).selectOption('off');
  await expect(page.getByText('Saved search updated')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('article', { name: 'Canada in Ontario' })
      .getByRole('combobox', { name: 'Alert frequency' }),
  ).toHaveValue('off');

  // Open its results: the dashboard runs the same search.
  await page.getByRole('link', { name: 'Open the results of Canada in Ontario' }).click();
  await expect(page).toHaveURL(/\/dashboard\?q=canada&status=open&region=Ontario$/);
  await expect(page.getByRole('searchbox', { name: 'Search tenders' })).toHaveValue('canada');
  await expect(page.getByRole('checkbox', { name: /Ontario/ })).toBeChecked();
});
