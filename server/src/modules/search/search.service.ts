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
  pickLanguage,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { toPgVector, type Embedder } from '../../embeddings';
import { AppError } from '../../lib/app-error';
import { boundQuery } from './query-bounds';
import { resolveFilters, type ResolvedFilters } from './search-filters';
import { commodityLabel, expandQuery, findCommodities, suggestSpelling } from './query-understanding';
import { searchStore, type KeywordPlan, type RankedCandidate, type SearchHitRow } from './search.store';
import { phrasesQuery } from './trade-vocabulary';

/** Tuning, measured with `npm run bench:relevance` and `npm run bench:search` (see bench/relevance/README.md). */
export const SEARCH_TUNING = {
  /** Keyword matches ranked per query (the newest of them); beyond, matches follow in date order. */
  keywordCap: 2000,
  keywordWindow: 1000,
  /** Nearest neighbours kept per semantic query, and the similarity below which a neighbour is not a match. */
  semanticLimit: 100,
  /** Neighbours read from the HNSW index before filters (a filter keeps its share of them). */
  semanticScanLimit: 400,
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

export interface SearchContext {
  db: Db;
  embedder: Embedder;
  /** Called when a query cannot be embedded (hybrid then answers with keywords only). */
  onEmbeddingError?: (error: unknown) => void;
}

export interface SearchCaller {
  userId: string | null;
}

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

/**
 * The query as full text reads it: "IT" (a stop word to the text-search dictionaries) spelled out, so "IT
 * consulting" does not become "consulting".
 */
const keywordText = (text: string): string => text.replace(/\bIT\b/g, 'information technology');

/** "Quoted phrases", -exclusions and OR ask for exact words: similar titles would break them. */
const usesSearchSyntax = (text: string): boolean => /"|(^|\s)-\S|\sOR\s/.test(text);

const roundScore = (score: number): number => Math.round(Math.min(1, Math.max(0, score)) * 10_000) / 10_000;

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
  commodityCodes: ReadonlySet<string> = new Set(),
): SearchHit => {
  const closingDate = row.closing_at === null ? null : new Date(row.closing_at).toISOString();
  const statusCode = effectiveTenderStatus(row.status as TenderStatusCode, closingDate, nowMs);
  const categoryLabels = row.procurement_categories.map((code) => procurementCategoryLabel(code, language));
  const unspsc =
    language === 'fra' && row.unspsc_descriptions_fr.length > 0
      ? row.unspsc_descriptions_fr
      : row.unspsc_descriptions_en;
  const title = pickLanguage(language, row.title_en, row.title_fr) ?? '';
  return {
    id: row.id,
    tender_id: row.id,
    reference_number: row.id,
    solicitation_number: row.solicitation_number,
    title,
    description: excerpt(row.description),
    organization: pickLanguage(language, row.organization_en, row.organization_fr),
    amount: row.value_amount,
    date: row.publication_date,
    publish_date: row.publication_date,
    closing_date: closingDate,
    status: tenderStatusLabel(statusCode, language),
    status_code: statusCode,
    categories: [...new Set([...categoryLabels, ...unspsc])],
    category_codes: row.procurement_categories,
    category_values: row.procurement_categories.map((code, index) => ({
      value: code,
      label: categoryLabels[index] ?? code,
    })),
    regions: row.regions,
    notice_type: pickLanguage(language, row.notice_type_en, row.notice_type_fr),
    score: roundScore(score),
    relevance_score: roundScore(score),
    matched_by: matchedBy,
    matched_commodities: [...row.unspsc_codes, ...row.gsin_codes]
      .filter((code) => commodityCodes.has(code))
      .map((code) => ({ code, label: commodityLabel(row, code, language) })),
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
  const bilingual = (value: string, other: string | null) => pickLanguage(language, value, other) ?? value;
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
    // Open tenders closing soonest first, then the others (most recently closed first), then no closing date.
    const key = (candidate: RankedCandidate): [number, number] => {
      const closing = candidate.closing_at ? new Date(candidate.closing_at).getTime() : null;
      if (closing === null) return [2, 0];
      const open = candidate.status === 'open' && closing > nowMs;
      return open ? [0, closing] : [1, -closing];
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
  if (candidate?.synonym_rank !== null && candidate?.synonym_rank !== undefined) sources.push('synonym');
  if (candidate?.commodity_rank !== null && candidate?.commodity_rank !== undefined)
    sources.push('commodity');
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
  scope: { onlyTenderIds?: string[] } = {},
): Promise<SearchResponse> => {
  const nowMs = Date.now();
  const { db } = context;
  const language = request.language;
  const filters: ResolvedFilters = {
    ...resolveFilters(request.filters, caller.userId && !request.show_hidden ? caller.userId : undefined),
    onlyIds: scope.onlyTenderIds,
  };
  const text = boundQuery(stripControl(request.query).trim());
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
  // A misspelt word: its close spelling joins the vocabulary's words (and is offered as "Did you mean"). Looked
  // up with the reference while the query is embedded.
  const syntax = usesSearchSyntax(text);
  const suggestionPromise =
    text === '' || syntax || searchType === 'semantic' ? Promise.resolve(null) : suggestSpelling(db, text);
  suggestionPromise.catch(() => undefined);
  const referenceIds = text === '' ? [] : await searchStore.findExactReference(db, text, filters);
  if (searchType === 'tender_id') searchType = referenceIds.length > 0 ? 'tender_id' : 'hybrid';

  const hiddenFor = caller.userId && !request.show_hidden ? caller.userId : null;

  // Browse: everything that passes the filters; open tenders first, newest first (or the chosen sort).
  if (text === '' || searchType === 'tender_id') {
    const keyword = null;
    const onlyIds = searchType === 'tender_id' ? referenceIds : undefined;
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
      onlyIds ? { text, strict: false, expansion: null, commodityCodes: [] } : null,
      language,
    );
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
      hidden_count: hiddenCount,
      suggestion: null,
    };
  }

  const useKeyword = searchType !== 'semantic';
  const suggestion = await suggestionPromise;
  let semanticAvailable = true;
  let vector: Float32Array | null = null;
  const embedded = await vectorPromise;
  if (embedded instanceof Error) {
    semanticAvailable = false;
    context.onEmbeddingError?.(embedded);
    if (searchType === 'semantic') throw new AppError('unavailable', 'search.semanticUnavailable');
  } else {
    vector = embedded;
  }

  let plan: KeywordPlan | null = null;
  if (useKeyword) {
    const own = syntax ? { terms: [], rest: [] } : expandQuery(text);
    const fixed = suggestion ? expandQuery(suggestion) : null;
    // The vocabulary's terms stand in for the ones the query named, with the query's other words.
    const expansion = [
      phrasesQuery(own.terms, own.rest),
      suggestion ? phrasesQuery([suggestion]) : '',
      fixed ? phrasesQuery(fixed.terms, fixed.rest) : '',
    ]
      .filter(Boolean)
      .join(' OR ');
    const terms = [...new Set([...own.terms, ...(fixed?.terms ?? [])])];
    const commodities = syntax ? { codes: [], named: [] } : await findCommodities(db, text, terms);
    plan = {
      text: keywordText(text),
      strict: !syntax && wordCount(text) > 1,
      expansion: expansion || null,
      commodityCodes: commodities.codes,
    };
  }
  const commoditySet = new Set(plan?.commodityCodes ?? []);

  const candidates = await searchStore.rankCandidates(db, {
    keyword: plan,
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
    // Titles close word by word (pg_trgm): only for a query with a word no tender contains.
    fuzzy:
      useKeyword &&
      suggestion !== null &&
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
  });

  // A match: found by words (the query's, the vocabulary's, a commodity, a close title), or by meaning alone
  // when the neighbour is really close. Other neighbours are only related.
  const isMatch = (candidate: RankedCandidate): boolean =>
    candidate.keyword_rank !== null ||
    candidate.synonym_rank !== null ||
    candidate.commodity_rank !== null ||
    candidate.fuzzy_rank !== null ||
    (candidate.similarity ?? 0) >= SEARCH_TUNING.semanticMatchFloor;
  const matches = candidates.filter(isMatch);
  const relatedCandidates = candidates
    .filter((candidate) => !isMatch(candidate) && (candidate.similarity ?? 0) >= SEARCH_TUNING.relatedFloor)
    .sort((left, right) => (right.similarity ?? 0) - (left.similarity ?? 0));

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
          synonym_rank: null,
          commodity_rank: null,
          keyword_score: null,
          similarity: null,
          publication_date: null,
          closing_at: null,
          status: null,
        }),
        score: 1,
      }) satisfies RankedCandidate,
  );
  const ranked = [...pinned, ...matches.filter((candidate) => !referenceSet.has(candidate.id))];
  // Matches the keyword plan cannot find again in SQL (close neighbours, close titles, the reference) are named.
  const extraIds = [
    ...matches
      .filter(
        (candidate) =>
          candidate.keyword_rank === null &&
          candidate.synonym_rank === null &&
          candidate.commodity_rank === null,
      )
      .map((candidate) => candidate.id),
    ...referenceIds,
  ];

  // Keyword searches match every tender the plan finds; the ranked list holds the best of them and the rest
  // follow in date order. Semantic-only searches match exactly their close neighbours.
  const isSemanticOnly = !useKeyword;
  const onlyIds = isSemanticOnly ? ranked.map((candidate) => candidate.id) : undefined;
  const aggregatePromise = searchStore
    .aggregate(db, { keyword: plan, extraIds, onlyIds, filters })
    .then((rows) => toAggregations(rows, language));
  // A failure surfaces where it is awaited; this only keeps it from being reported as unhandled meanwhile.
  aggregatePromise.catch(() => undefined);
  const hiddenPromise = hiddenFor
    ? searchStore.countHidden(db, { keyword: plan, extraIds, onlyIds, filters, userId: hiddenFor })
    : Promise.resolve(0);
  hiddenPromise.catch(() => undefined);
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
      plan &&
      pageCandidates.length < request.size &&
      offset + request.size > ordered.length &&
      total > ordered.length
    ) {
      const tailOffset = Math.max(0, offset - ordered.length);
      const tailIds = await searchStore.pageInOrder(db, {
        keyword: plan,
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
      keyword: plan,
      extraIds,
      excludeIds: [],
      filters,
      order: request.sort_by,
      limit: request.size,
      offset,
    });
    const byId = new Map(ranked.map((candidate) => [candidate.id, candidate]));
    pageCandidates = ids.map((id) => ({ id, score: byId.get(id)?.score ?? 0, candidate: byId.get(id) }));
  }

  // Related tenders (by meaning, not matches): on the first page, after the matches.
  const related = request.page === 1 ? relatedCandidates.slice(0, SEARCH_TUNING.relatedLimit) : [];
  // One read for the page and the related tenders.
  const [rows, counted, hiddenCount] = await Promise.all([
    searchStore.loadHits(
      db,
      [...pageCandidates.map((candidate) => candidate.id), ...related.map((candidate) => candidate.id)],
      plan,
      language,
    ),
    aggregatePromise,
    hiddenPromise,
  ]);
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  const hits = pageCandidates.flatMap(({ id, score, candidate }) => {
    const row = rowsById.get(id);
    if (!row) return [];
    const matchedBy = matchedByOf(candidate, referenceSet.has(id));
    return [toHit(row, language, score, matchedBy.length > 0 ? matchedBy : ['keyword'], nowMs, commoditySet)];
  });
  const relatedHits = related.flatMap((candidate) => {
    const row = rowsById.get(candidate.id);
    return row ? [toHit(row, language, candidate.similarity ?? 0, ['semantic'], nowMs)] : [];
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
    related: relatedHits,
    hidden_count: hiddenCount,
    suggestion,
  };
};
