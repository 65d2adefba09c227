import { z } from 'zod';
import { en } from './i18n/en';
import { formatEnglishMessage } from './i18n/catalogue';
import {
  commodityCodeSchema,
  ONBOARDING_CERTIFICATIONS,
  ONBOARDING_CONTRACT_VALUES,
  ONBOARDING_INDUSTRIES,
  ONBOARDING_SERVICES,
  ONBOARDING_SET_ASIDES,
  type CompanyProfile,
} from './onboarding';
import { REGIONS, regionValueSchema, type RegionValue } from './tender';

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
      message: formatEnglishMessage('ai.unknownRegion', { region: value.slice(0, 60) }),
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
