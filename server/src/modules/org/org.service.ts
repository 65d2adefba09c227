import type {
  AcceptInvitationBody,
  AcceptInvitationResponse,
  InvitationPreview,
  InviteBody,
  MessageLanguage,
  Org,
  OrgInvitation,
  OrgRole,
} from '@tenderscout/domain';
import { assertOrgOwner } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../shared/http/principal';
import { hashPassword, verifyPassword, usersStore } from '../auth';
import { INVITATION_LIFETIME_HOURS, type OrgContext } from './org-context';
import { renderInvitationMail } from './org-mail';
import { orgStore, type InvitationRow } from './org.store';
import { invitationIdOfToken, invitationToken, isInvitationTokenValid } from './invitation-tokens';

/** The caller as the organization rules read it. */
export type OrgCaller = Pick<Principal, 'userId' | 'email' | 'name' | 'orgId' | 'orgRole'>;

const presentInvitation = (row: InvitationRow): OrgInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_by: row.invited_by,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
});

/** The caller's organization: its members with their roles, and (for owners) the pending invitations. */
export const getOrg = async (ctx: OrgContext, orgId: string, role: OrgRole): Promise<Org> => {
  const [org, members, invitations] = await Promise.all([
    orgStore.findOrg(ctx.db, orgId),
    orgStore.members(ctx.db, orgId),
    role === 'owner' ? orgStore.pendingInvitations(ctx.db, orgId) : Promise.resolve([]),
  ]);
  if (!org) throw new AppError('unauthorized', 'auth.accountInactive');
  return {
    id: org.id,
    name: org.name,
    role,
    members: members.map((member) => ({
      user_id: member.user_id,
      name: member.name,
      email: member.email,
      role: member.role,
      joined_at: member.joined_at.toISOString(),
    })),
    invitations: invitations.map(presentInvitation),
  };
};

/** An owner invites a colleague by e-mail: the signed link goes out through the mail outbox. */
export const invite = async (
  ctx: OrgContext,
  caller: OrgCaller,
  body: InviteBody & { email: string },
  language: MessageLanguage,
): Promise<OrgInvitation> => {
  assertOrgOwner(caller);
  const members = await orgStore.members(ctx.db, caller.orgId);
  if (members.some((member) => member.email === body.email)) {
    throw new AppError('conflict', 'org.alreadyMember', { params: { email: body.email } });
  }
  const org = await orgStore.findOrg(ctx.db, caller.orgId);
  const row = await orgStore.insertInvitation(ctx.db, {
    orgId: caller.orgId,
    email: body.email,
    role: body.role,
    invitedBy: caller.userId,
    lifetimeHours: INVITATION_LIFETIME_HOURS,
  });
  const token = invitationToken(ctx.secret, row.id, row.email);
  const mail = renderInvitationMail({
    language,
    to: row.email,
    inviter: caller.name,
    org: org?.name ?? '',
    role: row.role,
    url: `${ctx.origin}/invitation?token=${encodeURIComponent(token)}`,
    expiresAt: row.expires_at,
  });
  await ctx.queueMail(ctx.db, mail);
  return presentInvitation(row);
};

/** The invitation a token names, if its signature holds: used, expired or unknown answer a clear error. */
const openInvitation = async (ctx: OrgContext, token: string) => {
  const id = invitationIdOfToken(token);
  const invitation = id ? await orgStore.findInvitation(ctx.db, id) : undefined;
  if (!invitation || !isInvitationTokenValid(ctx.secret, token, invitation.id, invitation.email)) {
    throw new AppError('not_found', 'org.invitationInvalid');
  }
  if (invitation.accepted_at) throw new AppError('conflict', 'org.invitationUsed');
  if (invitation.expired) throw new AppError('conflict', 'org.invitationExpired');
  return invitation;
};

export const previewInvitation = async (ctx: OrgContext, token: string): Promise<InvitationPreview> => {
  const invitation = await openInvitation(ctx, token);
  const account = await usersStore.findByEmail(ctx.db, invitation.email);
  return {
    org_name: invitation.org_name,
    email: invitation.email,
    role: invitation.role,
    has_account: account !== undefined,
  };
};

/**
 * The account that accepts: the signed-in caller (who must be the invited address), the invited address's
 * account proven by its password, or a new approved account (the invitation vouches for the address).
 */
const acceptingAccount = async (
  ctx: OrgContext,
  caller: OrgCaller | null,
  invitation: { email: string },
  body: AcceptInvitationBody,
): Promise<{ userId: string; signIn: boolean }> => {
  const email = invitation.email;
  if (caller) {
    if (caller.email !== email)
      throw new AppError('forbidden', 'org.invitationOtherAccount', { params: { email } });
    return { userId: caller.userId, signIn: false };
  }
  const existing = await usersStore.findByEmail(ctx.db, email);
  if (existing) {
    if (!body.password || !(await verifyPassword(body.password, existing.password_hash))) {
      throw new AppError('unauthorized', 'org.passwordToJoin', { params: { email } });
    }
    if (existing.account_status === 'pending') {
      await usersStore.transitionStatus(ctx.db, existing.id, 'pending', 'approved');
    } else if (existing.account_status !== 'approved') {
      throw new AppError('forbidden', 'org.accountInactive', { params: { email } });
    }
    return { userId: existing.id, signIn: true };
  }
  if (!body.name || !body.password) throw new AppError('validation', 'org.nameAndPasswordToJoin');
  if (ctx.isWeakPassword(body.password, [email, body.name]))
    throw new AppError('validation', 'auth.commonPassword');
  const created = await usersStore.insert(ctx.db, {
    email,
    passwordHash: await hashPassword(body.password),
    name: body.name,
    company: null,
    role: 'user',
    accountStatus: 'approved',
    featureFlags: {},
  });
  if (!created) throw new AppError('conflict', 'auth.duplicateEmail');
  return { userId: created.id, signIn: true };
};

/** Accepting an invitation joins its organization with its role, once; no platform admin is involved. */
export const acceptInvitation = async (
  ctx: OrgContext,
  caller: OrgCaller | null,
  body: AcceptInvitationBody,
): Promise<AcceptInvitationResponse> => {
  const invitation = await openInvitation(ctx, body.token);
  const account = await acceptingAccount(ctx, caller, invitation, body);
  const current = await usersStore.findById(ctx.db, account.userId);
  if (current && current.org_id !== invitation.org_id && current.org_role === 'owner') {
    // Leaving an organization others share needs another owner to stay behind.
    const left = (await orgStore.members(ctx.db, current.org_id)).filter((m) => m.user_id !== current.id);
    if (left.length > 0 && !left.some((m) => m.role === 'owner')) {
      throw new AppError('conflict', 'org.leaveOwnOrganization');
    }
  }
  if (!(await orgStore.accept(ctx.db, invitation.id, account.userId))) {
    throw new AppError('conflict', 'org.invitationUsed');
  }
  // The organization's profile is theirs now: no onboarding of their own.
  if ((await usersStore.orgProfile(ctx.db, account.userId)) !== null) {
    await usersStore.markOnboarded(ctx.db, account.userId);
  }
  const session = account.signIn ? await ctx.issueSession(account.userId) : null;
  return { org: await getOrg(ctx, invitation.org_id, invitation.role), session };
};

/** Owners change a member's role; the last owner stays an owner. */
export const updateMember = async (
  ctx: OrgContext,
  caller: OrgCaller,
  userId: string,
  role: OrgRole,
): Promise<Org> => {
  assertOrgOwner(caller);
  const outcome = await orgStore.setRole(ctx.db, caller.orgId, userId, role);
  if (outcome === 'missing') throw new AppError('not_found', 'org.memberNotFound');
  if (outcome === 'last_owner') throw new AppError('conflict', 'org.lastOwner');
  return getOrg(ctx, caller.orgId, caller.userId === userId ? role : caller.orgRole);
};

/** Owners remove members (anyone may leave); the last owner cannot. The one who goes keeps their account. */
export const removeMember = async (ctx: OrgContext, caller: OrgCaller, userId: string): Promise<void> => {
  if (userId !== caller.userId) assertOrgOwner(caller);
  const outcome = await orgStore.removeMember(ctx.db, caller.orgId, userId);
  if (outcome === 'missing') throw new AppError('not_found', 'org.memberNotFound');
  if (outcome === 'last_owner') throw new AppError('conflict', 'org.lastOwner');
};
