import { z } from 'zod';
import { languageSchema } from './common';
import type { DashboardFilters, FilterFlag } from './filter-profiles';
import { searchHighlightsSchema } from './search';
import {
  businessIntelligenceSchema,
  procurementCategoryCodeSchema,
  REGIONS,
  regionValueSchema,
} from './tender';
import { nullToUndefined } from './ai-helpers';
import { aiMessages, aiUserProfileSchema } from './ai-profile';

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
