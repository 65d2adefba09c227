import { type Message, type ChangePasswordBody, type LoginResponse, type User } from '@tenderscout/domain';
import { assertFeature, assertProfileChangeAllowed } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import type { AccountsContext } from './accounts-context';
import type { Principal } from '../../shared/http/principal';
import { presentUser } from './accounts/user-presenter';
import { usersStore, type MemberRow, type UserRow } from './accounts/users.store';
import { authLimits, type DelayPolicy, type WindowPolicy } from './auth-limits.store';
import { isDemoTemplate, isDemoUser, startDemoSession } from './demo';
import { isWeakPassword } from './password-policy';
import { hashPassword, verifyPassword } from './accounts/passwords';
import { sessionsStore } from './accounts/sessions.store';
import { issueSession, tooManyAttempts } from './session-service';

export type { AccountsContext } from './accounts-context';

/**
 * Sign-in limits, kept in the store (shared by every instance) and counted before the password is checked:
 * - per account and address, a progressive delay: 5 free failures, then 15 s, 30 s, 1 min … up to 15 min
 *   between attempts. Failures from other addresses never delay the account's owner: no lock-out by anyone.
 * - per address, whatever the account (password spraying): 10 free failures, then the same delays.
 * - per address, every attempt (a cap on password-hashing work): 100 per 15 minutes.
 * - per account, whatever the address (guesses spread over many addresses): 10 free failures, then the same
 *   delays; a device that signed in to the account before (its device proof, device-proof.ts) skips this one,
 *   so the owner is never locked out by guesses from elsewhere.
 * Addresses are keyed by addressKey (an IPv6 /64 counts as one address).
 * A successful sign-in clears its account+address delay and does not count as a failure.
 */
export const LOGIN_ACCOUNT_ADDRESS: DelayPolicy = {
  free: 5,
  baseSeconds: 15,
  maxSeconds: 15 * 60,
  forgetSeconds: 60 * 60,
};
export const LOGIN_ADDRESS: DelayPolicy = { ...LOGIN_ACCOUNT_ADDRESS, free: 10 };
export const LOGIN_ACCOUNT: DelayPolicy = { ...LOGIN_ACCOUNT_ADDRESS, free: 10 };
const LOGIN_ATTEMPTS_PER_ADDRESS: WindowPolicy = { max: 100, windowSeconds: 15 * 60 };

const loginKeys = (email: string, ip: string) => ({
  accountAddress: `login:${email}|${ip}`,
  address: `login-ip:${ip}`,
  account: `login-account:${email}`,
});

/** Refuses a password that is too common or easy to guess (new passwords only). */
export const assertStrongPassword = (password: string, userInputs: string[]): void => {
  if (isWeakPassword(password, userInputs)) throw new AppError('validation', 'auth.commonPassword');
};

/**
 * Reserves the attempt under each limit in turn (before the password is checked); a refusal gives back what
 * was reserved and throws 429. The account's limit across addresses is skipped for a device it signed in on.
 */
const reserveLoginAttempt = async (
  ctx: AccountsContext,
  keys: ReturnType<typeof loginKeys>,
  knownDevice: boolean,
): Promise<void> => {
  const pairWait = await authLimits.reserve(ctx.db, keys.accountAddress, LOGIN_ACCOUNT_ADDRESS);
  if (pairWait > 0) throw tooManyAttempts(pairWait);
  const addressWait = await authLimits.reserve(ctx.db, keys.address, LOGIN_ADDRESS);
  const accountWait =
    addressWait > 0 || knownDevice ? 0 : await authLimits.reserve(ctx.db, keys.account, LOGIN_ACCOUNT);
  if (addressWait > 0 || accountWait > 0) {
    await authLimits.release(ctx.db, keys.accountAddress);
    if (addressWait === 0) await authLimits.release(ctx.db, keys.address);
    throw tooManyAttempts(Math.max(addressWait, accountWait));
  }
};

export const login = async (
  ctx: AccountsContext,
  input: { email: string; password: string; ip: string; cookieHeader?: string },
): Promise<LoginResponse> => {
  const keys = loginKeys(input.email, input.ip);
  const capWait = await authLimits.hit(ctx.db, `login-all:${input.ip}`, LOGIN_ATTEMPTS_PER_ADDRESS);
  if (capWait > 0) throw tooManyAttempts(capWait);
  const row = await usersStore.findByEmail(ctx.db, input.email);
  const knownDevice = row !== undefined && ctx.devices.proves(input.cookieHeader, row.id);
  await reserveLoginAttempt(ctx, keys, knownDevice);
  const isValid = await verifyPassword(input.password, row?.password_hash);
  // Counted before the check; a failure keeps its count.
  if (!row || !isValid) throw new AppError('unauthorized', 'auth.invalidCredentials');
  await authLimits.clear(ctx.db, keys.accountAddress);
  await authLimits.release(ctx.db, keys.address);
  if (!knownDevice) await authLimits.release(ctx.db, keys.account);
  // The status is told only to someone who knows the password.
  if (row.account_status === 'pending') throw new AppError('forbidden', 'auth.pendingApproval');
  if (row.account_status === 'rejected') throw new AppError('forbidden', 'auth.rejected');
  if (row.account_status === 'suspended') throw new AppError('forbidden', 'auth.suspended');
  // The published demo credentials open a visitor's own copy, never the shared account.
  if (isDemoTemplate(row)) return startDemoSession(ctx, input.ip);
  return issueSession(ctx, row);
};

export const demoLogin = (ctx: AccountsContext, ip: string): Promise<LoginResponse> =>
  startDemoSession(ctx, ip);

/** Sign-out: the token's session is deleted, so the token stops working at once. */
export const logout = async (ctx: AccountsContext, principal: Principal): Promise<void> => {
  if (principal.sessionId) await sessionsStore.delete(ctx.db, principal.sessionId);
};

/**
 * Password change: the current password (throttled like sign-in, per account and address) and a new one under
 * the rules for new passwords. Every other session of the user is revoked; this one stays signed in.
 */
export const changePassword = async (
  ctx: AccountsContext,
  principal: Principal,
  body: ChangePasswordBody,
  ip: string,
): Promise<Message> => {
  const row = await usersStore.findById(ctx.db, principal.userId);
  if (!row) throw new AppError('unauthorized', 'auth.accountInactive');
  const key = loginKeys(row.email, ip).accountAddress;
  const wait = await authLimits.reserve(ctx.db, key, LOGIN_ACCOUNT_ADDRESS);
  if (wait > 0) throw tooManyAttempts(wait);
  // 400, not 401: a wrong current password must not end the session it was typed in.
  if (!(await verifyPassword(body.current_password, row.password_hash))) {
    throw new AppError('validation', 'auth.currentPasswordWrong');
  }
  await authLimits.clear(ctx.db, key);
  if (body.new_password === body.current_password) throw new AppError('validation', 'auth.samePassword');
  assertStrongPassword(body.new_password, [row.email, row.name]);
  await usersStore.setPasswordHash(ctx.db, row.id, await hashPassword(body.new_password));
  await sessionsStore.deleteForUser(ctx.db, row.id, principal.sessionId ?? undefined);
  return { key: 'auth.passwordChanged', params: {} };
};

const toPrincipal = (
  ctx: AccountsContext,
  row: MemberRow,
  via: Principal['via'],
  sessionId: string | null,
): Principal => ({
  userId: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  featureFlags: presentUser(row, ctx.defaultFlags).feature_flags,
  via,
  sessionId,
  isDemo: isDemoUser(row),
  orgId: row.org_id,
  orgRole: row.org_role,
});

const isActive = (row: UserRow): boolean =>
  row.account_status === 'approved' && (row.demo_expires_at === null || row.demo_expires_at > new Date());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Resolves a presented credential to its user, checked against the store on every request so a deleted,
 * suspended, rejected or demoted user, a signed-out token or an expired demo loses access at once. Any failure
 * is a 401: never silently anonymous.
 */
export const authenticate = async (
  ctx: AccountsContext,
  credential: { kind: 'token' | 'api_key'; value: string },
): Promise<Principal> => {
  if (credential.kind === 'token') {
    const claims = await ctx.signer.verify(credential.value);
    if (!claims || !UUID.test(claims.userId) || !UUID.test(claims.sessionId)) {
      throw new AppError('unauthorized', 'auth.invalidToken');
    }
    const row = await usersStore.findWithSession(ctx.db, claims.userId, claims.sessionId);
    if (!row || !isActive(row)) throw new AppError('unauthorized', 'auth.accountInactive');
    if (row.session_id === null) throw new AppError('unauthorized', 'auth.invalidToken');
    return toPrincipal(ctx, row, 'token', row.session_id);
  }
  const ownerId = await ctx.findApiKeyOwner(ctx.db, credential.value);
  if (!ownerId) throw new AppError('unauthorized', 'auth.invalidApiKey');
  const row = await usersStore.findById(ctx.db, ownerId);
  if (!row || !isActive(row)) throw new AppError('unauthorized', 'auth.invalidApiKey');
  const principal = toPrincipal(ctx, row, 'api_key', null);
  // An API key works only while its owner has the feature.
  assertFeature(principal, 'api_access');
  return principal;
};

export const getCurrentUser = async (ctx: AccountsContext, userId: string): Promise<User> => {
  const row = await usersStore.findById(ctx.db, userId);
  if (!row) throw new AppError('unauthorized', 'auth.accountInactive');
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
  if (!row) throw new AppError('unauthorized', 'auth.accountInactive');
  assertProfileChangeAllowed(row, changes);
  const updated = await usersStore.updateProfile(ctx.db, userId, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.company !== undefined ? { company: changes.company } : {}),
    ...(changes.language !== undefined ? { preferred_language: changes.language } : {}),
  });
  if (!updated) throw new AppError('unauthorized', 'auth.accountInactive');
  return presentUser(updated, ctx.defaultFlags);
};
