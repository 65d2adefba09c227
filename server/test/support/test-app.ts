import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createStore, type Store } from '../../src/db/store';
import { storedFileRemover } from '../../src/modules/documents/document-storage';
import { ensureSystemAccounts } from '../../src/modules/users/users.service';

/** Which engine this run of the integration suite uses: `TEST_STORE=postgres` needs TEST_DATABASE_URL. */
export const testEngine = (): 'embedded' | 'postgres' =>
  process.env.TEST_STORE === 'postgres' ? 'postgres' : 'embedded';

export interface TestApp {
  app: FastifyInstance;
  store: Store;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh, empty PostgreSQL database per test file, dropped afterwards. */
export const createPostgresDatabase = async (): Promise<{ url: string; drop(): Promise<void> }> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_STORE=postgres needs TEST_DATABASE_URL');
  const name = `ts_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};

/**
 * Boots the whole app against a real, fresh store: in-memory PGlite by default, or a new PostgreSQL
 * database when the suite runs with TEST_STORE=postgres.
 */
export const createTestApp = async (
  env: Record<string, string> = {},
  options: { webDistDir?: string } = {},
): Promise<TestApp> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-test-'));
  const postgres = testEngine() === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    INGEST_ON_START: 'off',
    // Tests embed on demand (createEmbeddingJob(…).runUntilIdle()), never in the background.
    EMBEDDING_JOB: 'off',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const store = createStore(
    postgres ? { databaseUrl: postgres.url, poolSize: 4 } : { embedded: { kind: 'in-process' } },
  );
  await store.start();
  // The same start-up step as main.ts: the env decides (ADMIN_EMAIL/ADMIN_PASSWORD, DEMO_ACCOUNT).
  await ensureSystemAccounts(store.db, config, storedFileRemover(config.dataDir));
  const app = await buildApp({ config, store, logger: false, ...options });
  await app.ready();
  return {
    app,
    store,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await store.close();
      await postgres?.drop();
      // A mail the app queued may still be writing its file into the outbox as the app closes: retry the removal
      // of a directory that is not empty yet rather than fail the suite on its teardown.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
};
