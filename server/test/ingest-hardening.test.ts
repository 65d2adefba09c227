import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Analytics } from '@tenderscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSV_HEADER_LINE,
  createRandom,
  generateNotice,
  toCsvLine,
} from '../src/modules/tenders/ingest/generator';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { repoRoot } from '../src/lib/paths';
import { killServerProcess, startServerProcess, type ServerProcess } from './support/server-process';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

const noticesCsv = (
  count: number,
  damage: (index: number, record: Record<string, string>) => void = () => {},
) => {
  const random = createRandom(7);
  const lines = [CSV_HEADER_LINE];
  for (let index = 1; index <= count; index += 1) {
    const record = generateNotice(random, index, Date.now());
    damage(index, record);
    lines.push(toCsvLine(record));
  }
  return lines.join('');
};

describe(`ingest keeps the good rows of a damaged file (${testEngine()} store)`, () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-ingest-bad-'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('rejects the row with a NUL byte alone, stores the other 599 and reports the count', async () => {
    const file = path.join(dir, 'nul.csv');
    await writeFile(
      file,
      noticesCsv(600, (index, record) => {
        if (index === 300) {
          const key = Object.keys(record).find((name) => name.startsWith('tenderDescription'))!;
          record[key] = `Snow removal\u0000 at the depot`;
        }
      }),
    );
    const summary = await ingestSource(t.store.db, file);
    expect(summary).toMatchObject({ rowsRead: 600, inserted: 599, rejected: 1, error: null });
    expect(summary.rejects).toEqual([
      { line: expect.any(Number) as number, reason: expect.stringMatching(/NUL character/) as string },
    ]);
    const run = await t.store.db
      .selectFrom('ingest_runs')
      .select(['status', 'rows_rejected'])
      .where('id', '=', summary.runId)
      .executeTakeFirstOrThrow();
    expect(run).toEqual({ status: 'succeeded', rows_rejected: 1 });
  }, 120_000);
});

/**
 * `npm run ingest` killed mid-download (a real process, SIGKILL): the next server start shows the run as
 * interrupted in Analytics instead of running for ever. The embedded store, which one process holds at a time.
 */
describe('an ingest killed mid-run shows as interrupted (real processes)', () => {
  let dataDir: string;
  let feed: Server;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-interrupted-'));
  });
  afterAll(async () => {
    await killServerProcess(server);
    feed?.closeAllConnections();
    feed?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('marks the run interrupted at the next start', async () => {
    // A feed that sends part of a file, then never finishes.
    let requested: () => void = () => undefined;
    const requestArrived = new Promise<void>((resolve) => (requested = resolve));
    feed = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.write(noticesCsv(50));
      requested();
    });
    feed.listen(0, '127.0.0.1');
    await once(feed, 'listening');
    const feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/open.csv`;

    const ingest = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/src/modules/tenders/ingest/cli.ts', feedUrl],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
        stdio: 'ignore',
      },
    );
    const ingestExit = once(ingest, 'exit');
    // The run is recorded before the download starts: once the feed is asked for, the run is 'running'.
    await requestArrived;
    ingest.kill('SIGKILL');
    await ingestExit;

    const email = 'admin@example.ca';
    const password = 'a-long-admin-passphrase-2026';
    server = await startServerProcess({ DATA_DIR: dataDir, ADMIN_EMAIL: email, ADMIN_PASSWORD: password });
    await server.waitFor(/"store ready"/);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const analytics = await fetch(`${server.url}/api/analytics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(analytics.status).toBe(200);
    const body = (await analytics.json()) as Analytics;
    const run = body.pipeline.feeds.find((entry) => entry.last_run?.source === feedUrl)?.last_run;
    expect(run).toMatchObject({
      status: 'interrupted',
      error: 'Interrupted: the process stopped before the run finished',
    });
    expect(run?.finished_at).not.toBeNull();
  }, 180_000);
});
