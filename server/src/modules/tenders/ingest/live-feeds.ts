import type { Logger } from 'pino';
import type { Db } from '../../../db/database';
import { alwaysHeld, type JobLocks } from '../../../lib/job-lock';
import type { ScheduledJob } from '../../../lib/scheduler';
import {
  formatSummary,
  IngestError,
  ingestSource,
  type IngestOptions,
  type IngestSummary,
} from './ingest-runner';

const BASE = 'https://canadabuys.canada.ca/opendata/pub';
export interface LiveFeedUrls {
  openNotices: string;
  newNotices: string;
  /** Award notices (AWARDS_FEED_URL); null: not fetched. */
  awardNotices: string | null;
}

export const LIVE_FEEDS: LiveFeedUrls = {
  /** All notices open for bidding, amendments applied; refreshed daily. */
  openNotices: `${BASE}/openTenderNotice-ouvertAvisAppelOffres.csv`,
  /** Notices published today; refreshed every 2 hours from 06:15 to 22:15 Eastern. */
  newNotices: `${BASE}/newTenderNotice-nouvelAvisAppelOffres.csv`,
  /** Every award notice since 2022-08, amendments applied; refreshed daily. */
  awardNotices: `${BASE}/awardNoticeComplete-avisAttributionComplet.csv`,
};

const MINUTE = 60_000;
export const LIVE_FEED_TIMING = {
  firstAttemptDelayMs: 5_000,
  newNoticesEveryMs: 120 * MINUTE,
  openNoticesEveryMs: 24 * 60 * MINUTE,
  awardNoticesEveryMs: 24 * 60 * MINUTE,
  /** After a failure: 5 min, doubling, at most the feed's own period. */
  firstRetryMs: 5 * MINUTE,
};

export interface LiveFeedsOptions {
  db: () => Db;
  log: Pick<Logger, 'info' | 'warn'>;
  timing?: Partial<typeof LIVE_FEED_TIMING>;
  feeds?: Partial<LiveFeedUrls>;
  ingestOptions?: IngestOptions;
  /** Several instances: only the one holding the live-feeds lock fetches; the others stand by. */
  locks?: JobLocks;
  /** How often a standby instance checks whether the runner has gone. */
  standbyMs?: number;
  /** Loads one feed; ingestSource unless a test stands in for the download and the store. */
  ingest?: (db: Db, url: string, options: IngestOptions) => Promise<IngestSummary>;
}

/** The scheduler queue of the live feeds: one download at a time, so they never compete for the store. */
export const LIVE_FEEDS_QUEUE = 'live-feeds';

interface FeedPlan {
  name: string;
  url: string;
  periodMs: number;
  firstRunInMs: number;
}

interface FeedContext {
  options: LiveFeedsOptions;
  firstRetryMs: number;
  standbyMs: number;
  /** True when this instance runs the live feeds now; logs when that changes. */
  holdsFeeds: (feed: string) => Promise<boolean>;
}

const feedPlans = (feeds: LiveFeedUrls, timing: typeof LIVE_FEED_TIMING): FeedPlan[] => [
  {
    name: 'open-notices',
    url: feeds.openNotices,
    periodMs: timing.openNoticesEveryMs,
    firstRunInMs: timing.firstAttemptDelayMs,
  },
  {
    name: 'new-notices',
    url: feeds.newNotices,
    periodMs: timing.newNoticesEveryMs,
    firstRunInMs: timing.newNoticesEveryMs,
  },
  ...(feeds.awardNotices
    ? [
        {
          name: 'award-notices',
          url: feeds.awardNotices,
          periodMs: timing.awardNoticesEveryMs,
          firstRunInMs: timing.firstAttemptDelayMs,
        },
      ]
    : []),
];

/** Whether this instance holds the live-feeds lock, logging when it starts or stops standing by. */
const feedLockHolder = (options: LiveFeedsOptions): FeedContext['holdsFeeds'] => {
  const locks = options.locks ?? alwaysHeld;
  let standingBy = false;
  return async (feed) => {
    if (!(await locks.hold('live-feeds'))) {
      if (!standingBy) options.log.info({ feed }, 'live feeds: another instance runs them; standing by');
      standingBy = true;
      return false;
    }
    if (standingBy) options.log.info({ feed }, 'live feeds: this instance now runs them');
    standingBy = false;
    return true;
  };
};

/**
 * One feed as a scheduled job: after a success its period, after a failure the back-off (doubling, at most the
 * period), while another instance runs the feeds a standby check.
 */
const feedJob = (plan: FeedPlan, context: FeedContext): ScheduledJob => {
  const { options } = context;
  const ingest = options.ingest ?? ingestSource;
  let retryMs = context.firstRetryMs;
  return {
    name: plan.name,
    firstRunInMs: plan.firstRunInMs,
    everyMs: plan.periodMs,
    queue: LIVE_FEEDS_QUEUE,
    async run(signal) {
      if (!(await context.holdsFeeds(plan.name))) return Math.min(context.standbyMs, plan.periodMs);
      try {
        const summary = await ingest(options.db(), plan.url, {
          ...options.ingestOptions,
          feed: plan.name,
          signal,
        });
        options.log.info({ feed: plan.name, runId: summary.runId }, formatSummary(summary));
        retryMs = context.firstRetryMs;
        return plan.periodMs;
      } catch (error) {
        if (signal.aborted) return plan.periodMs;
        const message =
          error instanceof IngestError || error instanceof Error ? error.message : String(error);
        options.log.warn(
          { feed: plan.name, url: plan.url, retryInMs: retryMs },
          `live feed ${plan.name} failed: ${message}`,
        );
        const waitMs = retryMs;
        retryMs = Math.min(retryMs * 2, plan.periodMs);
        return waitMs;
      }
    },
  };
};

/**
 * Keeps the store current while the app runs: the open-notices and award-notices feeds at start then daily
 * (queued one after the other), the new-notices feed every 2 hours. Registered with the app's scheduler, they
 * run in the background: they never block the start, a failure (no network, HTTP error) is logged and retried
 * later with back-off, and stopping them aborts a download in flight.
 */
export const liveFeedJobs = (options: LiveFeedsOptions): ScheduledJob[] => {
  const timing = { ...LIVE_FEED_TIMING, ...options.timing };
  const context: FeedContext = {
    options,
    firstRetryMs: timing.firstRetryMs,
    standbyMs: options.standbyMs ?? 30_000,
    holdsFeeds: feedLockHolder(options),
  };
  return feedPlans({ ...LIVE_FEEDS, ...options.feeds }, timing).map((plan) => feedJob(plan, context));
};
