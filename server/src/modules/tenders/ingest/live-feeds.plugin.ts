import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config';
import { createJobLocks } from '../../../lib/job-lock';
import { liveFeedJobs, type LiveFeedUrls } from './live-feeds';

/** The feed addresses the settings override (LIVE_FEED_*_URL, AWARDS_FEED_URL; `off`: no award feed). */
const configuredFeeds = (config: Config): Partial<LiveFeedUrls> => ({
  ...(config.LIVE_FEED_OPEN_NOTICES_URL ? { openNotices: config.LIVE_FEED_OPEN_NOTICES_URL } : {}),
  ...(config.LIVE_FEED_NEW_NOTICES_URL ? { newNotices: config.LIVE_FEED_NEW_NOTICES_URL } : {}),
  ...(config.AWARDS_FEED_URL
    ? { awardNotices: config.AWARDS_FEED_URL === 'off' ? null : config.AWARDS_FEED_URL }
    : {}),
});

/**
 * The live CanadaBuys feeds as app jobs: registered with the scheduler (so analytics can show their periods
 * even when they are off), started when the app is ready if INGEST_ON_START is on, stopped when it closes.
 */
export const liveFeeds: FastifyPluginAsync = async (app) => {
  // Several instances on one PostgreSQL: one runs the feeds, the others stand by (embedded: one process).
  const locks = createJobLocks(app.config.DATABASE_URL);
  const jobs = liveFeedJobs({
    db: () => app.store.db,
    log: app.log,
    feeds: configuredFeeds(app.config),
    locks,
    standbyMs: app.config.JOB_STANDBY_SECONDS * 1000,
  });
  for (const job of jobs) app.scheduler.add(job);
  const names = jobs.map((job) => job.name);
  app.addHook('onReady', async () => {
    if (app.config.INGEST_ON_START === 'on') app.scheduler.start(...names);
  });
  app.addHook('onClose', async () => {
    await app.scheduler.stop(...names);
    await locks.close();
  });
};
