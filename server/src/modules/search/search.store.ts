import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { rankCandidates } from './search-rank.store';

export type { KeywordPlan } from './search-keyword.store';
export type { RankedCandidate, RankOptions, SemanticQuery } from './search-rank.store';
export type { SearchHitRow } from './search-hits.store';

/**
 * Search SQL. Full text: `search_en` / `search_fr` (stored, weighted tsvectors of migration 0004) against
 * `websearch_to_tsquery` in the accent-folding configurations `ts_en` / `ts_fr`; a tender matches when either
 * language matches, so a French query finds a tender through its French text. Semantic: pgvector cosine
 * distance over `tender_embeddings` of one model, through that model's partial HNSW index. Hybrid: reciprocal
 * rank fusion of both lists, in SQL (search-rank.store.ts). The page with its highlights and the counts with
 * facets: search-page.store.ts. The vocabulary lists below are read once per data version (search-vocabulary.ts).
 */

export const searchStore = {
  /** The fused candidate list, best first, and the exact references (search-rank.store.ts). */
  rankCandidates,

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

  /**
   * The full-text lexemes of every notice: English (ts_en), French (ts_fr) and document words, to tell in memory
   * whether a word matches any notice on its own (search-vocabulary.ts).
   */
  lexemes: async (db: Db): Promise<Array<{ source: 'en' | 'fr' | 'documents'; word: string }>> => {
    const { rows } = await sql<{ source: 'en' | 'fr' | 'documents'; word: string }>`
      SELECT 'en' AS source, word FROM ts_stat('SELECT search_en FROM tenders')
      UNION ALL SELECT 'fr', word FROM ts_stat('SELECT search_fr FROM tenders')
      UNION ALL SELECT 'documents', word
        FROM ts_stat('SELECT document_search FROM tenders WHERE document_search IS NOT NULL')`.execute(db);
    return rows;
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
};

export interface CommodityRow {
  scheme: 'unspsc' | 'gsin';
  code: string;
  name_en: string | null;
  name_fr: string | null;
  count: number;
}
