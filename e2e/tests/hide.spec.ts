import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createOnboardedUser, signIn } from './support/accounts';

/** An approved user with a completed company profile, made through the API. */
const createHider = (request: APIRequestContext, name: string) =>
  createOnboardedUser(
    request,
    { email: `${name.toLowerCase()}.${Date.now()}@example.ca`, password: 'hider-password', name },
    'Hide Co.',
    {
      companyName: 'Hide Co.',
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

const resultsLine = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing / });
// A closing time as every screen shows it: in Eastern time, with its zone.
const EASTERN_CLOSING = /Closes [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [ap]\.m\. ET/;

test('Home lists open tenders only, each closing time in Eastern time', async ({ page, request }) => {
  const user = await createHider(request, 'Olive');
  await signIn(page, user, /\/home$/);
  const recent = page.getByRole('region', { name: 'Recent Tenders' });
  const cards = recent.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    await expect(card).not.toContainText('Closed');
    await expect(card).toContainText(/\d+ days? left/);
    await expect(card).toContainText(EASTERN_CLOSING);
  }
});

test('mark a result not applicable, see it counted as hidden, Undo it, then restore one from Saved Tenders', async ({
  page,
  request,
}) => {
  const user = await createHider(request, 'Hugo');
  await signIn(page, user, /\/home$/);
  await page.goto('/dashboard?q=services');

  // The dashboard opens on open tenders.
  await expect(page.getByText('Open tenders only')).toBeVisible();
  await expect(resultsLine(page)).toContainText('for “services”');
  const firstCard = page.getByRole('article').first();
  const title = ((await firstCard.getByRole('link').first().textContent()) ?? '').trim();
  expect(title).not.toBe('');
  await expect(firstCard).toContainText(EASTERN_CLOSING);
  const totalBefore = (await resultsLine(page).textContent()) ?? '';
  await expect(page.getByText(/\d+ hidden/)).toHaveCount(0);

  // Not applicable: the card leaves the results, the results line counts it, and Undo is offered at once.
  await firstCard.getByRole('button', { name: 'Not applicable' }).click();
  await expect(page.getByText('Marked not applicable: hidden from your searches.')).toBeVisible();
  await expect(page.getByText('1 hidden')).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);

  // Undo: back in the results, no longer counted.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByText('1 hidden')).toHaveCount(0);
  await expect(resultsLine(page)).toHaveText(totalBefore);

  // Hide it again and let the Undo pass: "Show" brings hidden tenders into the results on demand.
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Not applicable' }).click();
  await expect(page.getByText('1 hidden')).toBeVisible();
  await page.getByRole('button', { name: 'Show the tenders you marked not applicable' }).click();
  await expect(page).toHaveURL(/[?&]hidden=show(&|$)/);
  const shown = page.getByRole('article', { name: title });
  await expect(shown.getByRole('button', { name: 'Not applicable' })).toHaveAttribute('aria-pressed', 'true');

  // Saved Tenders lists it under Not applicable; Restore puts it back in the searches.
  await page.goto('/bookmarks');
  await page.getByRole('tab', { name: 'Not applicable (1)' }).click();
  const hidden = page.getByRole('article', { name: title });
  await expect(hidden).toContainText(EASTERN_CLOSING);
  await hidden.getByRole('button', { name: `Restore ${title} to your searches` }).click();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await expect(page.getByText('You have not marked any tender not applicable.')).toBeVisible();

  await page.goto('/dashboard?q=services');
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByText(/\d+ hidden/)).toHaveCount(0);
});
