import { mkdir } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * The embedded store: PGlite (PostgreSQL in WebAssembly) behind a local PostgreSQL wire-protocol socket, so
 * the app talks to it with the same `pg` client and SQL as to a real PostgreSQL server.
 */
export interface EmbeddedStore {
  connectionString: string;
  stop(): Promise<void>;
}

/** Connections the socket server accepts (the app's pool, plus a CLI or psql for a look). */
export const EMBEDDED_MAX_CONNECTIONS = 4;

/**
 * The app's pool size on the embedded store: one connection. PGlite runs one statement at a time anyway, and the
 * socket server's multiplexer interleaves the extended-protocol messages (Parse/Bind/Execute) of concurrent
 * connections outside transactions, which surfaced under load as `portal "" does not exist` and as one request
 * running with another's parameters. One connection queues requests in the pg pool instead: same throughput,
 * no interleaving.
 */
export const EMBEDDED_POOL_SIZE = 1;

/** `dataDir` undefined keeps the database in memory (tests). */
export const startEmbeddedInProcess = async (dataDir: string | undefined): Promise<EmbeddedStore> => {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: dataDir ?? 'memory://',
    extensions: { vector, unaccent, pg_trgm },
  });
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: 0,
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
  });
  await server.start();
  const address = server.getServerConn();
  return {
    connectionString: `postgres://postgres@${address}/postgres?sslmode=disable`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
};

interface WorkerReady {
  type: 'ready';
  connectionString: string;
}
interface WorkerFailed {
  type: 'error';
  message: string;
}

/**
 * PGlite blocks its thread for the whole of each query, so the app runs it in a worker thread and keeps
 * its own event loop free for requests.
 */
export const startEmbeddedInWorker = (dataDir: string, workerUrl: URL): Promise<EmbeddedStore> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl, { workerData: { dataDir } });
    const onExit = (code: number) =>
      reject(new Error(`The embedded store stopped while starting (exit ${code})`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (message: WorkerReady | WorkerFailed) => {
      worker.off('exit', onExit);
      if (message.type === 'error') {
        reject(new Error(message.message));
        return;
      }
      resolve({
        connectionString: message.connectionString,
        stop: () =>
          new Promise<void>((done) => {
            worker.once('exit', () => done());
            worker.postMessage({ type: 'stop' });
          }),
      });
    });
  });
