import {
  filterOptionsSchema,
  languageQuerySchema,
  tenderAmendmentsSchema,
  tenderByIdQuerySchema,
  tenderDetailQuerySchema,
  tenderDetailSchema,
  tenderIdParamsSchema,
} from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ERRORS, viewerIdOf } from '../../shared/http/route-kit';
import { PUBLIC_RATE_LIMIT } from '../../shared/http/public-rate-limit';
import {
  getFilterOptions,
  getTenderAmendments,
  getTenderDetail,
  type TenderDetailSources,
} from './tenders.service';

export const tenderRoutes: FastifyPluginAsyncZod<TenderDetailSources> = async (app, sources) => {
  const errors = PUBLIC_ERRORS;

  // Registered before /:id: ids containing '/' or '%' travel in the query string.
  app.get(
    '/api/tenders/tender-by-id',
    {
      config: { rateLimit: PUBLIC_RATE_LIMIT },
      schema: { querystring: tenderByIdQuerySchema, response: { 200: tenderDetailSchema, ...errors } },
    },
    async (request) =>
      getTenderDetail(sources, app.store.db, request.query.id, request.query.language, viewerIdOf(request)),
  );

  app.get(
    '/api/tenders/filters/options',
    {
      config: { rateLimit: PUBLIC_RATE_LIMIT },
      schema: { querystring: languageQuerySchema, response: { 200: filterOptionsSchema, ...errors } },
    },
    async (request) => getFilterOptions(app.store.db, request.query.language),
  );

  app.get(
    '/api/tenders/:id',
    {
      config: { rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        params: tenderIdParamsSchema,
        querystring: tenderDetailQuerySchema,
        response: { 200: tenderDetailSchema, ...errors },
      },
    },
    async (request) =>
      getTenderDetail(sources, app.store.db, request.params.id, request.query.language, viewerIdOf(request)),
  );

  app.get(
    '/api/tenders/:id/amendments',
    {
      config: { rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        params: tenderIdParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: tenderAmendmentsSchema, ...errors },
      },
    },
    async (request) =>
      getTenderAmendments(
        { db: app.store.db, embedder: app.embedder, sources },
        request.params.id,
        request.query.language,
        viewerIdOf(request),
      ),
  );
};
