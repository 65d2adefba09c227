/**
 * The tenders feature's face: its routes and live feeds, the tender read model other features read through
 * (rows, filters, presenters, amendment history, notice facts), and the loading `main.ts` runs at start.
 */
import fastifyPlugin from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { liveFeeds } from './ingest/live-feeds.plugin';
import { tenderRoutes } from './tenders.routes';
import type { TenderDetailSources } from './tenders.service';
export { getTenderDetail, type TenderDetailSources } from './tenders.service';
export { loadBundledAwardsIfEmpty, loadBundledSampleIfEmpty } from './ingest/bundled';
export { markInterruptedIngestRuns } from './ingest/ingest.store';
export { extractBusinessIntelligence } from './ingest/business-intelligence';
export { filterSql, hasFilterConditions, resolveFilters, type ResolvedFilters } from './tender-filters.store';
export { effectiveStatusSql, tenderReadStore } from './tender-read.store';
export { documentsOf, requirementFields } from './tender-presenter';
export { amendmentSteps, type AmendmentStep } from './amendment-history';
export type { TenderRow } from './tender-row';
export type { NormalisedTender } from './normalised-tender';

/** Its routes, then the live feeds (scheduled jobs). */
const tendersPlugin: FastifyPluginAsyncZod<TenderDetailSources> = async (app, sources) => {
  await app.register(tenderRoutes, sources);
  await app.register(liveFeeds);
};

export const tenders = fastifyPlugin(tendersPlugin, {
  name: 'tenders',
  dependencies: [...ROUTE_PIPELINE],
  encapsulate: true,
});
