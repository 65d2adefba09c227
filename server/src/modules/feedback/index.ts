/** The feedback feature's face: feedback; what the composition root registers and lends to other features. */
export { feedbackRoutes } from './feedback.routes';
