import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { createStore, storeOptionsFromConfig } from './db/store';
import { buildApp } from './app';
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
  const store = createStore(storeOptionsFromConfig(config, workerUrl));
  const app = await buildApp({ config, store, webDistDir: config.WEB_DIST_DIR ?? defaultWebDistDir });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
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
};

await main();
