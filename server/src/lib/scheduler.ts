/**
 * The app's recurring background jobs in one place: each feature registers its jobs here from its app plugin,
 * starts them when the app is ready and stops them when it closes; analytics reads their next and last runs.
 * A run decides its own next wait (a period after a success, a back-off after a failure, a short standby check
 * while another instance holds the job), which a cron expression cannot say: so this is a small registry of
 * timers rather than a cron library.
 */

export interface ScheduledJob {
  readonly name: string;
  /** From start() to the first run. */
  readonly firstRunInMs: number;
  /** The usual wait between runs; also the wait after a run that threw. */
  readonly everyMs: number;
  /** Jobs of one queue run one after another, never at once (the live feeds take turns on the store). */
  readonly queue?: string;
  /**
   * One run; resolves with the wait before the next one (nothing: `everyMs`). The signal aborts when the job
   * is stopped: a long run should end early.
   */
  run(signal: AbortSignal): Promise<number | void>;
}

export interface JobRun {
  startedAt: Date;
  finishedAt: Date;
}

export interface JobStatus {
  name: string;
  queue: string | null;
  everyMs: number;
  /** Started and not stopped: it has (or will have) a next run. */
  scheduled: boolean;
  running: boolean;
  lastRun: JobRun | null;
  /** When it runs next; null while it runs and when it is not scheduled. */
  nextRunAt: Date | null;
}

export interface Scheduler {
  /** Registers a job (not started). */
  add(job: ScheduledJob): void;
  /** Starts the named jobs; one already started keeps its timing. */
  start(...names: string[]): void;
  /** Stops the named jobs: no further run, their signals abort, and the runs in flight are awaited. */
  stop(...names: string[]): Promise<void>;
  status(name: string): JobStatus | undefined;
  /** Every registered job, in the order it was added. */
  list(): JobStatus[];
}

export interface SchedulerOptions {
  log?: { error(details: object, message: string): void };
  /** While this says no (the store is still starting), a job that falls due waits and is tried again. */
  canRun?: () => boolean;
  /** How long a due job waits before `canRun` is asked again. */
  notReadyWaitMs?: number;
}

interface Entry {
  job: ScheduledJob;
  scheduled: boolean;
  running: boolean;
  lastRun: JobRun | null;
  nextRunAt: Date | null;
  timer: NodeJS.Timeout | undefined;
  controller: AbortController;
  /** The run in flight (or its turn in the queue); settles, never rejects. */
  inFlight: Promise<void>;
}

const statusOf = (entry: Entry): JobStatus => ({
  name: entry.job.name,
  queue: entry.job.queue ?? null,
  everyMs: entry.job.everyMs,
  scheduled: entry.scheduled,
  running: entry.running,
  lastRun: entry.lastRun,
  nextRunAt: entry.nextRunAt,
});

const newEntry = (job: ScheduledJob): Entry => ({
  job,
  scheduled: false,
  running: false,
  lastRun: null,
  nextRunAt: null,
  timer: undefined,
  controller: new AbortController(),
  inFlight: Promise.resolve(),
});

/** The timers: each plans a job's next run, which (in its queue's turn) runs it and plans the one after. */
const createTimers = (options: SchedulerOptions) => {
  const queues = new Map<string, Promise<void>>();
  const canRun = options.canRun ?? (() => true);
  const notReadyWaitMs = options.notReadyWaitMs ?? 1_000;

  const plan = (entry: Entry, delayMs: number): void => {
    if (!entry.scheduled) return;
    entry.nextRunAt = new Date(Date.now() + delayMs);
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      due(entry);
    }, delayMs);
    // The HTTP server keeps the process alive; a pending job alone never does.
    entry.timer.unref();
  };

  const execute = async (entry: Entry): Promise<void> => {
    if (!entry.scheduled) return;
    if (!canRun()) {
      plan(entry, notReadyWaitMs);
      return;
    }
    const { job, controller } = entry;
    entry.running = true;
    entry.nextRunAt = null;
    const startedAt = new Date();
    let waitMs = job.everyMs;
    try {
      waitMs = (await job.run(controller.signal)) ?? job.everyMs;
    } catch (error) {
      if (!controller.signal.aborted)
        options.log?.error({ err: error, job: job.name }, 'scheduled job failed');
    }
    entry.running = false;
    entry.lastRun = { startedAt, finishedAt: new Date() };
    plan(entry, waitMs);
  };

  const due = (entry: Entry): void => {
    const queue = entry.job.queue;
    if (queue === undefined) {
      entry.inFlight = execute(entry);
      return;
    }
    // Its turn comes after the runs already queued; until then it stays due (nextRunAt in the past).
    const turn = (queues.get(queue) ?? Promise.resolve()).then(() => execute(entry));
    queues.set(queue, turn);
    entry.inFlight = turn;
  };

  return { plan };
};

export const createScheduler = (options: SchedulerOptions = {}): Scheduler => {
  const entries = new Map<string, Entry>();
  const timers = createTimers(options);
  const entryOf = (name: string): Entry => {
    const entry = entries.get(name);
    if (!entry) throw new Error(`No scheduled job is named ${name}`);
    return entry;
  };

  return {
    add(job) {
      if (entries.has(job.name)) throw new Error(`A scheduled job is already named ${job.name}`);
      entries.set(job.name, newEntry(job));
    },
    start(...names) {
      for (const entry of names.map(entryOf)) {
        if (entry.scheduled) continue;
        entry.scheduled = true;
        entry.controller = new AbortController();
        timers.plan(entry, entry.job.firstRunInMs);
      }
    },
    async stop(...names) {
      const stopping = names.map(entryOf);
      // All of them first, so a job queued behind another being stopped does not start meanwhile.
      for (const entry of stopping) {
        entry.scheduled = false;
        entry.nextRunAt = null;
        clearTimeout(entry.timer);
        entry.timer = undefined;
        entry.controller.abort();
      }
      await Promise.all(stopping.map((entry) => entry.inFlight));
    },
    status: (name) => {
      const entry = entries.get(name);
      return entry && statusOf(entry);
    },
    list: () => [...entries.values()].map(statusOf),
  };
};
