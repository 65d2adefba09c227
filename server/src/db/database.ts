import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

// int8 (counts, sums) as JS numbers: every count we return fits well inside 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
// numeric (money, scores) as JS numbers for the same reason.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

/**
 * pgvector's HNSW scan for every session, set once per connection (not per statement, which would need a
 * transaction and three more round trips per search): nearest-neighbour scans read `HNSW_EF_SEARCH` candidates
 * (the search's neighbour window, search-tuning.ts), and relaxed iterative scans go on reading the index while
 * filters leave fewer rows than asked for. Only the search orders by distance through the index.
 */
export const HNSW_EF_SEARCH = 400;
const SESSION_SETTINGS = `SELECT set_config('hnsw.ef_search', '${HNSW_EF_SEARCH}', false),
  set_config('hnsw.iterative_scan', 'relaxed_order', false)`;

export interface Connection {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface ConnectOptions {
  maxConnections: number;
  /** PostgreSQL's statement_timeout for every statement of the pool (the embedded store enforces its own). */
  statementTimeoutMs?: number;
  /** How long a request waits for a connection (the pool's queue included) before failing. */
  connectionTimeoutMs?: number;
}

export const connect = (connectionString: string, options: ConnectOptions): Connection => {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections,
    idleTimeoutMillis: 30_000,
    ...(options.connectionTimeoutMs === undefined
      ? {}
      : { connectionTimeoutMillis: options.connectionTimeoutMs }),
    ...(options.statementTimeoutMs === undefined
      ? {}
      : {
          statement_timeout: options.statementTimeoutMs,
          // A transaction left open (a crashed request) does not hold its locks for ever either.
          idle_in_transaction_session_timeout: Math.max(options.statementTimeoutMs, 60_000),
        }),
  });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Queued before the client's first statement (a store whose pgvector lacks these keeps its defaults).
  pool.on('connect', (client) => {
    client.query(SESSION_SETTINGS).catch(() => undefined);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool, close: () => db.destroy() };
};
