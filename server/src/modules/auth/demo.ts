import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNT_EMAIL, DEMO_ACCOUNT_NAME, type LoginResponse } from '@tenderscout/domain';
import { AppError } from '../../lib/app-error';
import { DEMO_COMPANY_PROFILE } from './accounts/demo-company-profile';
import { usersStore, type UserRow } from './accounts/users.store';
import { authLimits } from './auth-limits.store';
import type { AccountsContext } from './accounts-context';
import { issueSession, tooManyAttempts } from './session-service';

/** How long a visitor's demo copy (and its session) lasts before it is deleted with all it holds. */
export const DEMO_LIFETIME_SECONDS = 2 * 60 * 60;
/** Demo copies one address may open per 15 minutes, and live copies on the whole server. */
const DEMO_PER_ADDRESS = { max: 30, windowSeconds: 15 * 60 };
const MAX_LIVE_DEMO_COPIES = 1000;

/** The shared demo account (the one with the published password), as opposed to a visitor's copy. */
export const isDemoTemplate = (row: UserRow): boolean =>
  row.email === DEMO_ACCOUNT_EMAIL && row.demo_expires_at === null;

/** True for the demo account and every visitor's copy of it. */
export const isDemoUser = (row: UserRow): boolean => row.demo_expires_at !== null || isDemoTemplate(row);

/**
 * 'Try Demo Account': a fresh copy of the demo account for this visitor alone (a sandbox: nothing one visitor
 * changes reaches the next), signed in for DEMO_LIFETIME_SECONDS, then deleted. Refused when DEMO_ACCOUNT is
 * off or an administrator suspended the demo account.
 */
export const startDemoSession = async (ctx: AccountsContext, ip: string): Promise<LoginResponse> => {
  const template =
    ctx.demoAccount === 'on' ? await usersStore.findByEmail(ctx.db, DEMO_ACCOUNT_EMAIL) : undefined;
  if (!template || !isDemoTemplate(template) || template.account_status !== 'approved') {
    throw new AppError('not_found', 'auth.demoUnavailable');
  }
  const wait = await authLimits.hit(ctx.db, `demo-ip:${ip}`, DEMO_PER_ADDRESS);
  if (wait > 0) throw tooManyAttempts(wait);
  await ctx.removeStoredFiles(await usersStore.deleteDemoCopies(ctx.db, { expiredOnly: true }));
  if ((await usersStore.countLiveDemoCopies(ctx.db)) >= MAX_LIVE_DEMO_COPIES) {
    throw new AppError('unavailable', 'auth.demoBusy', { headers: { 'retry-after': '600' } });
  }
  const copy = await usersStore.insertDemoCopy(
    ctx.db,
    {
      email: `demo+${randomBytes(6).toString('hex')}@tenderscout.ca`,
      name: DEMO_ACCOUNT_NAME,
      company: DEMO_COMPANY_PROFILE.companyName,
      companyProfile: DEMO_COMPANY_PROFILE,
    },
    DEMO_LIFETIME_SECONDS,
  );
  return issueSession(ctx, copy, DEMO_LIFETIME_SECONDS);
};
