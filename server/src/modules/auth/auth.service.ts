import {
  authMessages,
  type FeatureFlags,
  type LoginResponse,
  type User,
  type FeatureFlag,
  featureNotEnabledMessage,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashApiKey } from '../api-keys/api-keys.service';
import { apiKeysStore } from '../api-keys/api-keys.store';
import { presentUser } from '../users/user-presenter';
import { usersStore, type UserRow } from '../users/users.store';
import type { AttemptLimiter } from './attempt-limiter';
import { hashPassword, verifyPassword } from './passwords';
import type { TokenSigner } from './tokens';

export interface AccountsContext {
  db: Db;
  signer: TokenSigner;
  defaultFlags: FeatureFlags;
  registrationMode: 'approval' | 'open';
  limits: AccountLimits;
}

/**
 * Sign-in throttling: failed logins (10 per 15 min per IP and per e-mail: guessing), every registration
 * (same limits: sign-up spam) and every login attempt per IP (a looser cap on password-hashing work).
 * Successful logins do not count against the failure limits, so a team behind one address can work.
 */
export interface AccountLimits {
  failedLogins: AttemptLimiter;
  registrations: AttemptLimiter;
  loginAttempts: AttemptLimiter;
}

/** Who is calling: set on every request by the auth plugin, null for anonymous callers. */
export interface Principal {
  userId: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  featureFlags: FeatureFlags;
  via: 'token' | 'api_key';
}

const tooMany = (seconds: number): AppError =>
  new AppError('rate_limited', `Too many attempts; try again in ${Math.ceil(seconds / 60)} min`, {
    headers: { 'retry-after': String(seconds) },
  });

/** Seconds to wait when any of these counters is over its limit, else 0. */
const waitFor = (checks: [AttemptLimiter, string][]): number =>
  Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfterSeconds(key)));

const issueSession = async (ctx: AccountsContext, row: UserRow): Promise<LoginResponse> => {
  const updated = await usersStore.recordLogin(ctx.db, row.id);
  const { token } = await ctx.signer.sign(updated.id);
  return { access_token: token, token_type: 'bearer', user: presentUser(updated, ctx.defaultFlags) };
};

export const login = async (
  ctx: AccountsContext,
  input: { email: string; password: string; ip: string },
): Promise<LoginResponse> => {
  const { failedLogins, loginAttempts } = ctx.limits;
  const ipKey = `ip:${input.ip}`;
  const emailKey = `email:${input.email}`;
  const wait = waitFor([
    [failedLogins, ipKey],
    [failedLogins, emailKey],
    [loginAttempts, ipKey],
  ]);
  if (wait > 0) throw tooMany(wait);
  loginAttempts.record(ipKey);
  const row = await usersStore.findByEmail(ctx.db, input.email);
  const isValid = await verifyPassword(input.password, row?.password_hash);
  if (!row || !isValid) {
    failedLogins.record(ipKey);
    failedLogins.record(emailKey);
    throw new AppError('unauthorized', authMessages.invalidCredentials);
  }
  // The status is told only to someone who knows the password.
  if (row.account_status === 'pending') throw new AppError('forbidden', authMessages.pendingApproval);
  if (row.account_status === 'rejected') throw new AppError('forbidden', authMessages.rejected);
  return issueSession(ctx, row);
};

export type RegisterResult =
  { kind: 'pending'; detail: string } | { kind: 'signed_in'; session: LoginResponse };

export const register = async (
  ctx: AccountsContext,
  input: { email: string; password: string; name: string; company: string | null; ip: string },
): Promise<RegisterResult> => {
  const { registrations } = ctx.limits;
  const wait = waitFor([
    [registrations, `ip:${input.ip}`],
    [registrations, `email:${input.email}`],
  ]);
  if (wait > 0) throw tooMany(wait);
  registrations.record(`ip:${input.ip}`);
  registrations.record(`email:${input.email}`);
  const isOpen = ctx.registrationMode === 'open';
  const row = await usersStore.insert(ctx.db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    name: input.name,
    company: input.company,
    role: 'user',
    accountStatus: isOpen ? 'approved' : 'pending',
    featureFlags: {},
  });
  if (!row) throw new AppError('conflict', authMessages.duplicateEmail);
  if (!isOpen) return { kind: 'pending', detail: authMessages.registeredPending };
  return { kind: 'signed_in', session: await issueSession(ctx, row) };
};

const principalOf = (ctx: AccountsContext, row: UserRow, via: Principal['via']): Principal => ({
  userId: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  featureFlags: presentUser(row, ctx.defaultFlags).feature_flags,
  via,
});

/**
 * Resolves a presented credential to its user, checked against the store on every request so a deleted,
 * rejected or demoted user loses access at once. Any failure is a 401: never silently anonymous.
 */
export const authenticate = async (
  ctx: AccountsContext,
  credential: { kind: 'token' | 'api_key'; value: string },
): Promise<Principal> => {
  if (credential.kind === 'token') {
    const userId = await ctx.signer.verify(credential.value);
    if (!userId) throw new AppError('unauthorized', authMessages.invalidToken);
    const row = await usersStore.findById(ctx.db, userId);
    if (!row || row.account_status !== 'approved') {
      throw new AppError('unauthorized', authMessages.accountInactive);
    }
    return principalOf(ctx, row, 'token');
  }
  const key = await apiKeysStore.useByHash(ctx.db, hashApiKey(credential.value));
  if (!key) throw new AppError('unauthorized', authMessages.invalidApiKey);
  const row = await usersStore.findById(ctx.db, key.user_id);
  if (!row || row.account_status !== 'approved')
    throw new AppError('unauthorized', authMessages.invalidApiKey);
  const principal = principalOf(ctx, row, 'api_key');
  if (!principal.featureFlags.api_access) {
    throw new AppError('forbidden', featureNotEnabledMessage('api_access' satisfies FeatureFlag));
  }
  return principal;
};

export const getCurrentUser = async (ctx: AccountsContext, userId: string): Promise<User> => {
  const row = await usersStore.findById(ctx.db, userId);
  if (!row) throw new AppError('unauthorized', authMessages.accountInactive);
  return presentUser(row, ctx.defaultFlags);
};

export const updateCurrentUser = async (
  ctx: AccountsContext,
  userId: string,
  changes: {
    name?: string;
    company?: string | null;
    email?: string;
    role?: string;
    language?: 'en' | 'fr' | null;
  },
): Promise<User> => {
  const row = await usersStore.findById(ctx.db, userId);
  if (!row) throw new AppError('unauthorized', authMessages.accountInactive);
  // Echoing the current e-mail or role back is harmless; changing them is not allowed here.
  if (changes.email !== undefined && changes.email.trim().toLowerCase() !== row.email) {
    throw new AppError('validation', authMessages.emailReadOnly);
  }
  if (changes.role !== undefined && changes.role !== row.role) {
    throw new AppError('validation', authMessages.roleReadOnly);
  }
  const updated = await usersStore.updateProfile(ctx.db, userId, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.company !== undefined ? { company: changes.company } : {}),
    ...(changes.language !== undefined ? { preferred_language: changes.language } : {}),
  });
  if (!updated) throw new AppError('unauthorized', authMessages.accountInactive);
  return presentUser(updated, ctx.defaultFlags);
};
