/** The ai feature's face: NL search, recommendations, summaries and fit; what the composition root registers and lends to other features. */
import fastifyPlugin from 'fastify-plugin';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { aiRoutes } from './ai.routes';
export type { AiSources } from './ai-sources';
export { recommendedAmong } from './ai.service';
export { amendmentFits } from './amendment-fit';

export const ai = fastifyPlugin(aiRoutes, {
  name: 'ai',
  dependencies: [...ROUTE_PIPELINE],
  encapsulate: true,
});
