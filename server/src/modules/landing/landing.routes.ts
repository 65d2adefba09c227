import { languageQuerySchema, tenderStatsSchema } from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/http/route-kit';
import { PUBLIC_RATE_LIMIT } from '../../shared/http/public-rate-limit';
import { getLandingStats } from './landing.service';

/** The landing page's public figures (GET /api/stats). */
export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stats',
    {
      config: { rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        querystring: languageQuerySchema,
        response: { 200: tenderStatsSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => getLandingStats(app.store.db, request.query.language),
  );
};
