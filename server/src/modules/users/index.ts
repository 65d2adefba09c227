/** The users feature's face: user administration and the system accounts; what the composition root registers and lends to other features. */
export { usersRoutes } from './users.routes';
export { ensureSystemAccounts } from './users.service';
