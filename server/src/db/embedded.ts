import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { startWorkerEntry } from '../lib/worker-entry';

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

/** The socket file's name inside its directory (libpq's convention, so `pg` finds it from the directory). */
const SOCKET_PORT = 5432;
const socketFile = (directory: string): string => path.join(directory, `.s.PGSQL.${SOCKET_PORT}`);
/** Unix socket paths are limited to ~104 bytes; a deeper DATA_DIR gets a private directory in the temp dir. */
const MAX_SOCKET_PATH = 100;

/**
 * The socket's directory: `socketDir` (in DATA_DIR) when its path fits, else a fresh private one in the temp
 * directory. Mode 0700 either way, so only this user's processes can reach the database (it has no password).
 */
const prepareSocketDir = async (
  socketDir: string | undefined,
): Promise<{ dir: string; temporary: boolean }> => {
  if (socketDir && socketFile(path.resolve(socketDir)).length <= MAX_SOCKET_PATH) {
    const dir = path.resolve(socketDir);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    // A socket left by a process that was killed: the caller holds the DATA_DIR lock, so it is stale.
    await rm(socketFile(dir), { force: true });
    return { dir, temporary: false };
  }
  return { dir: await mkdtemp(path.join(os.tmpdir(), 'tenderscout-db-')), temporary: true };
};

/** The `pg` connection string of a socket directory. */
export const socketConnectionString = (dir: string): string =>
  `postgres://postgres@${encodeURIComponent(dir)}:${SOCKET_PORT}/postgres`;

/**
 * `dataDir` undefined keeps the database in memory (tests). The socket server listens on a Unix socket in
 * `socketDir` (never on TCP): local processes of other users cannot connect.
 */
export const startEmbeddedInProcess = async (
  dataDir: string | undefined,
  socketDir?: string,
): Promise<EmbeddedStore> => {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: dataDir ?? 'memory://',
    extensions: { vector, unaccent, pg_trgm },
  });
  const socket = await prepareSocketDir(socketDir);
  const server = new PGLiteSocketServer({
    db,
    path: socketFile(socket.dir),
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
  });
  await server.start();
  return {
    connectionString: socketConnectionString(socket.dir),
    stop: async () => {
      await server.stop();
      await db.close();
      if (socket.temporary) await rm(socket.dir, { recursive: true, force: true });
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
interface WorkerPong {
  type: 'pong';
}

export interface EmbeddedWorkerOptions {
  dataDir: string;
  socketDir: string;
  workerUrl: URL;
  /**
   * PGlite cannot cancel a statement (it runs on one thread, with no timer signals): a worker busy with one
   * statement for longer than this is stopped and started again on the same files, which ends the statement.
   */
  statementTimeoutMs?: number;
  onRestart?: (reason: string) => void;
}

export interface EmbeddedWorkerStore extends EmbeddedStore {
  /** Starts watching statement times (after migrations, which may legitimately run long). */
  watch(): void;
}

const spawnWorker = (options: EmbeddedWorkerOptions): Promise<{ worker: Worker; connectionString: string }> =>
  new Promise((resolve, reject) => {
    const worker = startWorkerEntry(options.workerUrl, {
      workerData: { dataDir: options.dataDir, socketDir: options.socketDir },
    });
    const onExit = (code: number) =>
      reject(new Error(`The embedded store stopped while starting (exit ${code})`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    const onMessage = (message: WorkerReady | WorkerFailed | WorkerPong) => {
      if (message.type === 'pong') return;
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      worker.off('error', reject);
      if (message.type === 'error') {
        void worker.terminate();
        reject(new Error(message.message));
        return;
      }
      resolve({ worker, connectionString: message.connectionString });
    };
    worker.on('message', onMessage);
  });

/**
 * PGlite blocks its thread for the whole of each query, so the app runs it in a worker thread and keeps
 * its own event loop free for requests. The worker answers a ping between statements; one that does not
 * answer within the statement timeout is stuck in a statement and is restarted (see `statementTimeoutMs`).
 */
export const startEmbeddedInWorker = async (options: EmbeddedWorkerOptions): Promise<EmbeddedWorkerStore> => {
  let current = await spawnWorker(options);
  let pingSentAt: number | null = null;
  let restarting: Promise<void> | null = null;
  let watching = false;
  let stopped = false;

  const listen = (worker: Worker) => {
    worker.on('message', (message: WorkerPong) => {
      if (message.type === 'pong') pingSentAt = null;
    });
    // Logged by the restart; the error must not become an uncaught exception.
    worker.on('error', () => undefined);
  };
  listen(current.worker);

  const restart = (reason: string) => {
    restarting = (async () => {
      options.onRestart?.(reason);
      await current.worker.terminate();
      current = await spawnWorker(options);
      listen(current.worker);
    })()
      .catch((error: unknown) =>
        options.onRestart?.(`the embedded store could not restart: ${(error as Error).message}`),
      )
      .finally(() => {
        pingSentAt = null;
        restarting = null;
      });
  };

  const timeoutMs = options.statementTimeoutMs;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setInterval(
          () => {
            if (!watching || restarting || stopped) return;
            const now = Date.now();
            if (pingSentAt === null) {
              pingSentAt = now;
              current.worker.postMessage({ type: 'ping' });
            } else if (now - pingSentAt > timeoutMs) {
              restart(
                `a statement ran longer than ${timeoutMs} ms; the embedded store was restarted to end it`,
              );
            }
          },
          Math.max(20, Math.min(250, Math.floor(timeoutMs / 4))),
        );
  timer?.unref();

  return {
    get connectionString() {
      return current.connectionString;
    },
    watch: () => {
      watching = true;
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await restarting;
      const { worker } = current;
      await new Promise<void>((done) => {
        worker.once('exit', () => done());
        worker.postMessage({ type: 'stop' });
      });
    },
  };
};
