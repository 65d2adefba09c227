import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { loadJwtSecret } from '../auth';
import { createJobLocks } from '../../lib/job-lock';
import { createAlertJob, type AlertJob } from './alert-job';
import type { MatcherContext } from './alert-matcher';
import { createMailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Alert matching and mail delivery (scheduled on ready when ALERT_JOB is on; tests call runOnce). */
    alertJob: AlertJob;
  }
}

const DEFAULT_FROM = 'TenderScout <alerts@tenderscout.localhost>';

/** What the matching borrows from other features (search, recommendations), lent by the composition root. */
export type AlertJobSources = Pick<MatcherContext, 'searchTenders' | 'recommendedAmong' | 'amendmentFits'>;

/**
 * The alert job as a named app service: it matches new notices, amendments and deadlines and sends the mail
 * outbox every ALERT_INTERVAL_SECONDS. It is registered with the app's scheduler, started when the app is ready
 * and stopped before the store closes.
 */
const alertJobPlugin: FastifyPluginAsync<AlertJobSources> = async (app, sources) => {
  const secret = await loadJwtSecret(app.config.JWT_SECRET, app.config.dataDir);
  const listenHost = ['0.0.0.0', '::'].includes(app.config.HOST) ? 'localhost' : app.config.HOST;
  const origin = (app.config.PUBLIC_URL ?? `http://${listenHost}:${app.config.PORT}`).replace(/\/+$/, '');
  const mailer = createMailer({ smtpUrl: app.config.SMTP_URL, dataDir: app.config.dataDir });
  const locks = createJobLocks(app.config.DATABASE_URL);
  const job = createAlertJob({
    matcher: () => ({
      db: app.store.db,
      embedder: app.embedder,
      secret,
      origin,
      digestHour: app.config.ALERT_DIGEST_HOUR,
      onSearchError: (savedSearchId, error) =>
        app.log.warn({ err: error, savedSearchId }, 'a saved search could not be matched'),
      onCompanyError: (userId, error) =>
        app.log.warn({ err: error, userId }, 'a company profile could not be matched'),
      searchTenders: sources.searchTenders,
      recommendedAmong: sources.recommendedAmong,
      amendmentFits: sources.amendmentFits,
    }),
    mailer,
    from: app.config.MAIL_FROM ?? DEFAULT_FROM,
    log: app.log,
    intervalMs: app.config.ALERT_INTERVAL_SECONDS * 1000,
    locks,
  });
  app.decorate('alertJob', job);
  app.scheduler.add(job);
  app.addHook('onReady', async () => {
    if (app.config.ALERT_JOB === 'on') app.scheduler.start(job.name);
  });
  app.addHook('onClose', async () => {
    await app.scheduler.stop(job.name);
    mailer.close();
    await locks.close();
  });
};

export const alertJob = fastifyPlugin(alertJobPlugin, { name: 'alert-job' });
