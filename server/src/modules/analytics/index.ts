/** The analytics feature's face: usage analytics for administrators; what the composition root registers and lends to other features. */
export { analyticsRoutes } from './analytics.routes';
export type { AnalyticsSources } from './analytics.service';
