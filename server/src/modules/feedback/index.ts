/** The feedback feature's face: feedback; what the composition root registers and lends to other features. */
import fastifyPlugin from 'fastify-plugin';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { feedbackRoutes } from './feedback.routes';

export const feedback = fastifyPlugin(feedbackRoutes, {
  name: 'feedback',
  dependencies: [...ROUTE_PIPELINE],
  encapsulate: true,
});
