import {
  NL_CLOSED_STATUSES,
  searchRequestSchema,
  type AiUserProfile,
  type BusinessIntelligence,
  type NlQueryStructure,
  type NlSearchExplanation,
  type NlSearchRequest,
  type NlSearchResponse,
  type NlSearchResult,
  type NlUnderstoodFilter,
  type SearchHit,
  type SearchResponse,
} from '@tenderscout/domain';
import { tenderDataVersion } from '../../db/data-version';
import type { NlSearchContext } from './ai-sources';
import { aiStore } from './ai.store';
import { scoreRows, profileVector, type AiContext } from './ai.service';
import { describeStructure, parseNaturalLanguageQuery, todayInEastern } from './nl';
import { parseWithLlm } from './llm-parse';
import {
  inLanguage,
  matchReasons,
  sayIn,
  summaryOf,
  type AnswerLanguage,
  type Say,
} from './nl-search-wording';

/**
 * POST /api/ai/search/natural-language: the sentence → filters + words (the LLM when configured and valid,
 * else the built-in parser) → the search API's own hybrid search (filters applied inside it) → the value range
 * (the search has no value filter: tenders that disclose a value outside it are dropped; undisclosed values are
 * kept and said so) → optional re-ranking with the caller's profile → each result with the reasons it is there.
 */

/** Results fetched from the search before the value range and re-ranking (the search's page maximum). */
const FETCH_SIZE = 100;
/** Weight of the profile's fit in a personalised ranking. */
const PROFILE_WEIGHT = 0.25;

const ORGANIZATIONS_TTL_MS = 5 * 60_000;
let organizationsCache: {
  at: number;
  version: string;
  value: Array<{ name: string; nameFr: string | null }>;
} | null = null;

/** The buyers, kept a few minutes at most and only until any instance ingests (tenderDataVersion). */
const knownOrganizations = async (context: AiContext) => {
  const version = await tenderDataVersion(context.db);
  if (
    organizationsCache &&
    organizationsCache.version === version &&
    Date.now() - organizationsCache.at < ORGANIZATIONS_TTL_MS
  )
    return organizationsCache.value;
  const value = await aiStore.listOrganizations(context.db);
  organizationsCache = { at: Date.now(), version, value };
  return value;
};

/** For tests: forget the cached list of buyers (after loading new tenders). */
export const clearOrganizationsCache = (): void => {
  organizationsCache = null;
};

const searchRequestOf = (structure: NlQueryStructure, query: string, request: NlSearchRequest) =>
  searchRequestSchema.parse({
    query,
    search_type: 'hybrid',
    page: 1,
    size: FETCH_SIZE,
    language: request.language,
    filters: {
      status:
        structure.status === 'open' ? ['open'] : structure.status === 'closed' ? NL_CLOSED_STATUSES : [],
      regions: structure.regions,
      categories: structure.categories,
      organizations: structure.organizations,
      closing_from: structure.closing_from,
      closing_to: structure.closing_to,
      date_from: structure.published_from,
      date_to: structure.published_to,
      securityClearanceRequired: structure.security_clearance_required,
      indigenousBusinessRequired: structure.indigenous_set_aside,
      canadianMade: structure.canadian_made,
      experienceRequired: structure.experience_required,
    },
  });

const inValueRange = (hit: SearchHit, structure: NlQueryStructure): boolean => {
  if (hit.amount === null) return true;
  if (structure.value_min !== null && hit.amount < structure.value_min) return false;
  if (structure.value_max !== null && hit.amount > structure.value_max) return false;
  return true;
};

/** The words a search can relax to: any of them rather than all ("a or b or c"). */
const anyOfWords = (terms: string): string | null => {
  const words = terms
    .split(/\s+/)
    .map((word) => word.replace(/["()]/g, ''))
    .filter((word) => word.length >= 2 && !/^(or|and|ou|et)$/i.test(word));
  return words.length >= 2 ? words.join(' or ') : null;
};

const withoutEvidence = (intelligence: BusinessIntelligence): BusinessIntelligence => ({
  ...intelligence,
  evidence: [],
});

interface Understood {
  structure: NlQueryStructure;
  filters: NlUnderstoodFilter[];
  parser: NlSearchExplanation['parser'];
  fallbackReason: string | null;
}

/** 1. The sentence understood: by the LLM when one is configured and answers validly, else by the built-in parser. */
const understand = async (context: AiContext, query: string, today: string): Promise<Understood> => {
  const builtIn = parseNaturalLanguageQuery(query, {
    today,
    organizations: await knownOrganizations(context),
  });
  const builtInAnswer = (fallbackReason: string | null): Understood => ({
    structure: builtIn.structure,
    filters: builtIn.understood,
    parser: 'built-in',
    fallbackReason,
  });
  if (!context.llm) return builtInAnswer(null);
  const outcome = await parseWithLlm(context.llm, query, today);
  if (outcome.ok) {
    return {
      structure: outcome.structure,
      filters: describeStructure(outcome.structure, today),
      parser: 'llm',
      fallbackReason: null,
    };
  }
  context.warn?.(new Error(outcome.reason), 'natural-language search: falling back to the built-in parser');
  return builtInAnswer(`${outcome.reason}; the built-in parser was used`);
};

/** 2. The search API's own hybrid search (filters applied inside it) for some words, as the caller sees it. */
const searchFor = (
  context: NlSearchContext,
  userId: string,
  structure: NlQueryStructure,
  request: NlSearchRequest,
): ((terms: string) => Promise<SearchResponse>) => {
  const searchContext = {
    db: context.db,
    embedder: context.embedder,
    onEmbeddingError: (error: unknown) => context.warn?.(error, 'natural-language search: keywords only'),
  };
  return (terms) =>
    context.searchTenders(searchContext, searchRequestOf(structure, terms, request), { userId });
};

/** The tenders found in the value range, and how many were left out for their value. */
interface Matches {
  hits: SearchHit[];
  excluded: number;
  total: number;
  /** Tenders with only some of the words were added. */
  relaxed: boolean;
}

const inRangeOf = (response: SearchResponse, structure: NlQueryStructure): Matches => {
  const hits = response.hits.filter((hit) => inValueRange(hit, structure));
  const excluded = response.hits.length - hits.length;
  return { hits, excluded, total: Math.max(0, response.total_hits - excluded), relaxed: false };
};

/** 3. Too few tenders with every word: those with some of the words follow, below every full match. */
const withPartialMatches = async (
  search: (terms: string) => Promise<SearchResponse>,
  first: SearchResponse,
  structure: NlQueryStructure,
  maxResults: number,
): Promise<Matches> => {
  const matches = inRangeOf(first, structure);
  const anyWords = anyOfWords(structure.search_terms);
  if (matches.hits.length >= maxResults || !anyWords) return matches;
  const second = await search(anyWords);
  const seen = new Set(first.hits.map((hit) => hit.id));
  const extra = second.hits.filter((hit) => !seen.has(hit.id));
  const extraInRange = extra.filter((hit) => inValueRange(hit, structure));
  if (extraInRange.length === 0) return matches;
  // Below every full match, in their own order.
  const floor = Math.min(...matches.hits.map((hit) => hit.score), 1);
  return {
    hits: [
      ...matches.hits,
      ...extraInRange.map((hit) => ({
        ...hit,
        score: Math.round(hit.score * floor * 0.9 * 10_000) / 10_000,
      })),
    ],
    excluded: matches.excluded + extra.length - extraInRange.length,
    total: matches.total + extraInRange.length,
    relaxed: true,
  };
};

/** What the answer says about how the tenders were found: meaning-based search, relaxed words, the value range. */
const searchNotes = (
  first: SearchResponse,
  matches: Matches,
  structure: NlQueryStructure,
  maxResults: number,
  say: Say,
): string[] => {
  const notes: string[] = [];
  if (!first.semantic_available)
    notes.push(
      say(
        'Meaning-based search is unavailable right now: matched by words only',
        'La recherche par le sens est indisponible pour le moment : correspondance par mots seulement',
      ),
    );
  if (matches.relaxed)
    notes.push(
      say(
        `Fewer than ${maxResults} tenders contain every word; tenders matching some of the words follow`,
        `Moins de ${maxResults} appels d'offres contiennent tous les mots; ceux qui en contiennent certains suivent`,
      ),
    );
  const { excluded } = matches;
  if (excluded > 0)
    notes.push(
      say(
        `${excluded} tender${excluded === 1 ? '' : 's'} with a disclosed value outside the range left out`,
        `${excluded} appel${excluded === 1 ? '' : 's'} d'offres dont la valeur divulguée est hors de la fourchette ${excluded === 1 ? 'a été écarté' : 'ont été écartés'}`,
      ),
    );
  if (
    (structure.value_min !== null || structure.value_max !== null) &&
    matches.hits.some((hit) => hit.amount === null)
  )
    notes.push(
      say(
        'Tenders that do not disclose a value are kept, since they may be in range',
        "Les appels d'offres qui ne divulguent pas leur valeur sont conservés, car elle peut être dans la fourchette",
      ),
    );
  return notes;
};

/** 4. Re-ranked with the caller's profile: a quarter of each score is how well the tender fits it. */
const rankedWithProfile = async (
  context: AiContext,
  userId: string,
  profile: AiUserProfile,
  hits: SearchHit[],
  nowMs: number,
  language: AnswerLanguage,
): Promise<SearchHit[]> => {
  const vector = await profileVector(context, profile);
  const rows = await aiStore.loadFitTenders(
    context.db,
    hits.map((hit) => hit.id),
    vector,
  );
  const fits = await scoreRows(context, userId, profile, rows, vector, nowMs, language);
  return hits
    .map((hit) => {
      const fit = fits.get(hit.id);
      return fit
        ? {
            ...hit,
            score:
              Math.round(((1 - PROFILE_WEIGHT) * hit.score + PROFILE_WEIGHT * fit.score) * 10_000) / 10_000,
          }
        : hit;
    })
    .sort((left, right) => right.score - left.score);
};

/** 5. The page of results, each with its business intelligence and the reasons it is there. */
const resultsOf = async (
  context: AiContext,
  page: SearchHit[],
  request: NlSearchRequest,
  structure: NlQueryStructure,
  nowMs: number,
): Promise<NlSearchResult[]> => {
  const intelligence = await aiStore.businessIntelligence(
    context.db,
    page.map((hit) => hit.id),
  );
  return page.map((hit) => {
    const found = intelligence.get(hit.id) ?? null;
    return {
      id: hit.id,
      tender_id: hit.tender_id,
      title: hit.title,
      description: request.result_type === 'summary' ? hit.description.slice(0, 200) : hit.description,
      organization: hit.organization,
      closing_date: hit.closing_date,
      status: hit.status,
      regions: hit.regions,
      categories: hit.categories,
      amount: hit.amount,
      score: Math.min(1, Math.max(0, hit.score)),
      highlights: hit.highlights,
      business_intelligence: found && request.result_type === 'summary' ? withoutEvidence(found) : found,
      match_reasons: matchReasons(hit, structure, nowMs, request.language),
    };
  });
};

export const naturalLanguageSearch = async (
  context: NlSearchContext,
  request: NlSearchRequest,
  userId: string,
): Promise<NlSearchResponse> => {
  const nowMs = Date.now();
  const today = todayInEastern(new Date(nowMs));
  const query = request.query.trim();
  const language: AnswerLanguage = request.language;
  const say = sayIn(language);

  const { structure, filters, parser, fallbackReason } = await understand(context, query, today);
  const shownFilters = inLanguage(filters, structure, today, language);
  const search = searchFor(context, userId, structure, request);
  const first = await search(structure.search_terms);
  const matches = await withPartialMatches(search, first, structure, request.max_results);
  const notes = searchNotes(first, matches, structure, request.max_results, say);

  let hits = matches.hits;
  let personalized = false;
  if (request.user_profile && hits.length > 0) {
    hits = await rankedWithProfile(context, userId, request.user_profile, hits, nowMs, language);
    personalized = true;
    notes.push(
      say(
        'Ranked with your profile (a quarter of the score is how well each tender fits it)',
        "Classé selon votre profil (le quart de la note mesure l'adéquation de chaque appel d'offres)",
      ),
    );
  }

  const results = await resultsOf(context, hits.slice(0, request.max_results), request, structure, nowMs);
  const explanation: NlSearchExplanation = {
    summary: summaryOf(structure, shownFilters, language),
    search_terms: structure.search_terms,
    filters: shownFilters,
    parser,
    fallback_reason: fallbackReason,
    relaxed: matches.relaxed,
    personalized,
    notes,
  };
  return {
    query,
    total_results: Math.max(matches.total, results.length),
    results,
    search_explanation: request.include_explanation ? explanation : null,
    interpreted: structure,
  };
};
