import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { AwardsQuery } from '@tenderscout/domain';
import { supplierKeyOf } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import type { AwardsTable } from './awards.tables';

export type AwardRow = Omit<Selectable<AwardsTable>, 'search_en'>;

/** Every column but the search vector. */
export const AWARD_COLUMNS = [
  'id',
  'kind',
  'reference_number',
  'solicitation_number',
  'solicitation_key',
  'contract_number',
  'amendment_number',
  'title_en',
  'title_fr',
  'description_en',
  'description_fr',
  'supplier_name',
  'supplier_key',
  'supplier_city',
  'supplier_province',
  'buyer_en',
  'buyer_fr',
  'buyer_key',
  'publication_date',
  'award_date',
  'start_date',
  'end_date',
  'value_amount',
  'value_currency',
  'procurement_categories',
  'unspsc_codes',
  'unspsc_descriptions_en',
  'unspsc_descriptions_fr',
  'gsin_codes',
  'gsin_descriptions_en',
  'gsin_descriptions_fr',
  'commodity_families',
  'regions',
  'status_en',
  'status_fr',
  'content_hash',
  'last_ingest_run_id',
  'created_at',
  'updated_at',
] as const;

const qualified = AWARD_COLUMNS.map((column) => `awards.${column}` as const);

const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const likeAnywhere = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Words of a free text as an OR text-search query (letters and digits only, so always valid). */
export const orQueryOf = (text: string, maxWords = 8): string | null => {
  const STOP = new Set([
    'the',
    'and',
    'for',
    'with',
    'des',
    'les',
    'pour',
    'une',
    'from',
    'services',
    'service',
  ]);
  const words = [
    ...new Set(
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length >= 3 && !STOP.has(word) && !/^\d+$/.test(word)),
    ),
  ].slice(0, maxWords);
  return words.length > 0 ? words.join(' | ') : null;
};

/** The search filters as one WHERE condition (all optional). */
const filterOf = (query: AwardsQuery): Expression<SqlBool> => {
  const parts: Array<ReturnType<typeof sql<SqlBool>>> = [];
  if (query.q) parts.push(sql<SqlBool>`awards.search_en @@ websearch_to_tsquery('ts_en', ${query.q})`);
  if (query.supplier) {
    const key = supplierKeyOf(query.supplier);
    parts.push(
      sql<SqlBool>`(awards.supplier_key LIKE ${likePrefix(key)} OR awards.supplier_name ILIKE ${likeAnywhere(query.supplier)})`,
    );
  }
  if (query.buyer)
    parts.push(
      sql<SqlBool>`(awards.buyer_en ILIKE ${likeAnywhere(query.buyer)} OR awards.buyer_fr ILIKE ${likeAnywhere(query.buyer)})`,
    );
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
  search: async (db: Db, query: AwardsQuery, limit: number, offset: number): Promise<AwardRow[]> =>
    db
      .selectFrom('awards')
      .select(qualified)
      .where(filterOf(query))
      .orderBy(orderOf(query))
      .limit(limit)
      .offset(offset)
      .execute(),

  totals: async (db: Db, query: AwardsQuery) =>
    db
      .selectFrom('awards')
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`coalesce(sum(value_amount) FILTER (WHERE value_currency = 'CAD'), 0)::float8`.as(
          'total_value',
        ),
        sql<number>`(count(*) FILTER (WHERE value_amount IS NOT NULL AND value_currency = 'CAD'))::int`.as(
          'valued_count',
        ),
      ])
      .where(filterOf(query))
      .executeTakeFirstOrThrow(),

  /** Top values of one dimension among the matches. */
  facet: async (
    db: Db,
    query: AwardsQuery,
    dimension: 'supplier' | 'buyer' | 'category' | 'region' | 'year' | 'value_range',
    limit = 10,
  ): Promise<FacetRow[]> => {
    const where = filterOf(query);
    const select = {
      supplier: sql`SELECT supplier_key AS value, min(supplier_name) AS label, count(*)::int AS count FROM awards WHERE ${where} GROUP BY supplier_key`,
      buyer: sql`SELECT buyer_en AS value, min(buyer_fr) AS label, count(*)::int AS count FROM awards WHERE ${where} AND buyer_en IS NOT NULL GROUP BY buyer_en`,
      category: sql`SELECT c AS value, NULL AS label, count(*)::int AS count FROM awards, unnest(procurement_categories) AS c WHERE ${where} GROUP BY c`,
      region: sql`SELECT r AS value, NULL AS label, count(*)::int AS count FROM awards, unnest(regions) AS r WHERE ${where} GROUP BY r`,
      year: sql`SELECT extract(year FROM award_date)::int::text AS value, NULL AS label, count(*)::int AS count FROM awards WHERE ${where} AND award_date IS NOT NULL GROUP BY 1`,
      value_range: sql`SELECT CASE WHEN value_amount < 25000 THEN '0-25000' WHEN value_amount < 100000 THEN '25000-100000' WHEN value_amount < 1000000 THEN '100000-1000000' ELSE '1000000-' END AS value, NULL AS label, count(*)::int AS count FROM awards WHERE ${where} AND value_amount IS NOT NULL GROUP BY 1`,
    }[dimension];
    const order = dimension === 'year' ? sql`value DESC` : sql`count DESC, value`;
    const result =
      await sql<FacetRow>`SELECT * FROM (${select}) AS facet ORDER BY ${order} LIMIT ${limit}`.execute(db);
    return result.rows;
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

/** What "similar" is measured against: a tender, or (in the benchmark) a held-back award. */
export interface SimilarityProbe {
  /** The tender asked about: its own awards are not "similar" to it. */
  ownTender: { id: string; solicitationNumber: string | null } | null;
  unspscCodes: string[];
  families: string[];
  buyerKey: string | null;
  regions: string[];
  text: string;
}

export type ScoredAwardRow = AwardRow & {
  score: number;
  /** The tender in the store this award was for, if any. */
  tender_id: string | null;
  same_commodity: boolean;
  same_family: boolean;
  same_buyer: boolean;
  same_region: boolean;
  similar_text: boolean;
};

/** Not an award of the probe's own tender (by reference number or solicitation number, as `forTender`). */
const notOwnAward = (probe: Pick<SimilarityProbe, 'ownTender'>) => {
  const own = probe.ownTender;
  if (!own) return sql<SqlBool>`true`;
  const bySolicitation = own.solicitationNumber
    ? sql`OR coalesce(awards.solicitation_key = award_solicitation_key(${own.solicitationNumber}), false)`
    : sql``;
  return sql<SqlBool>`NOT (coalesce(awards.reference_number = ${own.id}, false) ${bySolicitation})`;
};

/** How many candidates each source (same code, family, buyer, text) contributes before scoring. */
const PER_SOURCE = 80;
/** Codes and families of a probe that get their own look-up. */
const MAX_PROBE_CODES = 4;

/**
 * The awards closest to a probe: same UNSPSC code (3), else same commodity family (2), same buyer (1.5), same
 * region (0.5), and the text of its title (1 + 3 × ts_rank). Candidates come from bounded index look-ups
 * (same buyer and family, newest first; the newest of each code and family; the buyer's newest; matching words),
 * so the cost does not grow with the number of awards; only those few hundred are scored.
 */
export const findSimilarAwards = async (
  db: Db,
  probe: SimilarityProbe,
  options: { limit: number; sameBuyer: boolean },
): Promise<ScoredAwardRow[]> => {
  const tsQuery = orQueryOf(probe.text);
  const query = tsQuery ? sql`to_tsquery('ts_en', ${tsQuery})` : sql`NULL::tsquery`;
  const families = sql`${probe.families}::text[]`;
  const codes = sql`${probe.unspscCodes}::text[]`;
  const regions = sql`${probe.regions}::text[]`;
  if (options.sameBuyer && !probe.buyerKey) return [];
  const buyer = options.sameBuyer ? sql`AND buyer_key = ${probe.buyerKey}` : sql``;
  const newest = sql`ORDER BY award_date DESC NULLS LAST`;
  // Each source is an index scan that stops after its first rows (newest first).
  const sources = [
    ...(probe.buyerKey && probe.families.length > 0
      ? [
          sql`(SELECT id FROM awards WHERE buyer_key = ${probe.buyerKey} AND commodity_families && ${families}
               ${newest} LIMIT ${PER_SOURCE})`,
        ]
      : []),
    ...probe.unspscCodes
      .slice(0, MAX_PROBE_CODES)
      .map(
        (code) =>
          sql`(SELECT id FROM awards WHERE unspsc_codes[1] = ${code} ${buyer} ${newest} LIMIT ${PER_SOURCE / 2})`,
      ),
    ...probe.families
      .slice(0, MAX_PROBE_CODES)
      .map(
        (family) =>
          sql`(SELECT id FROM awards WHERE commodity_families[1] = ${family} ${buyer} ${newest} LIMIT ${PER_SOURCE / 2})`,
      ),
    ...(probe.buyerKey
      ? [sql`(SELECT id FROM awards WHERE buyer_key = ${probe.buyerKey} ${newest} LIMIT ${PER_SOURCE / 4})`]
      : []),
    ...(tsQuery
      ? [
          sql`(SELECT id FROM awards WHERE search_en @@ to_tsquery('ts_en', ${tsQuery}) ${buyer} LIMIT ${PER_SOURCE})`,
        ]
      : []),
  ];
  if (sources.length === 0) return [];
  const conditions = [
    sql`true`,
    ...(options.sameBuyer ? [sql`awards.buyer_key = ${probe.buyerKey}`] : []),
    notOwnAward(probe),
  ];
  const result = await sql<ScoredAwardRow>`
    WITH q AS (SELECT ${query} AS query),
    candidates AS (${sql.join(sources, sql` UNION `)}),
    scored AS (
      SELECT ${sql.join(qualified.map((column) => sql.ref(column)))},
        (awards.unspsc_codes && ${codes}) AS same_commodity,
        (awards.commodity_families && ${families}) AS same_family,
        coalesce(awards.buyer_key = ${probe.buyerKey}, false) AS same_buyer,
        (awards.regions && ${regions}) AS same_region,
        coalesce(awards.search_en @@ q.query, false) AS similar_text,
        coalesce(ts_rank(awards.search_en, q.query), 0) AS text_rank
      FROM candidates JOIN awards ON awards.id = candidates.id, q
      WHERE ${sql.join(conditions, sql` AND `)}
    ),
    -- The tender of each award kept is linked as tendersFor does: by solicitation key, then reference number.
    ranked AS (
      SELECT scored.*,
        ((CASE WHEN same_commodity THEN 3 WHEN same_family THEN 2 ELSE 0 END)
          + (CASE WHEN same_buyer THEN 1.5 ELSE 0 END) + (CASE WHEN same_region THEN 0.5 ELSE 0 END)
          + (CASE WHEN similar_text THEN 1 + 3 * text_rank ELSE 0 END))::float8 AS score
      FROM scored
      ORDER BY score DESC, award_date DESC NULLS LAST, id
      LIMIT ${options.limit}
    )
    SELECT ranked.*, coalesce(
        (SELECT t.id FROM tenders t
         WHERE ranked.solicitation_key IS NOT NULL
           AND award_solicitation_key(t.solicitation_number) = ranked.solicitation_key
         ORDER BY t.publication_date DESC NULLS LAST LIMIT 1),
        (SELECT t.id FROM tenders t WHERE t.id = ranked.reference_number)) AS tender_id
    FROM ranked
    ORDER BY score DESC, award_date DESC NULLS LAST, id`.execute(db);
  return result.rows;
};

/** The last winner of the same buyer and commodity family. */
export const findIncumbent = async (
  db: Db,
  probe: Pick<SimilarityProbe, 'families' | 'buyerKey' | 'ownTender'>,
): Promise<AwardRow | undefined> => {
  if (!probe.buyerKey || probe.families.length === 0) return undefined;
  return await db
    .selectFrom('awards')
    .select(qualified)
    .where('awards.buyer_key', '=', probe.buyerKey)
    .where(sql<SqlBool>`awards.commodity_families && ${sql`${probe.families}::text[]`}`)
    .where('awards.award_date', 'is not', null)
    .where(notOwnAward(probe))
    .orderBy('awards.award_date', 'desc')
    .limit(1)
    .executeTakeFirst();
};
