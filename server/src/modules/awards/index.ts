/**
 * The awards feature's face: its routes, whether a tender has awards, and the award loading the tender loader
 * runs when a file holds awards (award notices, contract history, its RSS export).
 */
import fastifyPlugin from 'fastify-plugin';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { awardsRoutes } from './awards.routes';
export { awardsStore } from './awards.store';
export { detectAwardFileKind, normaliseAwardRecord, type NormalisedAward } from './ingest/award-normalise';
export { upsertAwardBatch } from './ingest/awards-ingest.store';
export { applyAwardOutcomes } from './ingest/award-outcomes';
export { looksLikeXml, readContractHistoryRss } from './ingest/contract-history-rss';

export const awards = fastifyPlugin(awardsRoutes, {
  name: 'awards',
  dependencies: [...ROUTE_PIPELINE],
  encapsulate: true,
});
