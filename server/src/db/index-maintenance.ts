import { sql } from 'kysely';
import type { Db } from './database';

/** Tables whose indexes a bulk load refreshes. */
export type LoadedTable = 'tenders' | 'awards' | 'tender_embeddings';

const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * After a load that changed `table`: move its GIN indexes' pending entries into the indexes and refresh the
 * planner's statistics. PostgreSQL's autovacuum does both in the background; the embedded store has none, so
 * after a bulk load every full-text, region or trigram look-up would scan megabytes of pending entries on each
 * query, and the planner would choose from statistics of an empty table (for `tender_embeddings`: sort every
 * vector by distance instead of reading the HNSW index, 20–40 times slower at 20,000 notices). On PostgreSQL an app role that does
 * not own the indexes leaves the pending entries to autovacuum.
 */
export const refreshIndexesAfterLoad = async (db: Db, table: LoadedTable): Promise<void> => {
  try {
    await sql`
      SELECT gin_clean_pending_list(i.indexrelid)
      FROM pg_index AS i JOIN pg_class AS c ON c.oid = i.indexrelid JOIN pg_am AS a ON a.oid = c.relam
      WHERE i.indrelid = ${table}::regclass AND a.amname = 'gin'`.execute(db);
  } catch (error) {
    if ((error as { code?: unknown }).code !== INSUFFICIENT_PRIVILEGE) throw error;
  }
  await sql`ANALYZE ${sql.table(table)}`.execute(db);
};
