import { expect, test } from '@playwright/test';
import { createApprovedUser } from './support/accounts';

// A real notice from data/canadabuys (closed, delivered in the National Capital Region), with generated award
// notices of the same commodity family in the store.
const TENDER = { id: 'cb-36-77045401', title: 'Information Management Architect services' };
const REGION = 'National Capital Region (NCR)';

test('a visitor searches, filters, opens a tender with its awards, and saving asks to sign in, then comes back saved', async ({
  page,
  request,
}) => {
  const user = await createApprovedUser(
    request,
    { email: `visitor.${Date.now()}@example.ca`, password: 'visitor-password', name: 'Vic Visitor' },
    'Visitor Ltd.',
  );

  // The landing page's button opens the search, no account needed.
  await page.goto('/');
  await page.getByRole('link', { name: 'Search Tenders' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0);

  // Search, show the closed ones, filter by region.
  const box = page.getByRole('searchbox', { name: 'Search tenders' });
  await box.fill('Information Management Architect');
  await box.press('Enter');
  await page.getByRole('button', { name: 'Show closed tenders too' }).click();
  await expect(page).toHaveURL(/status=any/);
  const regions = page.getByRole('group', { name: 'Region' });
  await regions.getByRole('checkbox', { name: new RegExp(`^${REGION.replace(/[()]/g, '\\$&')}`) }).click();
  await expect(page).toHaveURL(/status=any.*region=National|region=National.*status=any/);
  // The filtered results have replaced the unfiltered ones before a card is chosen.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  // Open the tender: its page and its award history are public.
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: TENDER.title }) });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: TENDER.title }).click();
  await expect(page).toHaveURL(new RegExp(`/tender/${TENDER.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: TENDER.title })).toBeVisible();
  const awards = page.getByRole('region', { name: 'Past awards like this' });
  await expect(
    awards.getByRole('list', { name: 'Past awards like this' }).getByRole('listitem').first(),
  ).toBeVisible();

  // Save needs an account: asked at that moment, then back to the same tender, saved.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to save this tender' });
  await dialog.getByRole('button', { name: 'Sign in or create an account' }).click();
  await expect(page).toHaveURL(/\/login\?return=/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tender/${TENDER.id}$`));
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The save is on the server: Saved Tenders lists it.
  await page.goto('/bookmarks');
  await expect(page.getByRole('article', { name: TENDER.title })).toBeVisible();
});
