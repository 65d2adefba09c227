/** The api-keys feature's face: API keys; what the composition root registers and lends to other features. */
import fastifyPlugin from 'fastify-plugin';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { apiKeysRoutes } from './api-keys.routes';
export { findApiKeyOwner, looksLikeApiKey } from './api-keys.service';

export const apiKeys = fastifyPlugin(apiKeysRoutes, {
  name: 'api-keys',
  dependencies: [...ROUTE_PIPELINE],
  encapsulate: true,
});
