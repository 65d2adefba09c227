import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Request rate limits counted in the store (table request_limits), so app instances sharing one database count
 * together: a limit of N is N in total, not N per instance. A fixed window per route and caller starts with the
 * first request and lasts `timeWindow`; each request is one atomic upsert, so parallel requests on several
 * instances cannot slip past the limit.
 */

/** How often (at most) one instance deletes expired counters, piggy-backed on a request. */
export const SWEEP_INTERVAL_MS = 60_000;

export const requestLimits = {
  /** Counts one request for `key`; answers the count in the current window and the milliseconds it has left. */
  async hit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const { rows } = await sql<{ count: number; ttl: number }>`
      INSERT INTO request_limits AS l (key, count, expires_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}::float8))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN l.expires_at <= now() THEN 1 ELSE l.count + 1 END,
        expires_at = CASE WHEN l.expires_at <= now() THEN excluded.expires_at ELSE l.expires_at END
      RETURNING count, ceil(extract(epoch FROM (expires_at - now())) * 1000)::float8 AS ttl`.execute(db);
    const row = rows[0]!;
    return { current: row.count, ttl: Math.max(0, row.ttl) };
  },

  /** Deletes the counters whose window has ended. */
  async sweep(db: Db): Promise<void> {
    await sql`DELETE FROM request_limits WHERE expires_at <= now()`.execute(db);
  },
};
