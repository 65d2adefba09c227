import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { migrationsDir } from '../lib/paths';
import { connect, type Connection, type Db } from './database';
import {
  EMBEDDED_POOL_SIZE,
  startEmbeddedInProcess,
  startEmbeddedInWorker,
  type EmbeddedStore,
} from './embedded';
import { migrate, readMigrations } from './migrate';

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

export type EmbeddedMode =
  { kind: 'worker'; dataDir: string; workerUrl: URL } | { kind: 'in-process'; dataDir?: string };

export interface StoreOptions {
  /** PostgreSQL connection string; when absent the embedded store is used. */
  databaseUrl?: string;
  embedded?: EmbeddedMode;
  logger?: Pick<Logger, 'info'>;
  poolSize?: number;
  /** Runs after migrations and before the store reports ready (e.g. loading the bundled tender sample). */
  onMigrated?: (db: Db) => Promise<void>;
}

export const createStore = (options: StoreOptions): Store => {
  let connection: Connection | undefined;
  let embedded: EmbeddedStore | undefined;
  let ready = false;
  const engine: StoreEngine = options.databaseUrl ? 'postgres' : 'embedded';

  const startEmbedded = (): Promise<EmbeddedStore> => {
    const mode = options.embedded ?? { kind: 'in-process' };
    return mode.kind === 'worker'
      ? startEmbeddedInWorker(mode.dataDir, mode.workerUrl)
      : startEmbeddedInProcess(mode.dataDir);
  };

  return {
    engine,
    get isReady() {
      return ready;
    },
    get db(): Db {
      if (!connection || !ready)
        throw new AppError('unavailable', 'The store is starting; try again in a moment');
      return connection.db;
    },
    get pool(): pg.Pool {
      if (!connection || !ready)
        throw new AppError('unavailable', 'The store is starting; try again in a moment');
      return connection.pool;
    },
    async start() {
      let url = options.databaseUrl;
      if (!url) {
        embedded = await startEmbedded();
        url = embedded.connectionString;
      }
      const poolSize = options.poolSize ?? (engine === 'embedded' ? EMBEDDED_POOL_SIZE : 10);
      connection = connect(url, poolSize);
      const ran = await migrate(connection.pool, await readMigrations(migrationsDir));
      if (ran.length > 0) options.logger?.info({ migrations: ran }, 'migrations applied');
      await options.onMigrated?.(connection.db);
      ready = true;
    },
    async close() {
      ready = false;
      await connection?.close();
      await embedded?.stop();
      connection = undefined;
      embedded = undefined;
    },
  };
};

export const storeOptionsFromConfig = (config: Config, workerUrl: URL): StoreOptions =>
  config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL }
    : { embedded: { kind: 'worker', dataDir: `${config.dataDir}/pglite`, workerUrl } };
