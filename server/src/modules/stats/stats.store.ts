import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { effectiveStatusSql } from '../tenders/tenders.store';

export const statsStore = {
  /**
   * Totals in one pass: all, open now, published in the last 7 days (today and the 6 days before, by the notice's
   * publication date: a fresh install loads months of notices at once, so the time we first saw one says nothing),
   * open and closing in the next 7 days.
   */
  totals: async (db: Db) => {
    const { rows } = await sql<{
      total: number;
      open: number;
      added_this_week: number;
      closing_this_week: number;
    }>`
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE ${effectiveStatusSql()} = 'open')::int AS open,
             count(*) FILTER (WHERE publication_date > current_date - 7
                               AND publication_date <= current_date)::int AS added_this_week,
             count(*) FILTER (WHERE ${effectiveStatusSql()} = 'open'
                               AND closing_at < now() + interval '7 days')::int AS closing_this_week
      FROM tenders`.execute(db);
    return rows[0] ?? { total: 0, open: 0, added_this_week: 0, closing_this_week: 0 };
  },

  lastSuccessfulIngest: async (db: Db): Promise<Date | null> => {
    const row = await db
      .selectFrom('ingest_runs')
      .select((eb) => eb.fn.max('finished_at').as('finished_at'))
      .where('status', '=', 'succeeded')
      .executeTakeFirst();
    return row?.finished_at ? new Date(row.finished_at) : null;
  },
};
