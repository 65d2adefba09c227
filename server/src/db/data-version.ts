import { sql, type RawBuilder } from 'kysely';
import type { Db } from './database';

/**
 * What the stored open data (tenders and awards) looks like now, as a short string that changes whenever any
 * instance ingests: the latest ingest run and its progress (a running ingest beats its heartbeat as it writes).
 * Caches of data read from the store (buyers, commodities, title words, award facets) are kept only while this
 * string stays the same, so an instance never answers from its memory after another instance changed the data.
 * One read of a small table, cheaper than any of the lists it guards.
 */
export const tenderDataVersion = async (db: Db): Promise<string> => {
  const { rows } = await sql<{ version: string | null }>`SELECT ${dataVersionSql} AS version`.execute(db);
  return rows[0]?.version ?? 'empty';
};

/** The data version as a scalar subquery (null: no ingest yet, read as 'empty'), to read within a statement. */
export const dataVersionSql: RawBuilder<string | null> = sql<string | null>`(
  SELECT max(id)::text || '/' || max(coalesce(finished_at, heartbeat_at, started_at))::text FROM ingest_runs)`;
