import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { tryDemoAccount } from './support/accounts';

/**
 * The AI panel journey on a store whose tenders are known: 600 generated notices (SYN- references: IT, cleaning,
 * construction … across every province, closing within the next two months) are loaded with the real ingest
 * command into a fresh data directory, and a second instance of the built server serves them. The demo account
 * (completed company profile) sees three recommendations from that profile with percentages → a natural-language
 * query whose explanation shows above its results.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_AI_PORT ?? 3124);
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let dataDir = '';

const run = (args: string[], env: Record<string, string>) => {
  const result = spawnSync('npx', ['tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
};

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tenderscout-e2e-ai-'));
  const file = path.join(dataDir, 'generated.csv');
  run(
    ['server/src/modules/tenders/ingest/generate-cli.ts', '--count', '600', '--out', file, '--seed', '77'],
    {},
  );
  run(['server/src/modules/tenders/ingest/cli.ts', file], { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  server = spawn('node', [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      INGEST_ON_START: 'off',
      EMBEDDING_JOB: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the AI journey server did not start');
});

// Each journey loads several screens and waits on the scoring of 600 notices: minutes, not one, on a busy
// machine.
test.describe.configure({ timeout: 240_000 });

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the company profile gives three recommendations with percentages, and an NL query shows its explanation and results', async ({
  page,
}) => {
  await tryDemoAccount(page, `${base}/login`);
  await page.goto(`${base}/dashboard`);

  await page.getByRole('button', { name: 'AI Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Assistant' });
  await expect(panel.getByRole('button', { name: 'Quick Setup' })).toHaveCount(0);

  const recommendations = panel.getByRole('list', { name: 'Recommended for you' });
  await expect(recommendations.getByRole('listitem')).toHaveCount(3, { timeout: 20_000 });
  for (const item of await recommendations.getByRole('listitem').all()) {
    await expect(item.getByText(/^\d{1,3}%$/)).toBeVisible();
    await expect(item.getByRole('link')).toHaveAttribute('href', /^\/tender\/SYN-/);
  }
  await expect(panel.getByText(/^\+\d+ more$/)).toBeVisible();

  const box = panel.getByRole('textbox', { name: 'Describe the tenders you want' });
  const submit = panel.getByRole('button', { name: 'Search' });
  await expect(submit).toBeDisabled();
  await box.fill('   ');
  await expect(submit).toBeDisabled();
  await box.fill('software development in Ontario closing in the next 2 months');
  await submit.click();

  const explanation = panel.getByTestId('ai-search-explanation');
  await expect(explanation).toContainText('Searching for "software development"', { timeout: 20_000 });
  await expect(explanation).toContainText('Ontario');
  await expect(explanation).toContainText('next 2 months');
  const results = panel.getByRole('list', { name: 'AI search results' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await expect(results.getByRole('link').first()).toContainText('Software development');

  // A recommendation opens its tender by a full page load.
  const first = recommendations.getByRole('link').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/tender\/SYN-/);
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
});

// The generated store (seed 77) holds 22 snow-removal notices ("Snow removal services - <city>", closing from 10 days
// ago to 60 days ahead, so most are open), filed under unrelated commodity codes: the title and the profile's words
// are what match.
test('a snow-removal company describes itself in its company profile and gets snow removal first', async ({
  page,
}) => {
  await tryDemoAccount(page, `${base}/login`);
  await page.goto(`${base}/onboarding`);
  await page.getByRole('button', { name: 'Next' }).click();

  const services = page.getByRole('group', { name: /Primary services/ });
  const snowRemoval = services.getByRole('checkbox', { name: 'Snow Removal' });
  // The demo profile's services (software, IT consulting) are unchecked once the step shows them.
  await expect(snowRemoval).toBeVisible();
  const checked = services.getByRole('checkbox', { checked: true });
  await expect(checked).toHaveCount(2);
  while ((await checked.count()) > 0) await checked.first().uncheck();
  await snowRemoval.check();
  await page
    .getByRole('textbox', { name: /What your company sells/ })
    .fill('Snow removal, snow clearing and winter maintenance of parking lots and roads');
  // The commodity picker searches the codes the notices carry.
  const codes = page.getByRole('combobox', { name: 'Commodity codes' });
  await codes.fill('cleaning');
  await expect(
    page.getByRole('option', { name: /76111500 – General building and office cleaning/ }),
  ).toBeVisible();
  await codes.fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  // Onboarding ends on Home, where the profile's recommendations show with their reasons.
  await expect(page).toHaveURL(/\/home$/);
  const home = page.getByRole('list', { name: 'Recommended for your company' });
  await expect(home.getByRole('listitem')).toHaveCount(5, { timeout: 20_000 });
  for (const item of await home.getByRole('listitem').all()) {
    await expect(item.getByRole('link')).toContainText('Snow removal services');
    await expect(item).toContainText(/Why: .*Matches your specialization "Snow Removal"/);
  }

  // The AI Assistant on the search screen reads the same profile.
  await page.goto(`${base}/dashboard`);
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Assistant' });
  const recommendations = panel.getByRole('list', { name: 'Recommended for you' });
  await expect(recommendations.getByRole('listitem')).toHaveCount(3, { timeout: 20_000 });
  for (const link of await recommendations.getByRole('link').all())
    await expect(link).toContainText('Snow removal services');

  // The same profile, edited later in Settings → Company.
  await panel.getByRole('link', { name: 'Edit company profile' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=company$/);
  const description = page.getByRole('textbox', { name: /What your company sells/ });
  await expect(description).toHaveValue(/^Snow removal, snow clearing/);
  await page
    .getByRole('group', { name: /Working languages/ })
    .getByRole('checkbox', { name: 'French' })
    .check();
  await page.getByRole('button', { name: 'Save company profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Company profile saved' })).toBeVisible();
});
