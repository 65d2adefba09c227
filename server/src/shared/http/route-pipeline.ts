/**
 * The app-wide plugins (their fastify-plugin names) that every plugin serving routes depends on. A route takes the
 * hooks, error handler, rate limiter and documentation present when it is added, so these are registered first:
 * `core` (config, store, embedder, scheduler), `error-handler`, `request-language`, `rate-limit`,
 * `security-headers`, `authentication` (request.principal and the guards) and `openapi`. A feature's face lists
 * them in its `dependencies`, then the other faces it needs; `app.ts` registers in that order.
 */
export const ROUTE_PIPELINE = [
  'core',
  'error-handler',
  'request-language',
  'rate-limit',
  'security-headers',
  'authentication',
  'openapi',
] as const;
