import { regionLabel, type BusinessEvidence, type Language } from '@tenderscout/domain';
import type { TFunction } from 'i18next';

/**
 * What a key requirement was read as, in the reader's language. The reading's own words (stored in English at
 * ingest: "full set-aside", "36 months") are a closed vocabulary; names read from the notice (certifications,
 * clearance levels) stay as the notice gives them.
 */
const FIXED = {
  'full set-aside': 'tenders.eligibility.indigenousFull',
  'partial set-aside (Indigenous stream)': 'tenders.eligibility.indigenousPartial',
  'security requirement (level in the documents)': 'tenders.eligibility.clearanceUnspecified',
  'Canadian content required': 'tenders.eligibility.canadianRequired',
  'experience required': 'tenders.eligibility.experienceRequired',
  'lowest price': 'tenders.evidence.lowestPrice',
  english: 'tenders.languages.english',
  french: 'tenders.languages.french',
  bilingual: 'tenders.languages.bilingual',
} as const;

export const evidenceValue = (item: BusinessEvidence, t: TFunction, language: Language): string => {
  const { fact, value } = item;
  if (Object.hasOwn(FIXED, value)) return t(FIXED[value as keyof typeof FIXED]);
  if (fact === 'clearance_required' && value === 'none') return t('tenders.eligibility.clearanceNone');
  const count = /^(\d+) (years|months)$/.exec(value);
  if (count) {
    const key = count[2] === 'years' ? 'tenders.eligibility.experienceYears' : 'tenders.evidence.months';
    return t(key, { count: Number(count[1]) });
  }
  if (fact === 'delivery_regions') {
    return value
      .split(', ')
      .map((region) => regionLabel(region, language))
      .join(', ');
  }
  return value;
};
