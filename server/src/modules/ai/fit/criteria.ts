import type {
  AiClearanceLevel,
  AiUserProfile,
  BusinessFact,
  FitCriterion,
  Language,
} from '@tenderscout/domain';
import type { FitText } from './phrasebook';
import { FIT_TEXT } from './phrasebooks';
import type { FitTender } from './types';
import { fold } from './vocabulary';

/** The mandatory criteria of a tender and whether the company meets each: clearance, set-aside, experience … */

const CLEARANCE_ORDER: Record<string, number> = {
  none: 0,
  Reliability: 1,
  'Enhanced Reliability': 2,
  Secret: 3,
  'Top Secret': 4,
};

const evidenceFor = (tender: FitTender, fact: BusinessFact): string | null =>
  tender.evidence.find((item) => item.fact === fact)?.sentence ?? null;

/** Whether the profile lists a certification, spelt loosely ("ISO 9001" ~ "iso9001:2015"). */
export const hasCertification = (profile: AiUserProfile, wanted: string): boolean => {
  const needle = fold(wanted).replace(/[^a-z0-9]/g, '');
  return profile.certifications.some((held) => {
    const have = fold(held).replace(/[^a-z0-9]/g, '');
    return (
      have === needle ||
      (needle.length >= 4 && (have.includes(needle) || (needle.includes(have) && have.length >= 4)))
    );
  });
};

/** The status of a clearance the tender requires against the level the staff hold. */
const clearanceStatus = (
  profile: AiUserProfile,
  tender: FitTender,
  text: FitText,
): Pick<FitCriterion, 'status' | 'detail'> => {
  const levels = tender.clearanceLevels.filter((level) => level in CLEARANCE_ORDER);
  const needed = levels.reduce((max, level) => Math.max(max, CLEARANCE_ORDER[level] ?? 0), 0);
  const neededLabel = levels.length > 0 ? levels.map(text.clearanceLevel).join(', ') : text.aClearance;
  const held: AiClearanceLevel | null = profile.security_clearance;
  const heldLabel = held ? text.clearanceLevel(held) : '';
  const organizational = tender.clearanceLevels.filter((level) => level === 'DOS' || level === 'FSC');
  if (held && held !== 'none' && (CLEARANCE_ORDER[held] ?? 0) >= Math.max(1, needed)) {
    return organizational.length > 0
      ? {
          status: 'unknown',
          detail: text.clearanceHeldPlusOrganisation(
            heldLabel,
            organizational.map(text.clearanceLevel).join(', '),
          ),
        }
      : { status: 'met', detail: text.clearanceHeld(neededLabel, heldLabel) };
  }
  if (held && held !== 'none')
    return { status: 'not_met', detail: text.clearanceHeld(neededLabel, heldLabel) };
  if (hasCertification(profile, 'Security Clearance'))
    return { status: 'unknown', detail: text.clearanceUnspecified(neededLabel) };
  // A profile that does not say (rather than saying "none") is not assumed to lack it: to check, not capped.
  if (held === null) return { status: 'unknown', detail: text.clearanceNotSaid(neededLabel) };
  return { status: 'not_met', detail: text.clearanceMissing(neededLabel) };
};

export const clearanceCriteria = (
  profile: AiUserProfile,
  tender: FitTender,
  text: FitText,
): FitCriterion[] => {
  if (!tender.clearanceRequired) return [];
  const { status, detail } = clearanceStatus(profile, tender, text);
  return [
    {
      key: 'security_clearance',
      label: text.clearanceLabel,
      status,
      mandatory: true,
      detail,
      evidence: evidenceFor(tender, 'clearance_required'),
    },
  ];
};

export const indigenousCriteria = (
  profile: AiUserProfile,
  tender: FitTender,
  text: FitText,
): FitCriterion[] => {
  if (!tender.indigenousBusinessRequired) return [];
  const isIndigenous =
    (profile.set_asides ?? []).includes('Indigenous Business') ||
    hasCertification(profile, 'Indigenous Business');
  const full = tender.indigenousSetAside !== 'partial';
  return [
    {
      key: 'indigenous_set_aside',
      label: text.indigenousLabel(full),
      status: isIndigenous ? 'met' : full ? 'not_met' : 'unknown',
      mandatory: full,
      detail: isIndigenous ? text.indigenousHeld : full ? text.indigenousFullMissing : text.indigenousPartial,
      evidence: evidenceFor(tender, 'indigenous_business_required'),
    },
  ];
};

export const experienceCriteria = (
  profile: AiUserProfile,
  tender: FitTender,
  text: FitText,
): FitCriterion[] => {
  if (!tender.experienceRequired) return [];
  const years = tender.experienceYears;
  const own = profile.experience_years;
  return [
    {
      key: 'experience',
      label: text.experienceLabel(years),
      status: years ? (own >= years ? 'met' : 'not_met') : own > 0 ? 'met' : 'unknown',
      mandatory: true,
      detail: text.experienceRequires(years, own),
      evidence: evidenceFor(tender, 'experience_required'),
    },
  ];
};

/** Business certifications (mandatory), product certifications and Canadian goods (to check). */
export const certificationCriteria = (
  profile: AiUserProfile,
  tender: FitTender,
  text: FitText,
): FitCriterion[] => {
  const criteria: FitCriterion[] = tender.businessCertifications.map((certification) => {
    const held = hasCertification(profile, certification);
    return {
      key: `certification:${certification}`,
      label: certification,
      status: held ? 'met' : 'not_met',
      mandatory: true,
      detail: held ? text.certificationHeld(certification) : text.certificationMissing(certification),
      evidence: evidenceFor(tender, 'business_certifications'),
    };
  });
  for (const certification of tender.productCertifications) {
    criteria.push({
      key: `product:${certification}`,
      label: text.productLabel(certification),
      status: 'unknown',
      mandatory: false,
      detail: text.productDetail(certification),
      evidence: evidenceFor(tender, 'product_certifications'),
    });
  }
  if (tender.canadianMade) {
    criteria.push({
      key: 'canadian_content',
      label: text.canadianLabel,
      status: 'unknown',
      mandatory: false,
      detail: text.canadianDetail(profile.canadian_business),
      evidence: evidenceFor(tender, 'canadian_made'),
    });
  }
  return criteria;
};

export const languageCriteria = (profile: AiUserProfile, tender: FitTender, text: FitText): FitCriterion[] =>
  tender.languageRequirements.map((requirement) => {
    const needs = requirement === 'bilingual' ? ['en', 'fr'] : requirement === 'french' ? ['fr'] : ['en'];
    const speaks = needs.every((language) => (profile.languages as string[]).includes(language));
    const label = text.languageName(requirement);
    return {
      key: `language:${requirement}`,
      label: text.languageLabel(label),
      status: speaks ? 'met' : 'not_met',
      mandatory: true,
      detail: text.languageDetail(label, speaks),
      evidence: evidenceFor(tender, 'language_requirements'),
    };
  });

/** The mandatory criteria of a tender and whether the profile meets each (pass/fail list of the tender page). */
export const criteriaOf = (
  profile: AiUserProfile,
  tender: FitTender,
  language: Language = 'eng',
): FitCriterion[] => {
  const text = FIT_TEXT[language];
  return [
    ...clearanceCriteria(profile, tender, text),
    ...indigenousCriteria(profile, tender, text),
    ...experienceCriteria(profile, tender, text),
    ...certificationCriteria(profile, tender, text),
    ...languageCriteria(profile, tender, text),
  ];
};
