import { stripControl, type SearchRequest, type SearchResponse, type SearchType } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import type { Embedder } from '../../embeddings';
import { AppError } from '../../lib/app-error';
import { boundQuery } from './query-bounds';
import { suggestSpelling } from './query-understanding';
import { toAggregations } from './search-aggregations-presenter';
import { resolveFilters, type ResolvedFilters } from '../../shared/tenders/tender-filters';
import { toHit, toRankedHits } from './search-hit-presenter';
import { embedQuery, planKeyword, rankOptionsFor, usesSearchSyntax } from './search-query-plan';
import { pageOfMatches, rankMatches } from './search-ranking';
import { SEARCH_TUNING } from './search-tuning';
import { searchStore, type KeywordPlan } from './search.store';

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
  referenceIds: string[];
  /** The caller whose not-applicable tenders are hidden (and counted), or null. */
  hiddenFor: string | null;
  /** The signed-in caller, whose own uploads' words match for them, or null. */
  viewerId: string | null;
  offset: number;
  nowMs: number;
}

/** The work started before the exact reference is looked up: the query's embedding and its close spelling. */
interface PendingLookups {
  syntax: boolean;
  vectorPromise: Promise<Float32Array | Error | null>;
  suggestionPromise: Promise<string | null>;
}

/** Browse: everything that passes the filters; open tenders first, newest first (or the chosen sort). */
const browse = async (run: SearchRun): Promise<SearchResponse> => {
  const { db } = run.context;
  const { request, filters, offset, hiddenFor } = run;
  const language = request.language;
  const keyword = null;
  const onlyIds = run.searchType === 'tender_id' ? run.referenceIds : undefined;
  const [aggregateRows, pageIds, hiddenCount] = await Promise.all([
    searchStore.aggregate(db, { keyword, extraIds: [], onlyIds, filters }),
    onlyIds
      ? Promise.resolve(onlyIds.slice(offset, offset + request.size))
      : searchStore.pageInOrder(db, {
          keyword,
          extraIds: [],
          excludeIds: [],
          filters,
          order: request.sort_by === 'closing_date' ? 'closing_date' : 'open_first',
          limit: request.size,
          offset,
        }),
    hiddenFor
      ? searchStore.countHidden(db, { keyword, extraIds: [], onlyIds, filters, userId: hiddenFor })
      : Promise.resolve(0),
  ]);
  const { total, aggregations } = toAggregations(aggregateRows, language);
  const rows = await searchStore.loadHits(
    db,
    pageIds,
    onlyIds ? { text: run.text, strict: false, expansion: null, commodityCodes: [], uploaderId: null } : null,
    language,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const hits = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toHit(row, language, onlyIds ? 1 : 0, [onlyIds ? 'reference' : 'browse'], run.nowMs)] : [];
  });
  return {
    total_hits: total,
    hits,
    page: request.page,
    size: request.size,
    max_score: hits[0]?.score ?? null,
    search_type: run.searchType,
    semantic_available: true,
    aggregations,
    related: [],
    hidden_count: hiddenCount,
    suggestion: null,
  };
};

/** The embedding of a query, or the error that kept it from being computed. */
const embedOrError = (context: SearchContext, text: string): Promise<Float32Array | Error> =>
  embedQuery(context.embedder, text).catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );

/** The query's embedding, or null (and semantic search unavailable) when it could not be computed. */
const awaitVector = async (
  run: SearchRun,
  vectorPromise: PendingLookups['vectorPromise'],
): Promise<{ vector: Float32Array | null; semanticAvailable: boolean }> => {
  const embedded = await vectorPromise;
  if (!(embedded instanceof Error)) return { vector: embedded, semanticAvailable: true };
  run.context.onEmbeddingError?.(embedded);
  if (run.searchType === 'semantic') throw new AppError('unavailable', 'search.semanticUnavailable');
  return { vector: null, semanticAvailable: false };
};

/**
 * The total, the facet counts and the hidden count over the whole match set, started at once: a failure
 * surfaces where they are awaited (the catch only keeps it from being reported as unhandled meanwhile).
 */
const startCounts = (
  run: SearchRun,
  match: { keyword: KeywordPlan | null; extraIds: string[]; onlyIds: string[] | undefined },
) => {
  const { db } = run.context;
  const { filters, hiddenFor } = run;
  const aggregatePromise = searchStore
    .aggregate(db, { ...match, filters })
    .then((rows) => toAggregations(rows, run.request.language));
  aggregatePromise.catch(() => undefined);
  const hiddenPromise = hiddenFor
    ? searchStore.countHidden(db, { ...match, filters, userId: hiddenFor })
    : Promise.resolve(0);
  hiddenPromise.catch(() => undefined);
  return { aggregatePromise, hiddenPromise };
};

/** Keyword, semantic or hybrid search: the fused ranked list, then the rest of the matches. */
const rankedSearch = async (run: SearchRun, pending: PendingLookups): Promise<SearchResponse> => {
  const { db } = run.context;
  const { request, text, offset } = run;
  const language = request.language;
  const useKeyword = run.searchType !== 'semantic';
  const suggestion = await pending.suggestionPromise;
  // A misspelt query means what its close spelling says: the typed words' embedding points elsewhere.
  const { vector, semanticAvailable } = await awaitVector(
    run,
    suggestion && run.searchType === 'hybrid' ? embedOrError(run.context, suggestion) : pending.vectorPromise,
  );
  const plan = useKeyword ? await planKeyword(db, text, pending.syntax, suggestion, run.viewerId) : null;
  const candidates = await searchStore.rankCandidates(
    db,
    rankOptionsFor({
      text,
      plan,
      vector,
      model: run.context.embedder.model,
      filters: run.filters,
      suggestion,
    }),
  );
  const { ranked, related: relatedCandidates, extraIds } = rankMatches(candidates, run.referenceIds);

  // Keyword searches match every tender the plan finds; the ranked list holds the best of them and the rest
  // follow in date order. Semantic-only searches match exactly their close neighbours.
  const isSemanticOnly = !useKeyword;
  const onlyIds = isSemanticOnly ? ranked.map((candidate) => candidate.id) : undefined;
  const { aggregatePromise, hiddenPromise } = startCounts(run, { keyword: plan, extraIds, onlyIds });
  // A page inside the ranked list needs no count: its hits load while the counts run (PostgreSQL: in parallel).
  const isPageRanked =
    (request.sort_by === 'relevance' || isSemanticOnly) && offset + request.size <= ranked.length;
  const total = isPageRanked ? ranked.length : (await aggregatePromise).total;
  const pageCandidates = await pageOfMatches(db, {
    ranked,
    plan,
    extraIds,
    filters: run.filters,
    sortBy: request.sort_by,
    isSemanticOnly,
    total,
    offset,
    size: request.size,
  });

  // Related tenders (by meaning, not matches): on the first page, after the matches. One read for both.
  const related = request.page === 1 ? relatedCandidates.slice(0, SEARCH_TUNING.relatedLimit) : [];
  const [rows, counted, hiddenCount] = await Promise.all([
    searchStore.loadHits(
      db,
      [...pageCandidates, ...related].map((candidate) => candidate.id),
      plan,
      language,
    ),
    aggregatePromise,
    hiddenPromise,
  ]);
  const { hits, relatedHits } = toRankedHits(rows, pageCandidates, related, {
    language,
    referenceIds: run.referenceIds,
    commodityCodes: plan?.commodityCodes ?? [],
    nowMs: run.nowMs,
  });

  return {
    total_hits: counted.total,
    hits,
    page: request.page,
    size: request.size,
    max_score: hits[0]?.score ?? null,
    search_type: run.searchType,
    semantic_available: semanticAvailable,
    aggregations: counted.aggregations,
    related: relatedHits,
    hidden_count: hiddenCount,
    suggestion,
  };
};

/**
 * POST /api/search and /api/search/semantic. Empty query: browse, newest first (or the chosen sort).
 * Keyword: full text in both languages. Semantic: nearest neighbours of the query's embedding. Hybrid: both,
 * fused. An exact reference or solicitation number is always first. Filters apply inside every list, and the
 * aggregations count the whole filtered match set.
 */
export const searchTenders = async (
  context: SearchContext,
  request: SearchRequest,
  caller: SearchCaller,
  scope: { onlyTenderIds?: string[] } = {},
): Promise<SearchResponse> => {
  const nowMs = Date.now();
  const { db } = context;
  const filters: ResolvedFilters = {
    ...resolveFilters(request.filters, caller.userId && !request.show_hidden ? caller.userId : undefined),
    onlyIds: scope.onlyTenderIds,
  };
  const text = boundQuery(stripControl(request.query).trim());
  let searchType: SearchType = request.search_type;

  // The query embedding (worker thread) is computed while the store looks the reference up.
  const wantsSemantic =
    text !== '' && (searchType === 'hybrid' || searchType === 'semantic' || searchType === 'tender_id');
  const vectorPromise = wantsSemantic ? embedOrError(context, text) : Promise.resolve(null);
  // A misspelt word: its close spelling joins the vocabulary's words (and is offered as "Did you mean"). Looked
  // up with the reference while the query is embedded.
  const syntax = usesSearchSyntax(text);
  const suggestionPromise =
    text === '' || syntax || searchType === 'semantic' ? Promise.resolve(null) : suggestSpelling(db, text);
  suggestionPromise.catch(() => undefined);
  const referenceIds = text === '' ? [] : await searchStore.findExactReference(db, text, filters);
  if (searchType === 'tender_id') searchType = referenceIds.length > 0 ? 'tender_id' : 'hybrid';

  const run: SearchRun = {
    context,
    request,
    filters,
    text,
    searchType,
    referenceIds,
    hiddenFor: caller.userId && !request.show_hidden ? caller.userId : null,
    viewerId: caller.userId,
    offset: (request.page - 1) * request.size,
    nowMs,
  };
  if (text === '' || searchType === 'tender_id') return browse(run);
  return rankedSearch(run, { syntax, vectorPromise, suggestionPromise });
};
