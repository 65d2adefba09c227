import { z } from 'zod';
import { en } from './i18n/en';
import { languageSchema } from './common';

/**
 * Award history and pricing intelligence: CanadaBuys award notices, contract history (one row per amendment)
 * and the legacy buyandsell contract history, searchable by supplier, buyer, commodity, region, date and value;
 * a supplier's record; the awards closest to a tender; and, with the `pricing_intelligence` flag, a value
 * estimate built only from at least {@link MIN_COMPARABLE_AWARDS} comparable awards with a published value.
 */

/** Where an award row came from. */
export const AWARD_KINDS = ['award_notice', 'contract_history', 'legacy_contract'] as const;
export const awardKindSchema = z.enum(AWARD_KINDS);
export type AwardKind = z.infer<typeof awardKindSchema>;

/** The estimate needs at least this many comparable awards with a published value, or none is shown. */
export const MIN_COMPARABLE_AWARDS = 5;
/** How many of the closest awards the estimate and the "similar contracts" list look at. */
export const SIMILAR_AWARDS_LIMIT = 20;
export const AWARDS_PAGE_SIZE = 20;
/** The CSV export's row cap: larger exports are cut and say so in a header. */
export const AWARDS_EXPORT_MAX_ROWS = 10_000;

export const awardMessages = en.awards;

/**
 * Supplier names vary in spelling ("IBM CANADA LIMITED/IBM CANADA LIMITÉE", "IBM Canada Ltd."): the key
 * groups them: accents folded, upper case, punctuation dropped, a French twin after "/" dropped, and the usual
 * legal suffixes removed. The display name stays as published.
 */
export const supplierKeyOf = (name: string): string => {
  const folded = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split('/')[0]!
    .replace(/\bDBA\b.*$/, '')
    .replace(/[^A-Z0-9 ]+/g, ' ');
  const words = folded.split(/\s+/).filter(Boolean);
  const SUFFIXES = new Set([
    'INC',
    'LTD',
    'LTEE',
    'LIMITED',
    'LIMITEE',
    'CORP',
    'CORPORATION',
    'CO',
    'LLC',
    'ULC',
  ]);
  while (words.length > 1 && SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
};

/** Percentile by linear interpolation between closest ranks (`p` in 0…1) of an ascending list. */
export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const rank = (sorted.length - 1) * Math.min(Math.max(p, 0), 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
};

const dateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date (YYYY-MM-DD)');

export const awardSchema = z.object({
  id: z.string(),
  kind: awardKindSchema,
  reference_number: z.string().nullable(),
  solicitation_number: z.string().nullable(),
  contract_number: z.string().nullable(),
  amendment_number: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  supplier: z.string(),
  /** The grouping key of the supplier page (GET /api/suppliers/{supplier_key}). */
  supplier_key: z.string(),
  supplier_city: z.string().nullable(),
  supplier_province: z.string().nullable(),
  buyer: z.string().nullable(),
  award_date: z.string().nullable(),
  publication_date: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** The published value (the larger of the contract amount and total value); null when not published (0.00). */
  value: z.number().nullable(),
  /** CAD, USD…; null when the notice does not say. */
  currency: z.string().nullable(),
  categories: z.array(z.string()),
  unspsc_codes: z.array(z.string()),
  gsin_codes: z.array(z.string()),
  regions: z.array(z.string()),
  /** The tender this award belongs to, when it is in the store (by solicitation number, then reference). */
  tender_id: z.string().nullable(),
});
export type Award = z.infer<typeof awardSchema>;

const money = z.coerce.number().finite().min(0);

export const awardsQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    supplier: z.string().trim().max(200).optional(),
    buyer: z.string().trim().max(300).optional(),
    /** A UNSPSC code or its prefix (e.g. 8111 for IT services), or a GSIN code prefix. */
    commodity: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,10}$/, 'must be a UNSPSC or GSIN code')
      .optional(),
    category: z.enum(['CNST', 'GD', 'SRV', 'SRVTGD']).optional(),
    region: z.string().trim().max(100).optional(),
    year: z.coerce.number().int().min(1990).max(2100).optional(),
    date_from: dateString.optional(),
    date_to: dateString.optional(),
    value_min: money.optional(),
    value_max: money.optional(),
    sort: z.enum(['date', 'value', 'relevance']).default('date'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(AWARDS_PAGE_SIZE),
    language: languageSchema.default('eng'),
  })
  .refine((q) => !(q.date_from && q.date_to && q.date_from > q.date_to), {
    message: awardMessages.invalidDateRange,
    path: ['date_from'],
  })
  .refine((q) => !(q.value_min !== undefined && q.value_max !== undefined && q.value_min > q.value_max), {
    message: awardMessages.invalidValueRange,
    path: ['value_min'],
  });
export type AwardsQuery = z.infer<typeof awardsQuerySchema>;

export const awardFacetSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type AwardFacet = z.infer<typeof awardFacetSchema>;

export const awardsResponseSchema = z.object({
  awards: z.array(awardSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Sum and count of the published CAD values among all matches. */
  total_value: z.number(),
  valued_count: z.number().int(),
  facets: z.object({
    suppliers: z.array(awardFacetSchema),
    buyers: z.array(awardFacetSchema),
    categories: z.array(awardFacetSchema),
    regions: z.array(awardFacetSchema),
    years: z.array(awardFacetSchema),
    value_ranges: z.array(awardFacetSchema),
  }),
});
export type AwardsResponse = z.infer<typeof awardsResponseSchema>;

/** The value-range facet's buckets (CAD), lower bound inclusive. */
export const AWARD_VALUE_RANGES = [
  { value: '0-25000', min: 0, max: 25_000 },
  { value: '25000-100000', min: 25_000, max: 100_000 },
  { value: '100000-1000000', min: 100_000, max: 1_000_000 },
  { value: '1000000-', min: 1_000_000, max: null },
] as const;

export const supplierParamsSchema = z.object({ name: z.string().trim().min(1).max(300) });
export const supplierQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(AWARDS_PAGE_SIZE),
  language: languageSchema.default('eng'),
});

export const supplierProfileSchema = z.object({
  key: z.string(),
  /** The most used spelling, and every other spelling seen. */
  name: z.string(),
  other_names: z.array(z.string()),
  award_count: z.number().int(),
  total_value: z.number(),
  valued_count: z.number().int(),
  first_award_date: z.string().nullable(),
  last_award_date: z.string().nullable(),
  buyers: z.array(awardFacetSchema.extend({ total_value: z.number() })),
  categories: z.array(awardFacetSchema),
  awards: z.array(awardSchema),
  page: z.number().int(),
  size: z.number().int(),
});
export type SupplierProfile = z.infer<typeof supplierProfileSchema>;

export const tenderAwardsSchema = z.object({
  tender_id: z.string(),
  awards: z.array(awardSchema),
});
export type TenderAwards = z.infer<typeof tenderAwardsSchema>;

export const SIMILARITY_REASONS = [
  'same_commodity',
  'same_family',
  'same_buyer',
  'same_region',
  'similar_text',
] as const;
export const similarityReasonSchema = z.enum(SIMILARITY_REASONS);
export type SimilarityReason = z.infer<typeof similarityReasonSchema>;

export const similarAwardSchema = awardSchema.extend({
  score: z.number(),
  reasons: z.array(similarityReasonSchema),
});
export type SimilarAward = z.infer<typeof similarAwardSchema>;

export const valueEstimateSchema = z.object({
  currency: z.literal('CAD'),
  low: z.number(),
  median: z.number(),
  high: z.number(),
  /** How many comparable awards with a published CAD value the range is built from (at least 5). */
  basis_count: z.number().int(),
  /** Their ids: the list behind the estimate. */
  basis_ids: z.array(z.string()),
  /** 25th and 75th percentiles. */
  low_percentile: z.literal(25),
  high_percentile: z.literal(75),
});
export type ValueEstimate = z.infer<typeof valueEstimateSchema>;

/** Why there is no estimate: the flag is off, the tender discloses its value, or too few comparables. */
export const estimateUnavailableSchema = z.enum(['flag_off', 'value_disclosed', 'too_few_comparables']);
export type EstimateUnavailable = z.infer<typeof estimateUnavailableSchema>;

export const similarAwardsQuerySchema = z.object({
  same_buyer: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(SIMILAR_AWARDS_LIMIT),
  language: languageSchema.default('eng'),
});

export const similarAwardsResponseSchema = z.object({
  tender_id: z.string(),
  awards: z.array(similarAwardSchema),
  /** The last winner of the same buyer and commodity family, when known. */
  incumbent: awardSchema.nullable(),
  estimate: valueEstimateSchema.nullable(),
  estimate_unavailable: estimateUnavailableSchema.nullable(),
});
export type SimilarAwardsResponse = z.infer<typeof similarAwardsResponseSchema>;
