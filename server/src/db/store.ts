import { rm } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { migrationsDir } from '../lib/paths';
import { connect, type Connection, type Db } from './database';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import {
  EMBEDDED_POOL_SIZE,
  startEmbeddedInProcess,
  startEmbeddedInWorker,
  type EmbeddedStore,
  type EmbeddedWorkerStore,
} from './embedded';
import { migrate, readMigrations, type Migration } from './migrate';

export type StoreEngine = 'embedded' | 'postgres';

/**
 * The app's one handle on storage. It exists before the database is ready so the HTTP server can listen
 * (and answer /api/health with 503) while the store starts and migrates.
 */
export interface Store {
  readonly engine: StoreEngine;
  readonly isReady: boolean;
  /** The query layer; throws 503 until start() has finished. */
  readonly db: Db;
  /** The raw pg pool, for work the query builder does not express (bulk loads, migrations). */
  readonly pool: pg.Pool;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `dataDir` is the PGlite directory inside DATA_DIR: the process lock and the socket directory sit beside it.
 * In-process without a dataDir keeps the database in memory (tests).
 */
export type EmbeddedMode =
  { kind: 'worker'; dataDir: string; workerUrl: URL } | { kind: 'in-process'; dataDir?: string };

export interface StoreLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface StoreOptions {
  /** PostgreSQL connection string; when absent the embedded store is used. */
  databaseUrl?: string;
  embedded?: EmbeddedMode;
  logger?: StoreLogger;
  poolSize?: number;
  /** Longest a statement may run (PostgreSQL: statement_timeout; embedded worker: restarted past it). */
  statementTimeoutMs?: number;
  /** Longest a query waits for a pooled connection. */
  connectionTimeoutMs?: number;
  /** Runs after migrations and before the store reports ready (e.g. loading the bundled tender sample). */
  onMigrated?: (db: Db) => Promise<void>;
  /** Which migrations to apply: the shipped ones by default (a test starts a store as an older release left it). */
  migrations?: (all: Migration[]) => Migration[];
}

interface StartedEmbedded {
  embedded: EmbeddedStore | EmbeddedWorkerStore;
  lock: DataDirLock | undefined;
}

const startEmbedded = async (options: StoreOptions): Promise<StartedEmbedded> => {
  const mode = options.embedded ?? { kind: 'in-process' };
  const socketDir = mode.dataDir ? path.join(path.dirname(mode.dataDir), 'run') : undefined;
  let lock: DataDirLock | undefined;
  if (mode.dataDir) {
    // One process per store: refuses while another holds it; a lock whose process is gone is taken over.
    lock = await acquireDataDirLock(path.dirname(mode.dataDir));
    // Holding the lock, any postmaster.pid PGlite left is from a process that did not close it.
    await rm(path.join(mode.dataDir, 'postmaster.pid'), { force: true });
  }
  try {
    const embedded =
      mode.kind === 'worker'
        ? await startEmbeddedInWorker({
            dataDir: mode.dataDir,
            socketDir: socketDir!,
            workerUrl: mode.workerUrl,
            ...(options.statementTimeoutMs === undefined
              ? {}
              : { statementTimeoutMs: options.statementTimeoutMs }),
            onRestart: (reason) => options.logger?.warn({ reason }, 'embedded store restarted'),
          })
        : await startEmbeddedInProcess(mode.dataDir, socketDir);
    return { embedded, lock };
  } catch (error) {
    await lock?.release();
    throw error;
  }
};

const connectPool = (url: string, engine: StoreEngine, options: StoreOptions): Connection =>
  connect(url, {
    maxConnections: options.poolSize ?? (engine === 'embedded' ? EMBEDDED_POOL_SIZE : 10),
    ...(engine === 'postgres' && options.statementTimeoutMs !== undefined
      ? { statementTimeoutMs: options.statementTimeoutMs }
      : {}),
    ...(options.connectionTimeoutMs === undefined
      ? {}
      : { connectionTimeoutMs: options.connectionTimeoutMs }),
  });

export const createStore = (options: StoreOptions): Store => {
  let connection: Connection | undefined;
  let embedded: EmbeddedStore | EmbeddedWorkerStore | undefined;
  let lock: DataDirLock | undefined;
  let ready = false;
  const engine: StoreEngine = options.databaseUrl ? 'postgres' : 'embedded';

  return {
    engine,
    get isReady() {
      return ready;
    },
    get db(): Db {
      if (!connection || !ready) throw new AppError('unavailable', 'http.storeStarting');
      return connection.db;
    },
    get pool(): pg.Pool {
      if (!connection || !ready) throw new AppError('unavailable', 'http.storeStarting');
      return connection.pool;
    },
    async start() {
      let url = options.databaseUrl;
      if (!url) {
        ({ embedded, lock } = await startEmbedded(options));
        url = embedded.connectionString;
      }
      connection = connectPool(url, engine, options);
      const shipped = await readMigrations(migrationsDir);
      const ran = await migrate(connection.pool, options.migrations?.(shipped) ?? shipped);
      if (ran.length > 0) options.logger?.info({ migrations: ran }, 'migrations applied');
      await options.onMigrated?.(connection.db);
      if (embedded && 'watch' in embedded) embedded.watch();
      ready = true;
    },
    async close() {
      ready = false;
      await connection?.close();
      await embedded?.stop();
      await lock?.release();
      connection = undefined;
      embedded = undefined;
      lock = undefined;
    },
  };
};

export const storeOptionsFromConfig = (config: Config, workerUrl: URL): StoreOptions => ({
  statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  connectionTimeoutMs: config.DB_CONNECTION_TIMEOUT_MS,
  ...(config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL, poolSize: config.DB_POOL_SIZE }
    : { embedded: { kind: 'worker', dataDir: path.join(config.dataDir, 'pglite'), workerUrl } }),
});
