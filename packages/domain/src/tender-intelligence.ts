import { z } from 'zod';
import { languageSchema } from './common';

// ---------------------------------------------------------------------------------------------------------
// Business intelligence: requirements extracted from the notice text, each with the sentence it came from.

export const CLEARANCE_LEVELS = [
  'Reliability',
  'Enhanced Reliability',
  'Secret',
  'Top Secret',
  'DOS',
  'FSC',
] as const;
export const clearanceLevelSchema = z.enum(CLEARANCE_LEVELS);
export type ClearanceLevel = z.infer<typeof clearanceLevelSchema>;

export const LANGUAGE_REQUIREMENTS = ['english', 'french', 'bilingual'] as const;
export const languageRequirementSchema = z.enum(LANGUAGE_REQUIREMENTS);

export const businessFactSchema = z.enum([
  'indigenous_business_required',
  'canadian_made',
  'experience_required',
  'clearance_required',
  'product_certifications',
  'business_certifications',
  'delivery_regions',
  'delivery_timeline_months',
  'lowest_price_selection',
  'language_requirements',
]);
export type BusinessFact = z.infer<typeof businessFactSchema>;

export const businessEvidenceSchema = z.object({
  fact: businessFactSchema,
  /** What was concluded, in words (e.g. `Top Secret`, `5 years`, `false`). */
  value: z.string(),
  /** The sentence or field value the fact was read from, verbatim. */
  sentence: z.string(),
  language: languageSchema,
  source: z.enum(['description', 'selection_criteria', 'contract_dates', 'regions', 'title']),
});
export type BusinessEvidence = z.infer<typeof businessEvidenceSchema>;

export const businessIntelligenceSchema = z.object({
  indigenous_business_required: z.boolean(),
  /** `full`: only Indigenous businesses may bid; `partial`: an Indigenous stream or set-aside portion. */
  indigenous_set_aside: z.enum(['full', 'partial']).nullable(),
  canadian_made: z.boolean(),
  experience_required: z.boolean(),
  experience_years: z.number().int().nullable(),
  clearance_required: z.boolean(),
  clearance_levels: z.array(clearanceLevelSchema),
  /** An extractive summary: the notice's own first sentences (no text is invented). */
  ai_description: z.string().nullable(),
  /** What is bought, from the notice's UNSPSC / GSIN descriptions. */
  ai_product_description: z.string().nullable(),
  product_certifications: z.array(z.string()),
  business_certifications: z.array(z.string()),
  delivery_regions: z.array(z.string()),
  delivery_timeline_months: z.number().int().nullable(),
  delivery_address_count: z.number().int(),
  lowest_price_selection: z.boolean(),
  language_requirements: z.array(languageRequirementSchema),
  evidence: z.array(businessEvidenceSchema),
});
export type BusinessIntelligence = z.infer<typeof businessIntelligenceSchema>;

/** The bilingual filter field names, exactly as the client reads them. */
export const BILINGUAL_FIELDS = {
  canadianMade: 'canadianMade-fabriqué Canadien',
  experienceRequired: 'experienceRequired-expérienceRequise',
  indigenousBusinessRequired: 'indigenousBusinessRequired-entrepriseAutochtooneRequise',
  masterCategory: 'masterCategory-catégoriePrincipale',
  productCertifications: 'productCertifications-certificationsProducts',
  businessCertifications: 'businessCertifications-certificationsAffaires',
  deliveryRegions: 'deliveryRegions-régionsLivraison',
  contractLengthYears: 'contractLengthYears-duréeContratAnnées',
} as const;

export const bilingualFieldsSchema = z.object({
  [BILINGUAL_FIELDS.canadianMade]: z.enum(['yes', 'no']),
  [BILINGUAL_FIELDS.experienceRequired]: z.boolean(),
  [BILINGUAL_FIELDS.indigenousBusinessRequired]: z.boolean(),
  [BILINGUAL_FIELDS.masterCategory]: z.string().nullable(),
  [BILINGUAL_FIELDS.productCertifications]: z.array(z.string()),
  [BILINGUAL_FIELDS.businessCertifications]: z.array(z.string()),
  [BILINGUAL_FIELDS.deliveryRegions]: z.array(z.string()),
  [BILINGUAL_FIELDS.contractLengthYears]: z.number().nullable(),
  securityClearanceRequired: z.boolean(),
  security_clearance_required: z.boolean(),
});
export type BilingualFields = z.infer<typeof bilingualFieldsSchema>;

export interface TenderFlags {
  canadianMade: boolean;
  experienceRequired: boolean;
  indigenousBusinessRequired: boolean;
  securityClearanceRequired: boolean;
  masterCategory: string | null;
  productCertifications: string[];
  businessCertifications: string[];
  deliveryRegions: string[];
  contractLengthMonths: number | null;
}

/** The bilingual fields of a tender (detail and search hits share them). */
export const toBilingualFields = (flags: TenderFlags): BilingualFields => ({
  [BILINGUAL_FIELDS.canadianMade]: flags.canadianMade ? 'yes' : 'no',
  [BILINGUAL_FIELDS.experienceRequired]: flags.experienceRequired,
  [BILINGUAL_FIELDS.indigenousBusinessRequired]: flags.indigenousBusinessRequired,
  [BILINGUAL_FIELDS.masterCategory]: flags.masterCategory,
  [BILINGUAL_FIELDS.productCertifications]: flags.productCertifications,
  [BILINGUAL_FIELDS.businessCertifications]: flags.businessCertifications,
  [BILINGUAL_FIELDS.deliveryRegions]: flags.deliveryRegions,
  [BILINGUAL_FIELDS.contractLengthYears]:
    flags.contractLengthMonths === null ? null : Math.round((flags.contractLengthMonths / 12) * 10) / 10,
  securityClearanceRequired: flags.securityClearanceRequired,
  security_clearance_required: flags.securityClearanceRequired,
});
