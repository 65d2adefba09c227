import {
  ONBOARDING_CERTIFICATIONS,
  formatServerMessage,
  messageLanguageOf,
  listTenderRequirements,
  normaliseForMatch,
  type CompanyProfile,
  type Language,
  type TenderDetail,
  type TenderRequirement,
} from '@tenderscout/domain';

/**
 * Everything a draft may rest on: the tender's own data, its extracted requirements, the user's company
 * profile and the user's own uploads to the tender (labelled as theirs). The composer and the LLM prompt read only this, so neither can ground a draft on anything else.
 */

export interface CompanyFacts {
  /** False when the user has not completed onboarding: drafts then leave marked gaps instead of inventing. */
  hasProfile: boolean;
  name: string;
  size: CompanyProfile['companySize'] | null;
  industry: string | null;
  services: string[];
  /** The services that share words with the tender (all of them when none do). */
  relevantServices: string[];
  regions: string[];
  certifications: string[];
  contractValue: CompanyProfile['averageContractValue'] | null;
  contractTypes: string[];
  experience: CompanyProfile['experienceLevel'] | null;
  /** What the company sells, in its own words ('' when it has not said). */
  description: string;
  commodityCodes: string[];
  /** The security clearance the company holds (null: none, or not said). */
  clearanceLevel: Exclude<CompanyProfile['clearanceLevel'], 'none'> | null;
  /** Set-aside programs the company is eligible for (Indigenous Business …). */
  setAsides: string[];
  /** The working languages the profile lists (`en`, `fr`); empty when not said. */
  languages: string[];
}

/** A processed upload of the drafting user to this tender: their own material, never the notice's. */
export interface OwnUpload {
  filename: string;
  text: string;
}

export interface DraftingContext {
  language: Language;
  tender: TenderDetail;
  requirements: TenderRequirement[];
  company: CompanyFacts;
  /** The caller's own uploads only (another user's never reach a draft); quoted as "your uploaded document". */
  ownUploads: OwnUpload[];
}

const wordsOf = (text: string): Set<string> =>
  new Set(
    normaliseForMatch(text)
      .trim()
      .split(' ')
      .filter((word) => word.length >= 4),
  );

/** Services whose words (or their 5-letter stems) appear in the tender's title, description or products. */
const relevantServicesOf = (services: string[], tender: TenderDetail): string[] => {
  const tenderWords = wordsOf(
    [tender.title, tender.description, tender.business_intelligence.ai_product_description ?? ''].join(' '),
  );
  const stems = new Set([...tenderWords].map((word) => word.slice(0, 5)));
  const relevant = services.filter((service) =>
    [...wordsOf(service)].some((word) => tenderWords.has(word) || stems.has(word.slice(0, 5))),
  );
  return relevant.length > 0 ? relevant : services;
};

const PERSONNEL_CLEARANCE_ORDER: Record<string, number> = {
  Reliability: 1,
  'Enhanced Reliability': 2,
  Secret: 3,
  'Top Secret': 4,
};

/**
 * Whether the profile's clearance covers what the notice asks: every personnel level it names is at or below
 * the one held. An organisation clearance (DOS, FSC) is not assumed from a personnel level.
 */
export const coversClearance = (held: string | null, tender: TenderDetail): boolean => {
  const bi = tender.business_intelligence;
  if (!held || !bi.clearance_required) return false;
  if (bi.clearance_levels.some((level) => !(level in PERSONNEL_CLEARANCE_ORDER))) return false;
  const rank = PERSONNEL_CLEARANCE_ORDER[held] ?? 0;
  return bi.clearance_levels.every((level) => (PERSONNEL_CLEARANCE_ORDER[level] ?? Infinity) <= rank);
};

/**
 * What the company holds, as the section writers check it: its certifications, plus what onboarding now asks
 * apart and used to list among them (its Indigenous or small-business set-aside eligibility, and "Security
 * Clearance" when its level covers the notice's). Anything else stays unheld, so the draft marks it for the
 * writer to confirm instead of asserting it.
 */
const heldCertifications = (profile: CompanyProfile, tender: TenderDetail): string[] => {
  const held: string[] = profile.certifications.filter((certification) => certification !== 'None');
  const formerCertifications: readonly string[] = ONBOARDING_CERTIFICATIONS;
  const setAsides = profile.setAsideEligibility.filter((item) => formerCertifications.includes(item));
  const clearance = profile.clearanceLevel === 'none' ? null : profile.clearanceLevel;
  if (coversClearance(clearance, tender)) held.push('Security Clearance');
  return [...new Set([...held, ...setAsides])];
};

export const buildDraftingContext = (options: {
  tender: TenderDetail;
  profile: CompanyProfile | null;
  /** The account's company name, used when there is no profile. */
  accountCompany: string | null;
  language: Language;
  ownUploads?: OwnUpload[];
}): DraftingContext => {
  const { tender, profile } = options;
  const services = profile ? [...profile.primaryServices] : [];
  const company: CompanyFacts = {
    hasProfile: profile !== null,
    name:
      profile?.companyName.trim() ||
      options.accountCompany?.trim() ||
      formatServerMessage(messageLanguageOf(options.language), 'drafting.ourCompany'),
    size: profile?.companySize ?? null,
    industry: profile?.industry ?? null,
    services,
    relevantServices: relevantServicesOf(services, tender),
    regions: profile ? [...profile.targetRegions] : [],
    certifications: profile ? heldCertifications(profile, tender) : [],
    contractValue: profile?.averageContractValue ?? null,
    contractTypes: profile ? [...profile.preferredContractTypes] : [],
    experience: profile?.experienceLevel ?? null,
    description: profile?.description.trim() ?? '',
    commodityCodes: profile ? [...profile.commodityCodes] : [],
    clearanceLevel: profile?.clearanceLevel === 'none' ? null : (profile?.clearanceLevel ?? null),
    setAsides: profile ? [...profile.setAsideEligibility] : [],
    languages: profile ? [...profile.languages] : [],
  };
  return {
    language: options.language,
    tender,
    requirements: listTenderRequirements(tender),
    company,
    ownUploads: options.ownUploads ?? [],
  };
};
