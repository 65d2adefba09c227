import type { AwardsQuery } from '@tenderscout/domain';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { filterOf } from './awards.store';

/** SQL only: the award facets' snapshot rows, and the store's own text rules the in-memory counts defer to. */

export interface SnapshotRow {
  id: string;
  supplier_key: string;
  supplier_name: string;
  buyer_en: string | null;
  buyer_fr: string | null;
  award_date: string | null;
  value_range: number | null;
  cad_value: string | null;
  procurement_categories: string[];
  regions: string[];
  codes: string[];
}

export /** Which entries of a list of distinct pairs the store's own condition accepts (unnest keeps its NULLs). */
const acceptedPairs = async (
  db: Db,
  columns: [string, string],
  values: [Array<string | null>, Array<string | null>],
  condition: Expression<SqlBool>,
): Promise<Uint8Array> => {
  const accepted = new Uint8Array(values[0].length);
  const { rows } = await sql<{ i: number }>`
    SELECT (i - 1)::int AS i
    FROM unnest(${values[0]}::text[], ${values[1]}::text[]) WITH ORDINALITY AS awards(${sql.ref(columns[0])}, ${sql.ref(columns[1])}, i)
    WHERE ${condition}`.execute(db);
  for (const row of rows) accepted[row.i] = 1;
  return accepted;
};

/** The ids of the awards the full-text and value filters accept. */
export const matchingAwardIds = async (
  db: Db,
  query: Pick<AwardsQuery, 'q' | 'value_min' | 'value_max'>,
): Promise<Array<{ id: string }>> => {
  const { q, value_min, value_max } = query;
  const { rows } = await sql<{ id: string }>`
      SELECT id FROM awards WHERE ${filterOf({ q, value_min, value_max })}`.execute(db);
  return rows;
};

/** Every distinct string in the store's own order (`ORDER BY` with the default collation). */
export const storeOrder = async (db: Db, values: Set<string>): Promise<Map<string, number>> => {
  const { rows } = await sql<{ value: string }>`
    SELECT value FROM unnest(${[...values]}::text[]) AS value ORDER BY value`.execute(db);
  return new Map(rows.map((row, position) => [row.value, position]));
};

export const readRows = async (db: Db) =>
  (
    await sql<SnapshotRow>`
      SELECT id, supplier_key, supplier_name, buyer_en, buyer_fr, to_char(award_date, 'YYYY-MM-DD') AS award_date,
        CASE WHEN value_amount IS NULL THEN NULL WHEN value_amount < 25000 THEN 0 WHEN value_amount < 100000 THEN 1
          WHEN value_amount < 1000000 THEN 2 ELSE 3 END AS value_range,
        CASE WHEN value_currency = 'CAD' THEN value_amount::text END AS cad_value,
        procurement_categories, regions, unspsc_codes || gsin_codes AS codes
      FROM awards`.execute(db)
  ).rows;
