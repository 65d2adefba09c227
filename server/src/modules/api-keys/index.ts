/** The api-keys feature's face: API keys; what the composition root registers and lends to other features. */
export { apiKeysRoutes } from './api-keys.routes';
export { findApiKeyOwner, looksLikeApiKey } from './api-keys.service';
