import {
  DEMO_ACCOUNT_EMAIL,
  DEMO_ACCOUNT_NAME,
  DEMO_ACCOUNT_PASSWORD,
  type AccountStatus,
  type FeatureFlags,
  type User,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { assertDeletable, assertSuspendable } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import {
  accountApprovedMail,
  type QueueAccountMail,
  DEMO_COMPANY_PROFILE,
  hashPassword,
  sessionsStore,
  presentUser,
  usersStore,
} from '../auth';

interface AdminContext {
  db: Db;
  defaultFlags: FeatureFlags;
  /** The approval e-mail goes through the mail outbox, its link to this origin. */
  queueMail: QueueAccountMail;
  origin: string;
}

export const listUsers = async (ctx: AdminContext, status?: AccountStatus): Promise<User[]> =>
  (await usersStore.list(ctx.db, status ? { status } : {})).map((row) => presentUser(row, ctx.defaultFlags));

const findUserOrThrow = async (ctx: AdminContext, email: string) => {
  const row = await usersStore.findByEmail(ctx.db, email.trim());
  if (!row) throw new AppError('not_found', 'users.notFound', { params: { email } });
  return row;
};

const decide = async (ctx: AdminContext, email: string, to: 'approved' | 'rejected'): Promise<User> => {
  const row = await findUserOrThrow(ctx, email);
  const updated =
    row.account_status === 'pending'
      ? await usersStore.transitionStatus(ctx.db, row.id, 'pending', to)
      : undefined;
  if (!updated) {
    throw new AppError(
      'conflict',
      to === 'approved' ? 'users.onlyPendingApproved' : 'users.onlyPendingRejected',
      {
        params: { email: row.email, status: row.account_status },
      },
    );
  }
  return presentUser(updated, ctx.defaultFlags);
};

/** Approves a pending account and tells its owner by e-mail, in their language. */
export const approveUser = async (ctx: AdminContext, email: string): Promise<User> => {
  const user = await decide(ctx, email, 'approved');
  await ctx.queueMail(
    accountApprovedMail({
      to: user.email,
      userId: user.id,
      language: user.language ?? 'en',
      name: user.name,
      loginUrl: `${ctx.origin}/login`,
    }),
  );
  return user;
};
export const rejectUser = (ctx: AdminContext, email: string) => decide(ctx, email, 'rejected');

/**
 * Suspends an approved account: it cannot sign in, and its tokens and API keys stop working at once (its
 * sessions are deleted; keys come back with reinstatement). Administrators cannot be suspended.
 */
export const suspendUser = async (ctx: AdminContext, email: string): Promise<User> => {
  const row = await findUserOrThrow(ctx, email);
  assertSuspendable(row);
  const updated =
    row.account_status === 'approved'
      ? await usersStore.transitionStatus(ctx.db, row.id, 'approved', 'suspended')
      : undefined;
  if (!updated) {
    throw new AppError('conflict', 'users.onlyApprovedSuspended', {
      params: { email: row.email, status: row.account_status },
    });
  }
  await sessionsStore.deleteForUser(ctx.db, row.id);
  return presentUser(updated, ctx.defaultFlags);
};

/** Reinstates a suspended account: it signs in again (its old sessions stay revoked). */
export const reinstateUser = async (ctx: AdminContext, email: string): Promise<User> => {
  const row = await findUserOrThrow(ctx, email);
  const updated =
    row.account_status === 'suspended'
      ? await usersStore.transitionStatus(ctx.db, row.id, 'suspended', 'approved')
      : undefined;
  if (!updated) {
    throw new AppError('conflict', 'users.onlySuspendedReinstated', {
      params: { email: row.email, status: row.account_status },
    });
  }
  return presentUser(updated, ctx.defaultFlags);
};

export const deleteUser = async (ctx: AdminContext, email: string): Promise<string> => {
  const row = await findUserOrThrow(ctx, email);
  assertDeletable(row);
  if (!(await usersStore.deleteNonAdmin(ctx.db, row.id)))
    throw new AppError('not_found', 'users.notFound', { params: { email } });
  return row.email;
};

/**
 * Start-up, after migrations: ADMIN_EMAIL/ADMIN_PASSWORD make sure that approved admin exists (its password and
 * role follow the environment); DEMO_ACCOUNT=on keeps the approved demo account of 'Try Demo Account' (whose
 * sign-ins open visitors' copies); DEMO_ACCOUNT=off deletes it and every copy, so its published password no
 * longer signs in and open demo sessions end.
 */
export const ensureSystemAccounts = async (
  db: Db,
  config: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string; DEMO_ACCOUNT: 'on' | 'off' },
  /** Removes the files of deleted demo copies' uploads. */
  removeStoredFiles: (storagePaths: string[]) => Promise<void>,
): Promise<string[]> => {
  const ensured: string[] = [];
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await usersStore.upsertSystemAccount(db, {
      email: config.ADMIN_EMAIL.trim().toLowerCase(),
      passwordHash: await hashPassword(config.ADMIN_PASSWORD),
      name: 'Administrator',
      company: null,
      role: 'admin',
      accountStatus: 'approved',
      featureFlags: {},
    });
    ensured.push(config.ADMIN_EMAIL.trim().toLowerCase());
  }
  if (config.DEMO_ACCOUNT === 'on') {
    await usersStore.upsertSystemAccount(db, {
      email: DEMO_ACCOUNT_EMAIL,
      passwordHash: await hashPassword(DEMO_ACCOUNT_PASSWORD),
      name: DEMO_ACCOUNT_NAME,
      company: DEMO_COMPANY_PROFILE.companyName,
      role: 'user',
      accountStatus: 'approved',
      featureFlags: {},
      // The demo shows the product, not the questionnaire: it starts with a completed profile.
      companyProfile: DEMO_COMPANY_PROFILE,
    });
    ensured.push(DEMO_ACCOUNT_EMAIL);
    await removeStoredFiles(await usersStore.deleteDemoCopies(db, { expiredOnly: true }));
  } else {
    const demo = await usersStore.findByEmail(db, DEMO_ACCOUNT_EMAIL);
    if (demo && demo.role !== 'admin') await usersStore.deleteNonAdmin(db, demo.id);
    await removeStoredFiles(await usersStore.deleteDemoCopies(db, { expiredOnly: false }));
  }
  return ensured;
};
