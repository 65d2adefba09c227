import { z } from 'zod';
import { languageSchema, type Language } from './common';
import { bilingualFieldsSchema, businessIntelligenceSchema } from './tender-intelligence';

/**
 * Tenders as the API shows them (tender detail and business_intelligence), plus the shared
 * vocabularies: regions, procurement categories, statuses. The CanadaBuys open data is bilingual; every label
 * here exists in English and French.
 */

export * from './tender-intelligence';
export * from './tender-amendments';

// ---------------------------------------------------------------------------------------------------------
// Regions: the 13 provinces and territories, the National Capital Region and National, as onboarding lists them.

export interface RegionDefinition {
  /** The stable value used in filters and stored on tenders (the English name). */
  value: string;
  code: string;
  eng: string;
  fra: string;
}

export const REGIONS = [
  { value: 'Alberta', code: 'AB', eng: 'Alberta', fra: 'Alberta' },
  { value: 'British Columbia', code: 'BC', eng: 'British Columbia', fra: 'Colombie-Britannique' },
  { value: 'Manitoba', code: 'MB', eng: 'Manitoba', fra: 'Manitoba' },
  { value: 'New Brunswick', code: 'NB', eng: 'New Brunswick', fra: 'Nouveau-Brunswick' },
  {
    value: 'Newfoundland and Labrador',
    code: 'NL',
    eng: 'Newfoundland and Labrador',
    fra: 'Terre-Neuve-et-Labrador',
  },
  {
    value: 'Northwest Territories',
    code: 'NT',
    eng: 'Northwest Territories',
    fra: 'Territoires du Nord-Ouest',
  },
  { value: 'Nova Scotia', code: 'NS', eng: 'Nova Scotia', fra: 'Nouvelle-Écosse' },
  { value: 'Nunavut', code: 'NU', eng: 'Nunavut', fra: 'Nunavut' },
  { value: 'Ontario', code: 'ON', eng: 'Ontario', fra: 'Ontario' },
  { value: 'Prince Edward Island', code: 'PE', eng: 'Prince Edward Island', fra: 'Île-du-Prince-Édouard' },
  { value: 'Quebec', code: 'QC', eng: 'Quebec', fra: 'Québec' },
  { value: 'Saskatchewan', code: 'SK', eng: 'Saskatchewan', fra: 'Saskatchewan' },
  { value: 'Yukon', code: 'YT', eng: 'Yukon', fra: 'Yukon' },
  {
    value: 'National Capital Region (NCR)',
    code: 'NCR',
    eng: 'National Capital Region (NCR)',
    fra: 'Région de la capitale nationale (RCN)',
  },
  { value: 'National', code: 'CA', eng: 'National', fra: 'National' },
] as const satisfies readonly RegionDefinition[];

export type RegionValue = (typeof REGIONS)[number]['value'];
export const REGION_VALUES = REGIONS.map((region) => region.value) as [RegionValue, ...RegionValue[]];
export const regionValueSchema = z.enum(REGION_VALUES);

export const regionLabel = (value: string, language: Language): string =>
  REGIONS.find((region) => region.value === value)?.[language] ?? value;

// ---------------------------------------------------------------------------------------------------------
// Procurement categories (CanadaBuys `procurementCategory` codes).

export const PROCUREMENT_CATEGORIES = [
  { code: 'CNST', eng: 'Construction', fra: 'Construction' },
  { code: 'GD', eng: 'Goods', fra: 'Biens' },
  { code: 'SRV', eng: 'Services', fra: 'Services' },
  { code: 'SRVTGD', eng: 'Services related to goods', fra: 'Services liés aux biens' },
] as const;

export type ProcurementCategoryCode = (typeof PROCUREMENT_CATEGORIES)[number]['code'];
export const procurementCategoryCodeSchema = z.enum(['CNST', 'GD', 'SRV', 'SRVTGD']);

export const procurementCategoryLabel = (code: string, language: Language): string =>
  PROCUREMENT_CATEGORIES.find((category) => category.code === code)?.[language] ?? code;

// ---------------------------------------------------------------------------------------------------------
// Status. CanadaBuys publishes Open / Cancelled / Expired; an Open notice whose closing time has passed
// reads as closed even before the next feed says so.

export const tenderStatusCodeSchema = z.enum(['open', 'closed', 'cancelled', 'expired', 'awarded']);
export type TenderStatusCode = z.infer<typeof tenderStatusCodeSchema>;

export const TENDER_STATUS_LABELS: Record<TenderStatusCode, Record<Language, string>> = {
  open: { eng: 'Open', fra: 'Ouvert' },
  closed: { eng: 'Closed', fra: 'Fermé' },
  cancelled: { eng: 'Cancelled', fra: 'Annulé' },
  expired: { eng: 'Expired', fra: 'Expiré' },
  awarded: { eng: 'Awarded', fra: 'Attribué' },
};

export const tenderStatusLabel = (code: TenderStatusCode, language: Language): string =>
  TENDER_STATUS_LABELS[code][language];

/** The status a reader sees: a stored `open` whose closing instant has passed is `closed`. */
export const effectiveTenderStatus = (
  stored: TenderStatusCode,
  closingDate: string | null,
  nowMs: number = Date.now(),
): TenderStatusCode => {
  if (stored !== 'open' || closingDate === null) return stored;
  return Date.parse(closingDate) <= nowMs ? 'closed' : 'open';
};

// ---------------------------------------------------------------------------------------------------------
// Tender detail (GET /api/tenders/{id}).

export const pdfProcessingStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed']);
export type PdfProcessingStatus = z.infer<typeof pdfProcessingStatusSchema>;

export const tenderDocumentSchema = z.object({
  /** A published URL, or `urn:tenderscout:document:<id>` for an upload (what GET /api/pdfs/view takes). */
  url: z.string(),
  filename: z.string(),
  title: z.string(),
  /** File extension in lower case (`pdf`, `xlsx`, …), `html` for a notice page. */
  file_type: z.string(),
  /** `upload`: a file the caller uploaded; only its uploader ever sees it. */
  type: z.enum(['attachment', 'notice', 'upload']),
  language: languageSchema.nullable(),
  /** Uploads only: the stored document's id, processing status (and why it failed) and size. */
  id: z.string().optional(),
  status: pdfProcessingStatusSchema.optional(),
  error: z.string().nullable().optional(),
  size_bytes: z.number().int().nullable().optional(),
});
export type TenderDocument = z.infer<typeof tenderDocumentSchema>;

export const codedDescriptionSchema = z.object({ code: z.string(), description: z.string().nullable() });

export const tenderOrganizationSchema = z.object({
  name: z.string().nullable(),
  contracting_entity: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_fax: z.string().nullable(),
  address: z.object({
    address_line: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    postal_code: z.string().nullable(),
    country: z.string().nullable(),
  }),
});

export const tenderDetailSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    tender_id: z.string(),
    reference_number: z.string(),
    solicitation_number: z.string().nullable(),
    language: languageSchema,
    title: z.string(),
    description: z.string(),
    title_en: z.string().nullable(),
    title_fr: z.string().nullable(),
    description_en: z.string().nullable(),
    description_fr: z.string().nullable(),
    status: z.string(),
    status_code: tenderStatusCodeSchema,
    publish_date: z.string().nullable(),
    closing_date: z.string().nullable(),
    amendment_number: z.number().int(),
    amendment_date: z.string().nullable(),
    contract_start_date: z.string().nullable(),
    contract_end_date: z.string().nullable(),
    organization: tenderOrganizationSchema,
    end_user: z.object({ name: z.string(), address: z.string().nullable() }).nullable(),
    location: z.object({
      city: z.string().nullable(),
      province: z.string().nullable(),
      postal_code: z.string().nullable(),
      address_line: z.string().nullable(),
      delivery_regions: z.array(z.string()),
    }),
    regions: z.array(z.string()),
    regions_of_delivery: z.array(z.string()),
    regions_of_opportunity: z.array(z.string()),
    value: z.object({ amount: z.number().nullable(), currency: z.literal('CAD') }),
    estimated_value: z.number().nullable(),
    procurement_category: z.string().nullable(),
    procurement_category_codes: z.array(z.string()),
    categories: z.array(z.string()),
    notice_type: z.string().nullable(),
    procurement_method: z.string().nullable(),
    selection_criteria: z.string().nullable(),
    limited_tendering_reason: z.string().nullable(),
    trade_agreements: z.array(z.string()),
    unspsc: z.array(codedDescriptionSchema),
    gsin: z.array(codedDescriptionSchema),
    /** The notice's public page: the published notice URL, else the CanadaBuys page of a `cb-` notice. */
    notice_url: z.string().nullable(),
    external_platform_url: z.string().nullable(),
    platform_classification: z.object({ platform_name: z.string() }),
    source_system: z.string(),
    attachments: z.array(z.string()),
    documents: z.array(tenderDocumentSchema),
    discovered_pdfs: z.array(z.object({ url: z.string(), title: z.string(), type: z.string() })),
    discovered_content: z.object({
      documents: z.array(
        z.object({
          url: z.string(),
          title: z.string(),
          file_type: z.string(),
          type: z.string(),
          size_mb: z.number().nullable(),
        }),
      ),
    }),
    pdfProcessingStatus: pdfProcessingStatusSchema.nullable(),
    business_intelligence: businessIntelligenceSchema,
    first_seen_at: z.string(),
    updated_at: z.string(),
  })
  .extend(bilingualFieldsSchema.shape);
export type TenderDetail = z.infer<typeof tenderDetailSchema>;

export const tenderDetailQuerySchema = z.object({ language: languageSchema.default('eng') });
export const tenderByIdQuerySchema = z.object({
  id: z.string().trim().min(1, 'id is required').max(500),
  language: languageSchema.default('eng'),
});
export const tenderIdParamsSchema = z.object({ id: z.string().min(1).max(500) });

// ---------------------------------------------------------------------------------------------------------
// Filter options and public stats.

export const filterOptionSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FilterOption = z.infer<typeof filterOptionSchema>;

export const filterOptionsSchema = z.object({
  regions: z.array(filterOptionSchema),
  categories: z.array(filterOptionSchema),
  organizations: z.array(filterOptionSchema),
  statuses: z.array(filterOptionSchema),
  notice_types: z.array(filterOptionSchema),
  procurement_methods: z.array(filterOptionSchema),
  source_systems: z.array(filterOptionSchema),
});
export type FilterOptions = z.infer<typeof filterOptionsSchema>;

export const languageQuerySchema = z.object({ language: languageSchema.default('eng') });

export const tenderStatsSchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  added_this_week: z.number().int(),
  closing_this_week: z.number().int(),
  by_category: z.array(filterOptionSchema),
  by_region: z.array(filterOptionSchema),
  last_ingest_at: z.string().nullable(),
});
export type TenderStats = z.infer<typeof tenderStatsSchema>;
