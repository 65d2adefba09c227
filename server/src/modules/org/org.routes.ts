import {
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  inviteBodySchema,
  memberParamsSchema,
  orgInvitationSchema,
  orgSchema,
  updateMemberBodySchema,
} from '@tenderscout/domain';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language';
import { errorResponses, principalOf, SIGNED_IN_ERRORS, type RouteApp } from '../../shared/http/route-kit';
import type { OrgContext } from './org-context';
import {
  acceptInvitation,
  getOrg,
  invite,
  previewInvitation,
  removeMember,
  updateMember,
} from './org.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** `/api/org`: the caller's organization, its members and invitations. */
export const registerMemberRoutes = (app: RouteApp, ctx: OrgContext): void => {
  const signedIn = { onRequest: [app.requireUserOrApiKey] };

  app.get(
    '/api/org',
    { ...signedIn, schema: { response: { 200: orgSchema, ...SIGNED_IN_ERRORS } } },
    async (request) => {
      const caller = principalOf(request);
      return getOrg(ctx, caller.orgId, caller.orgRole);
    },
  );

  app.post(
    '/api/org/invitations',
    {
      onRequest: [app.requireUser],
      schema: { body: inviteBodySchema, response: { 201: orgInvitationSchema, ...errors } },
    },
    async (request, reply) => {
      const invitation = await invite(ctx, principalOf(request), request.body, requestLanguage(request));
      return reply.status(201).send(invitation);
    },
  );

  app.get(
    '/api/org/invitations/:token',
    {
      schema: { params: invitationTokenParamsSchema, response: { 200: invitationPreviewSchema, ...errors } },
    },
    async (request) => previewInvitation(ctx, request.params.token),
  );

  app.post(
    '/api/org/invitations/accept',
    {
      schema: {
        body: acceptInvitationBodySchema,
        response: { 200: acceptInvitationResponseSchema, ...errors },
      },
    },
    async (request) => {
      // Signed in: that account joins (an API key cannot). Otherwise the body proves or creates the account.
      const caller = request.principal?.via === 'token' ? request.principal : null;
      return acceptInvitation(ctx, caller, request.body);
    },
  );

  app.put(
    '/api/org/members/:user_id',
    {
      onRequest: [app.requireUser],
      schema: {
        params: memberParamsSchema,
        body: updateMemberBodySchema,
        response: { 200: orgSchema, ...errors },
      },
    },
    async (request) => updateMember(ctx, principalOf(request), request.params.user_id, request.body.role),
  );

  app.delete(
    '/api/org/members/:user_id',
    {
      onRequest: [app.requireUser],
      schema: { params: memberParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeMember(ctx, principalOf(request), request.params.user_id);
      return reply.status(204).send(null);
    },
  );
};
