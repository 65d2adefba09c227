import { RESPONSE_SECTION_KEYS, type ResponseSectionKey, type ResponseSections } from '@tenderscout/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ResponseDraftsTable } from './responses.tables';

/** A stored draft. */
export type ResponseDraftRow = Selectable<ResponseDraftsTable>;

export interface ResponseTenderRow {
  id: string;
  solicitation_number: string | null;
  title_en: string | null;
  title_fr: string | null;
  organization_en: string | null;
  organization_fr: string | null;
  status: string;
  closing_at: Date | null;
  value_amount: number | null;
}

/** An autosave's outcome: `saved` false when the stored version was not the base (nothing written). */
export interface SaveRow {
  version: number;
  saved_at: Date;
  status: 'draft' | 'submitted';
  saved: boolean;
}

/** PostgreSQL's foreign-key violation: the draft's tender does not exist. */
export const isMissingTender = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';

export type ResponseListRow = ResponseDraftRow & { tender: ResponseTenderRow | null };

const updatedAtColumn = (key: ResponseSectionKey) => `${key}_updated_at` as const;

const tenderColumns = [
  't.id',
  't.solicitation_number',
  't.title_en',
  't.title_fr',
  't.organization_en',
  't.organization_fr',
  't.status',
  't.closing_at',
  't.value_amount',
] as const;

export const responsesStore = {
  findTender: (db: Db, tenderId: string): Promise<ResponseTenderRow | undefined> =>
    db.selectFrom('tenders as t').select(tenderColumns).where('t.id', '=', tenderId).executeTakeFirst(),

  /** The draft, locked for the rest of the transaction when `forUpdate` is set. */
  findDraft: (db: Db, userId: string, tenderId: string, forUpdate = false) => {
    let query = db
      .selectFrom('response_drafts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('tender_id', '=', tenderId);
    if (forUpdate) query = query.forUpdate();
    return query.executeTakeFirst() as Promise<ResponseDraftRow | undefined>;
  },

  /**
   * The autosave, in one statement: writes the given sections (only those, each stamped with its time) when the
   * stored version is still `baseVersion` (a new draft starts at version 1; an existing one goes up by one), and
   * otherwise writes nothing and reads the stored version back. Editing a final response makes it a draft again.
   * A tender that does not exist fails the foreign key (see isMissingTender).
   */
  saveSections: async (
    db: Db,
    userId: string,
    tenderId: string,
    sections: Partial<ResponseSections>,
    baseVersion: number,
  ): Promise<SaveRow> => {
    const keys = RESPONSE_SECTION_KEYS.filter((key) => sections[key] !== undefined);
    const values: Record<string, unknown> = {};
    for (const key of keys) {
      values[key] = sections[key];
      values[updatedAtColumn(key)] = sql`now()`;
    }
    const row = await db
      .with('saved', (qb) =>
        qb
          .insertInto('response_drafts')
          .values({ user_id: userId, tender_id: tenderId, ...values })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'tender_id'])
              .doUpdateSet({
                ...values,
                version: sql`response_drafts.version + 1`,
                saved_at: sql`now()`,
                ...(keys.length > 0 ? { status: 'draft' as const, submitted_at: null } : {}),
              })
              .where('response_drafts.version', '=', baseVersion),
          )
          .returning(['version', 'saved_at', 'status']),
      )
      .selectFrom('saved')
      .select(['version', 'saved_at', 'status', sql<boolean>`true`.as('saved')])
      // The statement's snapshot predates its own write: this reads the stored row only when nothing was written.
      .unionAll((eb) =>
        eb
          .selectFrom('response_drafts')
          .select(['version', 'saved_at', 'status', sql<boolean>`false`.as('saved')])
          .where('user_id', '=', userId)
          .where('tender_id', '=', tenderId)
          .where((inner) => inner.not(inner.exists(inner.selectFrom('saved').select('version')))),
      )
      .executeTakeFirst();
    // One of the two always answers: the write, or the row that made the guard fail.
    if (!row) throw new Error('autosave answered no row');
    return row;
  },

  markSubmitted: async (db: Db, userId: string, tenderId: string): Promise<ResponseDraftRow> =>
    await db
      .updateTable('response_drafts')
      .set({ status: 'submitted', submitted_at: sql`now()`, version: sql`version + 1` })
      .where('user_id', '=', userId)
      .where('tender_id', '=', tenderId)
      .returningAll()
      .executeTakeFirstOrThrow(),

  deleteDraft: async (db: Db, userId: string, tenderId: string): Promise<number> => {
    const result = await db
      .deleteFrom('response_drafts')
      .where('user_id', '=', userId)
      .where('tender_id', '=', tenderId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** The user's drafts, most recently saved first, with their tenders (null when the lookup finds none). */
  listDrafts: async (db: Db, userId: string): Promise<ResponseListRow[]> => {
    const rows = await db
      .selectFrom('response_drafts as d')
      .leftJoin('tenders as t', 't.id', 'd.tender_id')
      .selectAll('d')
      .select((eb) =>
        eb
          .case()
          .when('t.id', 'is', null)
          .then(null)
          .else(
            sql<ResponseTenderRow>`json_build_object(
              'id', t.id, 'solicitation_number', t.solicitation_number, 'title_en', t.title_en,
              'title_fr', t.title_fr, 'organization_en', t.organization_en, 'organization_fr', t.organization_fr,
              'status', t.status, 'closing_at', t.closing_at, 'value_amount', t.value_amount)`,
          )
          .end()
          .as('tender'),
      )
      .where('d.user_id', '=', userId)
      .orderBy('d.saved_at', 'desc')
      .orderBy('d.tender_id')
      .execute();
    return rows;
  },
};
