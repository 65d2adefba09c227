import type { CompanyProfile, OnboardingState } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { readCompanyProfile, usersStore } from '../auth';

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

export const saveOnboarding = async (
  db: Db,
  userId: string,
  input: {
    company_profile: Omit<CompanyProfile, 'createdAt' | 'lastUpdated'> | null;
    onboarding_complete: boolean;
  },
): Promise<OnboardingState> => {
  const current = await usersStore.findById(db, userId);
  if (!current) throw new AppError('unauthorized', 'auth.accountInactive');
  const now = new Date().toISOString();
  const profile: CompanyProfile | null = input.company_profile
    ? {
        ...input.company_profile,
        primaryServices: unique(input.company_profile.primaryServices),
        targetRegions: unique(input.company_profile.targetRegions),
        certifications: unique(input.company_profile.certifications),
        preferredContractTypes: unique(input.company_profile.preferredContractTypes),
        commodityCodes: unique(input.company_profile.commodityCodes),
        setAsideEligibility: unique(input.company_profile.setAsideEligibility),
        languages: unique(input.company_profile.languages),
        createdAt: readCompanyProfile(await usersStore.orgProfile(db, userId))?.createdAt ?? now,
        lastUpdated: now,
      }
    : null;
  const updated = await usersStore.setOnboarding(db, userId, profile, input.onboarding_complete);
  if (!updated) throw new AppError('unauthorized', 'auth.accountInactive');
  return { company_profile: profile, onboarding_complete: updated.onboarding_complete };
};
