/** The flags feature's face: feature flags; what the composition root registers and lends to other features. */
import fastifyPlugin from 'fastify-plugin';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { flagsRoutes } from './flags.routes';
export { parseDefaultFeatureFlags } from './flag-defaults';

export const flags = fastifyPlugin(flagsRoutes, {
  name: 'flags',
  dependencies: [...ROUTE_PIPELINE],
  encapsulate: true,
});
