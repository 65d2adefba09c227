import { expect, test } from '@playwright/test';

test('the landing page renders with its hero, features and licence line', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Canadian government tenders');
  await expect(page.getByRole('link', { name: 'Search Tenders' })).toBeVisible();
  for (const feature of ['AI-Powered Intelligence', 'Advanced Search', 'PDF Processing', 'Smart Tracking']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  await expect(
    page.getByText('Contains information licensed under the Open Government Licence – Canada.'),
  ).toBeVisible();
});

test('a protected route sends a signed-out visitor to sign in; the search does not', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Search tenders' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the API and the app share one port, and unknown API paths answer JSON 404', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok' });
  const missing = await request.get('/api/nothing-here');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({
    key: 'http.notFound',
    params: { method: 'GET', path: '/api/nothing-here' },
    detail: 'Not found: GET /api/nothing-here',
  });
});
