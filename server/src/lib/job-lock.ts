import pg from 'pg';

/**
 * One of each background job across any number of app instances on one PostgreSQL database. The instance
 * that runs a job holds a session-level advisory lock on a connection of its own (outside the pool): it keeps
 * the lock from run to run, so the others stand by and never repeat its work. When that instance dies, its
 * connection closes and PostgreSQL releases the lock; the next standby check of another instance takes it.
 * The embedded store lives in one process: every job simply runs there.
 */
export type JobName = 'live-feeds' | 'embedding' | 'alerts';

export interface JobLocks {
  /** True when this instance holds (or has just taken) the job's lock and so runs it now. */
  hold(job: JobName): Promise<boolean>;
  /** Releases every lock (a clean shutdown hands the jobs over at once). */
  close(): Promise<void>;
}

export const alwaysHeld: JobLocks = { hold: async () => true, close: async () => undefined };

/** A different key per job, shared by every instance (and distinct from other applications' locks). */
const lockKey = (job: JobName) => `tenderscout-job:${job}`;

export const createJobLocks = (connectionString: string | undefined): JobLocks => {
  if (!connectionString) return alwaysHeld;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  const held = new Set<JobName>();
  let closed = false;

  const connection = async (): Promise<pg.Client> => {
    if (client) return client;
    connecting ??= (async () => {
      const fresh = new pg.Client({ connectionString, application_name: 'tenderscout-job-locks' });
      // A lost connection loses its locks with it: forget them and reconnect on the next check.
      fresh.on('error', () => {
        if (client === fresh) client = null;
        held.clear();
      });
      fresh.on('end', () => {
        if (client === fresh) client = null;
        held.clear();
      });
      await fresh.connect();
      client = fresh;
      return fresh;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async hold(job) {
      if (closed) return false;
      try {
        const session = await connection();
        if (held.has(job)) return true;
        const result = await session.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
          [lockKey(job)],
        );
        if (result.rows[0]?.locked) held.add(job);
        return held.has(job);
      } catch {
        // The store is unreachable: nobody can be sure to hold the lock, so do not run.
        held.clear();
        return false;
      }
    },
    async close() {
      closed = true;
      held.clear();
      const session = client;
      client = null;
      // Ending the session releases its advisory locks.
      await session?.end().catch(() => undefined);
    },
  };
};
