import type { BusinessEvidence } from '@tenderscout/domain';

export interface FitTender {
  id: string;
  title: string;
  titleFr: string | null;
  description: string;
  descriptionFr: string | null;
  /** Procurement category codes (CNST, GD, SRV, SRVTGD). */
  categories: string[];
  unspscCodes: string[];
  /** UNSPSC and GSIN descriptions, both languages. */
  commodityDescriptions: string[];
  /** UNSPSC and GSIN codes with their names (for "your code …"). */
  commodities?: Array<{ code: string; en: string | null; fr: string | null }>;
  regions: string[];
  /**
   * The region of the buying office's address (a region value), or null when unknown or in Ottawa–Gatineau,
   * where head offices buy for the whole country: read only when the notice states no delivery region.
   */
  buyerRegion: string | null;
  valueAmount: number | null;
  closingAt: Date | null;
  clearanceRequired: boolean;
  clearanceLevels: string[];
  indigenousBusinessRequired: boolean;
  indigenousSetAside: 'full' | 'partial' | null;
  canadianMade: boolean;
  experienceRequired: boolean;
  experienceYears: number | null;
  businessCertifications: string[];
  productCertifications: string[];
  languageRequirements: string[];
  evidence: BusinessEvidence[];
}

export interface FitSignals {
  /** Cosine similarity between the profile and the tender embeddings, when both exist. */
  similarity: number | null;
  /** The most similar tender the user marked not applicable, if any is close. */
  dismissed: { title: string; similarity: number } | null;
}
