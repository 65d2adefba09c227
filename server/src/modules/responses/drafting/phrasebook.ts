import type { ClearanceLevel, CompanyProfile } from '@tenderscout/domain';
import type { CompanyFacts } from './drafting-context';

export type Size = NonNullable<CompanyFacts['size']>;
export type Experience = NonNullable<CompanyFacts['experience']>;
export type ContractValue = NonNullable<CompanyFacts['contractValue']>;
export type HeldClearance = NonNullable<CompanyFacts['clearanceLevel']>;

export interface Period {
  start: string | null;
  end: string | null;
  months: number | null;
}

/** Every sentence the composer writes, in one language (phrases.ts: the catalogue's `drafting.*` messages). */
export interface Phrases {
  list: (items: readonly string[]) => string;
  /** A region value (`Manitoba`, `National`) as prose. */
  region: (region: string) => string;
  date(isoDate: string): string;
  closing(iso: string): string;
  money(amount: number): string;
  clearance(levels: readonly ClearanceLevel[]): string;
  languages(requirements: readonly string[]): string | null;
  defaultOrg: string;
  isLowestPrice(criteria: string): boolean;
  isTechnicalMerit(criteria: string): boolean;
  gap(what: 'company' | 'team' | 'pricing'): string;
  /**
   * A claim the company profile does not support (a clearance, Indigenous status, a certification), for the
   * writer to confirm: always this one marker, never the claim asserted.
   */
  toConfirm(note: string): string;
  /** A certification's name in this language (the profile holds the English names). */
  certificationName: (certification: string) => string;
  period(p: Period): string | null;

  // Executive summary
  opening(o: {
    company: string;
    org: string;
    title: string;
    ref: string;
    solicitation: string | null;
    summary: string | null;
  }): string;
  /** A note quoting the user's own upload, never presented as the notice's words. */
  ownUpload(o: { filename: string; quote: string }): string;
  companyIntro(o: {
    company: string;
    size: Size;
    industry: CompanyProfile['industry'];
    services: string[];
    experience: Experience;
    certifications: string[];
    /** What the company sells, in its own words, quoted as written ('' when it has not said). */
    description: string;
    /** The clearance the company holds, by level (null: none, or not said). */
    clearance: HeldClearance | null;
  }): string;
  commitDeliver(deliverables: string): string;
  commitServe(regions: string): string;
  commitPeriod(period: string): string;
  commitClearance(clearance: string): string;
  commitExperience(years: number | null): string;
  commitCertifications(certifications: string): string;
  commitLanguage(language: string): string;
  /** The commitments, each with the note to confirm it when the profile does not support it. */
  commitments(items: Array<{ text: string; note: string | null }>): string;
  /** "Your company profile does not list {claim}", the note a marker carries. */
  unlisted(claim: string): string;
  experienceNote(years: number | null): string;
  languageNote(language: string): string;
  evaluation(kind: 'lowest' | 'merit' | 'other', criteria: string): string;

  // Technical approach
  understanding(o: { org: string; what: string; listed: boolean; scope: string[] }): string;
  workOf(title: string): string;
  deliverable(o: {
    deliverable: string;
    company: string;
    service: string | undefined;
    regions: string | null;
    org: string;
  }): string;
  method(o: {
    org: string;
    start: string | null;
    what: string;
    listed: boolean;
    iso9001: boolean;
    title: string;
  }): string;
  serviceArea(o: { regions: string; served: string[]; others: string[]; company: string }): string;
  technicalMerit(criteria: string): string;

  // Project team
  team(o: { size: Size; org: string; firstDeliverable: string | null }): string;
  security(o: {
    clearance: string;
    company: string;
    /** The level the profile says the company holds (null: none, or not said). */
    held: HeldClearance | null;
    /** Whether that level covers every clearance the notice names. */
    covers: boolean;
    /** The profile lists "Security Clearance" among its certifications without a level. */
    heldWithoutLevel: boolean;
    evidence: string | null;
  }): string;
  experienceRequired(o: { years: number | null; company: string; experience: Experience | null }): string;
  experienceOnly(company: string, experience: Experience): string;
  /** `supported`: the profile lists the working languages the notice needs. */
  language(language: string, supported: boolean): string;

  // Timeline
  keyDates(o: { closing: string | null; period: string | null }): string;
  milestonesFromStart(o: { org: string; start: string }): string[];
  milestonesFromAward(org: string): string[];
  ongoingDelivery(o: { deliverables: string; regions: string | null; months: number | null }): string;
  closeOut(o: { end: string | null; months: number | null }): string | null;
  milestones(items: string[]): string;

  // Budget
  pricingBasis(kind: 'lowest' | 'merit' | 'other', criteria: string): string;
  priceTerms(o: { amount: number | null; period: string | null; regions: string | null }): string;
  pricingStructure(o: {
    contractTypes: string[];
    deliverables: string | null;
    contractValue: ContractValue | null;
    company: string;
  }): string;

  // Additional information
  indigenous(o: { partial: boolean; company: string; holds: boolean }): string;
  certification(o: { certification: string; company: string; holds: boolean }): string;
  canadianContent: string;
  otherCertifications(company: string, certifications: string): string;
  terms(o: { company: string; solicitation: string; title: string; agreements: string[] }): string;
}
