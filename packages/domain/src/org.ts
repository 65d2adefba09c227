import { z } from 'zod';
import { loginResponseSchema, emailSchema, passwordSchema } from './auth';

/**
 * Organizations and their bid pipeline (`/api/org/…`). Every account belongs to exactly one organization; its
 * company profile is every member's. Owners manage members and decide; members work; viewers read.
 */

export const ORG_ROLES = ['owner', 'member', 'viewer'] as const;
export const orgRoleSchema = z.enum(ORG_ROLES);
export type OrgRole = z.infer<typeof orgRoleSchema>;

export const orgMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: orgRoleSchema,
  joined_at: z.string(),
});
export type OrgMember = z.infer<typeof orgMemberSchema>;

export const orgInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: orgRoleSchema,
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type OrgInvitation = z.infer<typeof orgInvitationSchema>;

/** `GET /api/org`: the caller's organization, its members with their roles and the pending invitations. */
export const orgSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The caller's own role. */
  role: orgRoleSchema,
  members: z.array(orgMemberSchema),
  /** Pending invitations (owners only; empty for the others). */
  invitations: z.array(orgInvitationSchema),
});
export type Org = z.infer<typeof orgSchema>;

export const inviteBodySchema = z.object({ email: emailSchema, role: orgRoleSchema });
export type InviteBody = z.input<typeof inviteBodySchema>;

/**
 * Accepting an invitation: signed in with the invited address, or with that address's password, or (no account
 * yet) a name and a new password.
 */
export const acceptInvitationBodySchema = z.object({
  token: z.string().min(1).max(300),
  name: z.string().trim().min(1).max(120).optional(),
  password: passwordSchema.optional(),
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;

export const acceptInvitationResponseSchema = z.object({
  org: orgSchema,
  /** A new session when the invitation was accepted without one. */
  session: loginResponseSchema.nullable(),
});
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

/** `GET /api/org/invitations/{token}`: what a link offers before it is accepted. */
export const invitationPreviewSchema = z.object({
  org_name: z.string(),
  email: z.string(),
  role: orgRoleSchema,
  /** An account with this address exists: accept with its password (or signed in). */
  has_account: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const memberParamsSchema = z.object({ user_id: z.string().uuid() });
export const updateMemberBodySchema = z.object({ role: orgRoleSchema });
export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(300) });
