import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/lib/paths';
import { killServerProcess, startServerProcess, type ServerProcess } from './support/server-process';
import { createPostgresDatabase, testEngine } from './support/test-app';

// A real CanadaBuys file, served by a local HTTP server standing in for the open-notices feed.
const FEED_FILE = path.join(repoRoot, 'data/canadabuys/newTenderNotice-nouvelAvisAppelOffres.csv');
const INGESTED = /"feed":"open-notices","runId"/;
const SEARCH_LIMIT = 4;

describe(`several instances run each background job once (${testEngine()} store, real processes)`, () => {
  let feedServer: Server;
  let feedUrl: string;
  let feedRequests = 0;
  let dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let database: { url: string; drop(): Promise<void> } | undefined;

  const instance = async (dataDir: string): Promise<ServerProcess> => {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      INGEST_ON_START: 'on',
      LIVE_FEED_OPEN_NOTICES_URL: feedUrl,
      LIVE_FEED_NEW_NOTICES_URL: feedUrl,
      AWARDS_FEED_URL: 'off',
      DOCUMENT_DOWNLOADS: 'off',
      ALERT_JOB: 'off',
      JOB_STANDBY_SECONDS: '1',
      SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCH_LIMIT),
      JWT_SECRET: 'a-test-secret-that-is-long-enough-for-both-instances',
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    servers.push(server);
    return server;
  };

  const ingestRuns = async (): Promise<number> => {
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    try {
      const result = await client.query<{ count: string }>(
        "SELECT count(*) AS count FROM ingest_runs WHERE feed = 'open-notices'",
      );
      return Number(result.rows[0]!.count);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    const body = await readFile(FEED_FILE);
    feedServer = createServer((_request, response) => {
      feedRequests += 1;
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.end(body);
    });
    feedServer.listen(0, '127.0.0.1');
    await once(feedServer, 'listening');
    feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/openTenderNotice.csv`;
    if (testEngine() === 'postgres') database = await createPostgresDatabase();
    dataDirs = [
      await mkdtemp(path.join(os.tmpdir(), 'tenderscout-two-a-')),
      await mkdtemp(path.join(os.tmpdir(), 'tenderscout-two-b-')),
    ];
  });

  afterAll(async () => {
    for (const server of servers) await killServerProcess(server);
    feedServer?.close();
    await database?.drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  if (testEngine() === 'postgres') {
    it('both serve; a limit of N and failed sign-ins are counted in total; the feed is ingested once; killing the runner hands the feeds over', async () => {
      const first = await instance(dataDirs[0]!);
      await first.waitFor(/store ready/);
      const second = await instance(dataDirs[1]!);
      await second.waitFor(/store ready/);
      for (const server of [first, second]) {
        const ready = await fetch(`${server.url}/api/health/ready`);
        expect(ready.status).toBe(200);
      }

      // One instance ingests the feed; the other finds the live-feeds lock taken and stands by.
      const [runner, standby] = await Promise.race([
        first.waitFor(INGESTED).then(() => [first, second] as const),
        second.waitFor(INGESTED).then(() => [second, first] as const),
      ]);
      const standbyOutcome = await Promise.race([
        standby.waitFor(/another instance runs them; standing by/).then(() => 'stood by'),
        standby.waitFor(INGESTED).then(() => 'ingested the feed as well'),
      ]);
      expect(standbyOutcome).toBe('stood by');
      expect(standby.output()).not.toMatch(INGESTED);
      expect(await ingestRuns()).toBe(1);
      expect(feedRequests).toBe(1);

      // Both answer with what the runner ingested (one database).
      const [fromRunner, fromStandby] = await Promise.all(
        [runner, standby].map(async (server) => {
          const response = await fetch(`${server.url}/api/stats`);
          return { status: response.status, body: await response.json() };
        }),
      );
      expect(fromRunner?.status).toBe(200);
      expect(fromStandby).toEqual(fromRunner);

      // A request limit counts across both: alternating between them, the client gets SEARCH_LIMIT answers in all.
      const statuses: number[] = [];
      for (let index = 0; index < SEARCH_LIMIT * 2; index += 1) {
        const server = index % 2 === 0 ? first : second;
        const response = await fetch(`${server.url}/api/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ search_type: 'keyword', query: 'construction' }),
        });
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        await response.arrayBuffer();
      }
      expect(statuses).toEqual([
        ...Array<number>(SEARCH_LIMIT).fill(200),
        ...Array<number>(SEARCH_LIMIT).fill(429),
      ]);

      // Failed sign-ins count across both too: 15 wrong passwords alternated between them meet a 429.
      const signIns: number[] = [];
      for (let index = 0; index < 15; index += 1) {
        const server = index % 2 === 0 ? first : second;
        const response = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'owner@example.ca', password: `wrong guess ${index}` }),
        });
        signIns.push(response.status);
        await response.arrayBuffer();
      }
      expect(signIns).toEqual([...Array<number>(5).fill(401), ...Array<number>(10).fill(429)]);

      // The runner dies without a goodbye: its session ends, its lock goes, the standby runs the next fetch.
      await killServerProcess(runner);
      await standby.waitFor(/this instance now runs them/);
      await standby.waitFor(INGESTED);
      expect(await ingestRuns()).toBe(2);
      expect(feedRequests).toBe(2);
    }, 120_000);
  } else {
    it('the embedded store is one process: it fetches the feed once and a second instance on its data refuses to start', async () => {
      const first = await instance(dataDirs[0]!);
      await first.waitFor(INGESTED);
      expect(feedRequests).toBe(1);
      expect((await fetch(`${first.url}/api/health/ready`)).status).toBe(200);

      const second = await instance(dataDirs[0]!);
      const exit = await second.exited;
      expect(exit.code).not.toBe(0);
      expect(second.output()).toMatch(/did not start/);
      expect(feedRequests).toBe(1);
      expect((await fetch(`${first.url}/api/health/ready`)).status).toBe(200);
    }, 120_000);
  }
});
