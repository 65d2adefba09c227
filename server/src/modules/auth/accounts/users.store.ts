import type { AccountStatus, Role } from '@tenderscout/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { OrgRole, UsersTable } from './accounts.tables';

export type UserRow = Selectable<UsersTable>;

/** A user with their organization and role in it (0028: every account has exactly one). */
export type MemberRow = UserRow & { org_id: string; org_role: OrgRole };

export interface NewUser {
  email: string;
  passwordHash: string;
  name: string;
  company: string | null;
  role: Role;
  accountStatus: AccountStatus;
  featureFlags: Record<string, boolean>;
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** SQL for users only; e-mails arrive already lower-cased, but lookups use lower() to match the index. */
export const usersStore = {
  async findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    return db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  },

  async findById(db: Db, id: string): Promise<MemberRow | undefined> {
    return db
      .selectFrom('users')
      .innerJoin('org_members as m', 'm.user_id', 'users.id')
      .selectAll('users')
      .select(['m.org_id', 'm.role as org_role'])
      .where('users.id', '=', id)
      .executeTakeFirst();
  },

  /** Inserts a user; returns undefined when the e-mail is already taken. */
  async insert(db: Db, user: NewUser): Promise<UserRow | undefined> {
    try {
      return await db
        .insertInto('users')
        .values({
          email: user.email.toLowerCase(),
          password_hash: user.passwordHash,
          name: user.name,
          company: user.company,
          role: user.role,
          account_status: user.accountStatus,
          feature_flags: JSON.stringify(user.featureFlags),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  },

  /** Real accounts only: visitors' short-lived demo copies are not listed. */
  async list(db: Db, options: { status?: AccountStatus } = {}): Promise<UserRow[]> {
    let query = db.selectFrom('users').selectAll().where('demo_expires_at', 'is', null);
    if (options.status) query = query.where('account_status', '=', options.status);
    return query.orderBy('created_at', 'desc').orderBy('email').execute();
  },

  async recordLogin(db: Db, id: string): Promise<UserRow> {
    return db
      .updateTable('users')
      .set({ last_login: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async updateProfile(
    db: Db,
    id: string,
    changes: { name?: string; company?: string | null; preferred_language?: 'en' | 'fr' | null },
  ) {
    return db
      .updateTable('users')
      .set({ ...changes, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  /** Changes the status only if it is still `from`, so two admins cannot act on the same request twice. */
  async transitionStatus(db: Db, id: string, from: AccountStatus, to: AccountStatus) {
    return db
      .updateTable('users')
      .set({ account_status: to, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('account_status', '=', from)
      .returningAll()
      .executeTakeFirst();
  },

  /** The user and whether `sessionId` is one of their live sessions, in one statement. */
  async findWithSession(
    db: Db,
    id: string,
    sessionId: string,
  ): Promise<(MemberRow & { session_id: string | null }) | undefined> {
    return db
      .selectFrom('users')
      .innerJoin('org_members as m', 'm.user_id', 'users.id')
      .leftJoin('sessions', (join) =>
        join
          .onRef('sessions.user_id', '=', 'users.id')
          .on('sessions.id', '=', sessionId)
          .on('sessions.expires_at', '>', sql<Date>`now()`),
      )
      .selectAll('users')
      .select(['sessions.id as session_id', 'm.org_id', 'm.role as org_role'])
      .where('users.id', '=', id)
      .executeTakeFirst();
  },

  async setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  },

  /** A visitor's own copy of the demo account, deleted with all it holds after `lifetimeSeconds`. */
  async insertDemoCopy(
    db: Db,
    copy: { email: string; name: string; company: string; companyProfile: Record<string, unknown> },
    lifetimeSeconds: number,
  ): Promise<UserRow> {
    return db
      .insertInto('users')
      .values({
        email: copy.email,
        // Not a password hash: nothing verifies against it, so the copy cannot be signed in to by password.
        password_hash: '!demo-copy',
        name: copy.name,
        company: copy.company,
        role: 'user',
        account_status: 'approved',
        feature_flags: '{}',
        company_profile: JSON.stringify(copy.companyProfile),
        onboarding_complete: true,
        demo_expires_at: sql<Date>`now() + make_interval(secs => ${lifetimeSeconds}::float8)`,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async countLiveDemoCopies(db: Db): Promise<number> {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('demo_expires_at', '>', sql<Date>`now()`)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** Deletes expired demo copies (everything they own goes with them), or all of them. */
  /**
   * Deletes demo copies (the expired ones, or all) with their uploads; answers the storage paths of the deleted
   * uploads, whose files the caller removes.
   */
  async deleteDemoCopies(db: Db, options: { expiredOnly: boolean }): Promise<string[]> {
    const expired = options.expiredOnly ? sql`AND demo_expires_at <= now()` : sql``;
    // A demo's uploads go with it (their rows would otherwise outlive it with no owner).
    const { rows } = await sql<{ storage_path: string | null }>`
      DELETE FROM tender_documents
      WHERE source = 'upload'
        AND uploaded_by IN (SELECT id FROM users WHERE demo_expires_at IS NOT NULL ${expired})
      RETURNING storage_path`.execute(db);
    let query = db.deleteFrom('users').where('demo_expires_at', 'is not', null);
    if (options.expiredOnly) query = query.where('demo_expires_at', '<=', sql<Date>`now()`);
    await query.execute();
    return rows.flatMap((row) => (row.storage_path ? [row.storage_path] : []));
  },

  async deleteNonAdmin(db: Db, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('users')
      .where('id', '=', id)
      .where('role', '<>', 'admin')
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },

  /** Merges the given flags into the stored ones in one statement (two tabs toggling do not lose a change). */
  async mergeFeatureFlags(db: Db, id: string, flags: Record<string, boolean>) {
    return db
      .updateTable('users')
      .set({
        feature_flags: sql<string>`feature_flags || ${JSON.stringify(flags)}::jsonb`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  /** Saves the profile of the user's organization (every member's) and whether this user finished onboarding. */
  async setOnboarding(db: Db, id: string, profile: Record<string, unknown> | null, complete: boolean) {
    return db.transaction().execute(async (trx) => {
      await trx
        .updateTable('organizations')
        .set({ company_profile: profile === null ? null : JSON.stringify(profile) })
        .where('id', '=', (eb) => eb.selectFrom('org_members').select('org_id').where('user_id', '=', id))
        .execute();
      return trx
        .updateTable('users')
        .set({ onboarding_complete: complete, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    });
  },

  /** A member who joined an organization with a profile has no onboarding of their own to do. */
  async markOnboarded(db: Db, id: string): Promise<void> {
    await db.updateTable('users').set({ onboarding_complete: true }).where('id', '=', id).execute();
  },

  /** The company profile of the user's organization (null when none was saved or the user is gone). */
  async orgProfile(db: Db, id: string): Promise<Record<string, unknown> | null> {
    const row = await db
      .selectFrom('org_members as m')
      .innerJoin('organizations as o', 'o.id', 'm.org_id')
      .select('o.company_profile')
      .where('m.user_id', '=', id)
      .executeTakeFirst();
    return row?.company_profile ?? null;
  },

  /**
   * Start-up: make sure an account exists with this password, role and approval (ADMIN_EMAIL, demo). A new
   * account may start with a completed company profile (the demo); an existing one keeps its own.
   */
  async upsertSystemAccount(
    db: Db,
    user: NewUser & { companyProfile?: Record<string, unknown> },
  ): Promise<void> {
    const profile = user.companyProfile ? JSON.stringify(user.companyProfile) : null;
    await sql`
      INSERT INTO users (email, password_hash, name, company, role, account_status, feature_flags,
                         company_profile, onboarding_complete)
      VALUES (${user.email.toLowerCase()}, ${user.passwordHash}, ${user.name}, ${user.company}, ${user.role},
              ${user.accountStatus}, ${JSON.stringify(user.featureFlags)}::jsonb, ${profile}::jsonb,
              ${profile !== null})
      ON CONFLICT (lower(email)) DO UPDATE
        SET password_hash = EXCLUDED.password_hash, role = EXCLUDED.role,
            account_status = EXCLUDED.account_status, updated_at = now()`.execute(db);
  },
};
