import { storedCompanyProfileSchema, type CompanyProfile, type OnboardingState } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { usersStore, type UserRow } from './users.store';

/** A stored profile that no longer fits the options (an option was renamed) reads as none rather than failing. */
export const readCompanyProfile = (row: UserRow): CompanyProfile | null => {
  const parsed = storedCompanyProfileSchema.safeParse(row.company_profile);
  return parsed.success ? parsed.data : null;
};

export const presentOnboardingState = (row: UserRow): OnboardingState => ({
  company_profile: readCompanyProfile(row),
  onboarding_complete: row.onboarding_complete,
});

/** The company profile and whether onboarding is complete (the onboarding page; alerts' has_profile). */
export const getOnboarding = async (db: Db, userId: string): Promise<OnboardingState> => {
  const row = await usersStore.findById(db, userId);
  if (!row) throw new AppError('unauthorized', 'auth.accountInactive');
  return presentOnboardingState(row);
};

/** The user's company profile, as recommendations, fit scores, alerts and drafting read it. */
export const getCompanyProfile = async (db: Db, userId: string): Promise<CompanyProfile | null> => {
  const row = await usersStore.findById(db, userId);
  return row ? readCompanyProfile(row) : null;
};
