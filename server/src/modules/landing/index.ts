/** The landing feature's face: the public landing page; what the composition root registers and lends to other features. */
import fastifyPlugin from 'fastify-plugin';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { landingRoutes } from './landing.routes';

export const landing = fastifyPlugin(landingRoutes, {
  name: 'landing',
  dependencies: [...ROUTE_PIPELINE],
  encapsulate: true,
});
