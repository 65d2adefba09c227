/** The alerts feature's face: saved-search and company alerts, notifications, the mail outbox and the alert job; what the composition root registers and lends to other features. */
import fastifyPlugin from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { alertJob, type AlertJobSources } from './alert-job.plugin';
import { alertsRoutes } from './alerts.routes';
export type { AlertJobSources } from './alert-job.plugin';
export { mailOutbox } from './mail-outbox.store';

/** Its routes, then the alert job: `app.alertJob`, which also delivers the other features' mail outbox. */
const alertsPlugin: FastifyPluginAsyncZod<AlertJobSources> = async (app, sources) => {
  await app.register(alertsRoutes);
  await app.register(alertJob, sources);
};

export const alerts = fastifyPlugin(alertsPlugin, { name: 'alerts', dependencies: [...ROUTE_PIPELINE] });
