/** The analytics feature's face: usage analytics for administrators; what the composition root registers and lends to other features. */
import fastifyPlugin from 'fastify-plugin';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { analyticsRoutes } from './analytics.routes';
export type { AnalyticsSources } from './analytics.service';

export const analytics = fastifyPlugin(analyticsRoutes, {
  name: 'analytics',
  dependencies: [...ROUTE_PIPELINE],
  encapsulate: true,
});
