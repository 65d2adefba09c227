import type { CompanyProfile } from '@tenderscout/domain';

/** The company profile every demo starts with, so it shows the product rather than the questionnaire. */
export const DEMO_COMPANY_PROFILE = {
  companyName: 'TenderScout Demo Inc.',
  companySize: 'small',
  industry: 'Information Technology',
  primaryServices: ['Software Development', 'IT Consulting'],
  targetRegions: ['Ontario', 'National'],
  certifications: ['ISO 9001'],
  averageContractValue: '100k-500k',
  preferredContractTypes: ['Fixed Price', 'Standing Offer'],
  experienceLevel: 'some',
  description: '',
  commodityCodes: [],
  clearanceLevel: null,
  setAsideEligibility: [],
  languages: ['en'],
  otherNames: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  lastUpdated: '2025-01-01T00:00:00.000Z',
} satisfies CompanyProfile;
