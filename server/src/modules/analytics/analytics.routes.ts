import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyticsQuerySchema, analyticsSchema, errorBodySchema } from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverRoot } from '../../lib/paths';
import { getAnalytics, type AnalyticsSources } from './analytics.service';

const readAppVersion = (): string => {
  const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? 'unknown';
};

/**
 * Analytics: one call, an operations screen (feeds, jobs, mail, store, versions) for administrators whose
 * `analytics` flag is on; anyone else gets 403.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsSources> = async (app, sources) => {
  const appVersion = readAppVersion();
  // When this process started: its uptime counts from here.
  const processStartedAt = new Date(Date.now() - process.uptime() * 1000);

  app.get(
    '/api/analytics',
    {
      onRequest: [app.requireUser, app.requireAdmin, app.requireFlag('analytics')],
      schema: {
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const analytics = await getAnalytics(
        {
          db: app.store.db,
          engine: app.store.engine,
          liveFeedsEnabled: app.config.INGEST_ON_START === 'on',
          scheduler: app.scheduler,
          processStartedAt,
          appVersion,
          mailTransport: app.config.SMTP_URL ? 'smtp' : 'files',
          readMailOutbox: sources.readMailOutbox,
        },
        request.query.language,
      );
      return reply.header('cache-control', 'no-store').send(analytics);
    },
  );
};
