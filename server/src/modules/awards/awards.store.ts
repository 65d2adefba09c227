import { sql, type Expression, type SqlBool } from 'kysely';
import type { AwardsQuery } from '@tenderscout/domain';
import { supplierKeyOf } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { dataVersionSql } from '../../db/data-version';
import type { AwardRow } from './award-columns';
import { qualified } from './awards-columns';

export {
  findIncumbent,
  findSimilarAwards,
  type ScoredAwardRow,
  type SimilarityProbe,
} from './awards-similar.store';

const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const likeAnywhere = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The supplier filter: its key's prefix, or any part of the name as written (null: no supplier filter). */
export const supplierFilterOf = (query: Pick<AwardsQuery, 'supplier'>) => {
  if (!query.supplier) return null;
  const key = supplierKeyOf(query.supplier);
  return sql<SqlBool>`(awards.supplier_key LIKE ${likePrefix(key)} OR awards.supplier_name ILIKE ${likeAnywhere(query.supplier)})`;
};

/** The buyer filter: any part of its English or French name (null: no buyer filter). */
export const buyerFilterOf = (query: Pick<AwardsQuery, 'buyer'>) => {
  if (!query.buyer) return null;
  return sql<SqlBool>`(awards.buyer_en ILIKE ${likeAnywhere(query.buyer)} OR awards.buyer_fr ILIKE ${likeAnywhere(query.buyer)})`;
};

/** The search filters as one WHERE condition (all optional). */
export const filterOf = (query: Partial<AwardsQuery>): Expression<SqlBool> => {
  const parts: Array<ReturnType<typeof sql<SqlBool>>> = [];
  if (query.q) parts.push(sql<SqlBool>`awards.search_en @@ websearch_to_tsquery('ts_en', ${query.q})`);
  const supplier = supplierFilterOf(query);
  if (supplier) parts.push(supplier);
  const buyer = buyerFilterOf(query);
  if (buyer) parts.push(buyer);
  if (query.commodity) {
    const code = query.commodity.toUpperCase();
    parts.push(
      sql<SqlBool>`EXISTS (SELECT 1 FROM unnest(awards.unspsc_codes || awards.gsin_codes) AS code WHERE code LIKE ${likePrefix(code)})`,
    );
  }
  if (query.category)
    parts.push(sql<SqlBool>`awards.procurement_categories @> ARRAY[${query.category}]::text[]`);
  if (query.region) parts.push(sql<SqlBool>`awards.regions @> ARRAY[${query.region}]::text[]`);
  if (query.year)
    parts.push(
      sql<SqlBool>`awards.award_date BETWEEN ${`${query.year}-01-01`}::date AND ${`${query.year}-12-31`}::date`,
    );
  if (query.date_from) parts.push(sql<SqlBool>`awards.award_date >= ${query.date_from}::date`);
  if (query.date_to) parts.push(sql<SqlBool>`awards.award_date <= ${query.date_to}::date`);
  if (query.value_min !== undefined) parts.push(sql<SqlBool>`awards.value_amount >= ${query.value_min}`);
  if (query.value_max !== undefined) parts.push(sql<SqlBool>`awards.value_amount <= ${query.value_max}`);
  if (parts.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
};

export interface FacetRow {
  value: string;
  label: string | null;
  count: number;
}

const orderOf = (query: AwardsQuery) => {
  if (query.sort === 'value') return sql`awards.value_amount DESC NULLS LAST, awards.id`;
  if (query.sort === 'relevance' && query.q)
    return sql`ts_rank(awards.search_en, websearch_to_tsquery('ts_en', ${query.q})) DESC, awards.award_date DESC NULLS LAST, awards.id`;
  return sql`awards.award_date DESC NULLS LAST, awards.id`;
};

export const awardsStore = {
  /** The tender whose awards, or similar awards, are asked for: what matching and estimating read of it. */
  tenderById: (db: Db, id: string) =>
    db
      .selectFrom('tenders')
      .select([
        'id',
        'solicitation_number',
        'unspsc_codes',
        'gsin_codes',
        'organization_en',
        'regions',
        'title_en',
        'title_fr',
        'unspsc_descriptions_en',
        'value_amount',
      ])
      .where('id', '=', id)
      .executeTakeFirst(),

  search: async (db: Db, query: AwardsQuery, limit: number, offset: number): Promise<AwardRow[]> =>
    db
      .selectFrom('awards')
      .select(qualified)
      .where(filterOf(query))
      .orderBy(orderOf(query))
      .limit(limit)
      .offset(offset)
      .execute(),

  /**
   * The totals and every facet's top values over the matches, counted by the store in one statement (every
   * match read), with the store's data version. The list counts them in memory instead (award-facet-counts.ts,
   * much faster); this is the definition that count must equal, and the tests compare the two.
   */
  aggregates: async (db: Db, query: AwardsQuery) => {
    const top = (
      facet: string,
      select: ReturnType<typeof sql>,
      order: ReturnType<typeof sql>,
      limit: number,
    ) =>
      sql`(SELECT ${facet} AS facet, f.value, f.label, f.count, 0::float8 AS total_value, 0 AS valued_count
        FROM (${select}) AS f ORDER BY ${order} LIMIT ${limit})`;
    const byCount = sql`f.count DESC, f.value`;
    const { rows } = await sql<
      FacetRow & { facet: string; total_value: number; valued_count: number; version: string | null }
    >`
      WITH m AS MATERIALIZED (
        SELECT supplier_key, supplier_name, buyer_en, buyer_fr, procurement_categories, regions, award_date,
          value_amount, value_currency
        FROM awards WHERE ${filterOf(query)}
      )
      SELECT a.*, ${dataVersionSql} AS version FROM (
        SELECT 'total' AS facet, NULL AS value, NULL AS label, count(*)::int AS count,
          coalesce(sum(value_amount) FILTER (WHERE value_currency = 'CAD'), 0)::float8 AS total_value,
          (count(*) FILTER (WHERE value_amount IS NOT NULL AND value_currency = 'CAD'))::int AS valued_count
        FROM m
        UNION ALL ${top('supplier', sql`SELECT supplier_key AS value, min(supplier_name) AS label, count(*)::int AS count FROM m GROUP BY supplier_key`, byCount, 10)}
        UNION ALL ${top('buyer', sql`SELECT buyer_en AS value, min(buyer_fr) AS label, count(*)::int AS count FROM m WHERE buyer_en IS NOT NULL GROUP BY buyer_en`, byCount, 10)}
        UNION ALL ${top('category', sql`SELECT c AS value, NULL AS label, count(*)::int AS count FROM m, unnest(procurement_categories) AS c GROUP BY c`, byCount, 10)}
        UNION ALL ${top('region', sql`SELECT r AS value, NULL AS label, count(*)::int AS count FROM m, unnest(regions) AS r GROUP BY r`, byCount, 20)}
        UNION ALL ${top('year', sql`SELECT extract(year FROM award_date)::int::text AS value, NULL AS label, count(*)::int AS count FROM m WHERE award_date IS NOT NULL GROUP BY 1`, sql`f.value DESC`, 20)}
        UNION ALL ${top('value_range', sql`SELECT CASE WHEN value_amount < 25000 THEN '0-25000' WHEN value_amount < 100000 THEN '25000-100000' WHEN value_amount < 1000000 THEN '100000-1000000' ELSE '1000000-' END AS value, NULL AS label, count(*)::int AS count FROM m WHERE value_amount IS NOT NULL GROUP BY 1`, byCount, 10)}
      ) AS a`.execute(db);
    const facet = (name: string): FacetRow[] =>
      rows
        .filter((row) => row.facet === name)
        .map((row) => ({ value: row.value, label: row.label, count: row.count }));
    const total = rows.find((row) => row.facet === 'total');
    return {
      version: rows[0]?.version ?? 'empty',
      totals: {
        total: total?.count ?? 0,
        total_value: total?.total_value ?? 0,
        valued_count: total?.valued_count ?? 0,
      },
      suppliers: facet('supplier'),
      buyers: facet('buyer'),
      categories: facet('category'),
      regions: facet('region'),
      years: facet('year'),
      valueRanges: facet('value_range'),
    };
  },

  /** Tenders in the store for these awards: by solicitation key, then by reference number. */
  tendersFor: async (db: Db, rows: AwardRow[]): Promise<Map<string, string>> => {
    const keys = [...new Set(rows.map((row) => row.solicitation_key).filter((key): key is string => !!key))];
    const references = [...new Set(rows.map((row) => row.reference_number).filter((r): r is string => !!r))];
    const links = new Map<string, string>();
    if (keys.length > 0) {
      const found = await sql<{ id: string; key: string }>`
        SELECT DISTINCT ON (award_solicitation_key(solicitation_number)) id, award_solicitation_key(solicitation_number) AS key
        FROM tenders WHERE award_solicitation_key(solicitation_number) IN (${sql.join(keys)})
        ORDER BY award_solicitation_key(solicitation_number), publication_date DESC NULLS LAST`.execute(db);
      for (const row of found.rows) links.set(`s:${row.key}`, row.id);
    }
    if (references.length > 0) {
      const found = await db.selectFrom('tenders').select('id').where('id', 'in', references).execute();
      for (const row of found) links.set(`r:${row.id}`, row.id);
    }
    return links;
  },

  /** The awards of one tender: its solicitation number's, else those published under its reference number. */
  forTender: async (
    db: Db,
    tender: { id: string; solicitation_number: string | null },
  ): Promise<AwardRow[]> =>
    db
      .selectFrom('awards')
      .select(qualified)
      .where((eb) =>
        eb.or([
          eb('awards.reference_number', '=', tender.id),
          ...(tender.solicitation_number
            ? [
                eb(
                  'awards.solicitation_key',
                  '=',
                  sql<string>`award_solicitation_key(${tender.solicitation_number})`,
                ),
              ]
            : []),
        ]),
      )
      .orderBy('awards.award_date', 'desc')
      .limit(100)
      .execute(),

  hasAwards: async (db: Db, tender: { id: string; solicitation_number: string | null }): Promise<boolean> => {
    const row = await db
      .selectFrom('awards')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('awards.reference_number', '=', tender.id),
          ...(tender.solicitation_number
            ? [
                eb(
                  'awards.solicitation_key',
                  '=',
                  sql<string>`award_solicitation_key(${tender.solicitation_number})`,
                ),
              ]
            : []),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  supplierSummary: async (db: Db, key: string) =>
    db
      .selectFrom('awards')
      .select([
        sql<number>`count(*)::int`.as('award_count'),
        sql<number>`coalesce(sum(value_amount) FILTER (WHERE value_currency = 'CAD'), 0)::float8`.as(
          'total_value',
        ),
        sql<number>`(count(*) FILTER (WHERE value_amount IS NOT NULL AND value_currency = 'CAD'))::int`.as(
          'valued_count',
        ),
        sql<string | null>`min(award_date)::text`.as('first_award_date'),
        sql<string | null>`max(award_date)::text`.as('last_award_date'),
      ])
      .where('supplier_key', '=', key)
      .executeTakeFirstOrThrow(),

  supplierNames: async (db: Db, key: string) =>
    db
      .selectFrom('awards')
      .select(['supplier_name', sql<number>`count(*)::int`.as('count')])
      .where('supplier_key', '=', key)
      .groupBy('supplier_name')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('supplier_name')
      .limit(20)
      .execute(),

  supplierBuyers: async (db: Db, key: string) =>
    db
      .selectFrom('awards')
      .select([
        'buyer_en',
        sql<string | null>`min(buyer_fr)`.as('buyer_fr'),
        sql<number>`count(*)::int`.as('count'),
        sql<number>`coalesce(sum(value_amount) FILTER (WHERE value_currency = 'CAD'), 0)::float8`.as(
          'total_value',
        ),
      ])
      .where('supplier_key', '=', key)
      .where('buyer_en', 'is not', null)
      .groupBy('buyer_en')
      .orderBy(sql`count(*)`, 'desc')
      .limit(20)
      .execute(),

  supplierCategories: async (db: Db, key: string) => {
    const result = await sql<{ value: string; count: number }>`
      SELECT c AS value, count(*)::int AS count FROM awards, unnest(procurement_categories) AS c
      WHERE supplier_key = ${key} GROUP BY c ORDER BY count DESC, c`.execute(db);
    return result.rows;
  },

  supplierAwards: async (db: Db, key: string, limit: number, offset: number): Promise<AwardRow[]> =>
    db
      .selectFrom('awards')
      .select(qualified)
      .where('awards.supplier_key', '=', key)
      .orderBy('awards.award_date', (ob) => ob.desc().nullsLast())
      .orderBy('awards.id')
      .limit(limit)
      .offset(offset)
      .execute(),
};
