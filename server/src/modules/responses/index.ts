/** The responses feature's face: bid responses and drafting; what the composition root registers and lends to other features. */
import fastifyPlugin from 'fastify-plugin';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { responsesRoutes } from './responses.routes';
export { type ResponsesSources } from './responses.routes';

export const responses = fastifyPlugin(responsesRoutes, {
  name: 'responses',
  dependencies: [...ROUTE_PIPELINE],
  encapsulate: true,
});
