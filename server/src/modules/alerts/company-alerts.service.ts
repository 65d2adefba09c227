import type { AlertFrequency, CompanyAlerts, CompanyAlertsBody } from '@tenderscout/domain';
import { alertFrequencySchema } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { getOnboarding } from '../auth';
import { readCompanyAlertFrequency, writeCompanyAlertFrequency } from './alert-settings.store';

/** "New tenders for my company": how often the company profile's matches reach the user. */

const frequencyOf = async (db: Db, userId: string): Promise<AlertFrequency | undefined> => {
  const row = await readCompanyAlertFrequency(db, userId);
  return row ? alertFrequencySchema.catch('off').parse(row.company_alert_frequency) : undefined;
};

export const getCompanyAlerts = async (db: Db, userId: string): Promise<CompanyAlerts> => {
  const [frequency, onboarding] = await Promise.all([frequencyOf(db, userId), getOnboarding(db, userId)]);
  if (frequency === undefined) throw new AppError('unauthorized', 'auth.accountInactive');
  return {
    frequency,
    has_profile: onboarding.onboarding_complete && onboarding.company_profile !== null,
  };
};

export const setCompanyAlerts = async (
  db: Db,
  userId: string,
  body: CompanyAlertsBody,
): Promise<CompanyAlerts> => {
  await writeCompanyAlertFrequency(db, userId, body.frequency);
  return getCompanyAlerts(db, userId);
};

/** The company source's frequency, for the unsubscribe page (undefined: no such user). */
export const companyAlertFrequencyOf = frequencyOf;
