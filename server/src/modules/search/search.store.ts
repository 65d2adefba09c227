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

/**
 * What a keyword search matches (built by search.service.ts): the query's own words, the trade vocabulary's
 * other words for what it names (and a close spelling of a misspelt word), and the commodity codes it names.
 */
export interface KeywordPlan {
  /** The query as typed. */
  text: string;
  /**
   * Multi-word queries without search syntax: every word in the title, reference, buyer or commodity names, or
   * the words together as a phrase anywhere (description, documents). Words scattered over a long description
   * ("legal" here, "services" there) are not a match.
   */
  strict: boolean;
  /** A websearch_to_tsquery text of the vocabulary's phrases (`"snow clearing" OR deneigement`), or null. */
  expansion: string | null;
  /** GSIN / UNSPSC codes the query names (with their families): tenders carrying one match. */
  commodityCodes: string[];
}

/** A lexeme of a tsquery's text form (`'snow'`), to restrict it to weights A–C. */
const LEXEME_PATTERN = "('(?:[^']|'')+')";

const matchQuery = (config: 'ts_en' | 'ts_fr', plan: KeywordPlan): RawBuilder<unknown> => {
  const cfg = sql.lit(config);
  if (!plan.strict) return sql`websearch_to_tsquery(${cfg}::regconfig, ${plan.text})`;
  return sql`(regexp_replace(websearch_to_tsquery(${cfg}::regconfig, ${plan.text})::text, ${LEXEME_PATTERN}, ${'\\1:ABC'}, 'g'))::tsquery
    || phraseto_tsquery(${cfg}::regconfig, ${plan.text})`;
};

/**
 * The queries of a plan, for a `FROM … , q` join: `qen`/`qfr` rank (the query's words), `men`/`mfr` match
 * (strict form), `sen`/`sfr` the vocabulary's phrases, `hq` everything to highlight.
 */
const tsQueries = (plan: KeywordPlan): RawBuilder<unknown> => {
  const expansion = plan.expansion ?? '';
  return sql`(SELECT qen, qfr, men, mfr, sen, sfr, qen || qfr || sen || sfr AS hq FROM (SELECT
      websearch_to_tsquery('ts_en', ${plan.text}) AS qen, websearch_to_tsquery('ts_fr', ${plan.text}) AS qfr,
      ${matchQuery('ts_en', plan)} AS men, ${matchQuery('ts_fr', plan)} AS mfr,
      websearch_to_tsquery('ts_en', ${expansion}) AS sen, websearch_to_tsquery('ts_fr', ${expansion}) AS sfr) AS parts)`;
};

// document_search (migration 0010): the words of the notice's processed documents (PDF text, CSV), in either
// language, so a word found only inside a tender's PDF finds the tender. Uploads never feed it (migration 0013).
const keywordMatch = sql<boolean>`(t.search_en @@ q.men OR t.search_fr @@ q.mfr OR t.document_search @@ q.men OR t.document_search @@ q.mfr)`;

const synonymMatch = (plan: KeywordPlan): RawBuilder<boolean> =>
  plan.expansion
    ? sql<boolean>`(t.search_en @@ q.sen OR t.search_fr @@ q.sfr OR t.document_search @@ q.sen OR t.document_search @@ q.sfr)`
    : sql<boolean>`FALSE`;

const commodityMatch = (plan: KeywordPlan): RawBuilder<boolean> =>
  plan.commodityCodes.length > 0
    ? sql<boolean>`(t.unspsc_codes && ${plan.commodityCodes}::text[] OR t.gsin_codes && ${plan.commodityCodes}::text[])`
    : sql<boolean>`FALSE`;

/** Every way a plan matches: its words, the vocabulary's words, the commodities it names. */
const planMatch = (plan: KeywordPlan): RawBuilder<boolean> =>
  sql<boolean>`(${keywordMatch} OR ${synonymMatch(plan)} OR ${commodityMatch(plan)})`;

/** Rank of a keyword match in 0–1 (`32`: rank / (rank + 1)); the better of the two languages. */
const keywordRank = sql<number>`greatest(ts_rank_cd(t.search_en, q.qen, 32), ts_rank_cd(t.search_fr, q.qfr, 32))`;
const synonymRank = sql<number>`greatest(ts_rank_cd(t.search_en, q.sen, 32), ts_rank_cd(t.search_fr, q.sfr, 32))`;

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
  /** The keyword plan, or null for no keyword lists (semantic search). */
  keyword: KeywordPlan | null;
  semantic: SemanticQuery | null;
  filters: ResolvedFilters;
  /** Keyword matches ranked by ts_rank_cd: only the newest `keywordCap` matches are ranked (see below). */
  keywordCap: number;
  /** Length of the ranked keyword list kept for fusion. */
  keywordWindow: number;
  /** Titles similar to the query word by word (pg_trgm), for misspellings; null for none. */
  fuzzy: { text: string; limit: number } | null;
  weights: { keyword: number; semantic: number; fuzzy: number; synonym: number; commodity: number };
  rrfK: number;
}

export interface RankedCandidate {
  id: string;
  keyword_rank: number | null;
  semantic_rank: number | null;
  fuzzy_rank: number | null;
  synonym_rank: number | null;
  commodity_rank: number | null;
  keyword_score: number | null;
  similarity: number | null;
  score: number;
  publication_date: string | null;
  closing_at: Date | null;
  /** Effective status (an open notice past its closing time is closed). */
  status: string | null;
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
    const synonymCte = keyword?.expansion
      ? sql`syn AS (
          SELECT id, row_number() OVER (ORDER BY score DESC, publication_date DESC NULLS LAST, id) AS rank
          FROM (SELECT t.id, t.publication_date, ${synonymRank} AS score
                FROM tenders AS t, ${tsQueries(keyword)} AS q
                WHERE ${synonymMatch(keyword)} AND ${where}
                ORDER BY t.publication_date DESC NULLS LAST, t.id
                LIMIT ${Math.ceil(options.keywordCap / 4)}) AS ranked
          ORDER BY rank LIMIT ${Math.ceil(options.keywordWindow / 4)}
        )`
      : sql`syn AS (SELECT NULL::text AS id, NULL::bigint AS rank WHERE false)`;
    const commodityCte =
      keyword && keyword.commodityCodes.length > 0
        ? sql`cm AS (
          SELECT id, row_number() OVER (ORDER BY publication_date DESC NULLS LAST, id) AS rank
          FROM (SELECT t.id, t.publication_date FROM tenders AS t
                WHERE ${commodityMatch(keyword)} AND ${where}
                ORDER BY t.publication_date DESC NULLS LAST, t.id
                LIMIT ${options.keywordWindow}) AS coded
        )`
        : sql`cm AS (SELECT NULL::text AS id, NULL::bigint AS rank WHERE false)`;
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
    const weights = options.weights;
    const k = options.rrfK;
    // Normalised so that a tender first in every list that can match scores 1.
    const activeWeight =
      (keyword ? weights.keyword : 0) +
        (semantic ? weights.semantic : 0) +
        (fuzzy ? weights.fuzzy : 0) +
        (keyword?.expansion ? weights.synonym : 0) +
        (keyword && keyword.commodityCodes.length > 0 ? weights.commodity : 0) || 1;
    const query = sql<RankedCandidate>`
      WITH ${keywordCte}, ${synonymCte}, ${commodityCte}, ${semanticCte}, ${fuzzyCte},
      ids AS (SELECT id FROM kw UNION SELECT id FROM syn UNION SELECT id FROM cm UNION SELECT id FROM sem
        UNION SELECT id FROM fz),
      fused AS (
        SELECT ids.id, kw.rank AS keyword_rank, sem.rank AS semantic_rank, fz.rank AS fuzzy_rank,
          syn.rank AS synonym_rank, cm.rank AS commodity_rank, kw.score AS keyword_score, sem.similarity,
          (coalesce(${weights.keyword}::float8 / (${k} + kw.rank), 0)
            + coalesce(${weights.semantic}::float8 / (${k} + sem.rank), 0)
            + coalesce(${weights.fuzzy}::float8 / (${k} + fz.rank), 0)
            + coalesce(${weights.synonym}::float8 / (${k} + syn.rank), 0)
            + coalesce(${weights.commodity}::float8 / (${k} + cm.rank), 0))
            / (${activeWeight}::float8 / (${k} + 1)) AS score
        FROM ids LEFT JOIN kw ON kw.id = ids.id LEFT JOIN sem ON sem.id = ids.id LEFT JOIN fz ON fz.id = ids.id
          LEFT JOIN syn ON syn.id = ids.id LEFT JOIN cm ON cm.id = ids.id
      )
      SELECT f.id, f.keyword_rank::int, f.semantic_rank::int, f.fuzzy_rank::int, f.synonym_rank::int,
        f.commodity_rank::int, f.keyword_score::float8, f.similarity::float8,
        f.score, to_char(t.publication_date, 'YYYY-MM-DD') AS publication_date, t.closing_at,
        ${effectiveStatusSql('t')} AS status
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
    let from: RawBuilder<unknown> = sql`tenders AS t`;
    let match: RawBuilder<boolean> = sql<boolean>`TRUE`;
    if (options.onlyIds) {
      match = sql<boolean>`t.id = ANY(${options.onlyIds}::text[])`;
    } else if (options.keyword) {
      from = sql`tenders AS t, ${tsQueries(options.keyword)} AS q`;
      match = sql<boolean>`(${planMatch(options.keyword)} OR t.id = ANY(${options.extraIds}::text[]))`;
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
    let from: RawBuilder<unknown> = sql`tenders AS t`;
    let match: RawBuilder<boolean> = sql<boolean>`TRUE`;
    if (options.onlyIds) {
      match = sql<boolean>`t.id = ANY(${options.onlyIds}::text[])`;
    } else if (options.keyword) {
      from = sql`tenders AS t, ${tsQueries(options.keyword)} AS q`;
      match = sql<boolean>`(${planMatch(options.keyword)} OR t.id = ANY(${options.extraIds}::text[]))`;
    }
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

  /**
   * The page's tenders with their highlight fragments. The text is HTML-escaped before `ts_headline`, so the
   * only markup in a fragment is the `<mark>` it adds; the query of both languages marks words in either text.
   */
  loadHits: async (db: Db, ids: string[], keyword: KeywordPlan | null, language: Language) => {
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
        ts_headline(${config}, ${escape(title)}, q.hq,
          'StartSel=<mark>, StopSel=</mark>, HighlightAll=true') AS title_headline,
        ts_headline(${config}, ${escape(sql`left(${description}, 20000)`)}, q.hq,
          'StartSel=<mark>, StopSel=</mark>, MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "')
          AS description_headline`
      : sql`, NULL::text AS title_headline, NULL::text AS description_headline`;
    // The first processed notice document whose words match, named before its fragment (issue 8); uploads are
    // private to their uploader and never quoted in search.
    const documentHeadline = keyword
      ? sql`,
        (SELECT ${escape(sql`d.filename`)} || ': ' || ts_headline(
            CASE WHEN d.language = 'fra' THEN 'ts_fr'::regconfig ELSE 'ts_en'::regconfig END,
            ${escape(sql`left(d.text_content, 200000)`)}, q.hq,
            'StartSel=<mark>, StopSel=</mark>, MaxFragments=1, MaxWords=30, MinWords=12')
          FROM tender_documents AS d
          WHERE d.tender_id = t.id AND d.source = 'notice'
            AND (d.search_text @@ q.men OR d.search_text @@ q.mfr OR d.search_text @@ q.sen OR d.search_text @@ q.sfr)
          ORDER BY d.created_at, d.id LIMIT 1) AS document_headline`
      : sql`, NULL::text AS document_headline`;
    const from = keyword ? sql`tenders AS t, ${tsQueries(keyword)} AS q` : sql`tenders AS t`;
    const { rows } = await sql<SearchHitRow>`
      SELECT t.id, t.solicitation_number, t.title_en, t.title_fr, left(${description}, 600) AS description,
        t.organization_en, t.organization_fr, t.value_amount,
        to_char(t.publication_date, 'YYYY-MM-DD') AS publication_date, t.closing_at, t.status,
        t.procurement_categories, t.unspsc_codes, t.unspsc_descriptions_en, t.unspsc_descriptions_fr,
        t.gsin_codes, t.gsin_descriptions_en, t.gsin_descriptions_fr, t.regions,
        t.notice_type_en, t.notice_type_fr, t.pdf_processing_status, t.canadian_made, t.experience_required,
        t.indigenous_business_required, t.security_clearance_required, t.product_certifications,
        t.business_certifications, t.contract_length_months ${headlines} ${documentHeadline}
      FROM ${from} WHERE t.id = ANY(${ids}::text[])`.execute(db);
    return rows;
  },
};

export interface CommodityRow {
  scheme: 'unspsc' | 'gsin';
  code: string;
  name_en: string | null;
  name_fr: string | null;
  count: number;
}

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
  unspsc_codes: string[];
  unspsc_descriptions_en: string[];
  unspsc_descriptions_fr: string[];
  gsin_codes: string[];
  gsin_descriptions_en: string[];
  gsin_descriptions_fr: string[];
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
