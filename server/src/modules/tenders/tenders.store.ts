import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { effectiveStatusSql, type CountRow } from './tender-read.store';

export const tendersStore = {
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
