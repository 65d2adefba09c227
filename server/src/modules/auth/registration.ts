import { createHash, randomBytes } from 'node:crypto';
import type { LoginResponse, Message } from '@tenderscout/domain';
import { AppError } from '../../lib/app-error';
import {
  alreadyRegisteredMail,
  confirmRegistrationMail,
  registrationWaitingMail,
  type AccountMailLanguage,
} from './accounts/account-mail';
import { hashPassword } from './accounts/passwords';
import { usersStore, type UserRow } from './accounts/users.store';
import type { AccountsContext } from './accounts-context';
import { assertStrongPassword } from './auth.service';
import { authLimits, type WindowPolicy } from './auth-limits.store';
import { registrationClaimsStore, type RegistrationClaim } from './registration-claims.store';
import { issueSession, tooManyAttempts } from './session-service';

/** How long a registration link works. */
export const CLAIM_LIFETIME_HOURS = 24;

/** Registrations per address and per e-mail (sign-up spam): `REGISTRATIONS_PER_15_MINUTES`, 10 by default. */
const registrations = (ctx: AccountsContext): WindowPolicy => ({
  max: ctx.registrationsPer15Minutes,
  windowSeconds: 15 * 60,
});

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export type RegisterResult =
  { kind: 'pending'; message: Message } | { kind: 'signed_in'; session: LoginResponse };

export interface RegisterInput {
  email: string;
  password: string;
  name: string;
  company: string | null;
  ip: string;
  language: AccountMailLanguage;
}

/**
 * Approval mode: the registration is a claim until its address is confirmed. A new address, or one whose
 * account still waits for approval, gets a confirmation link; an address with any other account gets a notice
 * that it already has one. Either way the caller gets the same answer (no one learns who has an account),
 * and the password is hashed either way, so both take the same time.
 */
const claimRegistration = async (ctx: AccountsContext, input: RegisterInput): Promise<void> => {
  const passwordHash = await hashPassword(input.password);
  const existing = await usersStore.findByEmail(ctx.db, input.email);
  if (existing && existing.account_status !== 'pending') {
    await ctx.queueMail(
      alreadyRegisteredMail({
        to: existing.email,
        userId: existing.id,
        language: existing.preferred_language ?? input.language,
        loginUrl: `${ctx.origin}/login`,
      }),
    );
    return;
  }
  const token = randomBytes(32).toString('base64url');
  const claim: RegistrationClaim = {
    email: input.email.toLowerCase(),
    password_hash: passwordHash,
    name: input.name,
    company: input.company,
    language: input.language,
  };
  await registrationClaimsStore.insert(ctx.db, hashToken(token), claim, CLAIM_LIFETIME_HOURS);
  await ctx.queueMail(
    confirmRegistrationMail({
      to: claim.email,
      language: input.language,
      name: input.name,
      confirmUrl: `${ctx.origin}/confirm-registration?token=${token}`,
      hours: CLAIM_LIFETIME_HOURS,
    }),
  );
};

/**
 * Sign-up. Approval mode (the default) answers 202 for a new and an already registered e-mail alike and mails
 * a confirmation link (claimRegistration). Open registration signs the new user in at once, so an e-mail
 * already taken still answers 409 there.
 */
export const register = async (ctx: AccountsContext, input: RegisterInput): Promise<RegisterResult> => {
  const ipWait = await authLimits.hit(ctx.db, `register-ip:${input.ip}`, registrations(ctx));
  const emailWait = await authLimits.hit(ctx.db, `register-email:${input.email}`, registrations(ctx));
  const wait = Math.max(ipWait, emailWait);
  if (wait > 0) throw tooManyAttempts(wait);
  assertStrongPassword(input.password, [input.email, input.name]);
  if (ctx.registrationMode !== 'open') {
    await claimRegistration(ctx, input);
    return { kind: 'pending', message: { key: 'auth.registeredConfirmEmail', params: {} } };
  }
  const row = await usersStore.insert(ctx.db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    name: input.name,
    company: input.company,
    role: 'user',
    accountStatus: 'approved',
    featureFlags: {},
  });
  if (!row) throw new AppError('conflict', 'auth.duplicateEmail');
  return { kind: 'signed_in', session: await issueSession(ctx, row) };
};

/** Tells every approved administrator, each in their language, that a registration waits for them. */
const notifyAdmins = async (ctx: AccountsContext, registrant: UserRow): Promise<void> => {
  const admins = (await usersStore.list(ctx.db, { status: 'approved' })).filter(
    (row) => row.role === 'admin',
  );
  for (const admin of admins) {
    await ctx.queueMail(
      registrationWaitingMail({
        to: admin.email,
        userId: admin.id,
        language: admin.preferred_language ?? 'en',
        registrant: { email: registrant.email, name: registrant.name, company: registrant.company },
        adminUrl: `${ctx.origin}/admin`,
      }),
    );
  }
};

/** Makes the confirmed claim the address's pending account: a new one, or the details of one still pending. */
const applyClaim = async (ctx: AccountsContext, claim: RegistrationClaim): Promise<UserRow | undefined> => {
  const existing = await usersStore.findByEmail(ctx.db, claim.email);
  if (existing && existing.account_status !== 'pending') return undefined;
  const row =
    existing ??
    (await usersStore.insert(ctx.db, {
      email: claim.email,
      passwordHash: claim.password_hash,
      name: claim.name,
      company: claim.company,
      role: 'user',
      accountStatus: 'pending',
      featureFlags: {},
    }));
  if (!row) return undefined;
  if (existing) await usersStore.setPasswordHash(ctx.db, row.id, claim.password_hash);
  return usersStore.updateProfile(ctx.db, row.id, {
    name: claim.name,
    company: claim.company,
    preferred_language: claim.language,
  });
};

/**
 * The link of the confirmation e-mail: the claim becomes a pending account on the admin's list (replacing any
 * other claim of the address), and the admins are told. An unknown, used or expired link answers 400.
 */
export const confirmRegistration = async (ctx: AccountsContext, token: string): Promise<Message> => {
  const claim = await registrationClaimsStore.take(ctx.db, hashToken(token));
  if (!claim) throw new AppError('validation', 'auth.confirmLinkInvalid');
  const pending = await applyClaim(ctx, claim);
  if (pending) await notifyAdmins(ctx, pending);
  return { key: 'auth.registrationConfirmed', params: {} };
};
