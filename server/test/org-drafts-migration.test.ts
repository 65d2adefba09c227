import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../src/db/migrate';
import { createStore, type Store } from '../src/db/store';
import { migrationsDir } from '../src/lib/paths';
import { createPostgresDatabase, testEngine } from './support/test-app';

const SHARED_DRAFTS = '0032-shared-drafts.sql';

interface Draft {
  org_id: string;
  tender_id: string;
  saved_by: string | null;
  executive_summary: string;
  technical_approach: string;
  budget: string;
  status: string;
}

/**
 * Drafts written per account before drafts became the organization's: each becomes its organization's, and two
 * members of one organization who drafted the same tender keep both texts in the one draft.
 */
describe(`per-account drafts become the organization's (${testEngine()} store)`, () => {
  let store: Store;
  let drop: (() => Promise<void>) | undefined;

  const addUser = async (email: string, name: string): Promise<string> => {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO users (email, password_hash, name, company, account_status)
      VALUES (${email}, 'x', ${name}, 'Co', 'approved') RETURNING id`.execute(store.db);
    return rows[0]!.id;
  };
  const addDraft = async (
    userId: string,
    tenderId: string,
    text: Record<string, string>,
    status = 'draft',
  ) => {
    await sql`
      INSERT INTO response_drafts (user_id, tender_id, executive_summary, technical_approach, budget, status,
                                   submitted_at, saved_at)
      VALUES (${userId}, ${tenderId}, ${text.executive_summary ?? ''}, ${text.technical_approach ?? ''},
              ${text.budget ?? ''}, ${status}, ${status === 'submitted' ? sql`now()` : null},
              now() - make_interval(mins => ${text.minutesAgo ?? '0'}::int))`.execute(store.db);
  };

  beforeAll(async () => {
    const postgres = testEngine() === 'postgres' ? await createPostgresDatabase() : undefined;
    drop = postgres ? () => postgres.drop() : undefined;
    store = createStore({
      ...(postgres ? { databaseUrl: postgres.url, poolSize: 2 } : { embedded: { kind: 'in-process' } }),
      migrations: (all) => all.filter((migration) => migration.name < SHARED_DRAFTS),
    });
    await store.start();
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    await drop?.();
  });

  it('moves every draft into its organization without losing text', async () => {
    for (const id of ['T-1', 'T-2']) {
      await sql`INSERT INTO tenders (id, title_en, status, source_system, content_hash) VALUES (${id}, ${id}, 'open', 'Synthetic', ${id})`.execute(
        store.db,
      );
    }
    const ana = await addUser('ana@example.ca', 'Ana');
    const marc = await addUser('marc@example.ca', 'Marc');
    const solo = await addUser('solo@example.ca', 'Solo');
    // Marc joined Ana's organization (his own, now empty, went).
    await sql`UPDATE org_members SET org_id = ${ana}, role = 'member' WHERE user_id = ${marc}`.execute(
      store.db,
    );
    await addDraft(ana, 'T-1', { executive_summary: 'Ana summary', budget: 'Same budget', minutesAgo: '5' });
    await addDraft(marc, 'T-1', {
      executive_summary: 'Marc summary',
      technical_approach: 'Marc approach',
      budget: 'Same budget',
    });
    await addDraft(ana, 'T-2', { executive_summary: 'Final text' }, 'submitted');
    await addDraft(solo, 'T-1', { executive_summary: 'Solo summary' });

    await migrate(store.pool, await readMigrations(migrationsDir));

    const rows = await sql<Draft>`
      SELECT org_id, tender_id, saved_by, executive_summary, technical_approach, budget, status
      FROM response_drafts ORDER BY org_id = ${ana} DESC, tender_id`.execute(store.db);
    expect(rows.rows).toEqual([
      {
        org_id: ana,
        tender_id: 'T-1',
        saved_by: marc,
        executive_summary: 'Marc summary\n\nAna summary',
        technical_approach: 'Marc approach',
        budget: 'Same budget',
        status: 'draft',
      },
      {
        org_id: ana,
        tender_id: 'T-2',
        saved_by: ana,
        executive_summary: 'Final text',
        technical_approach: '',
        budget: '',
        status: 'submitted',
      },
      {
        org_id: solo,
        tender_id: 'T-1',
        saved_by: solo,
        executive_summary: 'Solo summary',
        technical_approach: '',
        budget: '',
        status: 'draft',
      },
    ]);
  });

  it("carries the drafts of an account that joins another organization into that one's", async () => {
    const solo = (
      await sql<{ id: string }>`SELECT id FROM users WHERE email = 'solo@example.ca'`.execute(store.db)
    ).rows[0]!.id;
    const ana = (
      await sql<{ id: string }>`SELECT id FROM users WHERE email = 'ana@example.ca'`.execute(store.db)
    ).rows[0]!.id;
    await sql`UPDATE org_members SET org_id = ${ana}, role = 'member' WHERE user_id = ${solo}`.execute(
      store.db,
    );
    const rows = await sql<Draft>`
      SELECT org_id, tender_id, executive_summary FROM response_drafts ORDER BY tender_id`.execute(store.db);
    expect(rows.rows).toEqual([
      { org_id: ana, tender_id: 'T-1', executive_summary: 'Marc summary\n\nAna summary\n\nSolo summary' },
      { org_id: ana, tender_id: 'T-2', executive_summary: 'Final text' },
    ]);
  });
});
