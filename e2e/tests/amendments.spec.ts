import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { ADMIN, bearer, createApprovedUser, apiToken } from './support/accounts';

/**
 * An amended tender, end to end: a real notice (Weekly Courier Services) is loaded with the ingest command into a
 * fresh store, a user saves it and begins a response; the server stops, its amendment 001 (closing moved a week,
 * a new mandatory criterion, a new attachment, a typo corrected) is ingested, and the server starts again. The
 * tender page shows the amendment's changes, material or minor, with the corrected word; the response builder
 * shows a banner naming what changed and the section to revisit.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_AMEND_PORT ?? 3125);
const base = `http://127.0.0.1:${port}`;
const ID = 'cb-120-98313427';
const USER = { email: 'amendments@tenderscout.test', password: 'amended-notice-journey', name: 'Amy' };
let server: ChildProcess | undefined;
let dataDir = '';

const run = (args: string[], env: Record<string, string> = {}) => {
  const result = spawnSync('npx', ['tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
};

const startServer = async () => {
  server = spawn('node', [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      INGEST_ON_START: 'off',
      EMBEDDING_JOB: 'off',
      ALERT_JOB: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      REGISTRATIONS_PER_15_MINUTES: '1000',
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
  throw new Error('the amendments journey server did not start');
};

const stopServer = async () => {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    running.once('exit', () => resolve());
    running.kill('SIGTERM');
  });
};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tenderscout-e2e-amend-'));
  run(['server/test/support/write-amended-notice-cli.ts', dataDir]);
  run(['server/src/modules/tenders/ingest/cli.ts', path.join(dataDir, 'original.csv')], {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  await startServer();
  const api = await playwrightRequest.newContext({ baseURL: base });
  await createApprovedUser(api, USER, 'Amy Couriers', dataDir);
  const headers = bearer(await apiToken(api, USER));
  expect((await api.post('/api/me/bookmarks', { headers, data: { tender_id: ID } })).status()).toBe(201);
  const draft = await api.put(`/api/me/responses/${ID}`, {
    headers,
    data: {
      base_version: 0,
      sections: {
        executive_summary: 'We have delivered hospital mail in Winnipeg for ten years.',
        technical_approach: 'Two runs a day, with refrigerated coolers for lab specimens.',
        project_team: 'Three experienced drivers and a dispatcher.',
        budget: 'A fixed price per run.',
      },
    },
  });
  expect(draft.ok()).toBe(true);
  await api.dispose();
  await stopServer();
  run(['server/src/modules/tenders/ingest/cli.ts', path.join(dataDir, 'amended.csv')], {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the tender page shows what the amendment changed, and the response builder what to revisit', async ({
  page,
}) => {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(USER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(USER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  await page.goto(`${base}/tender/${ID}`);
  const amendment = page.getByRole('region', { name: /^Amendment 1 · Jan 9, 2026$/ });
  const changes = amendment.getByRole('listitem');
  await expect(changes).toHaveCount(4);
  await expect(changes.nth(0)).toContainText('Material');
  await expect(changes.nth(0)).toContainText(
    'Closing moved from Jan 19, 2026, 5:00 p.m. ET to Jan 26, 2026, 2:00 p.m. ET',
  );
  await expect(changes.nth(1)).toContainText('New mandatory criterion: The courier must hold a valid');
  await expect(changes.nth(2)).toContainText('New attachment: amendment-001_rfp-en.pdf');
  await expect(changes.nth(3)).toContainText('Minor');
  await expect(changes.nth(3).getByRole('deletion').filter({ hasText: 'specimnes' })).toBeVisible();
  await expect(changes.nth(3).getByRole('insertion').filter({ hasText: 'specimens' })).toBeVisible();

  await page.goto(`${base}/tender/${ID}/respond`);
  const banner = page
    .getByRole('alert')
    .filter({ hasText: 'This tender was amended after you began this response' });
  await expect(banner).toContainText('(amendment 1, Jan 9, 2026)');
  await expect(banner).toContainText(
    'Closing moved from Jan 19, 2026, 5:00 p.m. ET to Jan 26, 2026, 2:00 p.m. ET',
  );
  await expect(banner).toContainText(
    'Project Team: The courier must hold a valid Transportation of Dangerous Goods (TDG) certificate.',
  );
});
