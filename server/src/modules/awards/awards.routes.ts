import {
  awardsQuerySchema,
  awardsResponseSchema,
  similarAwardsQuerySchema,
  similarAwardsResponseSchema,
  supplierParamsSchema,
  supplierProfileSchema,
  supplierQuerySchema,
  tenderAwardsSchema,
  tenderDetailQuerySchema,
  tenderIdParamsSchema,
} from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasFeature } from '../../lib/access-policy';
import { PUBLIC_ERRORS, type RouteApp } from '../../shared/http/route-kit';
import { PUBLIC_RATE_LIMIT } from '../../shared/http/public-rate-limit';
import {
  exportAwardsCsv,
  getSimilarAwards,
  getSupplierProfile,
  getTenderAwards,
  searchAwards,
} from './awards.service';
import { facetSnapshotOf } from './award-facet-snapshot';

const errors = PUBLIC_ERRORS;
const FACET_SNAPSHOT_JOB = 'award-facets';
const tags = ['awards'];

/** Searching the award history, its CSV export, and a supplier's profile. */
const registerAwardSearchRoutes = (app: RouteApp): void => {
  app.get(
    '/api/awards',
    {
      config: { rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Search award notices and contract history, with facets',
        querystring: awardsQuerySchema,
        response: { 200: awardsResponseSchema, ...errors },
      },
    },
    async (request) => searchAwards(app.store.db, request.query),
  );

  app.get(
    '/api/awards/export',
    {
      config: { rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        tags,
        summary: 'The matching awards as CSV (at most 10,000 rows)',
        querystring: awardsQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { csv, truncated } = await exportAwardsCsv(app.store.db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="awards.csv"')
        .header('x-export-truncated', String(truncated))
        .send(csv);
    },
  );

  app.get(
    '/api/suppliers/:name',
    {
      config: { rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        tags,
        summary: "A supplier's awards, buyers, categories and total value (spelling variants grouped)",
        params: supplierParamsSchema,
        querystring: supplierQuerySchema,
        response: { 200: supplierProfileSchema, ...errors },
      },
    },
    async (request) => getSupplierProfile(app.store.db, request.params.name, request.query),
  );
};

/** A tender's own awards, and past awards like it. */
const registerTenderAwardRoutes = (app: RouteApp): void => {
  app.get(
    '/api/tenders/:id/awards',
    {
      config: { rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        tags,
        summary: "The tender's own awards (by solicitation number, then reference number)",
        params: tenderIdParamsSchema,
        querystring: tenderDetailQuerySchema,
        response: { 200: tenderAwardsSchema, ...errors },
      },
    },
    async (request) => getTenderAwards(app.store.db, request.params.id, request.query.language),
  );

  app.get(
    '/api/tenders/:id/similar-awards',
    {
      config: { rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Past awards like this tender, the incumbent, and a value estimate (pricing_intelligence)',
        params: tenderIdParamsSchema,
        querystring: similarAwardsQuerySchema,
        response: { 200: similarAwardsResponseSchema, ...errors },
      },
    },
    async (request) =>
      getSimilarAwards(app.store.db, request.params.id, {
        limit: request.query.limit,
        sameBuyer: request.query.same_buyer ?? false,
        language: request.query.language,
        pricingIntelligence: hasFeature(request.principal, 'pricing_intelligence'),
      }),
  );
};

/**
 * Award history (CanadaBuys award notices and contract history): public open data like the tenders, rate-limited
 * per IP. The value estimate on similar awards is the `pricing_intelligence` feature: given only to a caller
 * whose flag is on.
 */
export const awardsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAwardSearchRoutes(app);
  registerTenderAwardRoutes(app);
  // The facet snapshot kept current in the background: built once the store is ready (the scheduler waits for
  // it), and again within a minute of any instance's ingest (a new data version), so a search rarely waits.
  app.scheduler.add({
    name: FACET_SNAPSHOT_JOB,
    firstRunInMs: 0,
    everyMs: 60_000,
    run: async () => {
      await facetSnapshotOf(app.store.db);
    },
  });
  app.addHook('onReady', async () => app.scheduler.start(FACET_SNAPSHOT_JOB));
  app.addHook('onClose', async () => app.scheduler.stop(FACET_SNAPSHOT_JOB));
};
