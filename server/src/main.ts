import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { type Config, ConfigError, loadConfig } from './config';
import type { Db } from './db/database';
import { DataDirLockedError } from './db/data-dir-lock';
import { createStore, storeOptionsFromConfig, type Store } from './db/store';
import { buildApp } from './app';
import {
  loadBundledAwardsIfEmpty,
  loadBundledSampleIfEmpty,
  markInterruptedIngestRuns,
} from './modules/tenders';
import { defaultWebDistDir } from './lib/paths';
import { storedFileRemover } from './modules/documents';
import { ensureSystemAccounts } from './modules/users';
import { checkAdminPassword, checkDataDir, listenError } from './start-checks';

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const readConfig = (): Config => {
  try {
    const config = loadConfig();
    checkAdminPassword(config);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
};

/** Built: dist/embedded-worker.js beside this file; from source (tsx): the TypeScript entry. */
const embeddedWorkerUrl = (): URL => {
  const builtWorker = new URL('./embedded-worker.js', import.meta.url);
  return existsSync(builtWorker) ? builtWorker : new URL('./db/embedded-worker.ts', import.meta.url);
};

/**
 * What a migrated store needs before it reports ready, so the background jobs (which wait for a ready store)
 * never see it half started: the bundled real CanadaBuys notices and award history when each is empty (a few seconds at most),
 * the accounts the settings ask for (ADMIN_EMAIL/ADMIN_PASSWORD, DEMO_ACCOUNT), and the ingest runs a killed
 * process left 'running' marked interrupted (embedded: this process holds the store).
 */
const prepareStore = async (db: Db, config: Config, store: Store, app: FastifyInstance): Promise<void> => {
  await loadBundledSampleIfEmpty(db, app.log).catch((error: unknown) =>
    app.log.error({ err: error }, 'the bundled tender sample could not be loaded'),
  );
  await loadBundledAwardsIfEmpty(db, app.log).catch((error: unknown) =>
    app.log.error({ err: error }, 'the bundled award history could not be loaded'),
  );
  const ensured = await ensureSystemAccounts(db, config, storedFileRemover(config.dataDir));
  if (ensured.length > 0) app.log.info({ accounts: ensured }, 'system accounts ensured');
  const interrupted = await markInterruptedIngestRuns(db, { all: store.engine === 'embedded' });
  if (interrupted > 0) app.log.warn({ runs: interrupted }, 'ingest runs marked interrupted');
};

/** SIGINT/SIGTERM and fatal errors close the app (its jobs stop with it), then the store. */
const closeOnSignals = (app: FastifyInstance, store: Store): void => {
  const closer = closeWithGrace(
    // Signals are handled below: Ctrl-C reaches every process of the terminal's group, so the server often
    // gets a second SIGINT (from `npm start` passing it on) while it is closing; exiting then would leave the
    // store open. The delay still bounds the whole shutdown.
    { delay: 10_000, skip: ['SIGINT', 'SIGTERM'] },
    async ({ err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      await app.close();
      await store.close();
    },
  );
  let shuttingDown = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (shuttingDown) {
        app.log.info({ signal }, 'already shutting down: closing the store');
        return;
      }
      shuttingDown = true;
      app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      void closer.close();
    });
  }
};

const main = async (): Promise<void> => {
  const config = readConfig();
  await checkDataDir(config.dataDir);
  const store: Store = createStore({
    ...storeOptionsFromConfig(config, embeddedWorkerUrl()),
    logger: {
      info: (details, message) => app.log.info(details, message),
      warn: (details, message) => app.log.warn(details, message),
    },
    onMigrated: (db) => prepareStore(db, config, store, app),
  });
  const app = await buildApp({ config, store, webDistDir: config.WEB_DIST_DIR ?? defaultWebDistDir });
  closeOnSignals(app, store);

  // Listen first so /api/health can answer 503 while the store starts and migrates. The app's background
  // jobs (live feeds, embeddings, alerts) are scheduled from here on and wait until the store is ready.
  await app.listen({ port: config.PORT, host: config.HOST }).catch((error: unknown) => {
    throw listenError(error, config) ?? error;
  });
  try {
    await store.start();
  } catch (error) {
    app.log.fatal({ err: error }, 'the store could not start');
    await app.close();
    await store.close().catch(() => undefined);
    if (error instanceof DataDirLockedError) fail(`TenderScout did not start.\n${error.message}`);
    fail(`TenderScout could not start its store: ${error instanceof Error ? error.message : String(error)}`);
  }
  app.log.info({ engine: store.engine }, 'store ready');
};

// A setting read while the app is built (DEFAULT_FEATURE_FLAGS, …) fails the start with the same one-line message.
await main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
});
