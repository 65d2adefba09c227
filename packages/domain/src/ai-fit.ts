import { z } from 'zod';
import { languageSchema } from './common';
import { nullToUndefined } from './ai-helpers';
import { aiUserProfileOutputSchema, aiUserProfileSchema } from './ai-profile';

// ---------------------------------------------------------------------------------------------------------
// Fit model output (recommendations and the competitiveness score).

export const fitFactorKeySchema = z.enum([
  'services',
  'region',
  'requirements',
  'contract_size',
  'experience',
]);
export type FitFactorKey = z.infer<typeof fitFactorKeySchema>;

export const fitFactorSchema = z.object({
  key: fitFactorKeySchema,
  label: z.string(),
  /** 0–1 */
  score: z.number().min(0).max(1),
  /** Share of the overall score: the overall is the weighted mean of the factors (the weights sum to 1). */
  weight: z.number().min(0).max(1),
  detail: z.string(),
});
export type FitFactor = z.infer<typeof fitFactorSchema>;

export const fitCriterionSchema = z.object({
  key: z.string(),
  label: z.string(),
  status: z.enum(['met', 'not_met', 'unknown']),
  /** A criterion the company must meet to bid at all (an unmet one caps the score). */
  mandatory: z.boolean(),
  detail: z.string(),
  /** The notice's own sentence the requirement was read from, when there is one. */
  evidence: z.string().nullable(),
});
export type FitCriterion = z.infer<typeof fitCriterionSchema>;

export const fitRatingSchema = z.enum(['excellent', 'good', 'fair', 'poor']);
export type FitRating = z.infer<typeof fitRatingSchema>;

export const fitRatingOf = (score: number): FitRating =>
  score >= 0.75 ? 'excellent' : score >= 0.55 ? 'good' : score >= 0.35 ? 'fair' : 'poor';

export const fitCapKeySchema = z.enum(['closed', 'mandatory', 'services', 'dismissed', 'closes_soon']);

/** A limit on the overall score, whatever its factors (a closed tender, an unmet mandatory criterion …). */
export const fitCapSchema = z.object({
  key: fitCapKeySchema,
  /** 0–1: the overall score is at most this. */
  limit: z.number().min(0).max(1),
  reason: z.string(),
});
export type FitCap = z.infer<typeof fitCapSchema>;

/**
 * score = min(weighted_score, every cap's limit), where weighted_score = Σ factor.score × factor.weight.
 */
export const fitResultSchema = z.object({
  score: z.number().min(0).max(1),
  rating: fitRatingSchema,
  /** The weighted mean of the factors, before the caps. */
  weighted_score: z.number().min(0).max(1),
  factors: z.array(fitFactorSchema),
  /** The limits that apply, lowest first; the first one below `weighted_score` set the score. */
  caps: z.array(fitCapSchema),
  criteria: z.array(fitCriterionSchema),
  /** The main reasons for the score, best first: the caps that apply, what matches, then what holds it back. */
  reasons: z.array(z.string()),
  /** The caps' reasons, lowest limit first (kept for callers that read this list). */
  penalties: z.array(z.string()),
});
export type FitResult = z.infer<typeof fitResultSchema>;

/** GET /api/tenders/{id}/fit (flag competitiveness_scoring). */
export const tenderFitSchema = fitResultSchema.extend({
  tender_id: z.string(),
  profile_source: z.enum(['company_profile']),
  profile: aiUserProfileOutputSchema,
});
export type TenderFit = z.infer<typeof tenderFitSchema>;

// ---------------------------------------------------------------------------------------------------------
// POST /api/ai/recommendations/smart

export const RECOMMENDATIONS_DEFAULT_MAX = 20;
export const RECOMMENDATIONS_DEFAULT_MIN_SCORE = 0.3;
/** The AI panel: asks for 5 at 0.4, closed excluded, shows 3 and '+N more'. */
export const AI_PANEL_RECOMMENDATIONS = { maxResults: 5, minScore: 0.4, shown: 3 } as const;

export const recommendationsRequestSchema = z.object({
  user_profile: aiUserProfileSchema.nullish(),
  max_results: z.preprocess(
    nullToUndefined,
    z.number().int().min(1).max(100).default(RECOMMENDATIONS_DEFAULT_MAX),
  ),
  min_score: z.preprocess(
    nullToUndefined,
    z.number().min(0).max(1).default(RECOMMENDATIONS_DEFAULT_MIN_SCORE),
  ),
  /** Procurement categories (code or English/French label) or UNSPSC/GSIN descriptions; empty = all. */
  categories: z.preprocess(
    nullToUndefined,
    z
      .array(z.string().trim().max(200))
      .max(20)
      .default([])
      .transform((values) => values.filter((value) => value !== '')),
  ),
  exclude_closed: z.preprocess(nullToUndefined, z.boolean().default(true)),
  /** Adds each recommendation's factors and mandatory-criteria list. */
  include_metadata: z.preprocess(nullToUndefined, z.boolean().default(false)),
  language: z.preprocess(nullToUndefined, languageSchema.default('eng')),
});
export type RecommendationsRequest = z.output<typeof recommendationsRequestSchema>;
export type RecommendationsRequestInput = z.input<typeof recommendationsRequestSchema>;

export const recommendationSchema = z.object({
  tender_id: z.string(),
  id: z.string(),
  title: z.string(),
  organization: z.string().nullable(),
  closing_date: z.string().nullable(),
  status: z.string(),
  regions: z.array(z.string()),
  amount: z.number().nullable(),
  /** 0–1 */
  score: z.number().min(0).max(1),
  rating: fitRatingSchema,
  reasons: z.array(z.string()),
  penalties: z.array(z.string()),
  factors: z.array(fitFactorSchema).optional(),
  criteria: z.array(fitCriterionSchema).optional(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsResponseSchema = z.object({
  recommendations: z.array(recommendationSchema),
  /** How many tenders reached `min_score` (the list holds the best `max_results` of them). */
  total_recommendations: z.number().int(),
  min_score: z.number(),
  profile_source: z.enum(['request', 'company_profile']),
  /** `false` when the profile could not be compared by meaning (no embeddings yet): words only. */
  semantic_available: z.boolean(),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/tenders/{id}/summary (flag ai_summaries)

export const summaryPointKeySchema = z.enum(['what', 'who', 'where', 'when', 'disqualifiers']);

export const tenderAiSummarySchema = z.object({
  tender_id: z.string(),
  language: languageSchema,
  /** A short plain-language paragraph. */
  summary: z.string(),
  points: z.array(z.object({ key: summaryPointKeySchema, label: z.string(), text: z.string() })),
  /** What stops a supplier from bidding (mandatory requirements), each in one line. */
  disqualifiers: z.array(z.string()),
  source: z.enum(['built-in', 'llm']),
  model: z.string().nullable(),
  fallback_reason: z.string().nullable(),
});
export type TenderAiSummary = z.infer<typeof tenderAiSummarySchema>;

export const tenderAiQuerySchema = z.object({ language: languageSchema.default('eng') });
