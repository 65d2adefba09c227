/** The saved feature's face: saved tenders, reviews and the calendar; what the composition root registers and lends to other features. */
import fastifyPlugin from 'fastify-plugin';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { savedRoutes } from './saved.routes';

export const saved = fastifyPlugin(savedRoutes, {
  name: 'saved',
  dependencies: [...ROUTE_PIPELINE],
  encapsulate: true,
});
