import { z } from 'zod';
import { en } from './i18n/en';
import { formatMessage } from './i18n/catalogue';
import { languageSchema } from './common';
import {
  commodityCodeSchema,
  ONBOARDING_CERTIFICATIONS,
  ONBOARDING_CONTRACT_VALUES,
  ONBOARDING_INDUSTRIES,
  ONBOARDING_SERVICES,
  ONBOARDING_SET_ASIDES,
  type CompanyProfile,
} from './onboarding';
import type { DashboardFilters, FilterFlag } from './filter-profiles';
import { searchHighlightsSchema } from './search';
import {
  businessIntelligenceSchema,
  procurementCategoryCodeSchema,
  REGIONS,
  regionValueSchema,
  type RegionValue,
} from './tender';

/**
 * The AI features behind the AI panel and the /api/ai calls: the AI user profile, natural-language search, smart
 * recommendations, the fit (competitiveness) score and tender summaries. Every answer carries its reasons so a user
 * can see why a tender was found.
 */

// ---------------------------------------------------------------------------------------------------------
// The profile the AI features reason from: the company profile of onboarding (Settings → Company), or the
// `user_profile` an API caller sends for one call.

export const AI_COMPANY_SIZES = [
  { value: 'solo', label: 'Solo (1 person)' },
  { value: 'sme', label: 'Small or medium business (2–100)' },
  { value: 'large', label: 'Large business (100+)' },
] as const;
export type AiCompanySize = (typeof AI_COMPANY_SIZES)[number]['value'];

export const AI_RISK_TOLERANCES = ['low', 'medium', 'high'] as const;
export const AI_LANGUAGES = ['en', 'fr'] as const;
/** Personnel clearance a company's staff hold, lowest to highest (CanadaBuys' levels). */
export const AI_CLEARANCE_LEVELS = [
  'none',
  'Reliability',
  'Enhanced Reliability',
  'Secret',
  'Top Secret',
] as const;
export type AiClearanceLevel = (typeof AI_CLEARANCE_LEVELS)[number];

export const AI_EXPERIENCE_MAX_YEARS = 50;

/** The AI answers' messages: their texts, in each language, are in the message catalogue. */
export const aiMessages = en.ai;

const foldText = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** A region by value, code, English or French name (case and accents ignored), else undefined. */
export const regionValueOf = (input: string): RegionValue | undefined => {
  const folded = foldText(input);
  return REGIONS.find((region) =>
    [region.value, region.code, region.eng, region.fra].some((name) => foldText(name) === folded),
  )?.value;
};

const regionInputSchema = z.string().transform((value, context) => {
  const region = regionValueOf(value);
  if (!region) {
    context.addIssue({
      code: 'custom',
      message: formatMessage('en', 'ai.unknownRegion', { region: value.slice(0, 60) }),
      params: { messageKey: 'ai.unknownRegion', region: value.slice(0, 60) },
    });
    return z.NEVER;
  }
  return region;
});

const uniqueList = <T>(values: T[]): T[] => [...new Set(values)];

const textListSchema = z
  .array(z.string().trim().max(100, 'must be at most 100 characters'))
  .max(20, 'must have at most 20 items')
  .transform((values) => uniqueList(values.filter((value) => value !== '')));

export const aiUserProfileSchema = z.object({
  industry: z.enum(ONBOARDING_INDUSTRIES, { error: aiMessages.industryRequired }),
  company_size: z.enum(['solo', 'sme', 'large']).default('sme'),
  specializations: textListSchema.default([]),
  certifications: textListSchema.default([]),
  regions: z
    .array(regionInputSchema)
    .max(REGIONS.length)
    .transform((values) => uniqueList(values))
    .default([]),
  experience_years: z
    .number({ error: aiMessages.experienceRange })
    .int(aiMessages.experienceRange)
    .min(0, aiMessages.experienceRange)
    .max(AI_EXPERIENCE_MAX_YEARS, aiMessages.experienceRange)
    .default(0),
  risk_tolerance: z.enum(AI_RISK_TOLERANCES).default('medium'),
  canadian_business: z.boolean().default(true),
  languages: z
    .array(z.enum(AI_LANGUAGES))
    .max(2)
    .transform((values) => uniqueList(values))
    .default(['en']),
  /** The highest personnel clearance the company's staff hold (optional; 'Security Clearance' alone is unspecified). */
  security_clearance: z.enum(AI_CLEARANCE_LEVELS).nullable().default(null),
  /** Typical contract value (the onboarding bands). */
  average_contract_value: z.enum(ONBOARDING_CONTRACT_VALUES).nullable().default(null),
  /** What the company sells, in its own words. */
  description: z.string().trim().max(1000, 'must be at most 1,000 characters').default(''),
  /** GSIN or UNSPSC codes as the notices write them (a code also matches the codes under it). */
  commodity_codes: z.array(commodityCodeSchema).max(100).default([]),
  /** Set-aside programs the company is eligible for. */
  set_asides: z.array(z.enum(ONBOARDING_SET_ASIDES)).default([]),
});
export type AiUserProfile = z.output<typeof aiUserProfileSchema>;

/** The profile as the API returns it (no input conversions: response schemas must be plain). */
export const aiUserProfileOutputSchema = z.object({
  industry: z.enum(ONBOARDING_INDUSTRIES),
  company_size: z.enum(['solo', 'sme', 'large']),
  specializations: z.array(z.string()),
  certifications: z.array(z.string()),
  regions: z.array(regionValueSchema),
  experience_years: z.number().int(),
  risk_tolerance: z.enum(AI_RISK_TOLERANCES),
  canadian_business: z.boolean(),
  languages: z.array(z.enum(AI_LANGUAGES)),
  security_clearance: z.enum(AI_CLEARANCE_LEVELS).nullable(),
  average_contract_value: z.enum(ONBOARDING_CONTRACT_VALUES).nullable(),
  description: z.string(),
  commodity_codes: z.array(z.string()),
  set_asides: z.array(z.enum(ONBOARDING_SET_ASIDES)),
});
export type AiUserProfileInput = z.input<typeof aiUserProfileSchema>;

/** An example profile (GET /api/ai/profiles/templates `default_profile`). */
export const DEFAULT_AI_PROFILE: AiUserProfile = {
  industry: 'Information Technology',
  company_size: 'sme',
  specializations: ['Software Development'],
  certifications: [],
  regions: ['Ontario'],
  experience_years: 5,
  risk_tolerance: 'medium',
  canadian_business: true,
  languages: ['en'],
  security_clearance: null,
  average_contract_value: null,
  description: '',
  commodity_codes: [],
  set_asides: [],
};

const EXPERIENCE_YEARS_BY_LEVEL = { new: 1, some: 3, experienced: 7, veteran: 15 } as const;

/** The profile the AI features read, from the onboarding company profile (the one profile of a company). */
export const aiProfileFromCompanyProfile = (company: CompanyProfile): AiUserProfile => ({
  industry: company.industry,
  company_size: company.companySize === 'solo' ? 'solo' : company.companySize === 'large' ? 'large' : 'sme',
  specializations: [...company.primaryServices],
  certifications: company.certifications.filter((certification) => certification !== 'None'),
  regions: company.targetRegions.map((region) => regionValueOf(region) ?? 'National'),
  experience_years: EXPERIENCE_YEARS_BY_LEVEL[company.experienceLevel],
  risk_tolerance: 'medium',
  canadian_business: true,
  languages: company.languages.length > 0 ? [...company.languages] : ['en'],
  security_clearance: company.clearanceLevel,
  average_contract_value: company.averageContractValue,
  description: company.description,
  commodity_codes: [...company.commodityCodes],
  set_asides: [...company.setAsideEligibility],
});

export const aiProfileStateSchema = z.object({
  profile: aiUserProfileOutputSchema.nullable(),
  /** `company_profile`: read from the onboarding company profile; `none`: no company profile yet. */
  source: z.enum(['company_profile', 'none']),
  updated_at: z.string().nullable(),
});
export type AiProfileState = z.infer<typeof aiProfileStateSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/ai/profiles/templates

export const aiProfileTemplatesSchema = z.object({
  user_profile_options: z.object({
    industries: z.array(z.string()),
    company_sizes: z.array(z.object({ value: z.string(), label: z.string() })),
    regions: z.array(z.string()),
    specializations: z.array(z.string()),
    certifications: z.array(z.string()),
    risk_tolerances: z.array(z.string()),
    languages: z.array(z.string()),
    security_clearances: z.array(z.string()),
    contract_values: z.array(z.string()),
  }),
  default_profile: aiUserProfileOutputSchema,
});
export type AiProfileTemplates = z.infer<typeof aiProfileTemplatesSchema>;

export const AI_PROFILE_TEMPLATES: AiProfileTemplates = {
  user_profile_options: {
    industries: [...ONBOARDING_INDUSTRIES],
    company_sizes: AI_COMPANY_SIZES.map((size) => ({ ...size })),
    regions: REGIONS.map((region) => region.value),
    specializations: [...ONBOARDING_SERVICES],
    certifications: ONBOARDING_CERTIFICATIONS.filter((certification) => certification !== 'None'),
    risk_tolerances: [...AI_RISK_TOLERANCES],
    languages: [...AI_LANGUAGES],
    security_clearances: [...AI_CLEARANCE_LEVELS],
    contract_values: [...ONBOARDING_CONTRACT_VALUES],
  },
  default_profile: DEFAULT_AI_PROFILE,
};

// ---------------------------------------------------------------------------------------------------------
// Natural-language search: the structure a sentence is turned into (the built-in parser and an LLM both
// produce it; an LLM answer is validated against this same schema).

const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date');

export const nlStatusSchema = z.enum(['open', 'closed', 'any']);

export const nlQueryStructureSchema = z
  .object({
    /** The words searched (keyword + semantic), after the filter phrases are taken out. */
    search_terms: z.string().max(500),
    regions: z.array(regionValueSchema).max(REGIONS.length),
    categories: z.array(procurementCategoryCodeSchema).max(4),
    organizations: z.array(z.string().min(1).max(300)).max(10),
    closing_from: isoDateSchema.nullable(),
    closing_to: isoDateSchema.nullable(),
    published_from: isoDateSchema.nullable(),
    published_to: isoDateSchema.nullable(),
    value_min: z.number().nonnegative().nullable(),
    value_max: z.number().nonnegative().nullable(),
    security_clearance_required: z.boolean().nullable(),
    indigenous_set_aside: z.boolean().nullable(),
    canadian_made: z.boolean().nullable(),
    experience_required: z.boolean().nullable(),
    status: nlStatusSchema,
  })
  .strict()
  .refine(
    (value) => value.value_min === null || value.value_max === null || value.value_min <= value.value_max,
    {
      message: 'value_min must not exceed value_max',
      path: ['value_min'],
    },
  )
  .refine(
    (value) =>
      value.closing_from === null || value.closing_to === null || value.closing_from <= value.closing_to,
    { message: 'closing_from must not be after closing_to', path: ['closing_from'] },
  );
export type NlQueryStructure = z.infer<typeof nlQueryStructureSchema>;

export const EMPTY_NL_STRUCTURE: NlQueryStructure = {
  search_terms: '',
  regions: [],
  categories: [],
  organizations: [],
  closing_from: null,
  closing_to: null,
  published_from: null,
  published_to: null,
  value_min: null,
  value_max: null,
  security_clearance_required: null,
  indigenous_set_aside: null,
  canadian_made: null,
  experience_required: null,
  status: 'open',
};

/** The statuses a natural-language "closed tenders" stands for. */
export const NL_CLOSED_STATUSES = ['closed', 'expired', 'cancelled', 'awarded'];

const nlFlagOf = (value: boolean | null): FilterFlag | undefined =>
  value === null ? undefined : value ? 'yes' : 'no';

/**
 * What a natural-language query was understood as, as the dashboard's search: the words left to search and one
 * dashboard filter per filter understood (status "any" is no status filter).
 */
export const nlStructureToDashboard = (
  structure: NlQueryStructure,
): { query: string; filters: DashboardFilters } => {
  const filters: DashboardFilters = {
    status:
      structure.status === 'open' ? ['open'] : structure.status === 'closed' ? NL_CLOSED_STATUSES : undefined,
    regions: structure.regions.length > 0 ? [...structure.regions] : undefined,
    categories: structure.categories.length > 0 ? [...structure.categories] : undefined,
    organizations: structure.organizations.length > 0 ? [...structure.organizations] : undefined,
    closing_from: structure.closing_from ?? undefined,
    closing_to: structure.closing_to ?? undefined,
    published_from: structure.published_from ?? undefined,
    published_to: structure.published_to ?? undefined,
    value_min: structure.value_min ?? undefined,
    value_max: structure.value_max ?? undefined,
    securityClearanceRequired: nlFlagOf(structure.security_clearance_required),
    indigenousBusinessRequired: nlFlagOf(structure.indigenous_set_aside),
    canadianMade: nlFlagOf(structure.canadian_made),
    experienceRequired: nlFlagOf(structure.experience_required),
  };
  for (const key of Object.keys(filters) as Array<keyof DashboardFilters>)
    if (filters[key] === undefined) delete filters[key];
  return { query: structure.search_terms, filters };
};

export const NL_SEARCH_DEFAULT_RESULTS = 20;
export const NL_SEARCH_MAX_RESULTS = 100;
export const NL_QUERY_MAX_LENGTH = 1000;

const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

export const nlSearchRequestSchema = z.object({
  query: z
    .string({ error: aiMessages.queryBlank })
    .max(NL_QUERY_MAX_LENGTH, `must be at most ${NL_QUERY_MAX_LENGTH} characters`)
    .refine((value) => value.trim() !== '', aiMessages.queryBlank),
  user_profile: aiUserProfileSchema.nullish(),
  include_explanation: z.preprocess(nullToUndefined, z.boolean().default(true)),
  max_results: z.preprocess(
    nullToUndefined,
    z.number().int().min(1).max(NL_SEARCH_MAX_RESULTS).default(NL_SEARCH_DEFAULT_RESULTS),
  ),
  /** `detailed` (default) carries each result's business intelligence with its evidence; `summary` without it. */
  result_type: z.preprocess(
    (value) => (value === null || value === undefined || value === 'tenders' ? 'detailed' : value),
    z.enum(['detailed', 'summary']),
  ),
  language: z.preprocess(nullToUndefined, languageSchema.default('eng')),
});
export type NlSearchRequest = z.output<typeof nlSearchRequestSchema>;
export type NlSearchRequestInput = z.input<typeof nlSearchRequestSchema>;

export const nlFilterFieldSchema = z.enum([
  'regions',
  'categories',
  'organizations',
  'closing',
  'published',
  'value',
  'security_clearance',
  'indigenous_set_aside',
  'canadian_made',
  'experience',
  'status',
]);

export const nlUnderstoodFilterSchema = z.object({
  field: nlFilterFieldSchema,
  /** What was understood, in words (e.g. `Ontario`, `Nov 21, 2026 – Dec 12, 2026`, `under $500,000`). */
  value: z.string(),
  /** The words of the query it came from (empty when it is a default, e.g. open tenders only). */
  source_text: z.string(),
});
export type NlUnderstoodFilter = z.infer<typeof nlUnderstoodFilterSchema>;

export const nlSearchExplanationSchema = z.object({
  /** One sentence: what was searched and with which filters. */
  summary: z.string(),
  search_terms: z.string(),
  filters: z.array(nlUnderstoodFilterSchema),
  parser: z.enum(['built-in', 'llm']),
  /** Why the built-in parser answered when an LLM is configured (its answer was invalid, it timed out …). */
  fallback_reason: z.string().nullable(),
  /** Fewer tenders matched every word, so tenders matching some of the words were added after them. */
  relaxed: z.boolean(),
  /** The caller's profile re-ranked the results. */
  personalized: z.boolean(),
  notes: z.array(z.string()),
});
export type NlSearchExplanation = z.infer<typeof nlSearchExplanationSchema>;

export const nlSearchResultSchema = z.object({
  id: z.string(),
  tender_id: z.string(),
  title: z.string(),
  description: z.string(),
  organization: z.string().nullable(),
  closing_date: z.string().nullable(),
  status: z.string(),
  regions: z.array(z.string()),
  categories: z.array(z.string()),
  amount: z.number().nullable(),
  score: z.number().min(0).max(1),
  highlights: searchHighlightsSchema,
  business_intelligence: businessIntelligenceSchema.nullable(),
  /** Why this tender is in the list, in words. */
  match_reasons: z.array(z.string()),
});
export type NlSearchResult = z.infer<typeof nlSearchResultSchema>;

export const nlSearchResponseSchema = z.object({
  query: z.string(),
  total_results: z.number().int(),
  results: z.array(nlSearchResultSchema),
  search_explanation: nlSearchExplanationSchema.nullable(),
  interpreted: nlQueryStructureSchema,
});
export type NlSearchResponse = z.infer<typeof nlSearchResponseSchema>;

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
