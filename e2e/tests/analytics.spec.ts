import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from './support/accounts';

test('the analytics dashboard shows the measured figures and exports them as CSV', async ({ page }) => {
  await signIn(page, ADMIN, /\/(home|onboarding)$/);

  const response = page.waitForResponse((answer) => answer.url().includes('/api/analytics'));
  await page.goto('/analytics');
  const analytics = (await (await response).json()) as {
    tenders: { total: number; open: number };
    pipeline: { feeds: Array<{ feed: string; last_run: { rows_read: number } | null }> };
    by_region: Array<{ label: string; count: number }>;
  };
  // The bundled real CanadaBuys notices were loaded at start.
  expect(analytics.tenders.total).toBeGreaterThan(100);

  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const format = (value: number) => new Intl.NumberFormat('en-CA').format(value);
  await expect(page.getByLabel(`Total Tenders: ${format(analytics.tenders.total)}`)).toBeVisible();
  await expect(page.getByLabel(`Open Tenders: ${format(analytics.tenders.open)}`)).toBeVisible();
  const pipeline = page.getByRole('region', { name: 'Pipeline Status' });
  await expect(pipeline.getByRole('row', { name: /Bundled sample/ })).toContainText('Succeeded');
  await expect(page.getByRole('region', { name: 'Regional Distribution' })).toContainText(
    `${analytics.by_region[0]!.label}: ${analytics.by_region[0]!.count}`,
  );
  await expect(page.getByRole('region', { name: 'System Info' })).toContainText('Embedded (PGlite)');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tenderscout-analytics-.*\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toContain('Section,Metric,Value');
  expect(csv).toContain(`Tenders,Total Tenders,${analytics.tenders.total}`);
  expect(csv).toContain(`Regions,${analytics.by_region[0]!.label},${analytics.by_region[0]!.count}`);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByLabel(`Total Tenders: ${format(analytics.tenders.total)}`)).toBeVisible();
});
