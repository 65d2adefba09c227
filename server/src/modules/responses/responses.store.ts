import { RESPONSE_SECTION_KEYS, type ResponseSectionKey, type ResponseSections } from '@tenderscout/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ResponseDraftsTable } from './responses.tables';

/** A stored draft, with the name of the member who saved it last (null when unknown or gone). */
export type ResponseDraftRow = Selectable<ResponseDraftsTable> & { saved_by_name: string | null };

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

/**
 * An autosave's outcome: `saved` false when the stored version was not the base (nothing written); then the
 * stored draft's sections, who saved it and their name come along (null after a save).
 */
export interface SaveRow {
  version: number;
  saved_at: Date;
  status: 'draft' | 'submitted';
  saved: boolean;
  saved_by: string | null;
  saved_by_name: string | null;
  stored: ResponseSections | null;
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

  /** The organization's draft, locked for the rest of the transaction when `forUpdate` is set. */
  findDraft: (db: Db, orgId: string, tenderId: string, forUpdate = false) => {
    let query = db
      .selectFrom('response_drafts as d')
      .leftJoin('users as u', 'u.id', 'd.saved_by')
      .selectAll('d')
      .select('u.name as saved_by_name')
      .where('d.org_id', '=', orgId)
      .where('d.tender_id', '=', tenderId);
    if (forUpdate) query = query.forUpdate('d');
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
    { orgId, userId }: { orgId: string; userId: string },
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
          .values({ org_id: orgId, saved_by: userId, tender_id: tenderId, ...values })
          .onConflict((oc) =>
            oc
              .columns(['org_id', 'tender_id'])
              .doUpdateSet({
                ...values,
                saved_by: userId,
                version: sql`response_drafts.version + 1`,
                saved_at: sql`now()`,
                ...(keys.length > 0 ? { status: 'draft' as const, submitted_at: null } : {}),
              })
              .where('response_drafts.version', '=', baseVersion),
          )
          .returning(['version', 'saved_at', 'status']),
      )
      .selectFrom('saved')
      .select([
        'version',
        'saved_at',
        'status',
        sql<boolean>`true`.as('saved'),
        sql<string | null>`null::uuid`.as('saved_by'),
        sql<string | null>`null::text`.as('saved_by_name'),
        sql<ResponseSections | null>`null::json`.as('stored'),
      ])
      // The statement's snapshot predates its own write: this reads the stored row only when nothing was written,
      // with its text and who saved it, for the conflict.
      .unionAll((eb) =>
        eb
          .selectFrom('response_drafts as d')
          .leftJoin('users as u', 'u.id', 'd.saved_by')
          .select([
            'd.version',
            'd.saved_at',
            'd.status',
            sql<boolean>`false`.as('saved'),
            'd.saved_by',
            'u.name as saved_by_name',
            sql<ResponseSections>`json_build_object(${sql.join(
              RESPONSE_SECTION_KEYS.map((key) => sql`${sql.lit(key)}::text, d.${sql.ref(key)}`),
            )})`.as('stored'),
          ])
          .where('d.org_id', '=', orgId)
          .where('d.tender_id', '=', tenderId)
          .where((inner) => inner.not(inner.exists(inner.selectFrom('saved').select('version')))),
      )
      .executeTakeFirst();
    // One of the two always answers: the write, or the row that made the guard fail.
    if (!row) throw new Error('autosave answered no row');
    return row;
  },

  markSubmitted: async (db: Db, orgId: string, tenderId: string): Promise<void> => {
    await db
      .updateTable('response_drafts')
      .set({ status: 'submitted', submitted_at: sql`now()`, version: sql`version + 1` })
      .where('org_id', '=', orgId)
      .where('tender_id', '=', tenderId)
      .executeTakeFirstOrThrow();
  },

  deleteDraft: async (db: Db, orgId: string, tenderId: string): Promise<number> => {
    const result = await db
      .deleteFrom('response_drafts')
      .where('org_id', '=', orgId)
      .where('tender_id', '=', tenderId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** The organization's drafts, most recently saved first, with their tenders (null when the lookup finds none). */
  listDrafts: async (db: Db, orgId: string): Promise<ResponseListRow[]> => {
    const rows = await db
      .selectFrom('response_drafts as d')
      .leftJoin('tenders as t', 't.id', 'd.tender_id')
      .leftJoin('users as u', 'u.id', 'd.saved_by')
      .selectAll('d')
      .select('u.name as saved_by_name')
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
      .where('d.org_id', '=', orgId)
      .orderBy('d.saved_at', 'desc')
      .orderBy('d.tender_id')
      .execute();
    return rows;
  },
};
