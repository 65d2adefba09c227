import { searchApi } from '@tenderscout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, errorResponses, viewerIdOf } from '../../shared/http/route-kit';
import { listCommodityOptions } from './query-understanding';
import { searchTenders, type SearchContext } from './search.service';
import { addressKey } from '../../lib/address-key';

/**
 * Tender search. Tender data is open data: anonymous callers may search, rate-limited per IP;
 * a signed-in caller (token or API key) is limited per user and has their not-applicable tenders hidden. The
 * commodity codes the notices carry are open data too (the company profile's picker).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = errorResponses(400, 401, 429, 503);
  const rateLimit = {
    max: app.config.SEARCH_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.principal ? `user:${request.principal.userId}` : `ip:${addressKey(request.ip)}`,
  };
  const context = (): SearchContext => ({
    db: app.store.db,
    embedder: app.embedder,
    onEmbeddingError: (error) =>
      app.log.warn({ err: error }, 'the search query could not be embedded; answering with keywords only'),
  });

  app.route({
    ...contractRoute(searchApi.search, errors),
    config: { rateLimit },
    handler: async (request) => searchTenders(context(), request.body, { userId: viewerIdOf(request) }),
  });

  app.route({
    ...contractRoute(searchApi.semantic, errors),
    config: { rateLimit },
    handler: async (request) =>
      searchTenders(context(), { ...request.body, search_type: 'semantic' }, { userId: viewerIdOf(request) }),
  });

  // The commodity codes the notices carry, with their English and French names (the company profile's picker).
  app.route({
    ...contractRoute(searchApi.commodities, errors),
    config: { rateLimit },
    handler: async (request) => ({ commodities: await listCommodityOptions(app.store.db, request.query) }),
  });
};
