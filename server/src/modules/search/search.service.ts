import {
  procurementCategoryLabel,
  regionLabel,
  RRF_K,
  tenderStatusLabel,
  toBilingualFields,
  effectiveTenderStatus,
  type FilterOption,
  type Language,
  type SearchAggregations,
  type SearchHit,
  type SearchRequest,
  type SearchResponse,
  type SearchType,
  type TenderStatusCode,
  stripControl,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { toPgVector, type Embedder } from '../../embeddings';
import { AppError } from '../../lib/app-error';
import { resolveFilters, type ResolvedFilters } from './search-filters';
import { searchStore, type RankedCandidate, type SearchHitRow } from './search.store';

/** Tuning, measured with `npm run bench:relevance` and `npm run bench:search` (see bench/relevance/README.md). */
export const SEARCH_TUNING = {
  /** Keyword matches ranked per query (the newest of them); beyond, matches follow in date order. */
  keywordCap: 2000,
  keywordWindow: 1000,
  /** Nearest neighbours kept per semantic query, and the similarity below which a neighbour is not a match. */
  semanticLimit: 100,
  /** Neighbours read from the HNSW index before filters (a filter keeps its share of them). */
  semanticScanLimit: 400,
  minSimilarity: 0.3,
  /**
   * Weights of the two lists in the fusion. The built-in model is weak on one- or two-word queries against
   * long texts (docs/ARCHITECTURE.md, Embeddings), so short queries lean on keywords.
   */
  keywordWeight: 1,
  semanticWeight: (wordCount: number): number => (wordCount <= 2 ? 0.5 : 0.9),
  /** Titles similar word by word (misspellings): a smaller weight, queries of up to `fuzzyMaxWords` words. */
  fuzzyWeight: 0.5,
  fuzzyLimit: 100,
  fuzzyMaxWords: 8,
  rrfK: RRF_K,
};

export interface SearchContext {
  db: Db;
  embedder: Embedder;
  /** Called when a query cannot be embedded (hybrid then answers with keywords only). */
  onEmbeddingError?: (error: unknown) => void;
}

export interface SearchCaller {
  userId: string | null;
}

export const SEMANTIC_UNAVAILABLE = 'Semantic search is unavailable right now; try a keyword search';

/** Query vectors of recent queries: the same query (paging, facets) is embedded once. */
const queryVectorCache = new Map<string, Float32Array>();
const QUERY_CACHE_SIZE = 500;

const embedQuery = async (embedder: Embedder, text: string): Promise<Float32Array> => {
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

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** "Quoted phrases", -exclusions and OR ask for exact words: similar titles would break them. */
const usesSearchSyntax = (text: string): boolean => /"|(^|\s)-\S|\sOR\s/.test(text);

const roundScore = (score: number): number => Math.round(Math.min(1, Math.max(0, score)) * 10_000) / 10_000;

const pick = (language: Language, english: string | null, french: string | null): string | null =>
  language === 'fra' ? (french ?? english) : (english ?? french);

/** A plain-text excerpt: whitespace collapsed, cut at a word boundary near `max` characters. */
export const excerpt = (text: string, max = 300): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
};

type MatchedBy = SearchHit['matched_by'][number];

const toHit = (
  row: SearchHitRow,
  language: Language,
  score: number,
  matchedBy: MatchedBy[],
  nowMs: number,
): SearchHit => {
  const closingDate = row.closing_at === null ? null : new Date(row.closing_at).toISOString();
  const statusCode = effectiveTenderStatus(row.status as TenderStatusCode, closingDate, nowMs);
  const categoryLabels = row.procurement_categories.map((code) => procurementCategoryLabel(code, language));
  const unspsc =
    language === 'fra' && row.unspsc_descriptions_fr.length > 0
      ? row.unspsc_descriptions_fr
      : row.unspsc_descriptions_en;
  const title = pick(language, row.title_en, row.title_fr) ?? '';
  return {
    id: row.id,
    tender_id: row.id,
    reference_number: row.id,
    solicitation_number: row.solicitation_number,
    title,
    description: excerpt(row.description),
    organization: pick(language, row.organization_en, row.organization_fr),
    amount: row.value_amount,
    date: row.publication_date,
    publish_date: row.publication_date,
    closing_date: closingDate,
    status: tenderStatusLabel(statusCode, language),
    status_code: statusCode,
    categories: [...new Set([...categoryLabels, ...unspsc])],
    category_codes: row.procurement_categories,
    regions: row.regions,
    notice_type: pick(language, row.notice_type_en, row.notice_type_fr),
    score: roundScore(score),
    relevance_score: roundScore(score),
    matched_by: matchedBy,
    matched_commodities: [],
    highlights: {
      title: row.title_headline?.includes('<mark>') ? [row.title_headline] : [],
      description: [
        ...(row.description_headline?.includes('<mark>') ? [row.description_headline] : []),
        // A match inside a document, named: `rfp.pdf: … <mark>word</mark> …` (issue 8).
        ...(row.document_headline?.includes('<mark>') ? [row.document_headline] : []),
      ],
    },
    pdfProcessingStatus: (row.pdf_processing_status as SearchHit['pdfProcessingStatus']) ?? null,
    language,
    ...toBilingualFields({
      canadianMade: row.canadian_made,
      experienceRequired: row.experience_required,
      indigenousBusinessRequired: row.indigenous_business_required,
      securityClearanceRequired: row.security_clearance_required,
      masterCategory: categoryLabels[0] ?? null,
      productCertifications: row.product_certifications,
      businessCertifications: row.business_certifications,
      deliveryRegions: row.regions.map((region) => regionLabel(region, language)),
      contractLengthMonths: row.contract_length_months,
    }),
  };
};

const toAggregations = (
  rows: Array<{ facet: string; value: string | null; other: string | null; count: number }>,
  language: Language,
): { total: number; aggregations: SearchAggregations } => {
  const bucket = (facet: string, label: (value: string, other: string | null) => string): FilterOption[] =>
    rows
      .filter((row) => row.facet === facet && row.value !== null)
      .map((row) => ({ value: row.value!, label: label(row.value!, row.other), count: row.count }))
      .sort((left, right) => right.count - left.count || left.value.localeCompare(right.value));
  const flag = (facet: string) => ({
    true: rows.find((row) => row.facet === facet && row.value === 'true')?.count ?? 0,
    false: rows.find((row) => row.facet === facet && row.value === 'false')?.count ?? 0,
  });
  const bilingual = (value: string, other: string | null) => (language === 'fra' ? (other ?? value) : value);
  return {
    total: rows.find((row) => row.facet === 'total')?.count ?? 0,
    aggregations: {
      statuses: bucket('status', (value) => tenderStatusLabel(value as TenderStatusCode, language)),
      categories: bucket('category', (value) => procurementCategoryLabel(value, language)),
      regions: bucket('region', (value) => regionLabel(value, language)),
      organizations: bucket('organization', bilingual),
      notice_types: bucket('notice_type', bilingual),
      pdf_processing_statuses: bucket('pdf', (value) => value),
      flags: {
        canadianMade: flag('canadianMade'),
        experienceRequired: flag('experienceRequired'),
        indigenousBusinessRequired: flag('indigenousBusinessRequired'),
        securityClearanceRequired: flag('securityClearanceRequired'),
      },
    },
  };
};

const sortCandidates = (candidates: RankedCandidate[], sort: SearchRequest['sort_by']): RankedCandidate[] => {
  if (sort === 'relevance') return candidates;
  const nowMs = Date.now();
  const sorted = [...candidates];
  if (sort === 'date') {
    sorted.sort(
      (left, right) =>
        (right.publication_date ?? '').localeCompare(left.publication_date ?? '') ||
        left.id.localeCompare(right.id),
    );
  } else {
    const key = (candidate: RankedCandidate): [number, number] => {
      const closing = candidate.closing_at ? new Date(candidate.closing_at).getTime() : null;
      if (closing === null) return [2, 0];
      return closing >= nowMs ? [0, closing] : [1, -closing];
    };
    sorted.sort((left, right) => {
      const [leftGroup, leftTime] = key(left);
      const [rightGroup, rightTime] = key(right);
      return leftGroup - rightGroup || leftTime - rightTime || left.id.localeCompare(right.id);
    });
  }
  return sorted;
};

const matchedByOf = (candidate: RankedCandidate | undefined, isReference: boolean): MatchedBy[] => {
  const sources: MatchedBy[] = [];
  if (isReference) sources.push('reference');
  if (candidate?.keyword_rank !== null && candidate?.keyword_rank !== undefined) sources.push('keyword');
  if (candidate?.semantic_rank !== null && candidate?.semantic_rank !== undefined) sources.push('semantic');
  if (candidate?.fuzzy_rank !== null && candidate?.fuzzy_rank !== undefined) sources.push('similar_title');
  return sources;
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
): Promise<SearchResponse> => {
  const nowMs = Date.now();
  const { db } = context;
  const language = request.language;
  const filters: ResolvedFilters = resolveFilters(
    request.filters,
    caller.userId && !request.show_hidden ? caller.userId : undefined,
  );
  const text = stripControl(request.query).trim();
  const offset = (request.page - 1) * request.size;
  let searchType: SearchType = request.search_type;

  // The query embedding (worker thread) is computed while the store looks the reference up.
  const wantsSemantic =
    text !== '' && (searchType === 'hybrid' || searchType === 'semantic' || searchType === 'tender_id');
  const vectorPromise: Promise<Float32Array | Error | null> = wantsSemantic
    ? embedQuery(context.embedder, text).catch((error: unknown) =>
        error instanceof Error ? error : new Error(String(error)),
      )
    : Promise.resolve(null);
  const referenceIds = text === '' ? [] : await searchStore.findExactReference(db, text, filters);
  if (searchType === 'tender_id') searchType = referenceIds.length > 0 ? 'tender_id' : 'hybrid';

  // Browse: everything that passes the filters, in date order (relevance has nothing to rank).
  if (text === '' || searchType === 'tender_id') {
    const keyword = null;
    const onlyIds = searchType === 'tender_id' ? referenceIds : undefined;
    const [aggregateRows, pageIds] = await Promise.all([
      searchStore.aggregate(db, { keyword, extraIds: [], onlyIds, filters }),
      onlyIds
        ? Promise.resolve(onlyIds.slice(offset, offset + request.size))
        : searchStore.pageInOrder(db, {
            keyword,
            extraIds: [],
            excludeIds: [],
            filters,
            order: request.sort_by === 'closing_date' ? 'closing_date' : 'date',
            limit: request.size,
            offset,
          }),
    ]);
    const { total, aggregations } = toAggregations(aggregateRows, language);
    const rows = await searchStore.loadHits(db, pageIds, onlyIds ? text : null, language);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const hits = pageIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toHit(row, language, onlyIds ? 1 : 0, [onlyIds ? 'reference' : 'browse'], nowMs)] : [];
    });
    return {
      total_hits: total,
      hits,
      page: request.page,
      size: request.size,
      max_score: hits[0]?.score ?? null,
      search_type: searchType,
      semantic_available: true,
      aggregations,
      related: [],
      hidden_count: 0,
      suggestion: null,
    };
  }

  const useKeyword = searchType !== 'semantic';
  let semanticAvailable = true;
  let vector: Float32Array | null = null;
  const embedded = await vectorPromise;
  if (embedded instanceof Error) {
    semanticAvailable = false;
    context.onEmbeddingError?.(embedded);
    if (searchType === 'semantic') throw new AppError('unavailable', SEMANTIC_UNAVAILABLE);
  } else {
    vector = embedded;
  }

  const candidates = await searchStore.rankCandidates(db, {
    keyword: useKeyword ? text : null,
    semantic: vector
      ? {
          vector: toPgVector(vector),
          model: context.embedder.model,
          dimensions: vector.length,
          limit: SEARCH_TUNING.semanticLimit,
          scanLimit: SEARCH_TUNING.semanticScanLimit,
          minSimilarity: SEARCH_TUNING.minSimilarity,
        }
      : null,
    filters,
    keywordCap: SEARCH_TUNING.keywordCap,
    keywordWindow: SEARCH_TUNING.keywordWindow,
    fuzzy:
      useKeyword &&
      !usesSearchSyntax(text) &&
      wordCount(text) <= SEARCH_TUNING.fuzzyMaxWords &&
      text.length <= 200
        ? { text, limit: SEARCH_TUNING.fuzzyLimit }
        : null,
    weights: {
      keyword: SEARCH_TUNING.keywordWeight,
      semantic: SEARCH_TUNING.semanticWeight(wordCount(text)),
      fuzzy: SEARCH_TUNING.fuzzyWeight,
    },
    rrfK: SEARCH_TUNING.rrfK,
  });

  // The exact reference first, with the top score; then the fused list.
  const referenceSet = new Set(referenceIds);
  const byCandidate = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const pinned: RankedCandidate[] = referenceIds.map(
    (id) =>
      ({
        ...(byCandidate.get(id) ?? {
          id,
          keyword_rank: null,
          semantic_rank: null,
          fuzzy_rank: null,
          keyword_score: null,
          similarity: null,
          publication_date: null,
          closing_at: null,
        }),
        score: 1,
      }) satisfies RankedCandidate,
  );
  const ranked = [...pinned, ...candidates.filter((candidate) => !referenceSet.has(candidate.id))];
  // Neighbours and similar titles join the keyword matches in the match set (counts, date sorts).
  const semanticIds = candidates.filter((c) => c.keyword_rank === null).map((c) => c.id);

  // Keyword searches match every tender containing the words; the ranked list holds the best of them and the
  // rest follow in date order. Semantic-only searches match exactly their nearest neighbours.
  const isSemanticOnly = !useKeyword;
  const aggregatePromise = searchStore
    .aggregate(db, {
      keyword: useKeyword ? text : null,
      extraIds: [...semanticIds, ...referenceIds],
      onlyIds: isSemanticOnly ? ranked.map((candidate) => candidate.id) : undefined,
      filters,
    })
    .then((rows) => toAggregations(rows, language));
  // A failure surfaces where it is awaited; this only keeps it from being reported as unhandled meanwhile.
  aggregatePromise.catch(() => undefined);
  // A page inside the ranked list needs no count: its hits load while the counts run (PostgreSQL: in parallel).
  const isPageRanked =
    (request.sort_by === 'relevance' || isSemanticOnly) && offset + request.size <= ranked.length;
  const total = isPageRanked ? ranked.length : (await aggregatePromise).total;

  let pageCandidates: Array<{ id: string; score: number; candidate?: RankedCandidate }>;
  if (request.sort_by === 'relevance' || isSemanticOnly || ranked.length >= total) {
    const ordered = sortCandidates(ranked, request.sort_by);
    pageCandidates = ordered
      .slice(offset, offset + request.size)
      .map((candidate) => ({ id: candidate.id, score: candidate.score, candidate }));
    // Past the ranked window, the remaining keyword matches follow in date order.
    if (
      pageCandidates.length < request.size &&
      offset + request.size > ordered.length &&
      total > ordered.length
    ) {
      const tailOffset = Math.max(0, offset - ordered.length);
      const tailIds = await searchStore.pageInOrder(db, {
        keyword: text,
        extraIds: [],
        excludeIds: ordered.map((candidate) => candidate.id),
        filters,
        order: 'date',
        limit: request.size - pageCandidates.length,
        offset: tailOffset,
      });
      pageCandidates.push(...tailIds.map((id) => ({ id, score: 0 })));
    }
  } else {
    // Date or closing-date order over the whole match set (more matches than the ranked window).
    const ids = await searchStore.pageInOrder(db, {
      keyword: text,
      extraIds: [...semanticIds, ...referenceIds],
      excludeIds: [],
      filters,
      order: request.sort_by,
      limit: request.size,
      offset,
    });
    const byId = new Map(ranked.map((candidate) => [candidate.id, candidate]));
    pageCandidates = ids.map((id) => ({ id, score: byId.get(id)?.score ?? 0, candidate: byId.get(id) }));
  }

  const [rows, counted] = await Promise.all([
    searchStore.loadHits(
      db,
      pageCandidates.map((candidate) => candidate.id),
      text,
      language,
    ),
    aggregatePromise,
  ]);
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  const hits = pageCandidates.flatMap(({ id, score, candidate }) => {
    const row = rowsById.get(id);
    if (!row) return [];
    const matchedBy = matchedByOf(candidate, referenceSet.has(id));
    return [toHit(row, language, score, matchedBy.length > 0 ? matchedBy : ['keyword'], nowMs)];
  });

  return {
    total_hits: counted.total,
    hits,
    page: request.page,
    size: request.size,
    max_score: hits[0]?.score ?? null,
    search_type: searchType,
    semantic_available: semanticAvailable,
    aggregations: counted.aggregations,
    related: [],
    hidden_count: 0,
    suggestion: null,
  };
};
