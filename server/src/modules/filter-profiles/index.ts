/** The filter-profiles feature's face: saved filter profiles; what the composition root registers and lends to other features. */
export { filterProfilesRoutes } from './filter-profiles.routes';
