import { errorBodySchema, healthSchema } from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthSchema, 503: errorBodySchema } } },
    async (_request, reply) => {
      if (!app.store.isReady) return reply.status(503).send({ detail: 'The store is starting' });
      return { status: 'ok' as const };
    },
  );
};
