import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { createStore, storeOptionsFromConfig } from './db/store';
import { buildApp } from './app';
import { loadBundledSampleIfEmpty } from './ingest/bundled';
import { startLiveFeeds, type LiveFeeds } from './ingest/live-feeds';
import { createEmbeddingJob, type EmbeddingJob } from './jobs/embedding-job';
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
  const workerUrl = new URL('./embedded-worker.js', import.meta.url);
  let liveFeeds: LiveFeeds | undefined;
  let embeddingJob: EmbeddingJob | undefined;
  const store = createStore({
    ...storeOptionsFromConfig(config, workerUrl),
    // A fresh store gets the bundled real CanadaBuys notices before it reports ready (a few seconds at most).
    onMigrated: async (db) => {
      await loadBundledSampleIfEmpty(db, app.log).catch((error: unknown) =>
        app.log.error({ err: error }, 'the bundled tender sample could not be loaded'),
      );
    },
  });
  const app = await buildApp({ config, store, webDistDir: config.WEB_DIST_DIR ?? defaultWebDistDir });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await liveFeeds?.stop();
    await embeddingJob?.stop();
    await app.close();
    await store.close();
  });

  // Listen first so /api/health can answer 503 while the store starts and migrates.
  await app.listen({ port: config.PORT, host: config.HOST });
  try {
    await store.start();
    // ADMIN_EMAIL/ADMIN_PASSWORD and DEMO_ACCOUNT: accounts that must exist once the tables do.
    const ensured = await ensureSystemAccounts(store.db, config);
    if (ensured.length > 0) app.log.info({ accounts: ensured }, 'system accounts ensured');
  } catch (error) {
    app.log.fatal({ err: error }, 'the store could not start');
    await app.close();
    await store.close().catch(() => undefined);
    fail(`TenderScout could not start its store: ${error instanceof Error ? error.message : String(error)}`);
  }
  app.log.info({ engine: store.engine }, 'store ready');
  // Live CanadaBuys feeds in the background: never blocks the start; failures are logged and retried.
  if (config.INGEST_ON_START === 'on') liveFeeds = startLiveFeeds({ db: () => store.db, log: app.log });
  // Tender embeddings for semantic search, in the background (search answers with keywords meanwhile).
  if (config.EMBEDDING_JOB === 'on') {
    embeddingJob = createEmbeddingJob({ db: () => store.db, embedder: app.embedder, log: app.log });
    embeddingJob.start();
  }
};

await main();
