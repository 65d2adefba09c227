import {
  createFilterProfileBodySchema,
  filterProfileParamsSchema,
  filterProfileSchema,
  filterProfilesResponseSchema,
  updateFilterProfileBodySchema,
} from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, principalOf, SIGNED_IN_ERRORS } from '../../shared/http/route-kit';
import {
  applyFilterProfile,
  createFilterProfile,
  deleteFilterProfile,
  listFilterProfiles,
  updateFilterProfile,
} from './filter-profiles.service';

/**
 * The caller's saved dashboard filter sets under `/api/me/filter-profiles` (kept on the server per user). A token or
 * an API key acts as its owner, as for saved tenders.
 */
export const filterProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = SIGNED_IN_ERRORS;
  const userOrKey = { onRequest: [app.requireUserOrApiKey] };

  app.get(
    '/api/me/filter-profiles',
    { ...userOrKey, schema: { response: { 200: filterProfilesResponseSchema, ...errors } } },
    async (request) => listFilterProfiles(app.store.db, principalOf(request).userId),
  );

  app.post(
    '/api/me/filter-profiles',
    {
      ...userOrKey,
      schema: {
        body: createFilterProfileBodySchema,
        response: { 201: filterProfileSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createFilterProfile(app.store.db, principalOf(request).userId, request.body)),
  );

  app.patch(
    '/api/me/filter-profiles/:profileId',
    {
      ...userOrKey,
      schema: {
        params: filterProfileParamsSchema,
        body: updateFilterProfileBodySchema,
        response: { 200: filterProfileSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) =>
      updateFilterProfile(app.store.db, principalOf(request).userId, request.params.profileId, request.body),
  );

  app.post(
    '/api/me/filter-profiles/:profileId/apply',
    {
      ...userOrKey,
      schema: { params: filterProfileParamsSchema, response: { 200: filterProfileSchema, ...errors } },
    },
    async (request) =>
      applyFilterProfile(app.store.db, principalOf(request).userId, request.params.profileId),
  );

  app.delete(
    '/api/me/filter-profiles/:profileId',
    {
      ...userOrKey,
      schema: { params: filterProfileParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteFilterProfile(app.store.db, principalOf(request).userId, request.params.profileId);
      return reply.status(204).send(null);
    },
  );
};
