import { healthSchema } from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMigrations } from '../../db/migrate';
import { AppError, appErrorOf } from '../../lib/app-error';
import { migrationsDir } from '../../lib/paths';
import { errorResponses } from '../../shared/http/route-kit';
import { readinessOf } from './readiness';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers; 503 only while the store starts.
  app.get(
    '/api/health',
    { schema: { response: { 200: healthSchema, ...errorResponses(503) } } },
    async () => {
      if (!app.store.isReady) throw new AppError('unavailable', 'health.storeStarting');
      return { status: 'ok' as const };
    },
  );

  // Readiness, for a load balancer: 503 while the store cannot be reached or this code's migrations are not
  // all applied (another instance may be migrating), so traffic goes to instances that can serve it.
  const expectedMigrations = (await readMigrations(migrationsDir)).map((migration) => migration.name);
  app.get(
    '/api/health/ready',
    { schema: { response: { 200: healthSchema, ...errorResponses(503) } } },
    async () => {
      const readiness = await readinessOf(app.store, expectedMigrations);
      if (readiness.ready) return { status: 'ok' as const };
      throw appErrorOf('unavailable', readiness.reason);
    },
  );
};
