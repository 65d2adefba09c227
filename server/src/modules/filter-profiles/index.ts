/** The filter-profiles feature's face: saved filter profiles; what the composition root registers and lends to other features. */
import fastifyPlugin from 'fastify-plugin';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { filterProfilesRoutes } from './filter-profiles.routes';

export const filterProfiles = fastifyPlugin(filterProfilesRoutes, {
  name: 'filter-profiles',
  dependencies: [...ROUTE_PIPELINE],
  encapsulate: true,
});
