import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { DATA_FILES } from '../src/modules/tenders/ingest/test-support';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/**
 * After a load, search reads settled indexes: no GIN index of the tenders keeps pending entries (a search
 * would scan them on every query, and the embedded store has no autovacuum to empty them) and the planner has
 * statistics of the loaded rows.
 */
describe(`indexes after a load (${testEngine()} store)`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const ginIndexes = async () =>
    (
      await sql<{ name: string; options: string[] | null }>`
        SELECT c.relname AS name, c.reloptions AS options
        FROM pg_index AS i JOIN pg_class AS c ON c.oid = i.indexrelid JOIN pg_am AS a ON a.oid = c.relam
        WHERE i.indrelid = 'tenders'::regclass AND a.amname = 'gin'
        ORDER BY c.relname`.execute(t.store.db)
    ).rows;

  it('leaves no pending entries in the tenders’ GIN indexes and fresh planner statistics', async () => {
    await t.store.db.deleteFrom('tenders').execute();
    const summary = await ingestSource(t.store.db, DATA_FILES.newNotices);
    expect(summary.inserted).toBeGreaterThan(0);

    const indexes = await ginIndexes();
    expect(indexes.map((index) => index.name)).toContain('tenders_search_en_idx');
    // Emptying a pending list answers how many pages it held: none are left once the load has ended.
    const { rows } = await sql<{ name: string; pages: number }>`
      SELECT c.relname AS name, gin_clean_pending_list(c.oid)::int AS pages
      FROM pg_class AS c WHERE c.relname = ANY(${indexes.map((index) => index.name)}::text[])`.execute(
      t.store.db,
    );
    expect(rows.filter((row) => row.pages > 0)).toEqual([]);

    const stats = await sql<{ rows: number }>`
      SELECT reltuples::int AS rows FROM pg_class WHERE oid = 'tenders'::regclass`.execute(t.store.db);
    expect(stats.rows[0]?.rows).toBe(summary.inserted);
  });

  it('keeps every GIN index’s pending list small between loads', async () => {
    for (const index of await ginIndexes()) expect(index.options).toContain('gin_pending_list_limit=256');
  });
});
