import { RRF_K } from '@tenderscout/domain';
import { HNSW_EF_SEARCH } from '../../db/database';

/** Tuning, measured with `npm run bench:relevance` and `npm run bench:search` (see bench/relevance/README.md). */
export const SEARCH_TUNING = {
  /** Keyword matches ranked per query (the newest of them); beyond, matches follow in date order. */
  keywordCap: 2000,
  keywordWindow: 1000,
  /** Nearest neighbours kept per semantic query, and the similarity below which a neighbour is not a match. */
  semanticLimit: 100,
  /**
   * Neighbours read from the HNSW index before filters (a filter keeps its share of them): the sessions'
   * `hnsw.ef_search` (db/database.ts).
   */
  semanticScanLimit: HNSW_EF_SEARCH,
  /** Below this similarity a neighbour is not even related. */
  minSimilarity: 0.3,
  /**
   * A neighbour found by meaning alone joins the matches only at this similarity or above; below, it is listed
   * apart under "Related tenders" (from `relatedFloor`). Calibrated on the real notices (`npm run
   * bench:relevance` prints the share of relevant neighbours by similarity band: with the built-in model,
   * 6 % at 0.50–0.55, 34 % at 0.55–0.60, 67 % at 0.60–0.65, about what a keyword match gives).
   */
  semanticMatchFloor: 0.6,
  relatedFloor: 0.4,
  /** Related tenders shown on the first page. */
  relatedLimit: 5,
  /**
   * Weights of the two lists in the fusion. The built-in model is weak on one- or two-word queries against
   * long texts (docs/ARCHITECTURE.md, Embeddings), so short queries lean on keywords.
   */
  keywordWeight: 1,
  semanticWeight: (wordCount: number): number => (wordCount <= 2 ? 0.5 : 0.9),
  /** Titles similar word by word (misspellings): a smaller weight, queries of up to `fuzzyMaxWords` words. */
  fuzzyWeight: 0.5,
  /** The trade vocabulary's words and the commodities a query names weigh less than the query's own words. */
  synonymWeight: 0.6,
  commodityWeight: 0.5,
  fuzzyLimit: 100,
  fuzzyMaxWords: 8,
  rrfK: RRF_K,
};
