/** The health feature's face: health and readiness; what the composition root registers and lends to other features. */
export { healthRoutes } from './health.routes';
