import { languageQuerySchema, tenderStatsSchema } from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_RATE_LIMIT } from '../tenders/tenders.routes';
import { errorResponses } from '../../plugins/route-kit';
import { getTenderStats } from './stats.service';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stats',
    {
      config: { rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        querystring: languageQuerySchema,
        response: { 200: tenderStatsSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => getTenderStats(app.store.db, request.query.language),
  );
};
