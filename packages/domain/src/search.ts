import { z } from 'zod';
import { isCalendarDate, languageSchema } from './common';
import {
  BILINGUAL_FIELDS,
  bilingualFieldsSchema,
  filterOptionSchema,
  pdfProcessingStatusSchema,
  tenderStatusCodeSchema,
} from './tender';

/**
 * Tender search: search hits, POST /api/search and /api/search/semantic, and their defaults.
 * Lenient where a client can be sloppy (empty filters, unknown filter values and keys, 'true'/'false' strings
 * are accepted and ignored or converted), strict where a value cannot mean anything (page 0, size 500, a date
 * that is not a date): those answer 400 naming the field.
 */

export const SEARCH_DEFAULT_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 100;
export const SEARCH_MAX_PAGE = 1_000_000;
export const SEARCH_MAX_QUERY_LENGTH = 10_000;

export const searchTypeSchema = z.enum(['hybrid', 'keyword', 'semantic', 'tender_id']);
export type SearchType = z.infer<typeof searchTypeSchema>;

export const searchSortSchema = z.enum(['relevance', 'date', 'closing_date']);
export type SearchSort = z.infer<typeof searchSortSchema>;

/** `'true'`, `'yes'`, `true` … → true; `'false'`, `'no'` … → false; anything else (blank, 'any', null) → no filter. */
export const parseFilterFlag = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (['true', 'yes', 'oui', '1', 'y'].includes(text)) return true;
  if (['false', 'no', 'non', '0', 'n'].includes(text)) return false;
  return undefined;
};

const flagSchema = z.unknown().transform(parseFilterFlag).optional();

/** Control characters (NUL above all) cannot be stored or searched: they become spaces. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
export const stripControl = (text: string): string => text.replace(/[\u0000-\u001f\u007f]/g, ' ');

/** A string or a list of strings; blanks dropped; an empty list means no filter. */
const stringListSchema = z
  .union([z.string().max(500), z.array(z.string().max(500)).max(200), z.null()])
  .optional()
  .transform((value) => {
    if (value === null || value === undefined) return [];
    const list = Array.isArray(value) ? value : [value];
    return [...new Set(list.map((item) => stripControl(item).trim()).filter((item) => item !== ''))];
  });

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A date (`YYYY-MM-DD`) or an ISO date-time; blank means no filter. Kept as the ISO text the caller sent. */
const dateFilterSchema = z
  .union([z.string().max(40), z.null()])
  .optional()
  .transform((value, context) => {
    const text = value?.trim() ?? '';
    if (text === '') return undefined;
    if (!DATE_PATTERN.test(text) || Number.isNaN(Date.parse(text)) || !isCalendarDate(text)) {
      context.addIssue({ code: 'custom', message: 'must be a date (YYYY-MM-DD) or an ISO date-time' });
      return z.NEVER;
    }
    return text;
  });

/** A dollar amount bounding the disclosed value; blank means no filter. */
const valueFilterSchema = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z.coerce
    .number<unknown>({ error: 'must be a number of dollars' })
    .nonnegative('must not be negative')
    .max(1e15, 'must be at most 1000000000000000')
    .optional(),
);

/** Raw filters as a client sends them; unknown keys are dropped. */
export const searchFiltersInputSchema = z.object({
  status: stringListSchema,
  categories: stringListSchema,
  regions: stringListSchema,
  organizations: stringListSchema,
  date_from: dateFilterSchema,
  date_to: dateFilterSchema,
  closing_from: dateFilterSchema,
  closing_to: dateFilterSchema,
  /** Disclosed value at least / at most this many dollars; tenders that disclose no value are kept. */
  value_min: valueFilterSchema,
  value_max: valueFilterSchema,
  pdfProcessingStatus: stringListSchema,
  [BILINGUAL_FIELDS.canadianMade]: flagSchema,
  'canadianMade-fabriqueCanadien': flagSchema,
  canadianMade: flagSchema,
  experienceRequired: flagSchema,
  [BILINGUAL_FIELDS.experienceRequired]: flagSchema,
  indigenousBusinessRequired: flagSchema,
  [BILINGUAL_FIELDS.indigenousBusinessRequired]: flagSchema,
  securityClearanceRequired: flagSchema,
  security_clearance_required: flagSchema,
  masterCategory: stringListSchema,
  [BILINGUAL_FIELDS.masterCategory]: stringListSchema,
});
export type SearchFiltersInput = z.input<typeof searchFiltersInputSchema>;

/** Filters after parsing: one name per filter, lists possibly empty (= no filter). */
export interface SearchFilters {
  status: string[];
  categories: string[];
  regions: string[];
  organizations: string[];
  dateFrom?: string;
  dateTo?: string;
  closingFrom?: string;
  closingTo?: string;
  valueMin?: number;
  valueMax?: number;
  pdfProcessingStatus: string[];
  canadianMade?: boolean;
  experienceRequired?: boolean;
  indigenousBusinessRequired?: boolean;
  securityClearanceRequired?: boolean;
  masterCategory: string[];
}

const firstDefined = (...values: Array<boolean | undefined>): boolean | undefined =>
  values.find((value) => value !== undefined);

export const searchFiltersSchema = searchFiltersInputSchema
  .nullable()
  .optional()
  .transform((raw): SearchFilters => {
    const input = raw ?? searchFiltersInputSchema.parse({});
    return {
      status: input.status,
      categories: input.categories,
      regions: input.regions,
      organizations: input.organizations,
      dateFrom: input.date_from,
      dateTo: input.date_to,
      closingFrom: input.closing_from,
      closingTo: input.closing_to,
      valueMin: input.value_min,
      valueMax: input.value_max,
      pdfProcessingStatus: input.pdfProcessingStatus,
      canadianMade: firstDefined(
        input[BILINGUAL_FIELDS.canadianMade],
        input['canadianMade-fabriqueCanadien'],
        input.canadianMade,
      ),
      experienceRequired: firstDefined(input.experienceRequired, input[BILINGUAL_FIELDS.experienceRequired]),
      indigenousBusinessRequired: firstDefined(
        input.indigenousBusinessRequired,
        input[BILINGUAL_FIELDS.indigenousBusinessRequired],
      ),
      securityClearanceRequired: firstDefined(
        input.securityClearanceRequired,
        input.security_clearance_required,
      ),
      masterCategory: [...new Set([...input.masterCategory, ...input[BILINGUAL_FIELDS.masterCategory]])],
    };
  });

const pageSchema = z.coerce
  .number<unknown>({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(SEARCH_MAX_PAGE, `must be at most ${SEARCH_MAX_PAGE}`);

const sizeSchema = z.coerce
  .number<unknown>({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(SEARCH_MAX_PAGE_SIZE, `must be at most ${SEARCH_MAX_PAGE_SIZE}`);

const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

/** The sort a client may send: the web app sends `date` for publication date; `publication_date` is accepted. */
const sortInputSchema = z.preprocess(
  (value) => (value === 'publication_date' ? 'date' : value === null ? undefined : value),
  searchSortSchema.default('relevance'),
);

export const searchRequestSchema = z.object({
  query: z.preprocess(
    nullToUndefined,
    z
      .string()
      .max(SEARCH_MAX_QUERY_LENGTH, `must be at most ${SEARCH_MAX_QUERY_LENGTH} characters`)
      .default(''),
  ),
  filters: searchFiltersSchema,
  search_type: z.preprocess(nullToUndefined, searchTypeSchema.default('hybrid')),
  page: z.preprocess(nullToUndefined, pageSchema.default(1)),
  size: z.preprocess(nullToUndefined, sizeSchema.default(SEARCH_DEFAULT_PAGE_SIZE)),
  sort_by: sortInputSchema,
  language: z.preprocess(nullToUndefined, languageSchema.default('eng')),
  /** Signed-in callers: include the tenders they marked not applicable (hidden by default). */
  show_hidden: z.preprocess(nullToUndefined, z.boolean().default(false)),
});
export type SearchRequestInput = z.input<typeof searchRequestSchema>;
export type SearchRequest = z.output<typeof searchRequestSchema>;

/** POST /api/search/semantic: the same body, always semantic. */
export const semanticSearchRequestSchema = searchRequestSchema.omit({ search_type: true });
export type SemanticSearchRequest = z.output<typeof semanticSearchRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Response.

/**
 * Highlighted fragments: text from the tender with the matched words wrapped in `<mark>…</mark>`. Every other
 * `<`, `>`, `&`, `"` and `'` from the data is escaped, so the fragments can be rendered as HTML safely.
 */
export const searchHighlightsSchema = z.object({
  title: z.array(z.string()),
  description: z.array(z.string()),
});
export type SearchHighlights = z.infer<typeof searchHighlightsSchema>;

export const searchHitSchema = z
  .object({
    id: z.string(),
    tender_id: z.string(),
    reference_number: z.string(),
    solicitation_number: z.string().nullable(),
    title: z.string(),
    /** A short plain-text excerpt of the description (not HTML). */
    description: z.string(),
    organization: z.string().nullable(),
    amount: z.number().nullable(),
    /** Publication date (YYYY-MM-DD); `publish_date` is the same value under the client's mapped name. */
    date: z.string().nullable(),
    publish_date: z.string().nullable(),
    closing_date: z.string().nullable(),
    status: z.string(),
    status_code: tenderStatusCodeSchema,
    /** Labels: the procurement categories' names, then the UNSPSC descriptions (request language). */
    categories: z.array(z.string()),
    /** Procurement category codes (CNST, GD, SRV, SRVTGD): the values of the `categories` filter and aggregation. */
    category_codes: z.array(z.string()),
    /** The same codes with their labels, in the aggregation buckets' form. */
    category_values: z.array(z.object({ value: z.string(), label: z.string() })),
    regions: z.array(z.string()),
    notice_type: z.string().nullable(),
    /** 0–1, higher is better; for `date` / `closing_date` sorts it still tells how well the tender matched. */
    score: z.number().min(0).max(1),
    relevance_score: z.number().min(0).max(1),
    /**
     * Which lists found it: keyword (full text), semantic (meaning), similar_title (a misspelt word close to
     * the title's), reference (exact reference or solicitation number), browse (empty query).
     */
    matched_by: z.array(
      z.enum(['keyword', 'semantic', 'similar_title', 'reference', 'browse', 'synonym', 'commodity']),
    ),
    /**
     * Commodity codes (GSIN or UNSPSC) of this tender that the query named, by code or by name, with their
     * label in the request's language: the card says "matched commodity: …".
     */
    matched_commodities: z.array(z.object({ code: z.string(), label: z.string() })),
    highlights: searchHighlightsSchema,
    pdfProcessingStatus: pdfProcessingStatusSchema.nullable(),
    language: languageSchema,
  })
  .extend(bilingualFieldsSchema.shape);
export type SearchHit = z.infer<typeof searchHitSchema>;

export const flagCountSchema = z.object({ true: z.number().int(), false: z.number().int() });

export const searchAggregationsSchema = z.object({
  statuses: z.array(filterOptionSchema),
  categories: z.array(filterOptionSchema),
  regions: z.array(filterOptionSchema),
  /** The 20 organisations with the most matching tenders. */
  organizations: z.array(filterOptionSchema),
  notice_types: z.array(filterOptionSchema),
  pdf_processing_statuses: z.array(filterOptionSchema),
  flags: z.object({
    canadianMade: flagCountSchema,
    experienceRequired: flagCountSchema,
    indigenousBusinessRequired: flagCountSchema,
    securityClearanceRequired: flagCountSchema,
  }),
});
export type SearchAggregations = z.infer<typeof searchAggregationsSchema>;

export const searchResponseSchema = z.object({
  total_hits: z.number().int(),
  hits: z.array(searchHitSchema),
  page: z.number().int(),
  size: z.number().int(),
  max_score: z.number().nullable(),
  /** The search actually run (a `tender_id` search with no exact match falls back to `hybrid`). */
  search_type: searchTypeSchema,
  /**
   * `false` when the query could not be embedded (embedding engine unavailable): hybrid then answers with
   * keyword results only. Always true for keyword searches and browsing.
   */
  semantic_available: z.boolean(),
  aggregations: searchAggregationsSchema,
  /**
   * Semantic neighbours that are not matches (below the match floor or without a keyword match): shown apart,
   * labelled "Related tenders", after the matches. Never counted in `total_hits`. Filled on the first page.
   */
  related: z.array(searchHitSchema),
  /** Matching tenders the signed-in caller marked not applicable and that this page hides (0 when shown). */
  hidden_count: z.number().int(),
  /** A close spelling of the query when it matches little or nothing ("Did you mean …"), else null. */
  suggestion: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Reciprocal rank fusion constant (Cormack et al.): dampens the weight of the very first ranks. */
export const RRF_K = 60;

// ---------------------------------------------------------------------------------------------------------
// GET /api/tenders/commodities: the commodity codes the store's notices carry (the company profile's picker).

export const COMMODITIES_MAX_LIMIT = 50;

export const commoditiesQuerySchema = z.object({
  /** Words of the name (English or French, accents ignored) or the start of a code; empty = the most used. */
  q: z.string().trim().max(100).default(''),
  language: languageSchema.default('eng'),
  /** Codes to include whatever `q` says (the ones already picked, so their names show). */
  codes: z
    .string()
    .max(2000)
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((code) => code.trim().toUpperCase())
            .filter(Boolean)
            .slice(0, 100)
        : [],
    ),
  limit: z.coerce.number().int().min(1).max(COMMODITIES_MAX_LIMIT).default(20),
});
export type CommoditiesQuery = z.output<typeof commoditiesQuerySchema>;

export const commodityOptionSchema = z.object({
  code: z.string(),
  scheme: z.enum(['unspsc', 'gsin']),
  /** The name in the asked language (the other language when it is missing, else the code). */
  name: z.string(),
  name_en: z.string().nullable(),
  name_fr: z.string().nullable(),
  /** How many notices in the store carry it. */
  count: z.number().int(),
});
export type CommodityOption = z.infer<typeof commodityOptionSchema>;

export const commoditiesResponseSchema = z.object({ commodities: z.array(commodityOptionSchema) });
export type CommoditiesResponse = z.infer<typeof commoditiesResponseSchema>;
