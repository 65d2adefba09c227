import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createStore, storeOptionsFromConfig } from './db/store';
import { buildApp } from './app';
import { loadBundledSampleIfEmpty } from './ingest/bundled';
import { markInterruptedIngestRuns } from './ingest/ingest.store';
import { startLiveFeeds, type LiveFeeds } from './ingest/live-feeds';
import { createJobLocks } from './lib/job-lock';
import { createEmbeddingJob, type EmbeddingJob } from './modules/search/embedding-job';
import { defaultWebDistDir } from './lib/paths';
import { ensureSystemAccounts } from './modules/users/users.service';

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const main = async (): Promise<void> => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // Built: dist/embedded-worker.js beside this file; from source (tsx): the TypeScript entry.
  const builtWorker = new URL('./embedded-worker.js', import.meta.url);
  const workerUrl = existsSync(builtWorker)
    ? builtWorker
    : new URL('./db/embedded-worker.ts', import.meta.url);
  let liveFeeds: LiveFeeds | undefined;
  // Several instances on one PostgreSQL: one runs each background job, the others stand by (embedded: one process).
  const jobLocks = createJobLocks(config.DATABASE_URL);
  const standbyMs = config.JOB_STANDBY_SECONDS * 1000;
  let embeddingJob: EmbeddingJob | undefined;
  const store = createStore({
    ...storeOptionsFromConfig(config, workerUrl),
    logger: {
      info: (details, message) => app.log.info(details, message),
      warn: (details, message) => app.log.warn(details, message),
    },
    // A fresh store gets the bundled real CanadaBuys notices before it reports ready (a few seconds at most).
    onMigrated: async (db) => {
      await loadBundledSampleIfEmpty(db, app.log).catch((error: unknown) =>
        app.log.error({ err: error }, 'the bundled tender sample could not be loaded'),
      );
    },
  });
  const app = await buildApp({ config, store, webDistDir: config.WEB_DIST_DIR ?? defaultWebDistDir });

  const closer = closeWithGrace(
    // Signals are handled below: Ctrl-C reaches every process of the terminal's group, so the server often
    // gets a second SIGINT (from `npm start` passing it on) while it is closing; exiting then would leave the
    // store open. The delay still bounds the whole shutdown.
    { delay: 10_000, skip: ['SIGINT', 'SIGTERM'] },
    async ({ err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      await liveFeeds?.stop();
      await embeddingJob?.stop();
      await jobLocks.close();
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

  // Listen first so /api/health can answer 503 while the store starts and migrates.
  await app.listen({ port: config.PORT, host: config.HOST });
  try {
    await store.start();
    // ADMIN_EMAIL/ADMIN_PASSWORD and DEMO_ACCOUNT: accounts that must exist once the tables do.
    const ensured = await ensureSystemAccounts(store.db, config);
    if (ensured.length > 0) app.log.info({ accounts: ensured }, 'system accounts ensured');
    // Ingest runs a killed process left 'running' show as interrupted (embedded: this process holds the store).
    const interrupted = await markInterruptedIngestRuns(store.db, { all: store.engine === 'embedded' });
    if (interrupted > 0) app.log.warn({ runs: interrupted }, 'ingest runs marked interrupted');
  } catch (error) {
    app.log.fatal({ err: error }, 'the store could not start');
    await app.close();
    await store.close().catch(() => undefined);
    if (error instanceof DataDirLockedError) fail(`TenderScout did not start.\n${error.message}`);
    fail(`TenderScout could not start its store: ${error instanceof Error ? error.message : String(error)}`);
  }
  app.log.info({ engine: store.engine }, 'store ready');
  // Live CanadaBuys feeds in the background: never blocks the start; failures are logged and retried.
  if (config.INGEST_ON_START === 'on') {
    const feeds = {
      ...(config.LIVE_FEED_OPEN_NOTICES_URL ? { openNotices: config.LIVE_FEED_OPEN_NOTICES_URL } : {}),
      ...(config.LIVE_FEED_NEW_NOTICES_URL ? { newNotices: config.LIVE_FEED_NEW_NOTICES_URL } : {}),
      ...(config.AWARDS_FEED_URL
        ? { awardNotices: config.AWARDS_FEED_URL === 'off' ? null : config.AWARDS_FEED_URL }
        : {}),
    };
    liveFeeds = startLiveFeeds({ db: () => store.db, log: app.log, feeds, locks: jobLocks, standbyMs });
  }
  // Tender embeddings for semantic search, in the background (search answers with keywords meanwhile).
  if (config.EMBEDDING_JOB === 'on') {
    embeddingJob = createEmbeddingJob({
      db: () => store.db,
      embedder: app.embedder,
      log: app.log,
      locks: jobLocks,
      standbyMs,
    });
    embeddingJob.start();
  }
};

// A setting read while the app is built (DEFAULT_FEATURE_FLAGS, …) fails the start with the same one-line message.
await main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
});
