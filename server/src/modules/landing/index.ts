/** The landing feature's face: the public landing page; what the composition root registers and lends to other features. */
export { landingRoutes } from './landing.routes';
