import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------------
// Amendments (GET /api/tenders/{id}/amendments).

const changeValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

export const TRACKED_TENDER_FIELDS = [
  'amendment_number',
  'title_en',
  'title_fr',
  'description_en',
  'description_fr',
  'status',
  'closing_date',
  'publication_date',
  'contract_start_date',
  'contract_end_date',
  'documents_en',
  'documents_fr',
  'notice_url',
  'solicitation_number',
  'procurement_categories',
  'unspsc_codes',
  'gsin_codes',
  'regions_of_delivery',
  'regions_of_opportunity',
  'notice_type',
  'procurement_method',
  'selection_criteria',
  'trade_agreements',
  'organization',
  'contact_name',
  'contact_email',
  'contact_phone',
] as const;
export type TrackedTenderField = (typeof TRACKED_TENDER_FIELDS)[number];

export const tenderChangeSchema = z.object({
  field: z.enum(TRACKED_TENDER_FIELDS),
  before: changeValueSchema,
  after: changeValueSchema,
});
export type TenderChange = z.infer<typeof tenderChangeSchema>;

// What an amendment means to a bidder: one change per field a bid depends on, each marked material or not, with
// a sentence in the reader's language. Computed from the stored versions when read.

export const AMENDMENT_FIELDS = [
  'status',
  'closing_date',
  'enquiry_deadline',
  'site_visit',
  'value',
  'mandatory_criteria',
  'attachments',
  'regions',
  'codes',
  'title',
  'description',
] as const;
export const amendmentFieldSchema = z.enum(AMENDMENT_FIELDS);
export type AmendmentField = z.infer<typeof amendmentFieldSchema>;

export const amendmentChangeSchema = z.object({
  field: amendmentFieldSchema,
  /** Dates: closing as an instant, enquiry deadline and site visit as Eastern local `YYYY-MM-DDTHH:MM`. */
  before: changeValueSchema,
  after: changeValueSchema,
  /** A moved deadline, a new or changed mandatory criterion, a new or removed attachment, a changed value. */
  material: z.boolean(),
  /** The change in one sentence, in the requested language. */
  summary: z.string(),
  /** For lists (criteria, attachments, regions, codes): what was added and removed. */
  added: z.array(z.string()),
  removed: z.array(z.string()),
  /** Mandatory criteria reworded in substance: the old and new sentence. */
  changed: z.array(z.object({ before: z.string(), after: z.string() })),
});
export type AmendmentChange = z.infer<typeof amendmentChangeSchema>;

/** What a material amendment did to the caller's fit (their company profile): the score before and after, said. */
export const amendmentFitSchema = z.object({
  before: z.number().int(),
  after: z.number().int(),
  /** "Fit 72 → 58: new mandatory criterion: …", in the requested language. */
  summary: z.string(),
});
export type AmendmentFit = z.infer<typeof amendmentFitSchema>;

export const tenderAmendmentSchema = z.object({
  amendment_number: z.number().int(),
  previous_amendment_number: z.number().int(),
  /** The amendment's publication date (the notice's amendment date, else the day it was read). */
  published_at: z.string(),
  amendment_date: z.string().nullable(),
  recorded_at: z.string(),
  /** At least one change is material. */
  material: z.boolean(),
  changes: z.array(amendmentChangeSchema),
  /** A signed-in caller with a company profile: the fit before and after a material amendment. */
  fit: amendmentFitSchema.nullable().optional(),
});
export type TenderAmendment = z.infer<typeof tenderAmendmentSchema>;

export const tenderAmendmentsSchema = z.object({
  tender_id: z.string(),
  current_amendment_number: z.number().int(),
  amendments: z.array(tenderAmendmentSchema),
});
export type TenderAmendments = z.infer<typeof tenderAmendmentsSchema>;
