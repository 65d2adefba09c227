import { DEFAULT_AI_PROFILE, type AiUserProfile } from '@tenderscout/domain';
import type { FitTender } from './types';

/** A fixed "now" and a plain open software tender for the fit model's unit tests. */
export const NOW = Date.parse('2026-11-24T12:00:00Z');
export const DAY = 86_400_000;

export const fitTender = (overrides: Partial<FitTender> = {}): FitTender => ({
  id: 't1',
  title: 'SAP software development and support',
  titleFr: null,
  description: 'Software development services for the SAP platform.',
  descriptionFr: null,
  categories: ['SRV'],
  unspscCodes: [],
  commodityDescriptions: [],
  regions: ['Ontario'],
  buyerRegion: null,
  valueAmount: 300_000,
  closingAt: new Date(NOW + 30 * DAY),
  clearanceRequired: false,
  clearanceLevels: [],
  indigenousBusinessRequired: false,
  indigenousSetAside: null,
  canadianMade: false,
  experienceRequired: false,
  experienceYears: null,
  businessCertifications: [],
  productCertifications: [],
  languageRequirements: [],
  evidence: [],
  ...overrides,
});

export const fitProfile = (overrides: Partial<AiUserProfile> = {}): AiUserProfile => ({
  ...DEFAULT_AI_PROFILE,
  specializations: ['Software Development'],
  ...overrides,
});
