import { expect, test } from '@playwright/test';

test('the API reference renders from the app itself, with the search operation and both credentials', async ({
  page,
}) => {
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== '127.0.0.1' && url.protocol !== 'data:') external.push(request.url());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /TenderScout API/ })).toBeVisible();
  await expect(page.getByText('/api/search', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Authorize/ }).click();
  await expect(page.getByText('bearerAuth')).toBeVisible();
  await expect(page.getByText('apiKey', { exact: false }).first()).toBeVisible();
  expect(external).toEqual([]);
});
