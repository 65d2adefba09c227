import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler, type ScheduledJob } from './scheduler';

const START = new Date('2026-03-02T12:00:00.000Z');
const at = (offsetMs: number) => new Date(START.getTime() + offsetMs);

/** A job whose runs the test finishes by hand, each with the wait it chooses. */
const manualJob = (name: string, options: Partial<ScheduledJob> = {}) => {
  const finishers: Array<(waitMs?: number) => void> = [];
  const signals: AbortSignal[] = [];
  const job: ScheduledJob = {
    name,
    firstRunInMs: 1_000,
    everyMs: 60_000,
    run: (signal) => {
      signals.push(signal);
      return new Promise<number | void>((resolve) => finishers.push(resolve));
    },
    ...options,
  };
  return { job, finishers, signals, runs: () => finishers.length };
};

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scheduler: when jobs run', () => {
  it('runs a started job after its first delay, then after the wait each run asks for', async () => {
    const scheduler = createScheduler();
    const { job, finishers, runs } = manualJob('feed');
    scheduler.add(job);
    expect(scheduler.status('feed')).toMatchObject({ scheduled: false, nextRunAt: null, lastRun: null });

    scheduler.start('feed');
    expect(scheduler.status('feed')).toMatchObject({ scheduled: true, running: false, nextRunAt: at(1_000) });
    await vi.advanceTimersByTimeAsync(999);
    expect(runs()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs()).toBe(1);
    // While it runs there is no next run yet.
    expect(scheduler.status('feed')).toMatchObject({ running: true, nextRunAt: null });

    await vi.advanceTimersByTimeAsync(2_000);
    finishers[0]!(300_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.status('feed')).toMatchObject({
      running: false,
      lastRun: { startedAt: at(1_000), finishedAt: at(3_000) },
      nextRunAt: at(303_000),
    });
    await vi.advanceTimersByTimeAsync(300_000);
    expect(runs()).toBe(2);

    // A run that asks for nothing comes back after the job's period.
    finishers[1]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.status('feed')?.nextRunAt).toEqual(at(303_000 + 60_000));
  });

  it('logs a run that throws and tries again after the period', async () => {
    const errors: unknown[] = [];
    const scheduler = createScheduler({ log: { error: (details) => void errors.push(details) } });
    const failure = new Error('unreachable');
    scheduler.add({ name: 'flaky', firstRunInMs: 0, everyMs: 30_000, run: () => Promise.reject(failure) });
    scheduler.start('flaky');
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([{ err: failure, job: 'flaky' }]);
    expect(scheduler.status('flaky')).toMatchObject({ running: false, nextRunAt: at(30_000) });
  });

  it('runs the jobs of one queue one after another; a waiting job stays due', async () => {
    const scheduler = createScheduler();
    const first = manualJob('open-notices', { queue: 'live-feeds' });
    const second = manualJob('award-notices', { queue: 'live-feeds' });
    scheduler.add(first.job);
    scheduler.add(second.job);
    scheduler.start('open-notices', 'award-notices');
    await vi.advanceTimersByTimeAsync(1_000);
    expect([first.runs(), second.runs()]).toEqual([1, 0]);
    expect(scheduler.status('award-notices')).toMatchObject({ running: false, nextRunAt: at(1_000) });

    await vi.advanceTimersByTimeAsync(4_000);
    first.finishers[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect([first.runs(), second.runs()]).toEqual([1, 1]);
    expect(scheduler.status('award-notices')).toMatchObject({ running: true, nextRunAt: null });
    expect(scheduler.list().map((job) => [job.name, job.queue])).toEqual([
      ['open-notices', 'live-feeds'],
      ['award-notices', 'live-feeds'],
    ]);
  });
});

describe('scheduler: waiting, stopping, names', () => {
  it('holds a due job while it may not run (the store is starting), then runs it', async () => {
    let ready = false;
    const scheduler = createScheduler({ canRun: () => ready, notReadyWaitMs: 500 });
    const { job, runs } = manualJob('embedding', { firstRunInMs: 0 });
    scheduler.add(job);
    scheduler.start('embedding');
    await vi.advanceTimersByTimeAsync(1_200);
    expect(runs()).toBe(0);
    expect(scheduler.status('embedding')?.nextRunAt).toEqual(at(1_500));
    ready = true;
    await vi.advanceTimersByTimeAsync(300);
    expect(runs()).toBe(1);
  });

  it('stops: the run in flight is aborted and awaited, and nothing runs again until started', async () => {
    const scheduler = createScheduler();
    const { job, finishers, signals, runs } = manualJob('alerts');
    scheduler.add(job);
    scheduler.start('alerts');
    scheduler.start('alerts'); // already started: keeps its timing
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs()).toBe(1);

    let stopped = false;
    const stopping = scheduler.stop('alerts').then(() => {
      stopped = true;
    });
    expect(signals[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finishers[0]!(1_000);
    await stopping;
    expect(scheduler.status('alerts')).toMatchObject({ scheduled: false, running: false, nextRunAt: null });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(runs()).toBe(1);

    scheduler.start('alerts');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs()).toBe(2);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('refuses a second job of the same name and a name it does not know', () => {
    const scheduler = createScheduler();
    scheduler.add(manualJob('feed').job);
    expect(() => scheduler.add(manualJob('feed').job)).toThrow('A scheduled job is already named feed');
    expect(() => scheduler.start('nothing')).toThrow('No scheduled job is named nothing');
    expect(scheduler.status('nothing')).toBeUndefined();
  });
});
