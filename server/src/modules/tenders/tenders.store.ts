import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { TenderRow } from './tender-row';

/**
 * The status a reader sees, in SQL: a stored `open` whose closing instant has passed reads `closed`
 * (the same rule as effectiveTenderStatus in the domain package). Search and stats share it.
 */
export const effectiveStatusSql = (table = 'tenders'): RawBuilder<string> =>
  sql<string>`(CASE WHEN ${sql.ref(`${table}.status`)} = 'open' AND ${sql.ref(`${table}.closing_at`)} <= now() THEN 'closed' ELSE ${sql.ref(`${table}.status`)} END)`;

export interface CountRow {
  value: string;
  other: string | null;
  count: number;
}

export const tendersStore = {
  findById: (db: Db, id: string): Promise<TenderRow | undefined> =>
    db.selectFrom('tenders').selectAll().where('id', '=', id).executeTakeFirst(),

  listVersions: (db: Db, id: string) =>
    db
      .selectFrom('tender_versions')
      .select(['amendment_number', 'replaced_by_amendment', 'amendment_date', 'changes', 'recorded_at'])
      .where('tender_id', '=', id)
      .orderBy('id', 'desc')
      .execute(),

  /** Counts per element of an array column (regions, categories). */
  countArrayValues: async (db: Db, column: 'regions' | 'procurement_categories'): Promise<CountRow[]> => {
    const { rows } = await sql<CountRow>`
      SELECT value, NULL AS other, count(*)::int AS count
      FROM tenders, unnest(${sql.ref(column)}) AS value
      GROUP BY value ORDER BY count DESC, value`.execute(db);
    return rows;
  },

  /** Counts per value of a bilingual text column pair (organisation, notice type, method). */
  countBilingual: async (
    db: Db,
    english: 'organization_en' | 'notice_type_en' | 'procurement_method_en',
    french: 'organization_fr' | 'notice_type_fr' | 'procurement_method_fr',
  ): Promise<CountRow[]> => {
    const { rows } = await sql<CountRow>`
      SELECT ${sql.ref(english)} AS value, max(${sql.ref(french)}) AS other, count(*)::int AS count
      FROM tenders WHERE ${sql.ref(english)} IS NOT NULL
      GROUP BY ${sql.ref(english)} ORDER BY count DESC, value`.execute(db);
    return rows;
  },

  countStatuses: async (db: Db): Promise<CountRow[]> => {
    const { rows } = await sql<CountRow>`
      SELECT ${effectiveStatusSql()} AS value, NULL AS other, count(*)::int AS count
      FROM tenders GROUP BY 1 ORDER BY count DESC, value`.execute(db);
    return rows;
  },

  countSourceSystems: async (db: Db): Promise<CountRow[]> => {
    const { rows } = await sql<CountRow>`
      SELECT source_system AS value, NULL AS other, count(*)::int AS count
      FROM tenders GROUP BY 1 ORDER BY count DESC, value`.execute(db);
    return rows;
  },
};
