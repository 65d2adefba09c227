import { expect, test } from '@playwright/test';
import { ADMIN, signIn, tryDemoAccount } from './support/accounts';

/** A real 1×1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a console error is previewed in a bug report with a screenshot, which the admin sees and resolves', async ({
  page,
}) => {
  const title = `Dashboard spinner never stops ${Date.now()}`;
  await tryDemoAccount(page);

  // Errors the page meets: console.error calls, uncaught errors and unhandled rejections.
  await page.evaluate(() => {
    console.error('E2E probe: search widget exploded');
    setTimeout(() => {
      throw new Error('E2E probe: uncaught in a timer');
    }, 0);
    void Promise.reject(new Error('E2E probe: rejected promise'));
  });
  await page.waitForTimeout(100);

  await page.getByRole('button', { name: 'Send feedback or report a bug' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await expect(dialog).toBeVisible();
  const include = dialog.getByRole('checkbox', { name: /Include console errors \(\d+\)/ });
  await expect(include).toBeChecked();
  // Newest first: the three probes are the first three previewed.
  const preview = dialog.getByRole('list');
  await expect(preview).toContainText('E2E probe: search widget exploded');
  await expect(preview).toContainText('E2E probe: uncaught in a timer');
  await expect(preview).toContainText('E2E probe: rejected promise');

  // The spec's validation: required fields, then a non-image screenshot.
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(dialog.getByText('Please select an image file')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('After typing a query the results never load.');
  await fileInput.setInputFiles({ name: 'spinner.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Thank you!')).toBeVisible();
  // The thank-you view closes by itself after 2 s.
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  // The admin sees it in the Feedback tab with its errors and screenshot, and resolves it.
  await page.getByRole('button', { name: 'Account menu for Demo User' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, ADMIN, /\/(home|onboarding)$/);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Feedback' }).click();
  const report = page.getByRole('button', { name: new RegExp(title) });
  await expect(report).toBeVisible();
  await report.click();
  const panel = page.getByRole('region', { name: new RegExp(title) });
  await expect(panel).toContainText('After typing a query the results never load.');
  await expect(panel).toContainText(/From Demo User \(demo\+[0-9a-f]{12}@tenderscout\.ca\)/);
  await expect(panel).toContainText('E2E probe: search widget exploded');
  await expect(panel).toContainText('E2E probe: rejected promise');
  const screenshot = panel.getByRole('img', { name: `Screenshot attached to “${title}”` });
  await expect(screenshot).toBeVisible();
  // The image really decoded: a 1×1 picture from the stored file.
  expect(await screenshot.evaluate((image) => (image as { naturalWidth: number }).naturalWidth)).toBe(1);

  await panel.getByRole('button', { name: `Mark “${title}” resolved` }).click();
  await expect(page.getByText('Feedback marked resolved')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
  await page.getByText(/^Resolved \(\d+\)$/).click();
  await expect(page.getByRole('radio', { name: /Resolved/ })).toBeChecked();
  await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible();
});
