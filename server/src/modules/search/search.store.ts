import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { effectiveStatusSql } from '../../shared/tenders/tender-read.store';
import { filterSql, type ResolvedFilters } from '../../shared/tenders/tender-filters';
import { loadHits } from './search-hits.store';
import { matchSetSql, planMatch, tsQueries, type KeywordPlan } from './search-keyword-sql';
import { rankCandidates } from './search-rank.store';

export type { KeywordPlan } from './search-keyword-sql';
export type { RankedCandidate, RankOptions, SemanticQuery } from './search-rank.store';
export type { SearchHitRow } from './search-hits.store';

/**
 * Search SQL. Full text: `search_en` / `search_fr` (stored, weighted tsvectors of migration 0004) against
 * `websearch_to_tsquery` in the accent-folding configurations `ts_en` / `ts_fr`; a tender matches when either
 * language matches, so a French query finds a tender through its French text. Semantic: pgvector cosine
 * distance over `tender_embeddings` of one model, through that model's partial HNSW index. Hybrid: reciprocal
 * rank fusion of both lists, in SQL (search-rank.store.ts). Highlights: search-hits.store.ts.
 */

export const searchStore = {
  /** Tenders whose reference (tender id) or solicitation number is exactly `text`, case-insensitively. */
  findExactReference: async (db: Db, text: string, filters: ResolvedFilters): Promise<string[]> => {
    const needle = text.trim().toLowerCase();
    if (needle === '' || needle.length > 200) return [];
    const { rows } = await sql<{ id: string }>`
      SELECT t.id FROM tenders AS t
      WHERE (lower(t.id) = ${needle} OR lower(t.solicitation_number) = ${needle}) AND ${filterSql(filters)}
      ORDER BY (lower(t.id) = ${needle}) DESC, t.publication_date DESC NULLS LAST, t.id
      LIMIT 5`.execute(db);
    return rows.map((row) => row.id);
  },

  /** The fused candidate list, best first (search-rank.store.ts). */
  rankCandidates,

  /**
   * One page of the whole match set in date order (browse, `date` / `closing_date` sorts, and relevance pages
   * past the ranked window): every keyword match (or every tender for browse), plus `extraIds`, minus
   * `excludeIds`.
   */
  pageInOrder: async (
    db: Db,
    options: {
      keyword: KeywordPlan | null;
      extraIds: string[];
      excludeIds: string[];
      filters: ResolvedFilters;
      /** `open_first`: browsing, open tenders first, each group newest first. */
      order: 'date' | 'closing_date' | 'open_first';
      limit: number;
      offset: number;
    },
  ): Promise<string[]> => {
    const match = options.keyword
      ? sql<boolean>`(${planMatch(options.keyword)} OR t.id = ANY(${options.extraIds}::text[]))`
      : sql<boolean>`TRUE`;
    const from = options.keyword ? sql`tenders AS t, ${tsQueries(options.keyword)} AS q` : sql`tenders AS t`;
    // Closing date: open tenders closing soonest first, then closed ones (most recently closed first), then
    // tenders without a closing date.
    const order =
      options.order === 'date'
        ? sql`t.publication_date DESC NULLS LAST, t.id`
        : options.order === 'open_first'
          ? sql`(${effectiveStatusSql('t')} = 'open') DESC, t.publication_date DESC NULLS LAST, t.id`
          : sql`(t.closing_at IS NULL), (${effectiveStatusSql('t')} <> 'open'),
              CASE WHEN ${effectiveStatusSql('t')} = 'open' THEN t.closing_at END ASC, t.closing_at DESC, t.id`;
    const { rows } = await sql<{ id: string }>`
      SELECT t.id FROM ${from}
      WHERE ${match} AND ${filterSql(options.filters)}
        AND NOT (t.id = ANY(${options.excludeIds}::text[]))
      ORDER BY ${order}
      LIMIT ${options.limit} OFFSET ${options.offset}`.execute(db);
    return rows.map((row) => row.id);
  },

  /**
   * The number of matching tenders and the facet counts over all of them (not the page): keyword matches
   * (or every tender for an empty query) plus `extraIds` (semantic neighbours, exact reference), filtered.
   * `onlyIds`: the match set is exactly these ids (semantic-only search).
   */
  aggregate: async (
    db: Db,
    options: {
      keyword: KeywordPlan | null;
      extraIds: string[];
      onlyIds?: string[];
      filters: ResolvedFilters;
    },
  ): Promise<Array<{ facet: string; value: string | null; other: string | null; count: number }>> => {
    const { from, match } = matchSetSql(options);
    const { rows } = await sql<{ facet: string; value: string | null; other: string | null; count: number }>`
      WITH m AS MATERIALIZED (
        SELECT t.id, ${effectiveStatusSql('t')} AS status, t.procurement_categories, t.regions,
          t.organization_en, t.organization_fr, t.notice_type_en, t.notice_type_fr, t.pdf_processing_status,
          t.canadian_made, t.experience_required, t.indigenous_business_required, t.security_clearance_required
        FROM ${from} WHERE ${match} AND ${filterSql(options.filters)}
      )
      SELECT 'total' AS facet, NULL AS value, NULL AS other, count(*)::int AS count FROM m
      UNION ALL SELECT 'status', status, NULL, count(*)::int FROM m GROUP BY status
      UNION ALL SELECT 'category', c, NULL, count(*)::int FROM m, unnest(m.procurement_categories) AS c GROUP BY c
      UNION ALL SELECT 'region', r, NULL, count(*)::int FROM m, unnest(m.regions) AS r GROUP BY r
      UNION ALL (SELECT 'organization', organization_en, max(organization_fr), count(*)::int FROM m
        WHERE organization_en IS NOT NULL GROUP BY organization_en ORDER BY count(*) DESC, organization_en LIMIT 20)
      UNION ALL SELECT 'notice_type', notice_type_en, max(notice_type_fr), count(*)::int FROM m
        WHERE notice_type_en IS NOT NULL GROUP BY notice_type_en
      UNION ALL SELECT 'pdf', pdf_processing_status, NULL, count(*)::int FROM m
        WHERE pdf_processing_status IS NOT NULL GROUP BY pdf_processing_status
      UNION ALL SELECT 'canadianMade', canadian_made::text, NULL, count(*)::int FROM m GROUP BY canadian_made
      UNION ALL SELECT 'experienceRequired', experience_required::text, NULL, count(*)::int FROM m
        GROUP BY experience_required
      UNION ALL SELECT 'indigenousBusinessRequired', indigenous_business_required::text, NULL, count(*)::int FROM m
        GROUP BY indigenous_business_required
      UNION ALL SELECT 'securityClearanceRequired', security_clearance_required::text, NULL, count(*)::int FROM m
        GROUP BY security_clearance_required`.execute(db);
    return rows;
  },

  /**
   * How many tenders of the match set the caller marked not applicable (hidden from their results): the same
   * match as `aggregate` with the caller's hidden tenders only.
   */
  countHidden: async (
    db: Db,
    options: {
      keyword: KeywordPlan | null;
      extraIds: string[];
      onlyIds?: string[];
      filters: ResolvedFilters;
      userId: string;
    },
  ): Promise<number> => {
    const { from, match } = matchSetSql(options);
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM ${from}
      WHERE ${match} AND ${filterSql({ ...options.filters, hideNotApplicableFor: undefined })}
        AND EXISTS (SELECT 1 FROM tender_reviews AS r
          WHERE r.tender_id = t.id AND r.user_id = ${options.userId}::uuid AND r.status = 'not_applicable')`.execute(
      db,
    );
    return rows[0]?.count ?? 0;
  },

  /** Every GSIN and UNSPSC code in the store with its names and how many tenders carry it. */
  listCommodities: async (db: Db): Promise<CommodityRow[]> => {
    const { rows } = await sql<CommodityRow>`
      SELECT scheme, code, max(name_en) AS name_en, max(name_fr) AS name_fr, count(*)::int AS count
      FROM (
        SELECT 'unspsc' AS scheme, u.code, u.name_en, u.name_fr
        FROM tenders AS t, unnest(t.unspsc_codes, t.unspsc_descriptions_en, t.unspsc_descriptions_fr)
          AS u(code, name_en, name_fr)
        UNION ALL
        SELECT 'gsin', g.code, g.name_en, g.name_fr
        FROM tenders AS t, unnest(t.gsin_codes, t.gsin_descriptions_en, t.gsin_descriptions_fr)
          AS g(code, name_en, name_fr)
      ) AS codes
      WHERE code IS NOT NULL AND code <> ''
      GROUP BY scheme, code`.execute(db);
    return rows;
  },

  /** The words of `words` that match no tender on their own (full text in either language, or documents). */
  unknownWords: async (db: Db, words: string[]): Promise<string[]> => {
    if (words.length === 0) return [];
    const { rows } = await sql<{ word: string }>`
      SELECT w.word FROM unnest(${words}::text[]) AS w(word)
      WHERE NOT EXISTS (SELECT 1 FROM tenders AS t WHERE t.search_en @@ plainto_tsquery('ts_en', w.word))
        AND NOT EXISTS (SELECT 1 FROM tenders AS t WHERE t.search_fr @@ plainto_tsquery('ts_fr', w.word))
        AND NOT EXISTS (SELECT 1 FROM tenders AS t WHERE t.document_search @@ plainto_tsquery('ts_en', w.word))`.execute(
      db,
    );
    return rows.map((row) => row.word);
  },

  /** The words of every title and commodity name (4 letters or more), with how many tenders use each. */
  titleWords: async (db: Db): Promise<Array<{ word: string; count: number }>> => {
    const { rows } = await sql<{ word: string; count: number }>`
      SELECT w AS word, count(*)::int AS count
      FROM tenders AS t,
        regexp_split_to_table(lower(coalesce(t.title_en, '') || ' ' || coalesce(t.title_fr, '') || ' '
          || search_join(t.unspsc_descriptions_en) || ' ' || search_join(t.unspsc_descriptions_fr) || ' '
          || search_join(t.gsin_descriptions_en) || ' ' || search_join(t.gsin_descriptions_fr)), '[^[:alpha:]]+') AS w
      WHERE length(w) >= 4
      GROUP BY w`.execute(db);
    return rows;
  },

  /** The page's tenders with their highlight fragments (search-hits.store.ts). */
  loadHits,
};

export interface CommodityRow {
  scheme: 'unspsc' | 'gsin';
  code: string;
  name_en: string | null;
  name_fr: string | null;
  count: number;
}
