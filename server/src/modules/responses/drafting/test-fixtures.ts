import {
  listTenderRequirements,
  type BusinessIntelligence,
  type Language,
  type TenderDetail,
} from '@tenderscout/domain';
import type { CompanyFacts, DraftingContext, OwnUpload } from './drafting-context';

/** The fields of a tender the composer reads; the rest of a `TenderDetail` plays no part in a draft. */
export type DraftTender = Pick<
  TenderDetail,
  | 'title'
  | 'description'
  | 'language'
  | 'description_fr'
  | 'reference_number'
  | 'solicitation_number'
  | 'selection_criteria'
  | 'contract_start_date'
  | 'contract_end_date'
  | 'closing_date'
  | 'regions'
  | 'regions_of_delivery'
  | 'trade_agreements'
  | 'unspsc'
  | 'gsin'
> & {
  organization: { name: string | null };
  value: { amount: number | null; currency: 'CAD' };
  business_intelligence: BusinessIntelligence;
};

export const draftIntelligence = (overrides: Partial<BusinessIntelligence> = {}): BusinessIntelligence => ({
  indigenous_business_required: false,
  indigenous_set_aside: null,
  canadian_made: false,
  experience_required: false,
  experience_years: null,
  clearance_required: false,
  clearance_levels: [],
  ai_description: 'Snow clearing of the parking lots and walkways of the Rimouski federal building.',
  ai_product_description: 'Snow removal services; Salt and sand spreading',
  product_certifications: [],
  business_certifications: [],
  delivery_regions: ['Quebec'],
  delivery_timeline_months: 12,
  delivery_address_count: 1,
  lowest_price_selection: false,
  language_requirements: [],
  evidence: [],
  ...overrides,
});

export const draftTender = (
  overrides: Partial<Omit<DraftTender, 'business_intelligence'>> & {
    business_intelligence?: Partial<BusinessIntelligence>;
  } = {},
): DraftTender => {
  const { business_intelligence, ...rest } = overrides;
  return {
    title: 'Snow removal services - Rimouski',
    description: 'Snow clearing of the parking lots and walkways of the Rimouski federal building.',
    language: 'eng',
    description_fr: null,
    reference_number: 'cb-123-45678901',
    solicitation_number: 'W0101-25-001',
    selection_criteria: 'Lowest price compliant',
    contract_start_date: '2026-12-01',
    contract_end_date: '2027-11-30',
    closing_date: '2026-11-28T14:00:00-05:00',
    regions: ['Quebec'],
    regions_of_delivery: ['Quebec'],
    trade_agreements: ['Canadian Free Trade Agreement (CFTA)'],
    unspsc: [],
    gsin: [],
    organization: { name: 'Public Works and Government Services Canada' },
    value: { amount: 120_000, currency: 'CAD' },
    ...rest,
    business_intelligence: draftIntelligence(business_intelligence),
  };
};

export const draftCompany = (overrides: Partial<CompanyFacts> = {}): CompanyFacts => ({
  hasProfile: true,
  name: 'Déneigement Boréal',
  size: 'small',
  industry: 'Environmental Services',
  services: ['Snow Removal'],
  relevantServices: ['Snow Removal'],
  regions: ['Quebec'],
  certifications: [],
  contractValue: '100k-500k',
  contractTypes: ['Fixed Price'],
  experience: 'experienced',
  description: '',
  commodityCodes: [],
  clearanceLevel: null,
  setAsides: [],
  languages: ['en', 'fr'],
  ...overrides,
});

/** A drafting context over a tender that carries only the fields the composer reads. */
export const draftContext = (options: {
  language?: Language;
  tender?: DraftTender;
  company?: CompanyFacts;
  ownUploads?: OwnUpload[];
}): DraftingContext => {
  const tender = (options.tender ?? draftTender()) as TenderDetail;
  return {
    language: options.language ?? 'eng',
    tender,
    requirements: listTenderRequirements(tender),
    company: options.company ?? draftCompany(),
    ownUploads: options.ownUploads ?? [],
  };
};
