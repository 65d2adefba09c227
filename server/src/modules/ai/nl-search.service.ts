import {
  formatClosingTime,
  NL_CLOSED_STATUSES,
  regionLabel,
  searchRequestSchema,
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
import { tenderDataVersion } from '../../lib/data-version';
import type { NlSearchContext } from './ai-sources';
import { aiStore } from './ai.store';
import { scoreRows, profileVector, type AiContext } from './ai.service';
import { describeStructure, formatMoneyIn, parseNaturalLanguageQuery, todayInEastern } from './nl';
import { parseWithLlm } from './llm-parse';

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

type AnswerLanguage = 'eng' | 'fra';

const summaryOf = (
  structure: NlQueryStructure,
  filters: NlUnderstoodFilter[],
  language: AnswerLanguage,
): string => {
  const fr = language === 'fra';
  const words = structure.search_terms
    ? fr
      ? `Recherche de « ${structure.search_terms} »`
      : `Searching for "${structure.search_terms}"`
    : fr
      ? "Tous les appels d'offres"
      : 'Browsing all tenders';
  const parts = filters.map((filter) => filter.value.charAt(0).toLowerCase() + filter.value.slice(1));
  return parts.length > 0 ? `${words}${fr ? ' ' : ''}: ${parts.join('; ')}.` : `${words}.`;
};

/** The parser's filters in French: the same fields described again, each with the words it came from. */
const inLanguage = (
  filters: NlUnderstoodFilter[],
  structure: NlQueryStructure,
  today: string,
  language: AnswerLanguage,
): NlUnderstoodFilter[] => {
  if (language === 'eng') return filters;
  return describeStructure(structure, today, language).map((item) => ({
    ...item,
    source_text: filters
      .filter((filter) => filter.field === item.field && filter.source_text)
      .map((filter) => filter.source_text)
      .join(', '),
  }));
};

const stripMarks = (text: string): string[] =>
  [...text.matchAll(/<mark>(.*?)<\/mark>/g)].map((match) => (match[1] ?? '').toLowerCase());

const matchReasons = (
  hit: SearchHit,
  structure: NlQueryStructure,
  nowMs: number,
  language: AnswerLanguage,
): string[] => {
  const fr = language === 'fra';
  const say = (english: string, french: string): string => (fr ? french : english);
  const reasons: string[] = [];
  const titleWords = [...new Set(hit.highlights.title.flatMap(stripMarks))];
  const descriptionWords = [...new Set(hit.highlights.description.flatMap(stripMarks))].filter(
    (word) => !titleWords.includes(word),
  );
  if (titleWords.length > 0) reasons.push(say('Title matches: ', 'Mots du titre : ') + titleWords.join(', '));
  if (descriptionWords.length > 0)
    reasons.push(
      say('Description mentions: ', 'La description mentionne : ') + descriptionWords.slice(0, 6).join(', '),
    );
  if (hit.matched_by.includes('semantic') && !hit.matched_by.includes('keyword'))
    reasons.push(
      say(
        `Close in meaning to "${structure.search_terms}"`,
        `Proche par le sens de « ${structure.search_terms} »`,
      ),
    );
  if (structure.regions.length > 0) {
    const overlap = hit.regions.filter((region) => (structure.regions as string[]).includes(region));
    if (overlap.length > 0) {
      const names = overlap.map((region) => regionLabel(region, language)).join(', ');
      reasons.push(say(`Delivered in ${names}`, `Livraison : ${names}`));
    }
  }
  if (hit.closing_date) {
    const days = Math.ceil((Date.parse(hit.closing_date) - nowMs) / 86_400_000);
    const date = formatClosingTime(hit.closing_date, language);
    reasons.push(
      days > 0
        ? say(
            `Closes ${date} (in ${days} day${days === 1 ? '' : 's'})`,
            `Clôture le ${date} (dans ${days} jour${days === 1 ? '' : 's'})`,
          )
        : say(`Closed ${date}`, `Fermé le ${date}`),
    );
  }
  if (structure.value_min !== null || structure.value_max !== null)
    reasons.push(
      hit.amount === null
        ? say(
            'Value not disclosed (kept: it may be in range)',
            'Valeur non divulguée (conservé : elle peut être dans la fourchette)',
          )
        : say(
            `Value ${formatMoneyIn(hit.amount, language)} is in your range`,
            `Valeur de ${formatMoneyIn(hit.amount, language)} dans votre fourchette`,
          ),
    );
  if (structure.security_clearance_required === false)
    reasons.push(say('No security clearance required', 'Aucune cote de sécurité exigée'));
  if (structure.security_clearance_required === true)
    reasons.push(say('Requires a security clearance', 'Exige une cote de sécurité'));
  if (structure.indigenous_set_aside === true)
    reasons.push(say('Set aside for Indigenous businesses', 'Réservé aux entreprises autochtones'));
  if (structure.canadian_made === true)
    reasons.push(say('Limited to Canadian goods', 'Limité aux biens canadiens'));
  if (structure.organizations.length > 0 && hit.organization)
    reasons.push(say('Buyer: ', 'Acheteur : ') + hit.organization);
  return reasons;
};

const withoutEvidence = (intelligence: BusinessIntelligence): BusinessIntelligence => ({
  ...intelligence,
  evidence: [],
});

export const naturalLanguageSearch = async (
  context: NlSearchContext,
  request: NlSearchRequest,
  userId: string,
): Promise<NlSearchResponse> => {
  const nowMs = Date.now();
  const today = todayInEastern(new Date(nowMs));
  const query = request.query.trim();

  // 1. Understand the sentence.
  let structure: NlQueryStructure;
  let filters: NlUnderstoodFilter[];
  let parser: NlSearchExplanation['parser'] = 'built-in';
  let fallbackReason: string | null = null;
  const builtIn = parseNaturalLanguageQuery(query, {
    today,
    organizations: await knownOrganizations(context),
  });
  if (context.llm) {
    const outcome = await parseWithLlm(context.llm, query, today);
    if (outcome.ok) {
      structure = outcome.structure;
      filters = describeStructure(structure, today);
      parser = 'llm';
    } else {
      fallbackReason = `${outcome.reason}; the built-in parser was used`;
      context.warn?.(
        new Error(outcome.reason),
        'natural-language search: falling back to the built-in parser',
      );
      structure = builtIn.structure;
      filters = builtIn.understood;
    }
  } else {
    structure = builtIn.structure;
    filters = builtIn.understood;
  }

  // 2. Search with the search API's own service (filters inside the hybrid search).
  const { searchTenders } = context;
  const caller = { userId };
  const searchContext = {
    db: context.db,
    embedder: context.embedder,
    onEmbeddingError: (error: unknown) => context.warn?.(error, 'natural-language search: keywords only'),
  };
  const notes: string[] = [];
  const language: AnswerLanguage = request.language;
  const say = (english: string, french: string): string => (language === 'fra' ? french : english);
  const shownFilters = inLanguage(filters, structure, today, language);
  const first: SearchResponse = await searchTenders(
    searchContext,
    searchRequestOf(structure, structure.search_terms, request),
    caller,
  );
  if (!first.semantic_available)
    notes.push(
      say(
        'Meaning-based search is unavailable right now: matched by words only',
        'La recherche par le sens est indisponible pour le moment : correspondance par mots seulement',
      ),
    );
  let hits = first.hits.filter((hit) => inValueRange(hit, structure));
  let excluded = first.hits.length - hits.length;
  let total = Math.max(0, first.total_hits - excluded);

  // 3. Too few tenders with every word: add those with some of the words, after them.
  let relaxed = false;
  const anyWords = anyOfWords(structure.search_terms);
  if (hits.length < request.max_results && anyWords) {
    const second = await searchTenders(searchContext, searchRequestOf(structure, anyWords, request), caller);
    const seen = new Set(first.hits.map((hit) => hit.id));
    const extra = second.hits.filter((hit) => !seen.has(hit.id));
    const extraInRange = extra.filter((hit) => inValueRange(hit, structure));
    if (extraInRange.length > 0) {
      relaxed = true;
      notes.push(
        say(
          `Fewer than ${request.max_results} tenders contain every word; tenders matching some of the words follow`,
          `Moins de ${request.max_results} appels d'offres contiennent tous les mots; ceux qui en contiennent certains suivent`,
        ),
      );
      // Below every full match, in their own order.
      const floor = Math.min(...hits.map((hit) => hit.score), 1);
      hits.push(
        ...extraInRange.map((hit) => ({
          ...hit,
          score: Math.round(hit.score * floor * 0.9 * 10_000) / 10_000,
        })),
      );
      excluded += extra.length - extraInRange.length;
      total += extraInRange.length;
    }
  }
  if (excluded > 0)
    notes.push(
      say(
        `${excluded} tender${excluded === 1 ? '' : 's'} with a disclosed value outside the range left out`,
        `${excluded} appel${excluded === 1 ? '' : 's'} d'offres dont la valeur divulguée est hors de la fourchette ${excluded === 1 ? 'a été écarté' : 'ont été écartés'}`,
      ),
    );
  if (
    (structure.value_min !== null || structure.value_max !== null) &&
    hits.some((hit) => hit.amount === null)
  )
    notes.push(
      say(
        'Tenders that do not disclose a value are kept, since they may be in range',
        "Les appels d'offres qui ne divulguent pas leur valeur sont conservés, car elle peut être dans la fourchette",
      ),
    );

  // 4. Re-rank with the caller's profile, when one was sent.
  let personalized = false;
  if (request.user_profile && hits.length > 0) {
    const profile = request.user_profile;
    const vector = await profileVector(context, profile);
    const rows = await aiStore.loadFitTenders(
      context.db,
      hits.map((hit) => hit.id),
      vector,
    );
    const fits = await scoreRows(context, userId, profile, rows, vector, nowMs, request.language);
    hits = hits
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
    personalized = true;
    notes.push(
      say(
        'Ranked with your profile (a quarter of the score is how well each tender fits it)',
        "Classé selon votre profil (le quart de la note mesure l'adéquation de chaque appel d'offres)",
      ),
    );
  }

  const page = hits.slice(0, request.max_results);
  const intelligence = await aiStore.businessIntelligence(
    context.db,
    page.map((hit) => hit.id),
  );
  const results: NlSearchResult[] = page.map((hit) => {
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
      match_reasons: matchReasons(hit, structure, nowMs, language),
    };
  });

  const explanation: NlSearchExplanation = {
    summary: summaryOf(structure, shownFilters, language),
    search_terms: structure.search_terms,
    filters: shownFilters,
    parser,
    fallback_reason: fallbackReason,
    relaxed,
    personalized,
    notes,
  };
  return {
    query,
    total_results: Math.max(total, results.length),
    results,
    search_explanation: request.include_explanation ? explanation : null,
    interpreted: structure,
  };
};
