import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './chromium.mjs';
import { ADMIN } from './tests/support/accounts';

const port = Number(process.env.E2E_PORT ?? 3123);
// Made once by the runner; its workers load this file again and find it in the environment (the journeys read
// the server's mail outbox there: tests/support/accounts.ts).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'tenderscout-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// Absolute: the CLIs run from the directory npm was started in.
const awardSample = path.resolve('..', 'data', 'canadabuys', 'awards', 'awardNotice-sample.csv');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // Award history for the awards journey: generated award notices (SYN-) and the real sample, loaded into the
    // empty store before the server starts (which then loads the bundled real tenders).
    command:
      `node ../server/dist/generate-awards.js --count 3000 --out ${path.join(dataDir, 'awards.csv')} && ` +
      `node ../server/dist/ingest.js ${path.join(dataDir, 'awards.csv')} ${awardSample} && ` +
      'node ../server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      INGEST_ON_START: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The admin of the accounts journey (e2e/tests/accounts.spec.ts).
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Every journey registers its own account from this one address.
      REGISTRATIONS_PER_15_MINUTES: '1000',
    },
  },
});
