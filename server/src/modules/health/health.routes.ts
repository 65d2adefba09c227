import { errorBodySchema, healthSchema } from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMigrations } from '../../db/migrate';
import { migrationsDir } from '../../lib/paths';
import { readinessOf } from './readiness';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers; 503 only while the store starts.
  app.get(
    '/api/health',
    { schema: { response: { 200: healthSchema, 503: errorBodySchema } } },
    async (_request, reply) => {
      if (!app.store.isReady) return reply.status(503).send({ detail: 'The store is starting' });
      return { status: 'ok' as const };
    },
  );

  // Readiness, for a load balancer: 503 while the store cannot be reached or this code's migrations are not
  // all applied (another instance may be migrating), so traffic goes to instances that can serve it.
  const expectedMigrations = (await readMigrations(migrationsDir)).map((migration) => migration.name);
  app.get(
    '/api/health/ready',
    { schema: { response: { 200: healthSchema, 503: errorBodySchema } } },
    async (_request, reply) => {
      const readiness = await readinessOf(app.store, expectedMigrations);
      if (readiness.ready) return { status: 'ok' as const };
      return reply.status(503).send({ detail: readiness.reason });
    },
  );
};
