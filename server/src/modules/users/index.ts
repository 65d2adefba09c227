/** The users feature's face: user administration and the system accounts; what the composition root registers and lends to other features. */
import fastifyPlugin from 'fastify-plugin';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { usersRoutes } from './users.routes';
export { ensureSystemAccounts } from './users.service';

export const users = fastifyPlugin(usersRoutes, {
  name: 'users',
  dependencies: [...ROUTE_PIPELINE],
  encapsulate: true,
});
