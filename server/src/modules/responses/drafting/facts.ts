import {
  formatServerMessage,
  messageLanguageOf,
  tenderProducts,
  type TenderRequirement,
} from '@tenderscout/domain';
import { coversClearance, type CompanyFacts, type DraftingContext } from './drafting-context';
import type { Phrases } from './phrasebook';
import { PHRASES } from './phrases';
import { lowerFirst, quotableExcerpt } from './prose';

/** The facts a draft rests on, read once per draft in the draft's language, and the phrases built on them. */

export interface Facts {
  ctx: DraftingContext;
  p: Phrases;
  company: CompanyFacts;
  title: string;
  org: string;
  ref: string;
  solicitation: string | null;
  /** What is bought, in the tender's language (a French tender's own commodity descriptions). */
  deliverables: string[];
  /** The notice's own summary sentences, in the draft's language where the notice has them. */
  summary: string | null;
  scope: string[];
  regions: string[];
  criteria: string | null;
  isLowestPrice: boolean;
  isTechnicalMerit: boolean;
  start: string | null;
  end: string | null;
  months: number | null;
  requirement(id: string): TenderRequirement | undefined;
}

/** The first sentences of a French description, as `ai_description` is for the English one. */
export const leadSentences = (text: string): string | null => {
  const sentences = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 30 && !/:$/.test(sentence));
  const lead = sentences.slice(0, 2).join(' ');
  return lead === '' ? null : quotableExcerpt(lead);
};

export const factsOf = (ctx: DraftingContext): Facts => {
  const { tender, requirements } = ctx;
  const p = PHRASES[ctx.language];
  const bi = tender.business_intelligence;
  const lowestPriceWords = formatServerMessage(messageLanguageOf(ctx.language), 'drafting.lowestPrice');
  const criteria = tender.selection_criteria?.trim() || (bi.lowest_price_selection ? lowestPriceWords : null);
  const french = ctx.language === 'fra' && tender.language === 'fra' && tender.description_fr;
  return {
    ctx,
    p,
    company: ctx.company,
    title: tender.title,
    org: tender.organization.name ?? p.defaultOrg,
    ref: tender.reference_number,
    solicitation: tender.solicitation_number,
    deliverables: tenderProducts(tender).slice(0, 3),
    summary: french
      ? leadSentences(tender.description)
      : (quotableExcerpt(bi.ai_description ?? '') ?? quotableExcerpt(tender.description)),
    scope: requirements.filter((r) => r.id.startsWith('scope-')).map((r) => r.evidence ?? ''),
    regions: bi.delivery_regions.length > 0 ? bi.delivery_regions : tender.regions,
    criteria,
    isLowestPrice: criteria !== null && p.isLowestPrice(criteria),
    isTechnicalMerit: criteria !== null && p.isTechnicalMerit(criteria),
    start: tender.contract_start_date,
    end: tender.contract_end_date,
    months: bi.delivery_timeline_months,
    requirement: (id) => requirements.find((r) => r.id === id),
  };
};

export const regionList = (f: Facts, regions: readonly string[]): string => f.p.list(regions.map(f.p.region));
export const deliverableList = (f: Facts): string => f.p.list(f.deliverables.map(lowerFirst));
export const periodOf = (f: Facts): string | null =>
  f.p.period({ start: f.start, end: f.end, months: f.months });
export const evaluationKind = (f: Facts): 'lowest' | 'merit' | 'other' =>
  f.isLowestPrice ? 'lowest' : f.isTechnicalMerit ? 'merit' : 'other';

export const clearanceOf = (f: Facts): string | null => {
  const bi = f.ctx.tender.business_intelligence;
  return bi.clearance_required ? f.p.clearance(bi.clearance_levels) : null;
};

/** Whether the level the profile says the company holds covers every clearance the notice names. */
export const coversNoticeClearance = (f: Facts): boolean =>
  coversClearance(f.company.clearanceLevel, f.ctx.tender);

/** The company's certifications to name; a clearance named by its level is not named again as a certificate. */
export const namedCertifications = (company: CompanyFacts): string[] =>
  company.clearanceLevel
    ? company.certifications.filter((held) => held !== 'Security Clearance')
    : company.certifications;

export const requiredCertifications = (f: Facts): string[] => {
  const bi = f.ctx.tender.business_intelligence;
  return [...new Set([...bi.business_certifications, ...bi.product_certifications])];
};

export const holds = (company: CompanyFacts, certification: string): boolean =>
  company.certifications.some((held) => held.toLowerCase() === certification.toLowerCase());

/** Whether the working languages the profile lists cover what the notice asks (English, French or both). */
export const speaksRequired = (f: Facts): boolean => {
  const required = f.ctx.tender.business_intelligence.language_requirements;
  const spoken = f.company.languages;
  const needs = required.includes('bilingual')
    ? ['en', 'fr']
    : required.map((language) => (language === 'french' ? 'fr' : 'en'));
  return needs.every((language) => spoken.includes(language));
};
