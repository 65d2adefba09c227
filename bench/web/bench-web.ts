/**
 * `npm run bench:web`: the first load of `/` (anonymous) and of `/dashboard` (signed in) in headless Chromium on
 * loopback, with the network throttled to a typical mobile 4G profile through the Chrome DevTools Protocol
 * (`Network.emulateNetworkConditions`: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, the profile
 * Lighthouse uses for mobile). Each load starts from an empty cache in a new browser context.
 *
 * Reports, per page, the median and p95 over BENCH_RUNS loads (default 5) of: bytes transferred (encoded, as they
 * crossed the wire), first contentful paint and largest contentful paint, with the machine's load average.
 *
 * Runs against the built app (`npm run build` first): the script starts `server/dist/main.js` on a free port
 * with a fresh data directory and the bundled notices.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { SingleBar, Presets } from 'cli-progress';
import { findChromium } from '../../e2e/chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ADMIN = { email: 'bench-admin@tenderscout.test', password: 'bench-admin-password-1' };
const PROFILE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const waitForHealth = async (base: string) => {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/health within 5 minutes');
};

interface Load {
  bytes: number;
  fcp: number;
  lcp: number;
}

/** One cold load of `url`, throttled; `session` (token + user) is put in localStorage before the app starts. */
const loadOnce = async (browser: Browser, url: string, session?: Record<string, string>): Promise<Load> => {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, session);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PROFILE });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // LCP is final once the user interacts; a click on the page's body ends it like a first input would.
  await page.mouse.click(1, 1);
  const landed = new URL(page.url()).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
  const paint = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        // Buffered entries arrive in the first callback; the last one is the page's largest contentful paint.
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve({ fcp, lcp: list.getEntries().at(-1)?.startTime ?? 0 });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return { bytes, fcp: paint.fcp, lcp: paint.lcp };
};

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

/** Starts the built server on a free port with a fresh data directory. */
const startServer = async (serverEntry: string) => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-bench-web-'));
  const server = spawn(process.execPath, [serverEntry], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  return { base, dataDir, server };
};

/** Signs the admin in and completes onboarding, so `/dashboard` renders instead of redirecting. */
const signIn = async (base: string): Promise<Record<string, string>> => {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { access_token: token, user } = (await login.json()) as { access_token: string; user: unknown };
  const onboarded = await fetch(`${base}/api/auth/onboarding`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      company_profile: {
        companyName: 'Bench Supplies Inc.',
        companySize: 'small',
        industry: 'Construction',
        primaryServices: ['Project Management'],
        targetRegions: ['Ontario'],
        certifications: [],
        averageContractValue: '100k-500k',
        preferredContractTypes: ['Fixed Price'],
        experienceLevel: 'experienced',
      },
      onboarding_complete: true,
    }),
  });
  if (!onboarded.ok) throw new Error(`onboarding answered ${onboarded.status}: ${await onboarded.text()}`);
  const me = (await (
    await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Record<string, unknown> | undefined;
  return { token, user: JSON.stringify(me ?? user) };
};

interface PageTarget {
  name: string;
  url: string;
  session?: Record<string, string>;
}

interface PageLoads {
  name: string;
  loads: Load[];
}

const measurePages = async (browser: Browser, pages: PageTarget[]): Promise<PageLoads[]> => {
  const bar = new SingleBar({ format: 'loads {bar} {value}/{total} {page}' }, Presets.shades_classic);
  bar.start(pages.length * RUNS, 0, { page: '' });
  const results: PageLoads[] = [];
  for (const target of pages) {
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      loads.push(await loadOnce(browser, target.url, target.session));
      bar.increment(1, { page: target.name });
    }
    results.push({ name: target.name, loads });
  }
  bar.stop();
  return results;
};

const printResults = (results: PageLoads[]) => {
  const [load1, load5] = os.loadavg();
  console.log(
    `\n${RUNS} cold loads per page, 4G (150 ms RTT, 1.6 Mbit/s down); ${os.cpus().length} cores, load ${load1?.toFixed(2)} / ${load5?.toFixed(2)} (1 / 5 min)`,
  );
  console.log(
    'page                      | kB transferred (median) | FCP median / p95 ms | LCP median / p95 ms',
  );
  for (const { name, loads } of results) {
    const kb = quantile(
      loads.map((load) => load.bytes),
      0.5,
    );
    const fcp = loads.map((load) => load.fcp);
    const lcp = loads.map((load) => load.lcp);
    console.log(
      `${name.padEnd(26)}| ${(kb / 1024).toFixed(0).padStart(23)} | ${quantile(fcp, 0.5).toFixed(0).padStart(8)} / ${quantile(fcp, 0.95).toFixed(0).padEnd(8)} | ${quantile(lcp, 0.5).toFixed(0).padStart(8)} / ${quantile(lcp, 0.95).toFixed(0)}`,
    );
  }
};

const main = async () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const serverEntry = path.join(root, 'server/dist/main.js');
  if (!existsSync(serverEntry) || !existsSync(path.join(root, 'web/dist/index.html'))) {
    throw new Error('build the app first: npm run build');
  }
  const { base, dataDir, server } = await startServer(serverEntry);
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitForHealth(base);
    const session = await signIn(base);
    const results = await measurePages(browser, [
      { name: '/ (anonymous)', url: `${base}/` },
      { name: '/dashboard (signed in)', url: `${base}/dashboard`, session },
    ]);
    printResults(results);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
