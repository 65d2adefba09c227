import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { OrgRole } from '../auth';
import './org.tables';

export interface MemberRow {
  user_id: string;
  name: string;
  email: string;
  role: OrgRole;
  joined_at: Date;
  preferred_language: 'en' | 'fr' | null;
}

export interface InvitationRow {
  id: string;
  org_id: string;
  email: string;
  role: OrgRole;
  invited_by: string | null;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Locks the organization's member rows and says whether `userId` is a member ('missing') and whether they are
 * its only owner ('last_owner').
 */
const lockAndCheck = async (
  trx: Db,
  orgId: string,
  userId: string,
): Promise<'ok' | 'missing' | 'last_owner'> => {
  const rows = await trx
    .selectFrom('org_members')
    .select(['user_id', 'role'])
    .where('org_id', '=', orgId)
    .forUpdate()
    .execute();
  const member = rows.find((row) => row.user_id === userId);
  if (!member) return 'missing';
  const otherOwner = rows.some((row) => row.role === 'owner' && row.user_id !== userId);
  return member.role === 'owner' && !otherOwner ? 'last_owner' : 'ok';
};

/** SQL for organizations, their members and invitations. Every read is scoped to one organization. */
export const orgStore = {
  async findOrg(db: Db, orgId: string) {
    return db.selectFrom('organizations').select(['id', 'name']).where('id', '=', orgId).executeTakeFirst();
  },

  async members(db: Db, orgId: string): Promise<MemberRow[]> {
    return db
      .selectFrom('org_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.user_id', 'u.name', 'u.email', 'm.role', 'm.joined_at', 'u.preferred_language'])
      .where('m.org_id', '=', orgId)
      .orderBy('m.joined_at')
      .orderBy('u.email')
      .execute();
  },

  async pendingInvitations(db: Db, orgId: string): Promise<InvitationRow[]> {
    return db
      .selectFrom('org_invitations')
      .select(['id', 'org_id', 'email', 'role', 'invited_by', 'created_at', 'expires_at', 'accepted_at'])
      .where('org_id', '=', orgId)
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .orderBy('created_at', 'desc')
      .execute();
  },

  async findInvitation(db: Db, id: string) {
    return db
      .selectFrom('org_invitations as i')
      .innerJoin('organizations as o', 'o.id', 'i.org_id')
      .select([
        'i.id',
        'i.org_id',
        'i.email',
        'i.role',
        'i.invited_by',
        'i.created_at',
        'i.expires_at',
        'i.accepted_at',
        'o.name as org_name',
        sql<boolean>`i.expires_at <= now()`.as('expired'),
      ])
      .where('i.id', '=', id)
      .executeTakeFirst();
  },

  /** Replaces a pending invitation of the same address, in one transaction. */
  async insertInvitation(
    db: Db,
    invitation: { orgId: string; email: string; role: OrgRole; invitedBy: string; lifetimeHours: number },
  ): Promise<InvitationRow> {
    return db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('org_invitations')
        .where('org_id', '=', invitation.orgId)
        .where(sql<string>`lower(email)`, '=', invitation.email.toLowerCase())
        .where('accepted_at', 'is', null)
        .execute();
      return trx
        .insertInto('org_invitations')
        .values({
          org_id: invitation.orgId,
          email: invitation.email.toLowerCase(),
          role: invitation.role,
          invited_by: invitation.invitedBy,
          expires_at: sql<Date>`now() + make_interval(hours => ${invitation.lifetimeHours})`,
        })
        .returning(['id', 'org_id', 'email', 'role', 'invited_by', 'created_at', 'expires_at', 'accepted_at'])
        .executeTakeFirstOrThrow();
    });
  },

  /**
   * Marks the invitation used and moves the account into its organization with its role, only if the invitation
   * is still unused and unexpired (two clicks of one link join once). An organization of one left empty goes
   * (0028's trigger). False when the invitation was used or expired meanwhile.
   */
  async accept(db: Db, invitationId: string, userId: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('org_invitations')
        .set({ accepted_at: sql<Date>`now()`, accepted_by: userId })
        .where('id', '=', invitationId)
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['org_id', 'role'])
        .executeTakeFirst();
      if (!used) return false;
      await trx
        .updateTable('org_members')
        .set({ org_id: used.org_id, role: used.role, joined_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .execute();
      return true;
    });
  },

  async isMember(db: Db, orgId: string, userId: string): Promise<boolean> {
    const row = await db
      .selectFrom('org_members')
      .select('user_id')
      .where('org_id', '=', orgId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  },

  async memberCount(db: Db, orgId: string): Promise<number> {
    const row = await db
      .selectFrom('org_members')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('org_id', '=', orgId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /**
   * Changes a member's role, refusing to leave the organization without an owner. The members' rows are locked
   * first, so two owners demoting each other at once cannot both succeed.
   */
  async setRole(
    db: Db,
    orgId: string,
    userId: string,
    role: OrgRole,
  ): Promise<'ok' | 'missing' | 'last_owner'> {
    return db.transaction().execute(async (trx) => {
      const check = await lockAndCheck(trx, orgId, userId);
      if (check !== 'ok' && !(check === 'last_owner' && role === 'owner')) return check;
      await trx
        .updateTable('org_members')
        .set({ role })
        .where('org_id', '=', orgId)
        .where('user_id', '=', userId)
        .execute();
      return 'ok';
    });
  },

  /**
   * Removes a member from the organization: they leave with an organization of their own (named after them,
   * without a profile), keeping their account, saved tenders and drafts. Refuses to remove the last owner.
   */
  async removeMember(db: Db, orgId: string, userId: string): Promise<'ok' | 'missing' | 'last_owner'> {
    return db.transaction().execute(async (trx) => {
      const check = await lockAndCheck(trx, orgId, userId);
      if (check !== 'ok') return check;
      const own = await trx
        .insertInto('organizations')
        .values((eb) => ({
          name: eb
            .selectFrom('users')
            .select(sql<string>`coalesce(nullif(btrim(company), ''), name)`.as('name'))
            .where('id', '=', userId),
        }))
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('org_members')
        .set({ org_id: own.id, role: 'owner', joined_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .execute();
      return 'ok';
    });
  },

  isUniqueViolation,
};
