/** The health feature's face: health and readiness; what the composition root registers and lends to other features. */
import fastifyPlugin from 'fastify-plugin';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { healthRoutes } from './health.routes';

export const health = fastifyPlugin(healthRoutes, {
  name: 'health',
  dependencies: [...ROUTE_PIPELINE],
  encapsulate: true,
});
