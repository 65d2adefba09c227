import type { FitFactor } from '@tenderscout/domain';

/** What the fit score says, in English and Canadian French (one interface, so both languages stay in step). */

export const NB = '\u00a0';
export const quoteFr = (text: string): string => `«${NB}${text}${NB}»`;
export const yearsFr = (count: number): string => `${count}${NB}an${count > 1 ? 's' : ''}`;

export const CLEARANCE_FR: Record<string, string> = {
  Reliability: 'Fiabilité',
  'Enhanced Reliability': 'Fiabilité approfondie',
  Secret: 'Secret',
  'Top Secret': 'Très secret',
  DOS: 'VOD',
  FSC: 'ASI',
};

export interface FitText {
  noServices: string;
  specInTitle(specialization: string, title: string): { detail: string; reason: string };
  specInCommodities(specialization: string, commodity: string): { detail: string; reason: string };
  specInDescription(specialization: string): { detail: string; reason: string };
  industry(industry: string, segment: string | undefined): { detail: string; reason: string };
  similar(similarity: number): { detail: string; reason: string };
  yourCode(label: string): { detail: string; reason: string };
  describedIn(
    term: string,
    where: 'title' | 'commodities' | 'description',
    title: string,
  ): { detail: string; reason: string };
  noRegionPreference: string;
  regionNotStated: string;
  regionBuyer(region: string): string;
  regionBuyerOutside(region: string, wanted: string): string;
  regionOverlap(regions: string): string;
  regionYouNational(regions: string): string;
  regionTenderNational: string;
  regionNext(regions: string): string;
  regionOutside(regions: string, wanted: string): string;
  clearanceLevel: (level: string) => string;
  aClearance: string;
  clearanceLabel: string;
  clearanceHeldPlusOrganisation(held: string, organisation: string): string;
  clearanceHeld(needed: string, held: string): string;
  clearanceUnspecified(needed: string): string;
  clearanceMissing(needed: string): string;
  clearanceNotSaid(needed: string): string;
  indigenousLabel(full: boolean): string;
  indigenousHeld: string;
  indigenousFullMissing: string;
  indigenousPartial: string;
  experienceLabel(years: number | null): string;
  experienceRequires(years: number | null, own: number): string;
  certificationHeld(certification: string): string;
  certificationMissing(certification: string): string;
  productLabel(certification: string): string;
  productDetail(certification: string): string;
  canadianLabel: string;
  canadianDetail(canadianBusiness: boolean): string;
  languageName(requirement: string): string;
  languageLabel(name: string): string;
  languageDetail(name: string, speaks: boolean): string;
  money: (value: number) => string;
  valueNotDisclosed: string;
  sizeUsual(value: string): string;
  sizeOther(value: string, larger: boolean): string;
  sizeWithinReach(value: string): string;
  sizeLarge(value: string): string;
  yearsRequired(years: number, required: number): string;
  years(years: number): string;
  yearsNew(years: number): string;
  factorLabels: Record<FitFactor['key'], string>;
  noMandatory: string;
  mandatoryMet(met: number, total: number): string;
  capped(detail: string): string;
  closed(date: string): string;
  date(value: Date): string;
  notYourWork: string;
  dismissed(title: string): string;
  closesSoon(days: number, lowTolerance: boolean): string;
}
