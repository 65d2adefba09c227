import {
  pipelineItemQuerySchema,
  pipelineItemSchema,
  pipelineQuerySchema,
  pipelineResponseSchema,
  pipelineTenderParamsSchema,
  upsertPipelineBodySchema,
} from '@tenderscout/domain';
import { z } from 'zod';
import { errorResponses, principalOf, SIGNED_IN_ERRORS, type RouteApp } from '../../shared/http/route-kit';
import type { OrgContext } from './org-context';
import { getPipelineItem, listPipeline, removePipelineItem, upsertPipelineItem } from './pipeline.service';

const errors = errorResponses(400, 401, 403, 404);

/** `/api/org/pipeline`: the organization's tracked tenders. */
export const registerPipelineRoutes = (app: RouteApp, ctx: OrgContext): void => {
  const signedIn = { onRequest: [app.requireUserOrApiKey] };

  app.get(
    '/api/org/pipeline',
    {
      ...signedIn,
      schema: {
        querystring: pipelineQuerySchema,
        response: { 200: pipelineResponseSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => ({ items: await listPipeline(ctx, principalOf(request), request.query) }),
  );

  app.get(
    '/api/org/pipeline/:tender_id',
    {
      ...signedIn,
      schema: {
        params: pipelineTenderParamsSchema,
        querystring: pipelineItemQuerySchema,
        response: { 200: pipelineItemSchema, ...errors },
      },
    },
    async (request) =>
      getPipelineItem(ctx, principalOf(request), request.params.tender_id, request.query.language),
  );

  app.put(
    '/api/org/pipeline/:tender_id',
    {
      ...signedIn,
      schema: {
        params: pipelineTenderParamsSchema,
        querystring: pipelineItemQuerySchema,
        body: upsertPipelineBodySchema,
        response: { 200: pipelineItemSchema, 201: pipelineItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { item, created } = await upsertPipelineItem(
        ctx,
        principalOf(request),
        request.params.tender_id,
        request.body,
        request.query.language,
      );
      return reply.status(created ? 201 : 200).send(item);
    },
  );

  app.delete(
    '/api/org/pipeline/:tender_id',
    { ...signedIn, schema: { params: pipelineTenderParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removePipelineItem(ctx, principalOf(request), request.params.tender_id);
      return reply.status(204).send(null);
    },
  );
};
