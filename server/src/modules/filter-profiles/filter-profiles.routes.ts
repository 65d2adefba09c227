import {
  createFilterProfileBodySchema,
  errorBodySchema,
  filterProfileParamsSchema,
  filterProfileSchema,
  filterProfilesResponseSchema,
  updateFilterProfileBodySchema,
} from '@tenderscout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
  const userOrKey = { onRequest: [app.requireUserOrApiKey] };
  const userId = (request: FastifyRequest): string => request.principal!.userId;

  app.get(
    '/api/me/filter-profiles',
    { ...userOrKey, schema: { response: { 200: filterProfilesResponseSchema, ...errors } } },
    async (request) => listFilterProfiles(app.store.db, userId(request)),
  );

  app.post(
    '/api/me/filter-profiles',
    {
      ...userOrKey,
      schema: {
        body: createFilterProfileBodySchema,
        response: { 201: filterProfileSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFilterProfile(app.store.db, userId(request), request.body)),
  );

  app.patch(
    '/api/me/filter-profiles/:profileId',
    {
      ...userOrKey,
      schema: {
        params: filterProfileParamsSchema,
        body: updateFilterProfileBodySchema,
        response: { 200: filterProfileSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      updateFilterProfile(app.store.db, userId(request), request.params.profileId, request.body),
  );

  app.post(
    '/api/me/filter-profiles/:profileId/apply',
    {
      ...userOrKey,
      schema: { params: filterProfileParamsSchema, response: { 200: filterProfileSchema, ...errors } },
    },
    async (request) => applyFilterProfile(app.store.db, userId(request), request.params.profileId),
  );

  app.delete(
    '/api/me/filter-profiles/:profileId',
    {
      ...userOrKey,
      schema: { params: filterProfileParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteFilterProfile(app.store.db, userId(request), request.params.profileId);
      return reply.status(204).send(null);
    },
  );
};
