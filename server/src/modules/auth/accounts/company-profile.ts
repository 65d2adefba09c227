import { storedCompanyProfileSchema, type CompanyProfile, type OnboardingState } from '@tenderscout/domain';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { usersStore } from './users.store';

/** A stored profile that no longer fits the options (an option was renamed) reads as none rather than failing. */
export const readCompanyProfile = (stored: unknown): CompanyProfile | null => {
  const parsed = storedCompanyProfileSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
};

/**
 * The company profile of the user's organization (every member's) and whether this user finished onboarding
 * (the onboarding page; alerts' has_profile).
 */
export const getOnboarding = async (db: Db, userId: string): Promise<OnboardingState> => {
  const [row, profile] = await Promise.all([
    usersStore.findById(db, userId),
    usersStore.orgProfile(db, userId),
  ]);
  if (!row) throw new AppError('unauthorized', 'auth.accountInactive');
  return { company_profile: readCompanyProfile(profile), onboarding_complete: row.onboarding_complete };
};

/** The company profile of the user's organization, as recommendations, fit scores, alerts and drafting read it. */
export const getCompanyProfile = async (db: Db, userId: string): Promise<CompanyProfile | null> =>
  readCompanyProfile(await usersStore.orgProfile(db, userId));
