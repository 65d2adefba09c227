import { storedCompanyProfileSchema, type CompanyProfile, type OnboardingState } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { usersStore, type UserRow } from '../users/users.store';

/** A stored profile that no longer fits the options (an option was renamed) reads as none rather than failing. */
const readProfile = (row: UserRow): CompanyProfile | null => {
  const parsed = storedCompanyProfileSchema.safeParse(row.company_profile);
  return parsed.success ? parsed.data : null;
};

const presentState = (row: UserRow): OnboardingState => ({
  company_profile: readProfile(row),
  onboarding_complete: row.onboarding_complete,
});

export const getOnboarding = async (db: Db, userId: string): Promise<OnboardingState> => {
  const row = await usersStore.findById(db, userId);
  if (!row) throw new AppError('unauthorized', 'auth.accountInactive');
  return presentState(row);
};

/** The caller's company profile, for other modules (recommendations, fit scores, drafting). */
export const getCompanyProfile = async (db: Db, userId: string): Promise<CompanyProfile | null> => {
  const row = await usersStore.findById(db, userId);
  return row ? readProfile(row) : null;
};

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
        createdAt: readProfile(current)?.createdAt ?? now,
        lastUpdated: now,
      }
    : null;
  const updated = await usersStore.setOnboarding(db, userId, profile, input.onboarding_complete);
  if (!updated) throw new AppError('unauthorized', 'auth.accountInactive');
  return presentState(updated);
};
