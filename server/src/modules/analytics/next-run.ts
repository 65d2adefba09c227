import { LIVE_FEED_TIMING } from '../../ingest/live-feeds';

/**
 * When the live-feed scheduler (src/ingest/live-feeds.ts) runs each feed next, worked out from its own rules and
 * the runs it recorded: the first attempt a fixed delay after the scheduler starts; after a success, one period
 * after the run finished; after failures, the back-off (5 min, doubling, at most the period) after the last
 * one; nothing while a run is in progress. The scheduler starts with the process (after the store is ready, so
 * a first run may come a few seconds later than computed).
 */

export interface ScheduledFeed {
  name: string;
  periodMs: number;
  firstDelayMs: number;
}

export const SCHEDULED_FEEDS: readonly ScheduledFeed[] = [
  {
    name: 'open-notices',
    periodMs: LIVE_FEED_TIMING.openNoticesEveryMs,
    firstDelayMs: LIVE_FEED_TIMING.firstAttemptDelayMs,
  },
  {
    name: 'new-notices',
    periodMs: LIVE_FEED_TIMING.newNoticesEveryMs,
    firstDelayMs: LIVE_FEED_TIMING.newNoticesEveryMs,
  },
  /** Only when AWARDS_FEED_URL is not `off`. */
  {
    name: 'award-notices',
    periodMs: LIVE_FEED_TIMING.awardNoticesEveryMs,
    firstDelayMs: LIVE_FEED_TIMING.firstAttemptDelayMs,
  },
];

/** Enough runs to reach the longest back-off (5 min doubling reaches a day at the 10th failure). */
export const RUNS_NEEDED_FOR_BACKOFF = 12;

export interface RecordedRun {
  status: string;
  finished_at: Date | null;
}

export const computeNextRun = (options: {
  feed: ScheduledFeed;
  schedulerStartedAt: Date;
  /** This process's runs of the feed, newest first. */
  runs: readonly RecordedRun[];
  firstRetryMs?: number;
}): Date | null => {
  const { feed, runs } = options;
  const firstRetryMs = options.firstRetryMs ?? LIVE_FEED_TIMING.firstRetryMs;
  const latest = runs[0];
  if (!latest) return new Date(options.schedulerStartedAt.getTime() + feed.firstDelayMs);
  if (latest.status === 'running' || !latest.finished_at) return null;
  const finishedAt = new Date(latest.finished_at).getTime();
  if (latest.status !== 'failed') return new Date(finishedAt + feed.periodMs);
  let failures = 0;
  for (const run of runs) {
    if (run.status !== 'failed') break;
    failures += 1;
  }
  const backoff = Math.min(firstRetryMs * 2 ** (failures - 1), feed.periodMs);
  return new Date(finishedAt + backoff);
};
