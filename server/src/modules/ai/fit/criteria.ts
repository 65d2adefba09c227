import {
  formatServerMessage,
  messageLanguageOf,
  type AiClearanceLevel,
  type AiUserProfile,
  type BusinessFact,
  type FitCriterion,
  type Language,
  type MessageLanguage,
} from '@tenderscout/domain';
import type { FitTender } from './types';
import { fold } from './vocabulary';
import { clearanceLevelLabel } from './wording';

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
  lang: MessageLanguage,
): Pick<FitCriterion, 'status' | 'detail'> => {
  const levelsLabel = (levels: string[]) =>
    levels.map((level) => clearanceLevelLabel(level, lang)).join(', ');
  const levels = tender.clearanceLevels.filter((level) => level in CLEARANCE_ORDER);
  const needed = levels.reduce((max, level) => Math.max(max, CLEARANCE_ORDER[level] ?? 0), 0);
  const neededLabel = levels.length > 0 ? levelsLabel(levels) : formatServerMessage(lang, 'fit.aClearance');
  const held: AiClearanceLevel | null = profile.security_clearance;
  const heldLabel = held ? clearanceLevelLabel(held, lang) : '';
  const organizational = tender.clearanceLevels.filter((level) => level === 'DOS' || level === 'FSC');
  const heldDetail = formatServerMessage(lang, 'fit.clearanceHeld', { needed: neededLabel, held: heldLabel });
  if (held && held !== 'none' && (CLEARANCE_ORDER[held] ?? 0) >= Math.max(1, needed)) {
    return organizational.length > 0
      ? {
          status: 'unknown',
          detail: formatServerMessage(lang, 'fit.clearanceHeldPlusOrganisation', {
            held: heldLabel,
            organisation: levelsLabel(organizational),
          }),
        }
      : { status: 'met', detail: heldDetail };
  }
  if (held && held !== 'none') return { status: 'not_met', detail: heldDetail };
  if (hasCertification(profile, 'Security Clearance'))
    return {
      status: 'unknown',
      detail: formatServerMessage(lang, 'fit.clearanceUnspecified', { needed: neededLabel }),
    };
  // A profile that does not say (rather than saying "none") is not assumed to lack it: to check, not capped.
  if (held === null)
    return {
      status: 'unknown',
      detail: formatServerMessage(lang, 'fit.clearanceNotSaid', { needed: neededLabel }),
    };
  return {
    status: 'not_met',
    detail: formatServerMessage(lang, 'fit.clearanceMissing', { needed: neededLabel }),
  };
};

export const clearanceCriteria = (
  profile: AiUserProfile,
  tender: FitTender,
  language: Language,
): FitCriterion[] => {
  const lang = messageLanguageOf(language);
  if (!tender.clearanceRequired) return [];
  const { status, detail } = clearanceStatus(profile, tender, lang);
  return [
    {
      key: 'security_clearance',
      label: formatServerMessage(lang, 'fit.clearanceLabel'),
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
  language: Language,
): FitCriterion[] => {
  const lang = messageLanguageOf(language);
  if (!tender.indigenousBusinessRequired) return [];
  const isIndigenous =
    (profile.set_asides ?? []).includes('Indigenous Business') ||
    hasCertification(profile, 'Indigenous Business');
  const full = tender.indigenousSetAside !== 'partial';
  return [
    {
      key: 'indigenous_set_aside',
      label: formatServerMessage(lang, full ? 'fit.indigenousLabel.full' : 'fit.indigenousLabel.partial'),
      status: isIndigenous ? 'met' : full ? 'not_met' : 'unknown',
      mandatory: full,
      detail: formatServerMessage(
        lang,
        isIndigenous ? 'fit.indigenousHeld' : full ? 'fit.indigenousFullMissing' : 'fit.indigenousPartial',
      ),
      evidence: evidenceFor(tender, 'indigenous_business_required'),
    },
  ];
};

export const experienceCriteria = (
  profile: AiUserProfile,
  tender: FitTender,
  language: Language,
): FitCriterion[] => {
  const lang = messageLanguageOf(language);
  if (!tender.experienceRequired) return [];
  const years = tender.experienceYears;
  const own = profile.experience_years;
  return [
    {
      key: 'experience',
      label: years
        ? formatServerMessage(lang, 'fit.experienceLabel', { count: years })
        : formatServerMessage(lang, 'fit.experienceRelevant'),
      status: years ? (own >= years ? 'met' : 'not_met') : own > 0 ? 'met' : 'unknown',
      mandatory: true,
      detail: years
        ? formatServerMessage(lang, 'fit.experienceRequires', { count: years, own })
        : formatServerMessage(lang, 'fit.experienceSimilar', { count: own }),
      evidence: evidenceFor(tender, 'experience_required'),
    },
  ];
};

/** Business certifications (mandatory), product certifications and Canadian goods (to check). */
export const certificationCriteria = (
  profile: AiUserProfile,
  tender: FitTender,
  language: Language,
): FitCriterion[] => {
  const lang = messageLanguageOf(language);
  const criteria: FitCriterion[] = tender.businessCertifications.map((certification) => {
    const held = hasCertification(profile, certification);
    return {
      key: `certification:${certification}`,
      label: certification,
      status: held ? 'met' : 'not_met',
      mandatory: true,
      detail: formatServerMessage(lang, held ? 'fit.certificationHeld' : 'fit.certificationMissing', {
        certification,
      }),
      evidence: evidenceFor(tender, 'business_certifications'),
    };
  });
  for (const certification of tender.productCertifications) {
    criteria.push({
      key: `product:${certification}`,
      label: formatServerMessage(lang, 'fit.productLabel', { certification }),
      status: 'unknown',
      mandatory: false,
      detail: formatServerMessage(lang, 'fit.productDetail', { certification }),
      evidence: evidenceFor(tender, 'product_certifications'),
    });
  }
  if (tender.canadianMade) {
    criteria.push({
      key: 'canadian_content',
      label: formatServerMessage(lang, 'fit.canadianLabel'),
      status: 'unknown',
      mandatory: false,
      detail: formatServerMessage(
        lang,
        profile.canadian_business ? 'fit.canadianDetail.canadianBusiness' : 'fit.canadianDetail.other',
      ),
      evidence: evidenceFor(tender, 'canadian_made'),
    });
  }
  return criteria;
};

/** The languages a company must work in for each language requirement. */
const WORK_LANGUAGES = { bilingual: ['en', 'fr'], french: ['fr'], english: ['en'] } as const;

export const languageCriteria = (
  profile: AiUserProfile,
  tender: FitTender,
  language: Language,
): FitCriterion[] =>
  tender.languageRequirements.map((requirement) => {
    const lang = messageLanguageOf(language);
    const work = requirement === 'bilingual' || requirement === 'french' ? requirement : 'english';
    const speaks = WORK_LANGUAGES[work].every((spoken) => (profile.languages as string[]).includes(spoken));
    const name = formatServerMessage(lang, `fit.languageNames.${work}`);
    return {
      key: `language:${requirement}`,
      label: formatServerMessage(lang, 'fit.languageLabel', { name }),
      status: speaks ? 'met' : 'not_met',
      mandatory: true,
      detail: formatServerMessage(lang, speaks ? 'fit.languageSpoken' : 'fit.languageMissing', { name }),
      evidence: evidenceFor(tender, 'language_requirements'),
    };
  });

/** The mandatory criteria of a tender and whether the profile meets each (pass/fail list of the tender page). */
export const criteriaOf = (
  profile: AiUserProfile,
  tender: FitTender,
  language: Language = 'eng',
): FitCriterion[] => {
  return [
    ...clearanceCriteria(profile, tender, language),
    ...indigenousCriteria(profile, tender, language),
    ...experienceCriteria(profile, tender, language),
    ...certificationCriteria(profile, tender, language),
    ...languageCriteria(profile, tender, language),
  ];
};
