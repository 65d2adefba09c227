/** The saved feature's face: saved tenders, reviews and the calendar; what the composition root registers and lends to other features. */
export { savedRoutes } from './saved.routes';
