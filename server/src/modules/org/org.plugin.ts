import fastifyPlugin from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadJwtSecret } from '../auth';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import type { OrgContext, OrgSources } from './org-context';
import { registerMemberRoutes } from './org.routes';
import { registerPipelineRoutes } from './pipeline.routes';
import { registerCommentRoutes } from './comments.routes';
import { registerTeamAnalyticsRoutes } from './team-analytics.routes';

/** The app's public address for links in mails: PUBLIC_URL, else where it listens. */
const originOf = (config: { PUBLIC_URL?: string; HOST: string; PORT: number }): string => {
  const host = ['0.0.0.0', '::'].includes(config.HOST) ? 'localhost' : config.HOST;
  return (config.PUBLIC_URL ?? `http://${host}:${config.PORT}`).replace(/\/+$/, '');
};

/**
 * Organizations, members and invitations, and the bid pipeline: the feature's routes under `/api/org`. Its
 * invitation and mention mails go through the mail outbox, which the alert job delivers.
 */
const orgPlugin: FastifyPluginAsyncZod<OrgSources> = async (app, sources) => {
  const secret = await loadJwtSecret(app.config.JWT_SECRET, app.config.dataDir);
  const store = app.store;
  const ctx: OrgContext = {
    ...sources,
    // Invitations and mentions are sent at once (the outbox keeps and retries what fails).
    queueMail: async (db, mail) => {
      await sources.queueMail(db, mail);
      app.alertJob.deliverNow().catch((error: unknown) => {
        app.log.warn({ err: error }, 'an organization e-mail could not be sent yet; the outbox retries it');
      });
    },
    get db() {
      return store.db;
    },
    secret,
    origin: originOf(app.config),
  };
  registerMemberRoutes(app, ctx);
  registerPipelineRoutes(app, ctx);
  registerCommentRoutes(app, ctx);
  registerTeamAnalyticsRoutes(app, ctx);
};

export const org = fastifyPlugin(orgPlugin, {
  name: 'org',
  // Its mails are delivered by the alert job's outbox sender (alerts).
  dependencies: [...ROUTE_PIPELINE, 'alerts'],
  decorators: { fastify: ['store', 'accounts', 'alertJob', 'requireUser', 'requireUserOrApiKey'] },
});
