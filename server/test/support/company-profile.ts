import type { CompanyProfileInput } from '@tenderscout/domain';
import type { TestUser } from './accounts';
import type { TestApp } from './test-app';

/** An IT company in Ontario (the company-profile twin of the AI tests' default profile). */
export const IT_COMPANY: CompanyProfileInput = {
  companyName: 'Northern Code Inc.',
  companySize: 'small',
  industry: 'Information Technology',
  primaryServices: ['Software Development'],
  targetRegions: ['Ontario'],
  certifications: [],
  averageContractValue: '100k-500k',
  preferredContractTypes: ['Fixed Price'],
  experienceLevel: 'experienced',
};

/** Saves `user`'s company profile through PUT /api/auth/onboarding (onboarding complete). */
export const saveCompanyProfile = async (
  t: TestApp,
  user: TestUser,
  overrides: Partial<CompanyProfileInput> = {},
): Promise<void> => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/onboarding',
    headers: user.headers,
    payload: { onboarding_complete: true, company_profile: { ...IT_COMPANY, ...overrides } },
  });
  if (response.statusCode !== 200) throw new Error(`saving the company profile failed: ${response.body}`);
};
