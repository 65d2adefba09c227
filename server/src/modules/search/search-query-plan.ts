import { toPgVector, type Embedder } from '../../embeddings';
import { expandQuery, findCommodities } from './query-understanding';
import type { ResolvedFilters } from '../tenders';
import { SEARCH_TUNING } from './search-tuning';
import type { SearchVocabulary } from './search-vocabulary';
import type { KeywordPlan, RankOptions } from './search.store';
import { expansionQuery, phrasesQuery, withoutFiller } from '../../shared/vocabulary/trade-vocabulary';

/** Query vectors of recent queries (least recently used out): the same query (paging, facets) is embedded once. */
const queryVectorCache = new Map<string, Float32Array>();
const QUERY_CACHE_SIZE = 500;

export const embedQuery = async (embedder: Embedder, text: string): Promise<Float32Array> => {
  const key = `${embedder.model}\u0000${text}`;
  const cached = queryVectorCache.get(key);
  if (cached) {
    queryVectorCache.delete(key);
    queryVectorCache.set(key, cached);
    return cached;
  }
  const [vector] = await embedder.embed([text], { priority: 'query' });
  if (!vector) throw new Error('The embedder returned no vector');
  queryVectorCache.set(key, vector);
  if (queryVectorCache.size > QUERY_CACHE_SIZE) {
    const oldest = queryVectorCache.keys().next().value;
    if (oldest !== undefined) queryVectorCache.delete(oldest);
  }
  return vector;
};

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/**
 * The query as full text reads it: "IT" (a stop word to the text-search dictionaries) spelled out, so "IT
 * consulting" does not become "consulting".
 */
const keywordText = (text: string): string => text.replace(/\bIT\b/g, 'information technology');

/**
 * What a keyword search matches: the query's own words, the trade vocabulary's words for what it names (and for
 * the close spelling of a misspelt word, offered as "Did you mean"), and the commodity codes it names.
 */
export const planKeyword = (
  vocabulary: SearchVocabulary,
  text: string,
  syntax: boolean,
  suggestion: string | null,
  uploaderId: string | null = null,
): KeywordPlan => {
  const own = syntax ? null : expandQuery(text);
  const fixed = suggestion ? expandQuery(suggestion) : null;
  // The vocabulary's terms stand in for the ones the query named, with the query's other words.
  // "IT security" must not become "security" (a stop word to full text): every term says IT in full.
  const expansion = [
    own ? expansionQuery(own, keywordText) : '',
    suggestion ? phrasesQuery([keywordText(suggestion)]) : '',
    fixed ? expansionQuery(fixed, keywordText) : '',
  ]
    .filter(Boolean)
    .join(' OR ');
  const terms = [...new Set([...(own?.terms ?? []), ...(fixed?.terms ?? [])])];
  const highlight = phrasesQuery([
    ...new Set(
      [...(own?.terms ?? []), ...(suggestion ? [suggestion] : []), ...(fixed?.terms ?? [])].map(keywordText),
    ),
  ]);
  const commodities = syntax ? { codes: [], named: [] } : findCommodities(vocabulary, text, terms);
  // "moving company": a notice names the work, not the supplier; the filler words are not required (a query
  // with search syntax keeps every word).
  const words = withoutFiller(text);
  return {
    text: keywordText(words),
    strict: !syntax && wordCount(words) > 1,
    expansion: expansion || null,
    highlight: highlight || null,
    commodityCodes: commodities.codes,
    uploaderId,
  };
};

/** The lists to rank and fuse for a query, with the tuning's limits and weights. */
export const rankOptionsFor = (query: {
  text: string;
  plan: KeywordPlan | null;
  vector: Float32Array | null;
  model: string;
  filters: ResolvedFilters;
  suggestion: string | null;
}): RankOptions => {
  const { text, plan, vector } = query;
  return {
    keyword: plan,
    semantic: vector
      ? {
          vector: toPgVector(vector),
          model: query.model,
          dimensions: vector.length,
          limit: SEARCH_TUNING.semanticLimit,
          scanLimit: SEARCH_TUNING.semanticScanLimit,
          minSimilarity: SEARCH_TUNING.minSimilarity,
        }
      : null,
    filters: query.filters,
    keywordCap: SEARCH_TUNING.keywordCap,
    keywordWindow: SEARCH_TUNING.keywordWindow,
    // Titles close word by word (pg_trgm): only for a query with a word no tender contains.
    fuzzy:
      plan !== null &&
      query.suggestion !== null &&
      wordCount(text) <= SEARCH_TUNING.fuzzyMaxWords &&
      text.length <= 200
        ? { text, limit: SEARCH_TUNING.fuzzyLimit }
        : null,
    weights: {
      keyword: SEARCH_TUNING.keywordWeight,
      semantic: SEARCH_TUNING.semanticWeight(wordCount(text)),
      fuzzy: SEARCH_TUNING.fuzzyWeight,
      synonym: SEARCH_TUNING.synonymWeight,
      commodity: SEARCH_TUNING.commodityWeight,
    },
    rrfK: SEARCH_TUNING.rrfK,
  };
};
