import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { TenderRow } from './tender-row';

/**
 * The status a reader sees, in SQL: a stored `open` whose closing instant has passed reads `closed`
 * (the same rule as effectiveTenderStatus in the domain package). Search, filters and counts share it.
 */
export const effectiveStatusSql = (table = 'tenders'): RawBuilder<string> =>
  sql<string>`(CASE WHEN ${sql.ref(`${table}.status`)} = 'open' AND ${sql.ref(`${table}.closing_at`)} <= now() THEN 'closed' ELSE ${sql.ref(`${table}.status`)} END)`;

export interface CountRow {
  value: string;
  other: string | null;
  count: number;
}

export interface TenderTotals {
  total: number;
  open: number;
  added_this_week: number;
  closing_this_week: number;
}

/** The reads of the tenders table that several features make: one tender, and counts over all of them. */
export const tenderReadStore = {
  findById: (db: Db, id: string): Promise<TenderRow | undefined> =>
    db.selectFrom('tenders').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Counts per element of an array column (regions, categories). */
  countArrayValues: async (db: Db, column: 'regions' | 'procurement_categories'): Promise<CountRow[]> => {
    const { rows } = await sql<CountRow>`
      SELECT value, NULL AS other, count(*)::int AS count
      FROM tenders, unnest(${sql.ref(column)}) AS value
      GROUP BY value ORDER BY count DESC, value`.execute(db);
    return rows;
  },

  /**
   * Totals in one pass: all, open now, published in the last 7 days (today and the 6 days before, by the notice's
   * publication date: a fresh install loads months of notices at once, so the time we first saw one says nothing),
   * open and closing in the next 7 days.
   */
  totals: async (db: Db): Promise<TenderTotals> => {
    const { rows } = await sql<TenderTotals>`
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE ${effectiveStatusSql()} = 'open')::int AS open,
             count(*) FILTER (WHERE publication_date > current_date - 7
                               AND publication_date <= current_date)::int AS added_this_week,
             count(*) FILTER (WHERE ${effectiveStatusSql()} = 'open'
                               AND closing_at < now() + interval '7 days')::int AS closing_this_week
      FROM tenders`.execute(db);
    return rows[0] ?? { total: 0, open: 0, added_this_week: 0, closing_this_week: 0 };
  },
};
