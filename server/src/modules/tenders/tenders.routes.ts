import { tenderApi } from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, PUBLIC_ERRORS, viewerIdOf } from '../../shared/http/route-kit';
import { PUBLIC_RATE_LIMIT } from '../../shared/http/public-rate-limit';
import {
  getFilterOptions,
  getTenderAmendments,
  getTenderDetail,
  type TenderDetailSources,
} from './tenders.service';

export const tenderRoutes: FastifyPluginAsyncZod<TenderDetailSources> = async (app, sources) => {
  const errors = PUBLIC_ERRORS;
  const config = { rateLimit: PUBLIC_RATE_LIMIT };

  // Registered before /:id: ids containing '/' or '%' travel in the query string.
  app.route({
    ...contractRoute(tenderApi.byId, errors),
    config,
    handler: async (request) =>
      getTenderDetail(sources, app.store.db, request.query.id, request.query.language, viewerIdOf(request)),
  });

  app.route({
    ...contractRoute(tenderApi.filterOptions, errors),
    config,
    handler: async (request) => getFilterOptions(app.store.db, request.query.language),
  });

  app.route({
    ...contractRoute(tenderApi.detail, errors),
    config,
    handler: async (request) =>
      getTenderDetail(sources, app.store.db, request.params.id, request.query.language, viewerIdOf(request)),
  });

  app.route({
    ...contractRoute(tenderApi.amendments, errors),
    config,
    handler: async (request) =>
      getTenderAmendments(
        { db: app.store.db, embedder: app.embedder, sources },
        request.params.id,
        request.query.language,
        viewerIdOf(request),
      ),
  });
};
