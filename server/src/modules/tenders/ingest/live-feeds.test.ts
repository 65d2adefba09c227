import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/database';
import type { JobLocks } from '../../../lib/job-lock';
import { createScheduler } from '../../../lib/scheduler';
import type { IngestOptions, IngestSummary } from './ingest-runner';
import { LIVE_FEED_TIMING, liveFeedJobs, type LiveFeedsOptions } from './live-feeds';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = new Date('2026-03-02T12:00:00.000Z');
const after = (ms: number) => new Date(START.getTime() + ms);

const summaryOf = (url: string): IngestSummary => ({
  runId: 1,
  fileKind: 'tender_notice',
  source: url,
  rowsRead: 3,
  inserted: 3,
  updated: 0,
  unchanged: 0,
  rejected: 0,
  rejects: [],
  changedIds: [],
  durationMs: 1_000,
  error: null,
});

/** The live feeds on a scheduler, with a stand-in for the download and the store that the test steers. */
const liveFeeds = (options: Partial<LiveFeedsOptions> = {}) => {
  const infos: string[] = [];
  const warnings: string[] = [];
  const calls: Array<{ url: string; options: IngestOptions }> = [];
  let outcome: 'succeed' | 'fail' | 'hang' = 'fail';
  const ingest = async (_db: Db, url: string, ingestOptions: IngestOptions): Promise<IngestSummary> => {
    calls.push({ url, options: ingestOptions });
    if (outcome === 'succeed') return summaryOf(url);
    if (outcome === 'fail') throw new Error(`Could not fetch ${url}: HTTP 503`);
    return new Promise((_resolve, reject) =>
      ingestOptions.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
    );
  };
  const jobs = liveFeedJobs({
    db: () => ({}) as Db,
    log: {
      info: (_details: object, message?: string) => void infos.push(message ?? ''),
      warn: (_details: object, message?: string) => void warnings.push(message ?? ''),
    } as LiveFeedsOptions['log'],
    ingest,
    ...options,
    feeds: {
      openNotices: 'https://feeds.test/open.csv',
      newNotices: 'https://feeds.test/new.csv',
      ...options.feeds,
    },
  });
  const scheduler = createScheduler();
  for (const job of jobs) scheduler.add(job);
  const names = jobs.map((job) => job.name);
  scheduler.start(...names);
  const nextRun = (name: string) => scheduler.status(name)?.nextRunAt;
  return {
    scheduler,
    names,
    infos,
    warnings,
    calls,
    setOutcome: (next: typeof outcome) => {
      outcome = next;
    },
    nextRun,
    /** Lets the feed's next run happen, then says how many minutes until the one after. */
    minutesToRunAfterNext: async (name: string) => {
      await vi.advanceTimersByTimeAsync(nextRun(name)!.getTime() - Date.now());
      return (nextRun(name)!.getTime() - Date.now()) / MINUTE;
    },
  };
};

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live feeds on the scheduler: timing', () => {
  it('schedules open notices and award notices a few seconds after start, new notices after 2 hours', () => {
    const feeds = liveFeeds();
    expect(feeds.scheduler.list().map((job) => [job.name, job.everyMs, job.queue, job.nextRunAt])).toEqual([
      ['open-notices', 24 * HOUR, 'live-feeds', after(LIVE_FEED_TIMING.firstAttemptDelayMs)],
      ['new-notices', 2 * HOUR, 'live-feeds', after(2 * HOUR)],
      ['award-notices', 24 * HOUR, 'live-feeds', after(LIVE_FEED_TIMING.firstAttemptDelayMs)],
    ]);
    const withoutAwards = liveFeeds({ feeds: { awardNotices: null } });
    expect(withoutAwards.names).toEqual(['open-notices', 'new-notices']);
  });

  it('after a success: one period later; after failures: 5 min, doubling, never beyond the period', async () => {
    const feeds = liveFeeds({ feeds: { awardNotices: null } });
    feeds.setOutcome('succeed');
    expect(await feeds.minutesToRunAfterNext('open-notices')).toBe(24 * 60);
    expect(feeds.infos.at(-1)).toBe(
      'https://feeds.test/open.csv: read 3, inserted 3, updated (amended) 0, unchanged 0, rejected 0 in 1.0 s',
    );

    feeds.setOutcome('fail');
    const waits: number[] = [];
    for (let failures = 0; failures < 11; failures += 1)
      waits.push(await feeds.minutesToRunAfterNext('open-notices'));
    expect(waits).toEqual([5, 10, 20, 40, 80, 160, 320, 640, 1280, 1440, 1440]);
    expect(feeds.warnings).toContain(
      'live feed open-notices failed: Could not fetch https://feeds.test/open.csv: HTTP 503',
    );

    await feeds.scheduler.stop(...feeds.names);
  });

  it('new notices: the back-off stops at their 2-hour period, and a success starts it afresh', async () => {
    const feeds = liveFeeds({ feeds: { awardNotices: null } });
    const newNotices: number[] = [];
    for (let failures = 0; failures < 6; failures += 1)
      newNotices.push(await feeds.minutesToRunAfterNext('new-notices'));
    expect(newNotices).toEqual([5, 10, 20, 40, 80, 120]);
    feeds.setOutcome('succeed');
    expect(await feeds.minutesToRunAfterNext('new-notices')).toBe(120);
    feeds.setOutcome('fail');
    expect(await feeds.minutesToRunAfterNext('new-notices')).toBe(5);
    expect(feeds.calls.every((call) => call.options.signal instanceof AbortSignal)).toBe(true);
    expect(feeds.calls.map((call) => call.options.feed)).toContain('new-notices');
    await feeds.scheduler.stop(...feeds.names);
  });
});

describe('live feeds on the scheduler: several instances, stopping', () => {
  it('stands by while another instance holds the live feeds, and takes over when it goes', async () => {
    let held = false;
    const locks: JobLocks = { hold: async () => held, close: async () => undefined };
    const feeds = liveFeeds({ locks, standbyMs: 30_000, feeds: { awardNotices: null } });
    feeds.setOutcome('succeed');
    await vi.advanceTimersByTimeAsync(LIVE_FEED_TIMING.firstAttemptDelayMs);
    expect(feeds.calls).toHaveLength(0);
    expect(feeds.nextRun('open-notices')).toEqual(after(LIVE_FEED_TIMING.firstAttemptDelayMs + 30_000));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(feeds.infos).toEqual(['live feeds: another instance runs them; standing by']);

    held = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(feeds.calls.map((call) => call.url)).toEqual(['https://feeds.test/open.csv']);
    expect(feeds.infos[1]).toBe('live feeds: this instance now runs them');
    await feeds.scheduler.stop(...feeds.names);
  });

  it('stopping aborts the download in flight, quietly', async () => {
    const feeds = liveFeeds();
    feeds.setOutcome('hang');
    await vi.advanceTimersByTimeAsync(LIVE_FEED_TIMING.firstAttemptDelayMs);
    expect(feeds.scheduler.status('open-notices')?.running).toBe(true);
    await feeds.scheduler.stop(...feeds.names);
    expect(feeds.calls[0]!.options.signal?.aborted).toBe(true);
    // The award notices, queued behind, never start.
    expect(feeds.calls).toHaveLength(1);
    expect(feeds.warnings).toEqual([]);
  });
});
