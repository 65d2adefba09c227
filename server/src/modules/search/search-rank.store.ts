import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { effectiveStatusSql, filterSql, hasFilterConditions, type ResolvedFilters } from '../tenders';
import {
  keywordMatch,
  keywordRank,
  synonymMatch,
  synonymRank,
  commodityMatch,
  type KeywordPlan,
} from './search-keyword.store';

/**
 * The fused candidate list of a search: one common table expression per list (keyword, vocabulary, commodity,
 * semantic, close titles), fused by weighted reciprocal rank in SQL.
 */

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
  /** The query as typed: a tender whose reference or solicitation number it is exactly is found too. */
  reference?: string;
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

/** Keyword matches (capped to the newest `keywordCap` before ranking), ranked by ts_rank_cd. */
const keywordCte = (keyword: KeywordPlan | null, where: RawBuilder<unknown>, options: RankOptions) =>
  keyword
    ? sql`kw_capped AS (
        SELECT t.id, t.publication_date, t.search_en, t.search_fr
        FROM tenders AS t
        WHERE ${keywordMatch(keyword)} AND ${where}
        ORDER BY t.publication_date DESC NULLS LAST, t.id
        LIMIT ${options.keywordCap}
      ),
      kw AS (
        SELECT id, row_number() OVER (ORDER BY score DESC, publication_date DESC NULLS LAST, id) AS rank, score
        FROM (SELECT t.id, t.publication_date, ${keywordRank(keyword)} AS score
              FROM kw_capped AS t) AS ranked
        ORDER BY rank LIMIT ${options.keywordWindow}
      )`
    : sql`kw AS (SELECT NULL::text AS id, NULL::bigint AS rank, NULL::real AS score WHERE false)`;

/** The trade vocabulary's words for what the query names: a quarter of the keyword list's length. */
const synonymCte = (keyword: KeywordPlan | null, where: RawBuilder<unknown>, options: RankOptions) =>
  keyword?.expansion
    ? sql`syn AS (
        SELECT id, row_number() OVER (ORDER BY score DESC, publication_date DESC NULLS LAST, id) AS rank
        FROM (SELECT t.id, t.publication_date, ${synonymRank(keyword)} AS score
              FROM tenders AS t
              WHERE ${synonymMatch(keyword)} AND ${where}
              ORDER BY t.publication_date DESC NULLS LAST, t.id
              LIMIT ${Math.ceil(options.keywordCap / 4)}) AS ranked
        ORDER BY rank LIMIT ${Math.ceil(options.keywordWindow / 4)}
      )`
    : sql`syn AS (SELECT NULL::text AS id, NULL::bigint AS rank WHERE false)`;

/** Tenders carrying a commodity code the query names, newest first. */
const commodityCte = (keyword: KeywordPlan | null, where: RawBuilder<unknown>, options: RankOptions) =>
  keyword && keyword.commodityCodes.length > 0
    ? sql`cm AS (
        SELECT id, row_number() OVER (ORDER BY publication_date DESC NULLS LAST, id) AS rank
        FROM (SELECT t.id, t.publication_date FROM tenders AS t
              WHERE ${commodityMatch(keyword)} AND ${where}
              ORDER BY t.publication_date DESC NULLS LAST, t.id
              LIMIT ${options.keywordWindow}) AS coded
      )`
    : sql`cm AS (SELECT NULL::text AS id, NULL::bigint AS rank WHERE false)`;

/**
 * Nearest neighbours of one model's embeddings, above the minimum similarity. Without filters every neighbour
 * stands (each embedding has its tender), so the index is read only as far as the list keeps: the same
 * neighbours, in the same order, without reading the rest of the window and looking each one up.
 */
const semanticCte = (semantic: SemanticQuery | null, where: RawBuilder<unknown>, filtered: boolean) => {
  if (!semantic) {
    return sql`sem AS (SELECT NULL::text AS id, NULL::bigint AS rank, NULL::float8 AS similarity WHERE false)`;
  }
  const type = vectorType(semantic.dimensions);
  const distance = sql`e.embedding::${type} <=> ${semantic.vector}::${type}`;
  if (!filtered) {
    return sql`sem AS (
        SELECT id, row_number() OVER (ORDER BY distance, id) AS rank, 1 - distance AS similarity
        FROM (
          SELECT e.tender_id AS id, ${distance} AS distance
          FROM tender_embeddings AS e
          WHERE e.model = ${sql.lit(semantic.model)}
          ORDER BY ${distance}
          LIMIT ${semantic.limit}
        ) AS nearest
        WHERE 1 - distance >= ${semantic.minSimilarity}
      )`;
  }
  return sql`sem AS (
        SELECT id, row_number() OVER (ORDER BY distance, id) AS rank, 1 - distance AS similarity
        FROM (
          SELECT nn.id, nn.distance
          FROM (
            -- The nearest neighbours first (HNSW), then the filters: the planner misjudges the filters'
            -- selectivity and would otherwise compute the distance of every filtered row.
            SELECT e.tender_id AS id, ${distance} AS distance
            FROM tender_embeddings AS e
            WHERE e.model = ${sql.lit(semantic.model)}
            ORDER BY ${distance}
            LIMIT ${semantic.scanLimit}
          ) AS nn JOIN tenders AS t ON t.id = nn.id
          WHERE ${where}
          ORDER BY nn.distance
          LIMIT ${semantic.limit}
        ) AS nearest
        WHERE 1 - distance >= ${semantic.minSimilarity}
      )`;
};

/** Titles similar to the query word by word (pg_trgm). */
const fuzzyCte = (fuzzy: RankOptions['fuzzy'], where: RawBuilder<unknown>) =>
  fuzzy
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

/** Tenders whose reference (tender id) or solicitation number is exactly the query, case-insensitively. */
const referenceCte = (text: string, where: RawBuilder<unknown>) => {
  const needle = text.trim().toLowerCase();
  return needle === '' || needle.length > 200
    ? sql`ref AS (SELECT NULL::text AS id, NULL::bigint AS ref_rank WHERE false)`
    : sql`ref AS (
        SELECT t.id, row_number() OVER (ORDER BY (lower(t.id) = ${needle}) DESC, t.publication_date DESC NULLS LAST,
          t.id) AS ref_rank
        FROM tenders AS t
        WHERE (lower(t.id) = ${needle} OR lower(t.solicitation_number) = ${needle}) AND ${where}
        ORDER BY ref_rank LIMIT 5
      )`;
};

/**
 * The fused candidate list, best first, and the exact references (in one statement): the keyword list (matches capped to the newest `keywordCap` before
 * ranking: ranking every match of a common word is what makes full text slow) and the semantic list
 * (nearest neighbours of one model), fused by weighted reciprocal rank and normalised to 0–1.
 */
export const rankCandidates = async (
  db: Db,
  options: RankOptions,
): Promise<{ candidates: RankedCandidate[]; referenceIds: string[] }> => {
  const { keyword, semantic, fuzzy } = options;
  const where = filterSql(options.filters);
  const weights = options.weights;
  const k = options.rrfK;
  // Normalised so that a tender first in every list that can match scores 1.
  const activeWeight =
    (keyword ? weights.keyword : 0) +
      (semantic ? weights.semantic : 0) +
      (fuzzy ? weights.fuzzy : 0) +
      (keyword?.expansion ? weights.synonym : 0) +
      (keyword && keyword.commodityCodes.length > 0 ? weights.commodity : 0) || 1;
  const query = sql<RankedCandidate & { published_on: unknown; ref_rank: number | null }>`
    WITH ${keywordCte(keyword, where, options)}, ${synonymCte(keyword, where, options)},
        ${commodityCte(keyword, where, options)}, ${semanticCte(semantic, where, hasFilterConditions(options.filters))}, ${fuzzyCte(fuzzy, where)},
        ${referenceCte(options.reference ?? '', where)},
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
    SELECT * FROM (
      SELECT f.id, f.keyword_rank::int, f.semantic_rank::int, f.fuzzy_rank::int, f.synonym_rank::int,
        f.commodity_rank::int, f.keyword_score::float8, f.similarity::float8,
        f.score, to_char(t.publication_date, 'YYYY-MM-DD') AS publication_date, t.closing_at,
        ${effectiveStatusSql('t')} AS status, t.publication_date AS published_on, NULL::int AS ref_rank
      FROM fused AS f JOIN tenders AS t ON t.id = f.id
      UNION ALL
      SELECT ref.id, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, ref.ref_rank::int
      FROM ref
    ) AS r
    ORDER BY r.ref_rank NULLS FIRST, r.score DESC, r.published_on DESC NULLS LAST, r.id`;
  const { rows } = await query.execute(db);
  const candidates: RankedCandidate[] = [];
  const references: Array<{ id: string; rank: number }> = [];
  for (const { ref_rank: rank, published_on: _published, ...candidate } of rows) {
    if (rank === null) candidates.push(candidate);
    else references.push({ id: candidate.id, rank });
  }
  return { candidates, referenceIds: references.sort((a, b) => a.rank - b.rank).map((ref) => ref.id) };
};
