import { describe, expect, it } from 'vitest';
import { LIVE_FEED_TIMING } from '../../ingest/live-feeds';
import { computeNextRun, SCHEDULED_FEEDS } from './next-run';

const [openNotices, newNotices] = SCHEDULED_FEEDS;
const start = new Date('2026-03-02T12:00:00.000Z');
const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

describe('next live-feed run, from the scheduler rules and the recorded runs', () => {
  it('before any run: the first attempt delay after the scheduler started', () => {
    expect(computeNextRun({ feed: openNotices!, schedulerStartedAt: start, runs: [] })).toEqual(
      new Date(start.getTime() + LIVE_FEED_TIMING.firstAttemptDelayMs),
    );
    expect(computeNextRun({ feed: newNotices!, schedulerStartedAt: start, runs: [] })).toEqual(
      at('2026-03-02T14:00:00.000Z'),
    );
  });

  it('after a success: one period after the run finished', () => {
    const runs = [{ status: 'succeeded', finished_at: at('2026-03-02T12:03:10.000Z') }];
    expect(computeNextRun({ feed: openNotices!, schedulerStartedAt: start, runs })).toEqual(
      at('2026-03-03T12:03:10.000Z'),
    );
    expect(computeNextRun({ feed: newNotices!, schedulerStartedAt: start, runs })).toEqual(
      at('2026-03-02T14:03:10.000Z'),
    );
  });

  it('after failures: 5 min, doubling with each consecutive failure, never beyond the period', () => {
    const failedAt = at('2026-03-02T13:00:00.000Z');
    const failed = (count: number) => [
      ...Array.from({ length: count }, () => ({ status: 'failed', finished_at: failedAt })),
      { status: 'succeeded', finished_at: at('2026-03-02T12:00:00.000Z') },
      { status: 'failed', finished_at: at('2026-03-02T11:00:00.000Z') },
    ];
    const next = (count: number, feed = newNotices!) =>
      computeNextRun({ feed, schedulerStartedAt: start, runs: failed(count) })!.getTime() -
      failedAt.getTime();
    expect(next(1)).toBe(5 * MINUTE);
    expect(next(2)).toBe(10 * MINUTE);
    expect(next(3)).toBe(20 * MINUTE);
    expect(next(5)).toBe(80 * MINUTE);
    expect(next(6)).toBe(120 * MINUTE); // capped at the 2-hour period
    expect(next(9, openNotices)).toBe(1280 * MINUTE);
    expect(next(10, openNotices)).toBe(24 * 60 * MINUTE); // capped at the daily period
  });

  it('while a run is in progress there is no next run yet', () => {
    expect(
      computeNextRun({
        feed: openNotices!,
        schedulerStartedAt: start,
        runs: [{ status: 'running', finished_at: null }],
      }),
    ).toBeNull();
  });
});
