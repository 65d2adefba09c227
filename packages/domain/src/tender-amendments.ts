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

export const tenderAmendmentSchema = z.object({
  amendment_number: z.number().int(),
  previous_amendment_number: z.number().int(),
  amendment_date: z.string().nullable(),
  recorded_at: z.string(),
  changes: z.array(tenderChangeSchema),
});
export type TenderAmendment = z.infer<typeof tenderAmendmentSchema>;

export const tenderAmendmentsSchema = z.object({
  tender_id: z.string(),
  current_amendment_number: z.number().int(),
  amendments: z.array(tenderAmendmentSchema),
});
export type TenderAmendments = z.infer<typeof tenderAmendmentsSchema>;
