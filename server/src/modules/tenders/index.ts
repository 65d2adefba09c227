/**
 * The tenders feature's face: its routes and live feeds, the tender read model other features read through
 * (rows, filters, presenters, amendment history, notice facts), and the loading `main.ts` runs at start.
 */
export { tenderRoutes } from './tenders.routes';
export { liveFeeds } from './ingest/live-feeds.plugin';
export { getTenderDetail, type TenderDetailSources } from './tenders.service';
export { loadBundledAwardsIfEmpty, loadBundledSampleIfEmpty } from './ingest/bundled';
export { markInterruptedIngestRuns } from './ingest/ingest.store';
export { extractBusinessIntelligence } from './ingest/business-intelligence';
export { filterSql, hasFilterConditions, resolveFilters, type ResolvedFilters } from './tender-filters';
export { effectiveStatusSql, tenderReadStore } from './tender-read.store';
export { documentsOf, requirementFields } from './tender-presenter';
export { amendmentSteps, type AmendmentStep } from './amendment-history';
export type { TenderRow } from './tender-row';
export type { NormalisedTender } from './normalised-tender';
