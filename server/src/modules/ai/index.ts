/** The ai feature's face: NL search, recommendations, summaries and fit; what the composition root registers and lends to other features. */
export type { AiSources } from './ai-sources';
export { aiRoutes } from './ai.routes';
export { recommendedAmong } from './ai.service';
export { amendmentFits } from './amendment-fit';
