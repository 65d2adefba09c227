import { z } from 'zod';
import type { Language } from './common';

/** The onboarding options. Values are stored as listed; the web app translates their labels. */
export const ONBOARDING_INDUSTRIES = [
  'Information Technology',
  'Professional Services',
  'Construction',
  'Healthcare',
  'Manufacturing',
  'Transportation',
  'Education',
  'Environmental Services',
  'Security Services',
  'Other',
] as const;

export const ONBOARDING_SERVICES = [
  'Software Development',
  'IT Consulting',
  'Cloud Services',
  'Cybersecurity',
  'Data Analytics',
  'Project Management',
  'Engineering',
  'Architecture',
  'Legal Services',
  'Financial Services',
  'Marketing',
  'Training & Education',
  // Trades beyond IT and professional services.
  'Snow Removal',
  'Cleaning & Janitorial',
  'Construction & Renovation',
  'Grounds Maintenance & Landscaping',
  'Equipment & Supplies',
  'Translation & Interpretation',
  'Repair & Maintenance',
  'Security Guard Services',
  'Transportation & Moving',
  'Food Services & Catering',
] as const;

export type OnboardingIndustry = (typeof ONBOARDING_INDUSTRIES)[number];
export type OnboardingService = (typeof ONBOARDING_SERVICES)[number];

/**
 * The French labels of the industries and services (the stored values are the English labels): the one table
 * the web's option labels and the server's French text (fit explanations, drafts) read.
 */
export const ONBOARDING_INDUSTRY_LABELS_FR: Record<OnboardingIndustry, string> = {
  'Information Technology': 'Technologies de l’information',
  'Professional Services': 'Services professionnels',
  Construction: 'Construction',
  Healthcare: 'Santé',
  Manufacturing: 'Fabrication',
  Transportation: 'Transport',
  Education: 'Éducation',
  'Environmental Services': 'Services environnementaux',
  'Security Services': 'Services de sécurité',
  Other: 'Autre',
};

export const ONBOARDING_SERVICE_LABELS_FR: Record<OnboardingService, string> = {
  'Software Development': 'Développement de logiciels',
  'IT Consulting': 'Conseil en TI',
  'Cloud Services': 'Services infonuagiques',
  Cybersecurity: 'Cybersécurité',
  'Data Analytics': 'Analyse de données',
  'Project Management': 'Gestion de projet',
  Engineering: 'Ingénierie',
  Architecture: 'Architecture',
  'Legal Services': 'Services juridiques',
  'Financial Services': 'Services financiers',
  Marketing: 'Marketing',
  'Training & Education': 'Formation et éducation',
  'Snow Removal': 'Déneigement',
  'Cleaning & Janitorial': 'Nettoyage et entretien ménager',
  'Construction & Renovation': 'Construction et rénovation',
  'Grounds Maintenance & Landscaping': 'Entretien des terrains et aménagement paysager',
  'Equipment & Supplies': 'Équipement et fournitures',
  'Translation & Interpretation': 'Traduction et interprétation',
  'Repair & Maintenance': 'Réparation et entretien',
  'Security Guard Services': 'Services de gardiennage',
  'Transportation & Moving': 'Transport et déménagement',
  'Food Services & Catering': 'Services alimentaires et traiteur',
};

const labelIn = (labels: Record<string, string>, value: string, language: Language): string =>
  language === 'fra' && Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;

/** An industry as a reader of `language` sees it; a value outside the list (an API caller's) stays as given. */
export const industryLabel = (value: string, language: Language): string =>
  labelIn(ONBOARDING_INDUSTRY_LABELS_FR, value, language);

/** A service as a reader of `language` sees it; a value outside the list (an API caller's) stays as given. */
export const serviceLabel = (value: string, language: Language): string =>
  labelIn(ONBOARDING_SERVICE_LABELS_FR, value, language);

/** Security clearance the company holds (organisation or its staff). */
export const ONBOARDING_CLEARANCE_LEVELS = [
  'none',
  'Reliability',
  'Enhanced Reliability',
  'Secret',
  'Top Secret',
] as const;

/** Set-aside programs the company is eligible for. */
export const ONBOARDING_SET_ASIDES = [
  'Indigenous Business',
  'Comprehensive Land Claim Area',
  'Small Business',
] as const;

/** Languages the company works in (a notice may require French, English or both). */
export const ONBOARDING_LANGUAGES = ['en', 'fr'] as const;

/** A GSIN or UNSPSC code as the notices write it ("N7220", "72101500", "D302A"). */
export const commodityCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9.-]{0,19}$/, 'Not a GSIN or UNSPSC code');

export const ONBOARDING_REGIONS = [
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Nova Scotia',
  'Ontario',
  'Prince Edward Island',
  'Quebec',
  'Saskatchewan',
  'Northwest Territories',
  'Nunavut',
  'Yukon',
  'National',
] as const;

export const ONBOARDING_CERTIFICATIONS = [
  'ISO 9001',
  'ISO 27001',
  'ISO 14001',
  'Security Clearance',
  'Indigenous Business',
  'Minority-Owned Business',
  'Small Business',
  'None',
] as const;

export const ONBOARDING_CONTRACT_TYPES = [
  'Fixed Price',
  'Time & Materials',
  'Standing Offer',
  'Supply Arrangement',
  'Task Authorization',
] as const;

export const ONBOARDING_COMPANY_SIZES = ['solo', 'small', 'medium', 'large'] as const;
export const ONBOARDING_CONTRACT_VALUES = ['under100k', '100k-500k', '500k-1m', 'over1m'] as const;
export const ONBOARDING_EXPERIENCE_LEVELS = ['new', 'some', 'experienced', 'veteran'] as const;

export const ONBOARDING_STEPS = 3;
/** How many other names (aliases) a company profile lists at most. */
export const COMPANY_OTHER_NAMES_MAX = 20;

// One schema per step, so the web form and the server check the same rules.
export const onboardingStep1Schema = z.object({
  companyName: z.string().trim().min(1, 'Company name is required').max(200),
  companySize: z.enum(ONBOARDING_COMPANY_SIZES),
  industry: z.enum(ONBOARDING_INDUSTRIES),
});
/** What the company does, in its words and in codes; optional, so profiles saved before keep working. */
export const companyProfileExtrasInputSchema = z.object({
  description: z.string().trim().max(1000, 'At most 1,000 characters').default(''),
  commodityCodes: z.array(commodityCodeSchema).max(100).default([]),
  clearanceLevel: z.enum(ONBOARDING_CLEARANCE_LEVELS).nullable().default(null),
  setAsideEligibility: z.array(z.enum(ONBOARDING_SET_ASIDES)).default([]),
  /** Empty: not said (matching then assumes English, as before the question existed). */
  languages: z.array(z.enum(ONBOARDING_LANGUAGES)).default([]),
  /**
   * Other names the company wins contracts under (trade names, a former name, the French legal name): award
   * notices naming any of them, or the company name, count as the company's own.
   */
  otherNames: z
    .array(z.string().trim().min(1).max(200))
    .max(COMPANY_OTHER_NAMES_MAX, `At most ${COMPANY_OTHER_NAMES_MAX} names`)
    .default([]),
});

const onboardingStep2Fields = z.object({
  /** The listed services the company offers: optional when its description or commodity codes say its trade. */
  primaryServices: z.array(z.enum(ONBOARDING_SERVICES)).default([]),
  targetRegions: z.array(z.enum(ONBOARDING_REGIONS)).min(1, 'Choose at least one region'),
  certifications: z.array(z.enum(ONBOARDING_CERTIFICATIONS)).default([]),
});

/**
 * A profile says what the company does: a listed service, or its own words (description), or its commodity
 * codes; a trade the service list lacks (helicopter charter, office furniture) is saved with the last two alone.
 */
export const namesItsTrade = (profile: {
  primaryServices?: readonly string[];
  description?: string;
  commodityCodes?: readonly string[];
}): boolean =>
  (profile.primaryServices?.length ?? 0) > 0 ||
  (profile.description ?? '').trim() !== '' ||
  (profile.commodityCodes?.length ?? 0) > 0;

const TRADE_REQUIRED = {
  path: ['primaryServices'],
  message: 'Choose a service, describe what your company does, or add a commodity code',
};

/** Step 2 (capabilities): its fields, with the description and codes that can stand in for the services. */
export const onboardingStep2Schema = onboardingStep2Fields
  .extend({
    description: companyProfileExtrasInputSchema.shape.description,
    commodityCodes: companyProfileExtrasInputSchema.shape.commodityCodes,
  })
  .refine(namesItsTrade, TRADE_REQUIRED);

export const onboardingStep3Schema = z.object({
  averageContractValue: z.enum(ONBOARDING_CONTRACT_VALUES),
  preferredContractTypes: z
    .array(z.enum(ONBOARDING_CONTRACT_TYPES))
    .min(1, 'Choose at least one contract type'),
  experienceLevel: z.enum(ONBOARDING_EXPERIENCE_LEVELS),
});

/** What a client sends: the three steps' answers (timestamps are the server's). */
export const companyProfileInputSchema = onboardingStep1Schema
  .extend(onboardingStep2Fields.shape)
  .extend(onboardingStep3Schema.shape)
  .extend(companyProfileExtrasInputSchema.shape)
  .extend({ createdAt: z.string().optional(), lastUpdated: z.string().optional() })
  .refine(namesItsTrade, TRADE_REQUIRED);
export type CompanyProfileInput = z.input<typeof companyProfileInputSchema>;

/** The company profile as stored and returned. */
export const companyProfileSchema = z.object({
  companyName: z.string(),
  companySize: z.enum(ONBOARDING_COMPANY_SIZES),
  industry: z.enum(ONBOARDING_INDUSTRIES),
  primaryServices: z.array(z.enum(ONBOARDING_SERVICES)),
  targetRegions: z.array(z.enum(ONBOARDING_REGIONS)),
  certifications: z.array(z.enum(ONBOARDING_CERTIFICATIONS)),
  averageContractValue: z.enum(ONBOARDING_CONTRACT_VALUES),
  preferredContractTypes: z.array(z.enum(ONBOARDING_CONTRACT_TYPES)),
  experienceLevel: z.enum(ONBOARDING_EXPERIENCE_LEVELS),
  description: z.string(),
  commodityCodes: z.array(z.string()),
  clearanceLevel: z.enum(ONBOARDING_CLEARANCE_LEVELS).nullable(),
  setAsideEligibility: z.array(z.enum(ONBOARDING_SET_ASIDES)),
  languages: z.array(z.enum(ONBOARDING_LANGUAGES)),
  otherNames: z.array(z.string()),
  createdAt: z.string(),
  lastUpdated: z.string(),
});

/** A stored profile, including one saved before its description, codes, clearance, set-asides or languages. */
export const storedCompanyProfileSchema = companyProfileSchema.extend(companyProfileExtrasInputSchema.shape);
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const onboardingStateSchema = z.object({
  company_profile: companyProfileSchema.nullable(),
  onboarding_complete: z.boolean(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

/**
 * PUT /api/auth/onboarding. `company_profile: null` with `onboarding_complete: false` resets onboarding;
 * completing needs a profile.
 */
export const updateOnboardingBodySchema = z
  .object({
    company_profile: companyProfileInputSchema.nullable(),
    onboarding_complete: z.boolean(),
  })
  .refine((body) => !body.onboarding_complete || body.company_profile !== null, {
    path: ['company_profile'],
    message: 'A company profile is required to complete onboarding',
  });
export type UpdateOnboardingBody = z.input<typeof updateOnboardingBodySchema>;
