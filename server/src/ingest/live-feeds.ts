import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { alwaysHeld, type JobLocks } from '../lib/job-lock';
import { formatSummary, IngestError, ingestSource, type IngestOptions } from './ingest-runner';

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
}

export interface LiveFeeds {
  stop(): Promise<void>;
}

/**
 * Keeps the store current while the app runs: the open-notices and award-notices feeds at start then daily
 * (queued one after the other), the new-notices feed every 2 hours. Runs in the background: it never blocks the start, a failure (no network, HTTP error) is logged
 * and retried later with back-off, and stop() aborts a download in flight.
 */
export const startLiveFeeds = (options: LiveFeedsOptions): LiveFeeds => {
  const timing = { ...LIVE_FEED_TIMING, ...options.timing };
  const feeds = { ...LIVE_FEEDS, ...options.feeds };
  const controller = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const locks = options.locks ?? alwaysHeld;
  const standbyMs = options.standbyMs ?? 30_000;
  let standingBy = false;

  const schedule = (run: () => void, delayMs: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };

  const loop = (name: string, url: string, periodMs: number, retryMs: number) => {
    const attempt = () => {
      // One download at a time: feeds queue behind each other rather than compete for the store.
      running = running.then(async () => {
        if (stopped) return;
        if (!(await locks.hold('live-feeds'))) {
          if (!standingBy)
            options.log.info({ feed: name }, 'live feeds: another instance runs them; standing by');
          standingBy = true;
          schedule(attempt, Math.min(standbyMs, periodMs));
          return;
        }
        if (standingBy) options.log.info({ feed: name }, 'live feeds: this instance now runs them');
        standingBy = false;
        try {
          const summary = await ingestSource(options.db(), url, {
            ...options.ingestOptions,
            feed: name,
            signal: controller.signal,
          });
          options.log.info({ feed: name, runId: summary.runId }, formatSummary(summary));
          schedule(attempt, periodMs);
          retryMs = timing.firstRetryMs;
        } catch (error) {
          if (stopped) return;
          const message =
            error instanceof IngestError || error instanceof Error ? error.message : String(error);
          options.log.warn({ feed: name, url, retryInMs: retryMs }, `live feed ${name} failed: ${message}`);
          schedule(attempt, retryMs);
          retryMs = Math.min(retryMs * 2, periodMs);
        }
      });
    };
    return attempt;
  };

  schedule(
    loop('open-notices', feeds.openNotices, timing.openNoticesEveryMs, timing.firstRetryMs),
    timing.firstAttemptDelayMs,
  );
  if (feeds.awardNotices)
    schedule(
      loop('award-notices', feeds.awardNotices, timing.awardNoticesEveryMs, timing.firstRetryMs),
      timing.firstAttemptDelayMs,
    );
  schedule(
    loop('new-notices', feeds.newNotices, timing.newNoticesEveryMs, timing.firstRetryMs),
    timing.newNoticesEveryMs,
  );

  return {
    stop: async () => {
      stopped = true;
      controller.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running.catch(() => undefined);
    },
  };
};
