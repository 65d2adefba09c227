/**
 * The API server for `npm run bench:search`, run from source in its own process the way main.ts runs it: the
 * embedded store in a worker thread (or PostgreSQL with DATABASE_URL), the built-in embedder in worker threads,
 * no start-up ingest and no background embedding. Prints `listening <port>` once ready.
 */
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { createStore, storeOptionsFromConfig } from '../../server/src/db/store';
import { repoRoot } from '../../server/src/lib/paths';

// Node 20 does not pass tsx's loader to worker threads: the store's worker registers it, then loads the source.
const tsxApi = import.meta.resolve('tsx/esm/api');
const workerSource = pathToFileURL(path.join(repoRoot, 'server', 'src', 'db', 'embedded-worker.ts')).href;
const workerUrl = new URL(
  `data:text/javascript,${encodeURIComponent(
    `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerSource)}); })`,
  )}`,
);

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'warn',
  INGEST_ON_START: 'off',
  EMBEDDING_JOB: 'off',
  DEMO_ACCOUNT: 'off',
  SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
});
const store = createStore(storeOptionsFromConfig(config, workerUrl));
await store.start();
const app = await buildApp({ config, store, logger: { level: 'warn' } });
// The app logs to stdout, which the benchmark does not show: failures go to stderr here.
app.addHook('onError', async (request, reply, error) => {
  process.stderr.write(`${reply.statusCode} ${request.url}: ${error.stack ?? error.message}\n`);
});
app.addHook('onResponse', async (request, reply) => {
  if (reply.statusCode >= 400) process.stderr.write(`${reply.statusCode} ${request.url}\n`);
});
await app.listen({ port: 0, host: '127.0.0.1' });
await app.embedder.ready();
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
const stop = async () => {
  await app.close();
  await store.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
