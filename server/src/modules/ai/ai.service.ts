import {
  AI_PANEL_RECOMMENDATIONS,
  aiProfileFromCompanyProfile,
  effectiveTenderStatus,
  searchFiltersSchema,
  tenderStatusLabel,
  type AiProfileState,
  type AiUserProfile,
  type FitResult,
  type Language,
  type Recommendation,
  type RecommendationsRequest,
  type RecommendationsResponse,
  type TenderFit,
  type TenderStatusCode,
  pickLanguage,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { toPgVector, type Embedder } from '../../embeddings';
import { AppError } from '../../lib/app-error';
import type { LlmClient } from '../../lib/llm-client';
import { getCompanyProfile } from '../auth';
import { resolveFilters } from '../tenders';
import { aiStore, toFitTender, type FitTenderRow, type VectorQuery } from './ai.store';
import { computeFit, lexicalCloseness, profileCodePatterns, profileKeywordQuery, profileText } from './fit';

export interface AiContext {
  db: Db;
  embedder: Embedder;
  llm: LlmClient | null;
  /** Logs why an optional step (embedding, LLM) was skipped. */
  warn?: (error: unknown, message: string) => void;
}

// ---------------------------------------------------------------------------------------------------------
// The profile: the company profile of onboarding (GET /api/me/ai-profile shows what the AI features read).

export const getAiProfileState = async (db: Db, userId: string): Promise<AiProfileState> => {
  const company = await getCompanyProfile(db, userId);
  if (company)
    return {
      profile: aiProfileFromCompanyProfile(company),
      source: 'company_profile',
      updated_at: company.lastUpdated,
    };
  return { profile: null, source: 'none', updated_at: null };
};

/** The profile to use: the one sent for this call, else the company profile's. */
const resolveProfile = async (
  db: Db,
  userId: string,
  sent: AiUserProfile | null | undefined,
): Promise<{ profile: AiUserProfile; source: 'request' | 'company_profile' } | null> => {
  if (sent) return { profile: sent, source: 'request' };
  const company = await getCompanyProfile(db, userId);
  return company ? { profile: aiProfileFromCompanyProfile(company), source: 'company_profile' } : null;
};

// ---------------------------------------------------------------------------------------------------------
// Meaning similarity between the profile and tenders (optional: words alone work without embeddings).

const EMBED_TIMEOUT_MS = 5_000;

export const profileVector = async (
  context: AiContext,
  profile: AiUserProfile,
): Promise<VectorQuery | null> => {
  const text = profileText(profile);
  if (text.trim() === '') return null;
  try {
    // Without any embedded tender there is nothing to compare with: do not start the model for nothing.
    if (!(await aiStore.hasEmbeddings(context.db, context.embedder.model))) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('embedding the profile took too long')), EMBED_TIMEOUT_MS);
    });
    try {
      const [vector] = await Promise.race([context.embedder.embed([text], { priority: 'query' }), timeout]);
      if (!vector) return null;
      return { vector: toPgVector(vector), model: context.embedder.model, dimensions: vector.length };
    } finally {
      clearTimeout(timer);
    }
  } catch (error) {
    context.warn?.(error, 'the AI profile could not be embedded; matching by words only');
    return null;
  }
};

// ---------------------------------------------------------------------------------------------------------
// Scoring rows (recommendations, NL personalisation, the tender page).

interface Dismissed {
  list: Array<{ id: string; title: string; unspsc_codes: string[] }>;
  byEmbedding: Map<string, { id: string; similarity: number }>;
}

const loadDismissed = async (
  context: AiContext,
  userId: string,
  candidateIds: string[],
  vector: VectorQuery | null,
): Promise<Dismissed> => {
  const list = await aiStore.dismissedTenders(context.db, userId);
  const byEmbedding =
    vector && list.length > 0
      ? await aiStore.closestDismissed(
          context.db,
          candidateIds,
          list.map((item) => item.id),
          vector.model,
          vector.dimensions,
        )
      : new Map<string, { id: string; similarity: number }>();
  return { list, byEmbedding };
};

const closestDismissedOf = (
  row: FitTenderRow,
  dismissed: Dismissed,
): { title: string; similarity: number } | null => {
  let best: { title: string; similarity: number } | null = null;
  const byEmbedding = dismissed.byEmbedding.get(row.id);
  if (byEmbedding) {
    const title = dismissed.list.find((item) => item.id === byEmbedding.id)?.title ?? '';
    best = { title, similarity: byEmbedding.similarity };
  }
  const tender = { title: `${row.title_en ?? ''} ${row.title_fr ?? ''}`, unspscCodes: row.unspsc_codes };
  for (const item of dismissed.list) {
    if (item.id === row.id) continue;
    const closeness = lexicalCloseness(tender, { title: item.title, unspscCodes: item.unspsc_codes });
    if (!best || closeness > best.similarity) best = { title: item.title, similarity: closeness };
  }
  return best;
};

export const scoreRows = async (
  context: AiContext,
  userId: string,
  profile: AiUserProfile,
  rows: FitTenderRow[],
  vector: VectorQuery | null,
  nowMs = Date.now(),
  language: Language = 'eng',
): Promise<Map<string, FitResult>> => {
  const dismissed = await loadDismissed(
    context,
    userId,
    rows.map((row) => row.id),
    vector,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      computeFit(
        profile,
        toFitTender(row),
        { similarity: row.similarity, dismissed: closestDismissedOf(row, dismissed) },
        nowMs,
        language,
      ),
    ]),
  );
};

// ---------------------------------------------------------------------------------------------------------
// POST /api/ai/recommendations/smart

const CANDIDATE_LIMIT = 500;

export const smartRecommendations = async (
  context: AiContext,
  request: RecommendationsRequest,
  userId: string,
): Promise<RecommendationsResponse> => {
  const resolved = await resolveProfile(context.db, userId, request.user_profile);
  if (!resolved) throw new AppError('validation', 'ai.noProfile');
  const { profile } = resolved;
  const nowMs = Date.now();
  const filters = resolveFilters(
    searchFiltersSchema.parse({
      status: request.exclude_closed ? ['open'] : [],
      categories: request.categories,
    }),
    userId,
  );
  const vector = await profileVector(context, profile);
  const rows = await aiStore.recommendationCandidates(context.db, {
    filters,
    vector,
    keywords: profileKeywordQuery(profile),
    codePatterns: profileCodePatterns(profile),
    regions: profile.regions,
    limit: CANDIDATE_LIMIT,
  });
  const scores = await scoreRows(context, userId, profile, rows, vector, nowMs, request.language);
  const ranked = rows
    .map((row) => ({ row, fit: scores.get(row.id)! }))
    .filter(({ fit }) => fit.score >= request.min_score)
    .sort(
      (left, right) =>
        right.fit.score - left.fit.score ||
        // Closed tenders (capped at 0) and other equal caps: the better match first.
        right.fit.weighted_score - left.fit.weighted_score ||
        (left.row.closing_at ? new Date(left.row.closing_at).getTime() : Infinity) -
          (right.row.closing_at ? new Date(right.row.closing_at).getTime() : Infinity) ||
        left.row.id.localeCompare(right.row.id),
    );
  const recommendations: Recommendation[] = ranked.slice(0, request.max_results).map(({ row, fit }) => {
    const closingDate = row.closing_at === null ? null : new Date(row.closing_at).toISOString();
    const status = effectiveTenderStatus(row.status as TenderStatusCode, closingDate, nowMs);
    return {
      tender_id: row.id,
      id: row.id,
      title: pickLanguage(request.language, row.title_en, row.title_fr) ?? '',
      organization: pickLanguage(request.language, row.organization_en, row.organization_fr),
      closing_date: closingDate,
      status: tenderStatusLabel(status, request.language),
      regions: row.regions,
      amount: row.value_amount,
      score: fit.score,
      rating: fit.rating,
      reasons: fit.reasons,
      penalties: fit.penalties,
      ...(request.include_metadata ? { factors: fit.factors, criteria: fit.criteria } : {}),
    };
  });
  return {
    recommendations,
    total_recommendations: ranked.length,
    min_score: request.min_score,
    profile_source: resolved.source,
    semantic_available: vector !== null,
  };
};

// ---------------------------------------------------------------------------------------------------------
// "New tenders for my company" (alerts): the recommendations' own choice, among new notices.

/**
 * Of `tenderIds`, the ones the recommendations would show for the user's company profile: open, not marked not
 * applicable, a fit of at least the AI panel's minimum score; best first, each with the profile facts it fits
 * in both languages (the fit's reasons, without its caps). Empty without a company profile. The
 * LLM plays no part in the choice.
 */
export const recommendedAmong = async (
  matching: Omit<AiContext, 'llm'>,
  userId: string,
  tenderIds: string[],
): Promise<Array<{ id: string; facts: { eng: string[]; fra: string[] } }>> => {
  if (tenderIds.length === 0) return [];
  const context: AiContext = { ...matching, llm: null };
  const company = await getCompanyProfile(context.db, userId);
  if (!company) return [];
  const profile = aiProfileFromCompanyProfile(company);
  const filters = resolveFilters(searchFiltersSchema.parse({ status: ['open'] }), userId);
  const vector = await profileVector(context, profile);
  const rows = await aiStore.recommendationCandidates(context.db, {
    filters,
    vector,
    keywords: profileKeywordQuery(profile),
    codePatterns: profileCodePatterns(profile),
    regions: profile.regions,
    limit: tenderIds.length,
    onlyTenderIds: tenderIds,
  });
  const scores = await scoreRows(context, userId, profile, rows, vector);
  const french = await scoreRows(context, userId, profile, rows, vector, Date.now(), 'fra');
  /** The fit's reasons without its caps: what the tender has that the profile asks for. */
  const factsOf = (fit: FitResult | undefined): string[] =>
    (fit?.reasons ?? []).filter((reason) => !fit?.penalties.includes(reason)).slice(0, 3);
  return rows
    .map((row) => ({ id: row.id, score: scores.get(row.id)?.score ?? 0 }))
    .filter(({ score }) => score >= AI_PANEL_RECOMMENDATIONS.minScore)
    .sort((left, right) => right.score - left.score || left.id.localeCompare(right.id))
    .map(({ id }) => ({ id, facts: { eng: factsOf(scores.get(id)), fra: factsOf(french.get(id)) } }));
};

// ---------------------------------------------------------------------------------------------------------
// GET /api/tenders/{id}/fit (competitiveness score)

export const tenderFit = async (
  context: AiContext,
  tenderId: string,
  userId: string,
  language: Language = 'eng',
): Promise<TenderFit> => {
  const state = await getAiProfileState(context.db, userId);
  if (!state.profile || state.source === 'none') throw new AppError('conflict', 'ai.noProfile');
  const exists = await aiStore.loadFitTenders(context.db, [tenderId]);
  if (exists.length === 0) throw new AppError('not_found', 'tenders.notFound');
  const vector = await profileVector(context, state.profile);
  const rows = vector ? await aiStore.loadFitTenders(context.db, [tenderId], vector) : exists;
  const fit = (await scoreRows(context, userId, state.profile, rows, vector, Date.now(), language)).get(
    tenderId,
  )!;
  return { tender_id: tenderId, profile_source: 'company_profile', profile: state.profile, ...fit };
};
