import { tooManyAttemptsMessage, type LoginResponse } from '@tenderscout/domain';
import { appErrorOf, type AppError } from '../../lib/app-error';
import { presentUser } from './accounts/user-presenter';
import { usersStore, type UserRow } from './accounts/users.store';
import { authLimits } from './auth-limits.store';
import { registrationClaimsStore } from './registration-claims.store';
import type { AccountsContext } from './accounts-context';
import { sessionsStore } from './accounts/sessions.store';
import { TOKEN_LIFETIME_SECONDS } from './accounts/tokens';

export const tooManyAttempts = (seconds: number): AppError =>
  appErrorOf('rate_limited', tooManyAttemptsMessage(seconds), {
    headers: { 'retry-after': String(seconds) },
  });

/** Records the sign-in and issues a bearer token backed by a new session row (revocable at once). */
export const issueSession = async (
  ctx: AccountsContext,
  row: UserRow,
  lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
): Promise<LoginResponse> => {
  await sweepExpired(ctx);
  const updated = await usersStore.recordLogin(ctx.db, row.id);
  const sessionId = await sessionsStore.create(
    ctx.db,
    updated.id,
    new Date(Date.now() + lifetimeSeconds * 1000),
  );
  const { token } = await ctx.signer.sign({ userId: updated.id, sessionId }, { lifetimeSeconds });
  return { access_token: token, token_type: 'bearer', user: presentUser(updated, ctx.defaultFlags) };
};

const SWEEP_EVERY_MS = 10 * 60 * 1000;
let lastSweep = 0;

/**
 * Now and then (at most every 10 minutes per process): expired sessions, demo copies (with their files), old
 * counters and expired registration claims go.
 */
const sweepExpired = async (ctx: AccountsContext): Promise<void> => {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  await sessionsStore.sweep(ctx.db);
  await ctx.removeStoredFiles(await usersStore.deleteDemoCopies(ctx.db, { expiredOnly: true }));
  await authLimits.sweep(ctx.db);
  await registrationClaimsStore.sweep(ctx.db);
};
