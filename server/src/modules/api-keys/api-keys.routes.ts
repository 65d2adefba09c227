import { z } from 'zod';
import {
  apiKeyNameParamsSchema,
  apiKeysResponseSchema,
  createApiKeyQuerySchema,
  createdApiKeySchema,
} from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, principalOf, SIGNED_IN_ERRORS } from '../../shared/http/route-kit';
import { createApiKey, deleteApiKey, listApiKeys } from './api-keys.service';

/** Key management is an account call: a token only (an API key cannot mint or list keys). */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/api-keys',
    {
      onRequest: [app.requireUser],
      schema: { response: { 200: apiKeysResponseSchema, ...SIGNED_IN_ERRORS } },
    },
    async (request) => ({ api_keys: await listApiKeys(app.accounts.db, principalOf(request).userId) }),
  );

  app.post(
    '/api/auth/api-key',
    {
      onRequest: [app.requireUser],
      schema: {
        querystring: createApiKeyQuerySchema,
        response: { 201: createdApiKeySchema, ...errorResponses(409), ...SIGNED_IN_ERRORS },
      },
    },
    async (request, reply) => {
      const { userId, featureFlags, isDemo } = principalOf(request);
      const created = await createApiKey(app.accounts.db, {
        userId,
        featureFlags,
        isDemo,
        name: request.query.name,
      });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/auth/api-key/:name',
    {
      onRequest: [app.requireUser],
      schema: { params: apiKeyNameParamsSchema, response: { 204: z.null(), ...SIGNED_IN_ERRORS } },
    },
    async (request, reply) => {
      await deleteApiKey(app.accounts.db, principalOf(request).userId, request.params.name);
      return reply.status(204).send(null);
    },
  );
};
