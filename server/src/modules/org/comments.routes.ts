import {
  commentBodySchema,
  mentionsResponseSchema,
  pipelineEventSchema,
  pipelineEventsResponseSchema,
  pipelineTenderParamsSchema,
} from '@tenderscout/domain';
import { z } from 'zod';
import { errorResponses, principalOf, SIGNED_IN_ERRORS, type RouteApp } from '../../shared/http/route-kit';
import { addComment, listActivity, listMentions, markMentionsRead } from './comments.service';
import type { OrgContext } from './org-context';

const errors = errorResponses(400, 401, 403, 404);

/** Comments, activity and mentions of the organization's tracked tenders. */
export const registerCommentRoutes = (app: RouteApp, ctx: OrgContext): void => {
  const signedIn = { onRequest: [app.requireUserOrApiKey] };
  const params = pipelineTenderParamsSchema;

  app.get(
    '/api/org/pipeline/:tender_id/comments',
    { ...signedIn, schema: { params, response: { 200: pipelineEventsResponseSchema, ...errors } } },
    async (request) => ({
      events: await listActivity(ctx, principalOf(request), request.params.tender_id, ['comment']),
    }),
  );

  app.post(
    '/api/org/pipeline/:tender_id/comments',
    {
      ...signedIn,
      schema: { params, body: commentBodySchema, response: { 201: pipelineEventSchema, ...errors } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addComment(ctx, principalOf(request), request.params.tender_id, request.body)),
  );

  app.get(
    '/api/org/pipeline/:tender_id/activity',
    {
      ...signedIn,
      schema: {
        summary: "A tracked tender's activity, oldest first",
        description:
          'Stage changes, decisions, comments, draft edits (`draft`: `detail.sections`, one entry per member and ' +
          'section in ten minutes), amendments of the notice and outcomes.',
        params,
        response: { 200: pipelineEventsResponseSchema, ...errors },
      },
    },
    async (request) => ({ events: await listActivity(ctx, principalOf(request), request.params.tender_id) }),
  );

  app.get(
    '/api/org/mentions',
    { ...signedIn, schema: { response: { 200: mentionsResponseSchema, ...SIGNED_IN_ERRORS } } },
    async (request) => listMentions(ctx, principalOf(request)),
  );

  app.post(
    '/api/org/mentions/read',
    { ...signedIn, schema: { response: { 204: z.null(), ...SIGNED_IN_ERRORS } } },
    async (request, reply) => {
      await markMentionsRead(ctx, principalOf(request));
      return reply.status(204).send(null);
    },
  );
};
