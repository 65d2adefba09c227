import {
  formatServerMessage,
  messageLanguageOf,
  regionLabel,
  regionValueOf,
  type AiUserProfile,
  type FitCriterion,
  type Language,
  type MessageLanguage,
} from '@tenderscout/domain';
import type { FitTender } from './types';
import { clamp } from './weights';
import { fitMoney } from './wording';

/** The factors other than services: region, mandatory requirements, contract size and experience. */

export interface FactorOutcome {
  score: number;
  detail: string;
}

const NCR_PROVINCES = new Set(['Ontario', 'Quebec']);

/** Ottawa and Gatineau: head offices that buy for the whole country, so their address says nothing of where. */
const HEAD_OFFICE_CITIES = /^(ottawa|gatineau|hull|nepean|kanata|orl[eé]ans)\b/i;

/** The region of a buying office's address (a region value), or null when unknown or in Ottawa–Gatineau. */
export const buyerRegionOf = (province: string | null, city: string | null): string | null => {
  if (!province || (city && HEAD_OFFICE_CITIES.test(city.trim()))) return null;
  return regionValueOf(province) ?? null;
};

/**
 * No delivery region stated: the buying office's region is a hint (a regional office buys for its region): in
 * one of the company's regions 0.8, elsewhere 0.35; unknown 0.5.
 */
const regionByBuyer = (
  wanted: string[],
  buyerRegion: string | null,
  lang: MessageLanguage,
  label: (values: string[]) => string,
): { score: number; detail: string; good: boolean } => {
  if (!buyerRegion || wanted.includes('National'))
    return { score: 0.5, detail: formatServerMessage(lang, 'fit.regionNotStated'), good: false };
  const region = label([buyerRegion]);
  return wanted.includes(buyerRegion)
    ? { score: 0.8, detail: formatServerMessage(lang, 'fit.regionBuyer', { region }), good: true }
    : {
        score: 0.35,
        detail: formatServerMessage(lang, 'fit.regionBuyerOutside', { region, wanted: label(wanted) }),
        good: false,
      };
};

/** Region: one of the company's regions 1, it works nationally 0.9, a national tender or next to its region 0.8. */
export const regionOf = (
  profile: AiUserProfile,
  tender: FitTender,
  language: Language,
): { score: number; detail: string; good: boolean } => {
  const lang = messageLanguageOf(language);
  const wanted: string[] = profile.regions;
  const label = (values: string[]) => values.map((value) => regionLabel(value, language)).join(', ');
  const regions = label(tender.regions);
  if (wanted.length === 0)
    return { score: 1, detail: formatServerMessage(lang, 'fit.noRegionPreference'), good: false };
  if (tender.regions.length === 0) return regionByBuyer(wanted, tender.buyerRegion, lang, label);
  const overlap = tender.regions.filter((region) => wanted.includes(region));
  if (overlap.length > 0)
    return {
      score: 1,
      detail: formatServerMessage(lang, 'fit.regionOverlap', { regions: label(overlap) }),
      good: true,
    };
  if (wanted.includes('National'))
    return {
      score: 0.9,
      detail: formatServerMessage(lang, 'fit.regionYouNational', { regions }),
      good: true,
    };
  if (tender.regions.includes('National'))
    return { score: 0.8, detail: formatServerMessage(lang, 'fit.regionTenderNational'), good: true };
  const ncr = 'National Capital Region (NCR)';
  if (
    (tender.regions.includes(ncr) && wanted.some((region) => NCR_PROVINCES.has(region))) ||
    (wanted.includes(ncr) && tender.regions.some((region) => NCR_PROVINCES.has(region)))
  )
    return { score: 0.8, detail: formatServerMessage(lang, 'fit.regionNext', { regions }), good: true };
  return {
    score: 0,
    detail: formatServerMessage(lang, 'fit.regionOutside', { regions, wanted: label(wanted) }),
    good: false,
  };
};

/** Mandatory requirements: met 1, to check ½, not met 0, averaged (1 when there are none). */
export const requirementsOf = (criteria: FitCriterion[], language: Language): FactorOutcome => {
  const lang = messageLanguageOf(language);
  const mandatory = criteria.filter((criterion) => criterion.mandatory);
  if (mandatory.length === 0) return { score: 1, detail: formatServerMessage(lang, 'fit.noMandatory') };
  const score =
    mandatory.reduce(
      (sum, item) => sum + (item.status === 'met' ? 1 : item.status === 'unknown' ? 0.5 : 0),
      0,
    ) / mandatory.length;
  const met = mandatory.filter((item) => item.status === 'met').length;
  return {
    score,
    detail: formatServerMessage(lang, 'fit.mandatoryMet', { count: met, total: mandatory.length }),
  };
};

const VALUE_BANDS: Record<string, [number, number]> = {
  under100k: [0, 100_000],
  '100k-500k': [100_000, 500_000],
  '500k-1m': [500_000, 1_000_000],
  over1m: [1_000_000, Number.POSITIVE_INFINITY],
};
const BAND_ORDER = ['under100k', '100k-500k', '500k-1m', 'over1m'];
const CAPACITY: Record<string, number> = { solo: 250_000, sme: 5_000_000, large: Number.POSITIVE_INFINITY };

/** Contract size: near the company's usual contracts, else within the reach of its size. */
export const contractSizeOf = (
  profile: AiUserProfile,
  tender: FitTender,
  language: Language,
): FactorOutcome => {
  const lang = messageLanguageOf(language);
  const value = tender.valueAmount;
  if (value === null || value <= 0)
    return { score: 0.6, detail: formatServerMessage(lang, 'fit.valueNotDisclosed') };
  const amount = fitMoney(value, lang);
  if (profile.average_contract_value) {
    const band = BAND_ORDER.findIndex((key) => {
      const [low, high] = VALUE_BANDS[key]!;
      return value >= low && value < high;
    });
    const own = BAND_ORDER.indexOf(profile.average_contract_value);
    const distance = Math.abs(band - own);
    const score = [1, 0.7, 0.4, 0.2][distance] ?? 0.2;
    return {
      score,
      detail: formatServerMessage(
        lang,
        distance === 0 ? 'fit.sizeUsual' : band > own ? 'fit.sizeLarger' : 'fit.sizeSmaller',
        { value: amount },
      ),
    };
  }
  const capacity = CAPACITY[profile.company_size] ?? CAPACITY.sme!;
  if (value <= capacity)
    return { score: 1, detail: formatServerMessage(lang, 'fit.sizeWithinReach', { value: amount }) };
  return {
    score: value <= capacity * 4 ? 0.6 : 0.3,
    detail: formatServerMessage(lang, 'fit.sizeLarge', { value: amount }),
  };
};

/** Experience: the years the tender asks for, else three years or more. */
export const experienceOf = (
  profile: AiUserProfile,
  tender: FitTender,
  language: Language,
): FactorOutcome => {
  const lang = messageLanguageOf(language);
  const years = profile.experience_years;
  const required = tender.experienceYears;
  if (required) {
    const detail = formatServerMessage(lang, 'fit.yearsRequired', {
      years: formatServerMessage(lang, 'fit.yearCount', { count: years }),
      count: required,
    });
    return { score: years >= required ? 1 : clamp(years / required), detail };
  }
  if (years >= 3) return { score: 1, detail: formatServerMessage(lang, 'fit.years', { count: years }) };
  return { score: 0.7 + 0.1 * years, detail: formatServerMessage(lang, 'fit.yearsNew', { count: years }) };
};
