import { stripControl, type SearchRequest, type SearchResponse, type SearchType } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import type { Embedder } from '../../embeddings';
import { AppError } from '../../lib/app-error';
import { boundQuery } from './query-bounds';
import { suggestSpelling } from './query-understanding';
import { toAggregations } from './search-aggregations-presenter';
import { resolveFilters, type ResolvedFilters } from '../tenders';
import { toHit, toRankedHits } from './search-hit-presenter';
import { pageWithCounts, type PagePlan } from './search-page.store';
import { embedQuery, planKeyword, rankOptionsFor } from './search-query-plan';
import { pagePlanFor, rankMatches } from './search-ranking';
import { SEARCH_TUNING } from './search-tuning';
import { noteDataVersion, searchVocabulary } from './search-vocabulary';
import { searchStore } from './search.store';
import { readsAsFrench, usesSearchSyntax } from '../../shared/vocabulary/trade-vocabulary';

export { SEARCH_TUNING } from './search-tuning';

export interface SearchContext {
  db: Db;
  embedder: Embedder;
  /** Called when a query cannot be embedded (hybrid then answers with keywords only). */
  onEmbeddingError?: (error: unknown) => void;
}

export interface SearchCaller {
  userId: string | null;
}

/** One search request, resolved: what browsing and ranked search both read. */
interface SearchRun {
  context: SearchContext;
  request: SearchRequest;
  filters: ResolvedFilters;
  text: string;
  searchType: SearchType;
  /** The caller whose not-applicable tenders are hidden (and counted), or null. */
  hiddenFor: string | null;
  /** The signed-in caller, whose own uploads' words match for them, or null. */
  viewerId: string | null;
  offset: number;
  nowMs: number;
}

/**
 * Browse: everything that passes the filters, open tenders first, newest first (or the chosen sort); or exactly
 * the tenders a reference names (`onlyIds`). One statement: the page, its counts and its facets.
 */
const browse = async (run: SearchRun, onlyIds?: string[]) => {
  const { request, offset } = run;
  const language = request.language;
  const page: PagePlan = onlyIds
    ? { ids: onlyIds.slice(offset, offset + request.size), idsUpTo: null, ordered: null, relatedIds: [] }
    : {
        ids: [],
        idsUpTo: null,
        ordered: {
          order: request.sort_by === 'closing_date' ? 'closing_date' : 'open_first',
          excludeIds: [],
          limit: request.size,
          offset,
          whenTotalAbove: -1,
        },
        relatedIds: [],
      };
  const result = await pageWithCounts(run.context.db, {
    match: { keyword: null, extraIds: [], onlyIds },
    filters: run.filters,
    hiddenFor: run.hiddenFor,
    page,
    highlight: onlyIds
      ? {
          text: run.text,
          strict: false,
          expansion: null,
          highlight: null,
          commodityCodes: [],
          uploaderId: null,
        }
      : null,
    language,
  });
  const { total, aggregations } = toAggregations(result.facets, language);
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  const hits = result.pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toHit(row, language, onlyIds ? 1 : 0, [onlyIds ? 'reference' : 'browse'], run.nowMs)] : [];
  });
  const response: SearchResponse = {
    total_hits: total,
    hits,
    page: request.page,
    size: request.size,
    max_score: hits[0]?.score ?? null,
    search_type: run.searchType,
    semantic_available: true,
    aggregations,
    related: [],
    hidden_count: result.hiddenCount,
    suggestion: null,
  };
  return { response, dataVersion: result.dataVersion };
};

/** Whether the embedding model reads English only (the built-in one). */
const englishOnly = (embedder: Embedder): boolean =>
  embedder.languages !== undefined && !embedder.languages.includes('fra');

/** The embedding of a query, or the error that kept it from being computed. */
const embedOrError = (context: SearchContext, text: string): Promise<Float32Array | Error> =>
  embedQuery(context.embedder, text).catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );

/** The query's embedding, or null (and semantic search unavailable) when it could not be computed. */
const awaitVector = async (
  run: SearchRun,
  vectorPromise: Promise<Float32Array | Error | null>,
): Promise<{ vector: Float32Array | null; semanticAvailable: boolean }> => {
  const embedded = await vectorPromise;
  if (!(embedded instanceof Error)) return { vector: embedded, semanticAvailable: true };
  run.context.onEmbeddingError?.(embedded);
  if (run.searchType === 'semantic') throw new AppError('unavailable', 'search.semanticUnavailable');
  return { vector: null, semanticAvailable: false };
};

/**
 * Keyword, semantic or hybrid search (and a reference search that found no reference) in two statements: the
 * ranked candidates with the exact references, then the page with its highlights and the counts with facets.
 */
const rankedSearch = async (run: SearchRun) => {
  const { db } = run.context;
  const { request, text } = run;
  const language = request.language;
  const syntax = usesSearchSyntax(text);
  const vocabulary = await searchVocabulary(db);
  // A misspelt word: its close spelling joins the vocabulary's words (and is offered as "Did you mean").
  const suggestion = syntax || run.searchType === 'semantic' ? null : suggestSpelling(vocabulary, text);
  const useKeyword = run.searchType !== 'semantic';
  // A model that reads English only adds noise to a French query's ranking: hybrid leaves it out then.
  const unreadable = englishOnly(run.context.embedder) && readsAsFrench(text);
  const wantsVector = run.searchType !== 'keyword' && (run.searchType === 'semantic' || !unreadable);
  // A misspelt query means what its close spelling says: the typed words' embedding points elsewhere.
  const { vector, semanticAvailable } = wantsVector
    ? await awaitVector(
        run,
        embedOrError(run.context, suggestion && run.searchType !== 'semantic' ? suggestion : text),
      )
    : { vector: null, semanticAvailable: true };
  const plan = useKeyword ? planKeyword(vocabulary, text, syntax, suggestion, run.viewerId) : null;
  const { candidates, referenceIds } = await searchStore.rankCandidates(db, {
    ...rankOptionsFor({
      text,
      plan,
      vector,
      model: run.context.embedder.model,
      filters: run.filters,
      suggestion,
    }),
    reference: text,
  });
  if (run.searchType === 'tender_id') {
    if (referenceIds.length > 0) return browse(run, referenceIds);
    run.searchType = 'hybrid';
  }
  const { ranked, related: relatedCandidates, extraIds } = rankMatches(candidates, referenceIds);
  // Related tenders (by meaning, not matches): on the first page, after the matches. Loaded with the page.
  const related = request.page === 1 ? relatedCandidates.slice(0, SEARCH_TUNING.relatedLimit) : [];
  // Semantic-only searches match exactly their close neighbours; keyword searches every tender the plan finds.
  const isSemanticOnly = !useKeyword;
  const onlyIds = isSemanticOnly ? ranked.map((candidate) => candidate.id) : undefined;
  const result = await pageWithCounts(db, {
    match: { keyword: plan, extraIds, onlyIds },
    filters: run.filters,
    hiddenFor: run.hiddenFor,
    page: {
      ...pagePlanFor({ ranked, hasKeywords: plan !== null, isSemanticOnly, request, offset: run.offset }),
      relatedIds: related.map((candidate) => candidate.id),
    },
    highlight: plan,
    language,
  });
  const counted = toAggregations(result.facets, language);
  const byId = new Map(ranked.map((candidate) => [candidate.id, candidate]));
  const pageCandidates = result.pageIds.map((id) => ({
    id,
    score: byId.get(id)?.score ?? 0,
    candidate: byId.get(id),
  }));
  const { hits, relatedHits } = toRankedHits(result.rows, pageCandidates, related, {
    language,
    referenceIds,
    commodityCodes: plan?.commodityCodes ?? [],
    nowMs: run.nowMs,
  });
  const response: SearchResponse = {
    total_hits: counted.total,
    hits,
    page: request.page,
    size: request.size,
    max_score: hits[0]?.score ?? null,
    search_type: run.searchType,
    semantic_available: semanticAvailable,
    aggregations: counted.aggregations,
    related: relatedHits,
    hidden_count: result.hiddenCount,
    suggestion,
  };
  return { response, dataVersion: result.dataVersion };
};

/**
 * POST /api/search and /api/search/semantic. Empty query: browse, newest first (or the chosen sort).
 * Keyword: full text in both languages. Semantic: nearest neighbours of the query's embedding. Hybrid: both,
 * fused. An exact reference or solicitation number is always first. Filters apply inside every list, and the
 * aggregations count the whole filtered match set. At most two SQL statements (docs/ARCHITECTURE.md); the
 * query's embedding and the vocabulary come from memory. When the store's data changed since the vocabulary
 * was built (another instance ingested), the vocabulary is built again and the search answers once more.
 */
export const searchTenders = async (
  context: SearchContext,
  request: SearchRequest,
  caller: SearchCaller,
  scope: { onlyTenderIds?: string[] } = {},
  retried = false,
): Promise<SearchResponse> => {
  const filters: ResolvedFilters = {
    ...resolveFilters(request.filters, caller.userId && !request.show_hidden ? caller.userId : undefined),
    onlyIds: scope.onlyTenderIds,
  };
  const text = boundQuery(stripControl(request.query).trim());
  const run: SearchRun = {
    context,
    request,
    filters,
    text,
    searchType: request.search_type,
    hiddenFor: caller.userId && !request.show_hidden ? caller.userId : null,
    viewerId: caller.userId,
    offset: (request.page - 1) * request.size,
    nowMs: Date.now(),
  };
  const { response, dataVersion } = text === '' ? await browse(run) : await rankedSearch(run);
  const changed = await noteDataVersion(context.db, dataVersion);
  if (changed && text !== '' && !retried) return searchTenders(context, request, caller, scope, true);
  return response;
};
