import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

// int8 (counts, sums) as JS numbers: every count we return fits well inside 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
// numeric (money, scores) as JS numbers for the same reason.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export interface Connection {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export const connect = (connectionString: string, maxConnections: number): Connection => {
  const pool = new pg.Pool({ connectionString, max: maxConnections, idleTimeoutMillis: 30_000 });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool, close: () => db.destroy() };
};
