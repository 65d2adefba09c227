import type { Language } from '@tenderscout/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { effectiveStatusSql } from '../tenders/tenders.store';
import { filterSql, type ResolvedFilters } from './search-filters';

/**
 * Search SQL. Full text: `search_en` / `search_fr` (stored, weighted tsvectors of migration 0004) against
 * `websearch_to_tsquery` in the accent-folding configurations `ts_en` / `ts_fr`; a tender matches when either
 * language matches, so a French query finds a tender through its French text. Semantic: pgvector cosine
 * distance over `tender_embeddings` of one model, through that model's partial HNSW index. Hybrid: reciprocal
 * rank fusion of both lists, in SQL.
 */

/** The query in both configurations, for a `FROM … , q` join. */
const tsQueries = (text: string): RawBuilder<unknown> =>
  sql`(SELECT websearch_to_tsquery('ts_en', ${text}) AS qen, websearch_to_tsquery('ts_fr', ${text}) AS qfr)`;

// document_search (migration 0010): the words of the tender's processed documents (PDF text, CSV), in either
// language, so a word found only inside a tender's PDF finds the tender.
const keywordMatch = sql<boolean>`(t.search_en @@ q.qen OR t.search_fr @@ q.qfr OR t.document_search @@ q.qen OR t.document_search @@ q.qfr)`;

/** Rank of a keyword match in 0–1 (`32`: rank / (rank + 1)); the better of the two languages. */
const keywordRank = sql<number>`greatest(ts_rank_cd(t.search_en, q.qen, 32), ts_rank_cd(t.search_fr, q.qfr, 32))`;

export interface SemanticQuery {
  vector: string;
  model: string;
  dimensions: number;
  /** Candidates kept from the nearest-neighbour scan. */
  limit: number;
  /** Nearest neighbours read from the index before the filters apply. */
  scanLimit: number;
  minSimilarity: number;
}

export interface RankOptions {
  /** Full-text query text, or null for no keyword list. */
  keyword: string | null;
  semantic: SemanticQuery | null;
  filters: ResolvedFilters;
  /** Keyword matches ranked by ts_rank_cd: only the newest `keywordCap` matches are ranked (see below). */
  keywordCap: number;
  /** Length of the ranked keyword list kept for fusion. */
  keywordWindow: number;
  /** Titles similar to the query word by word (pg_trgm), for misspellings; null for none. */
  fuzzy: { text: string; limit: number } | null;
  weights: { keyword: number; semantic: number; fuzzy: number };
  rrfK: number;
}

export interface RankedCandidate {
  id: string;
  keyword_rank: number | null;
  semantic_rank: number | null;
  fuzzy_rank: number | null;
  keyword_score: number | null;
  similarity: number | null;
  score: number;
  publication_date: string | null;
  closing_at: Date | null;
}

const vectorType = (dimensions: number) => sql.raw(`vector(${Math.trunc(dimensions)})`);

/** Sets the HNSW search breadth for this transaction; relaxed iterative scans keep filtered kNN complete. */
const tuneVectorScan = async (db: Db, limit: number): Promise<void> => {
  await sql`SELECT set_config('hnsw.ef_search', ${String(Math.min(1000, Math.max(40, limit)))}, true)`.execute(
    db,
  );
  await sql`SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true)`.execute(db);
};

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

  /**
   * The fused candidate list, best first: the keyword list (matches capped to the newest `keywordCap` before
   * ranking: ranking every match of a common word is what makes full text slow) and the semantic list
   * (nearest neighbours of one model), fused by weighted reciprocal rank and normalised to 0–1.
   */
  rankCandidates: async (db: Db, options: RankOptions): Promise<RankedCandidate[]> => {
    const { keyword, semantic, filters } = options;
    const where = filterSql(filters);
    const keywordCte = keyword
      ? sql`kw_capped AS (
          SELECT t.id, t.publication_date, t.search_en, t.search_fr
          FROM tenders AS t, ${tsQueries(keyword)} AS q
          WHERE ${keywordMatch} AND ${where}
          ORDER BY t.publication_date DESC NULLS LAST, t.id
          LIMIT ${options.keywordCap}
        ),
        kw AS (
          SELECT id, row_number() OVER (ORDER BY score DESC, publication_date DESC NULLS LAST, id) AS rank, score
          FROM (SELECT t.id, t.publication_date, ${keywordRank} AS score
                FROM kw_capped AS t, ${tsQueries(keyword)} AS q) AS ranked
          ORDER BY rank LIMIT ${options.keywordWindow}
        )`
      : sql`kw AS (SELECT NULL::text AS id, NULL::bigint AS rank, NULL::real AS score WHERE false)`;
    const semanticCte = semantic
      ? sql`sem AS (
          SELECT id, row_number() OVER (ORDER BY distance, id) AS rank, 1 - distance AS similarity
          FROM (
            SELECT nn.id, nn.distance
            FROM (
              -- The nearest neighbours first (HNSW), then the filters: the planner misjudges the filters'
              -- selectivity and would otherwise compute the distance of every filtered row.
              SELECT e.tender_id AS id,
                e.embedding::${vectorType(semantic.dimensions)} <=> ${semantic.vector}::${vectorType(semantic.dimensions)} AS distance
              FROM tender_embeddings AS e
              WHERE e.model = ${sql.lit(semantic.model)}
              ORDER BY e.embedding::${vectorType(semantic.dimensions)} <=> ${semantic.vector}::${vectorType(semantic.dimensions)}
              LIMIT ${semantic.scanLimit}
            ) AS nn JOIN tenders AS t ON t.id = nn.id
            WHERE ${where}
            ORDER BY nn.distance
            LIMIT ${semantic.limit}
          ) AS nearest
          WHERE 1 - distance >= ${semantic.minSimilarity}
        )`
      : sql`sem AS (SELECT NULL::text AS id, NULL::bigint AS rank, NULL::float8 AS similarity WHERE false)`;
    const fuzzy = options.fuzzy;
    const fuzzyCte = fuzzy
      ? sql`fz AS (
          SELECT id, row_number() OVER (ORDER BY similarity DESC, id) AS rank
          FROM (
            SELECT t.id, greatest(word_similarity(${fuzzy.text}, coalesce(t.title_en, '')),
              word_similarity(${fuzzy.text}, coalesce(t.title_fr, ''))) AS similarity
            FROM tenders AS t
            WHERE (${fuzzy.text} <% t.title_en OR ${fuzzy.text} <% t.title_fr) AND ${where}
            ORDER BY similarity DESC, t.id
            LIMIT ${fuzzy.limit}
          ) AS close_titles
        )`
      : sql`fz AS (SELECT NULL::text AS id, NULL::bigint AS rank WHERE false)`;
    const { keyword: kwWeight, semantic: semWeight, fuzzy: fuzzyWeight } = options.weights;
    const k = options.rrfK;
    const activeWeight =
      (keyword ? kwWeight : 0) + (semantic ? semWeight : 0) + (fuzzy ? fuzzyWeight : 0) || 1;
    const query = sql<RankedCandidate>`
      WITH ${keywordCte}, ${semanticCte}, ${fuzzyCte},
      ids AS (SELECT id FROM kw UNION SELECT id FROM sem UNION SELECT id FROM fz),
      fused AS (
        SELECT ids.id, kw.rank AS keyword_rank, sem.rank AS semantic_rank, fz.rank AS fuzzy_rank,
          kw.score AS keyword_score, sem.similarity,
          (coalesce(${kwWeight}::float8 / (${k} + kw.rank), 0) + coalesce(${semWeight}::float8 / (${k} + sem.rank), 0)
            + coalesce(${fuzzyWeight}::float8 / (${k} + fz.rank), 0))
            / (${activeWeight}::float8 / (${k} + 1)) AS score
        FROM ids LEFT JOIN kw ON kw.id = ids.id LEFT JOIN sem ON sem.id = ids.id LEFT JOIN fz ON fz.id = ids.id
      )
      SELECT f.id, f.keyword_rank::int, f.semantic_rank::int, f.fuzzy_rank::int, f.keyword_score::float8,
        f.similarity::float8,
        f.score, to_char(t.publication_date, 'YYYY-MM-DD') AS publication_date, t.closing_at
      FROM fused AS f JOIN tenders AS t ON t.id = f.id
      ORDER BY f.score DESC, t.publication_date DESC NULLS LAST, f.id`;
    if (!semantic) return (await query.execute(db)).rows;
    // SET LOCAL needs a transaction; it keeps the setting off the pooled connection afterwards.
    return db.transaction().execute(async (trx) => {
      await tuneVectorScan(trx, semantic.scanLimit);
      return (await query.execute(trx)).rows;
    });
  },

  /**
   * One page of the whole match set in date order (browse, `date` / `closing_date` sorts, and relevance pages
   * past the ranked window): every keyword match (or every tender for browse), plus `extraIds`, minus
   * `excludeIds`.
   */
  pageInOrder: async (
    db: Db,
    options: {
      keyword: string | null;
      extraIds: string[];
      excludeIds: string[];
      filters: ResolvedFilters;
      order: 'date' | 'closing_date';
      limit: number;
      offset: number;
    },
  ): Promise<string[]> => {
    const match = options.keyword
      ? sql<boolean>`(${keywordMatch} OR t.id = ANY(${options.extraIds}::text[]))`
      : sql<boolean>`TRUE`;
    const from = options.keyword ? sql`tenders AS t, ${tsQueries(options.keyword)} AS q` : sql`tenders AS t`;
    const order =
      options.order === 'date'
        ? sql`t.publication_date DESC NULLS LAST, t.id`
        : sql`(t.closing_at IS NULL OR t.closing_at < now()), CASE WHEN t.closing_at >= now() THEN t.closing_at END ASC,
              t.closing_at DESC NULLS LAST, t.id`;
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
    options: { keyword: string | null; extraIds: string[]; onlyIds?: string[]; filters: ResolvedFilters },
  ): Promise<Array<{ facet: string; value: string | null; other: string | null; count: number }>> => {
    let from: RawBuilder<unknown> = sql`tenders AS t`;
    let match: RawBuilder<boolean> = sql<boolean>`TRUE`;
    if (options.onlyIds) {
      match = sql<boolean>`t.id = ANY(${options.onlyIds}::text[])`;
    } else if (options.keyword) {
      from = sql`tenders AS t, ${tsQueries(options.keyword)} AS q`;
      match = sql<boolean>`(${keywordMatch} OR t.id = ANY(${options.extraIds}::text[]))`;
    }
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
   * The page's tenders with their highlight fragments. The text is HTML-escaped before `ts_headline`, so the
   * only markup in a fragment is the `<mark>` it adds; the query of both languages marks words in either text.
   */
  loadHits: async (db: Db, ids: string[], keyword: string | null, language: Language) => {
    if (ids.length === 0) return [];
    const config = language === 'fra' ? sql.lit('ts_fr') : sql.lit('ts_en');
    const title =
      language === 'fra'
        ? sql`coalesce(t.title_fr, t.title_en, '')`
        : sql`coalesce(t.title_en, t.title_fr, '')`;
    const description =
      language === 'fra'
        ? sql`coalesce(t.description_fr, t.description_en, '')`
        : sql`coalesce(t.description_en, t.description_fr, '')`;
    const escape = (text: RawBuilder<unknown>) =>
      sql`replace(replace(replace(replace(replace(${text}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;
    // Only the page is headlined; the text is cut first so a very long description stays cheap.
    const headlines = keyword
      ? sql`,
        ts_headline(${config}, ${escape(title)}, q.qen || q.qfr,
          'StartSel=<mark>, StopSel=</mark>, HighlightAll=true') AS title_headline,
        ts_headline(${config}, ${escape(sql`left(${description}, 20000)`)}, q.qen || q.qfr,
          'StartSel=<mark>, StopSel=</mark>, MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "')
          AS description_headline`
      : sql`, NULL::text AS title_headline, NULL::text AS description_headline`;
    // The first processed document whose words match, named before its fragment (issue 8).
    const documentHeadline = keyword
      ? sql`,
        (SELECT ${escape(sql`d.filename`)} || ': ' || ts_headline(
            CASE WHEN d.language = 'fra' THEN 'ts_fr'::regconfig ELSE 'ts_en'::regconfig END,
            ${escape(sql`left(d.text_content, 200000)`)}, q.qen || q.qfr,
            'StartSel=<mark>, StopSel=</mark>, MaxFragments=1, MaxWords=30, MinWords=12')
          FROM tender_documents AS d
          WHERE d.tender_id = t.id AND (d.search_text @@ q.qen OR d.search_text @@ q.qfr)
          ORDER BY d.created_at, d.id LIMIT 1) AS document_headline`
      : sql`, NULL::text AS document_headline`;
    const from = keyword ? sql`tenders AS t, ${tsQueries(keyword)} AS q` : sql`tenders AS t`;
    const { rows } = await sql<SearchHitRow>`
      SELECT t.id, t.solicitation_number, t.title_en, t.title_fr, left(${description}, 600) AS description,
        t.organization_en, t.organization_fr, t.value_amount,
        to_char(t.publication_date, 'YYYY-MM-DD') AS publication_date, t.closing_at, t.status,
        t.procurement_categories, t.unspsc_descriptions_en, t.unspsc_descriptions_fr, t.regions,
        t.notice_type_en, t.notice_type_fr, t.pdf_processing_status, t.canadian_made, t.experience_required,
        t.indigenous_business_required, t.security_clearance_required, t.product_certifications,
        t.business_certifications, t.contract_length_months ${headlines} ${documentHeadline}
      FROM ${from} WHERE t.id = ANY(${ids}::text[])`.execute(db);
    return rows;
  },
};

export interface SearchHitRow {
  id: string;
  solicitation_number: string | null;
  title_en: string | null;
  title_fr: string | null;
  description: string;
  organization_en: string | null;
  organization_fr: string | null;
  value_amount: number | null;
  publication_date: string | null;
  closing_at: Date | null;
  status: string;
  procurement_categories: string[];
  unspsc_descriptions_en: string[];
  unspsc_descriptions_fr: string[];
  regions: string[];
  notice_type_en: string | null;
  notice_type_fr: string | null;
  pdf_processing_status: string | null;
  canadian_made: boolean;
  experience_required: boolean;
  indigenous_business_required: boolean;
  security_clearance_required: boolean;
  product_certifications: string[];
  business_certifications: string[];
  contract_length_months: number | null;
  title_headline: string | null;
  description_headline: string | null;
  /** `<file name>: <fragment>` of the first matching document, or null. */
  document_headline: string | null;
}
