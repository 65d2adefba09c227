/** The responses feature's face: bid responses and drafting; what the composition root registers and lends to other features. */
export { responsesRoutes, type ResponsesSources } from './responses.routes';
