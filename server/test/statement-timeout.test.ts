import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '../src/db/store';
import { createPostgresDatabase, testEngine } from './support/test-app';

/**
 * Every query path has a statement timeout: PostgreSQL's statement_timeout, and on the embedded store (which
 * cannot cancel a statement) a watchdog that restarts the store's worker past it. Either way a runaway
 * statement ends with an error and the store then answers again.
 */
describe(`statement timeout (${testEngine()} store)`, () => {
  let store: Store;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-timeout-'));
    const options = { statementTimeoutMs: 1_000, connectionTimeoutMs: 10_000 };
    if (testEngine() === 'postgres') {
      const database = await createPostgresDatabase();
      dropDatabase = () => database.drop();
      store = createStore({ ...options, databaseUrl: database.url, poolSize: 2 });
    } else {
      store = createStore({
        ...options,
        embedded: {
          kind: 'worker',
          dataDir: path.join(dataDir, 'pglite'),
          workerUrl: new URL('../src/db/embedded-worker.ts', import.meta.url),
        },
      });
    }
    await store.start();
  });
  afterAll(async () => {
    await store?.close();
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops a statement that runs past the timeout, keeps the data, and answers the next query', async () => {
    await store.pool.query('CREATE TABLE kept (note text)');
    await store.pool.query("INSERT INTO kept VALUES ('written before')");

    await expect(store.pool.query('SELECT count(*) FROM generate_series(1, 20000000000)')).rejects.toThrow();

    // The embedded store is back within a moment (its worker restarts on the same files).
    await expect
      .poll(
        async () =>
          (await store.pool.query<{ note: string }>('SELECT note FROM kept').catch(() => ({ rows: [] })))
            .rows,
        { timeout: 30_000, interval: 200 },
      )
      .toEqual([{ note: 'written before' }]);
  });

  it('does not bound migrations or ordinary queries below the timeout', async () => {
    const { rows } = await store.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM schema_migrations',
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
