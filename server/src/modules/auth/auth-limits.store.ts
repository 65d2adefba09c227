import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Sign-in limits kept in the store, so every app instance sharing it counts together. Each attempt is counted
 * by one atomic upsert before any password is checked: parallel attempts cannot slip past the limit.
 */

/** At most `max` attempts per key in a fixed window of `windowSeconds`. */
export interface WindowPolicy {
  max: number;
  windowSeconds: number;
}

/**
 * Progressive delay (OWASP authentication guidance): `free` attempts, then each further one must wait
 * `baseSeconds` × 2^(n − free), at most `maxSeconds`, after the previous one. A key quiet for `forgetSeconds`
 * starts again. Nothing is ever locked for good: the right password gets through once the delay has passed.
 */
export interface DelayPolicy {
  free: number;
  baseSeconds: number;
  maxSeconds: number;
  forgetSeconds: number;
}

// Beyond this exponent the delay is long past any sane maximum (and 2^n would overflow).
const MAX_EXPONENT = 24;

const delaySql = (policy: DelayPolicy, count: ReturnType<typeof sql.ref>) =>
  sql`make_interval(secs => least(${policy.maxSeconds}::float8,
        ${policy.baseSeconds}::float8 * power(2::float8, least(greatest(${count} - ${policy.free}::int, 0), ${MAX_EXPONENT}::int))))`;

export const authLimits = {
  /** Counts one attempt for `key`; answers 0 when it is within the limit, else the seconds until the window ends. */
  async hit(db: Db, key: string, policy: WindowPolicy): Promise<number> {
    const window = sql`make_interval(secs => ${policy.windowSeconds}::float8)`;
    const { rows } = await sql<{ count: number; wait: number }>`
      INSERT INTO auth_limits AS l (key, count) VALUES (${key}, 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN l.started_at <= now() - ${window} THEN 1 ELSE l.count + 1 END,
        started_at = CASE WHEN l.started_at <= now() - ${window} THEN now() ELSE l.started_at END,
        last_at = now()
      RETURNING count, ceil(extract(epoch FROM (started_at + ${window} - now())))::int AS wait`.execute(db);
    const row = rows[0]!;
    return row.count <= policy.max ? 0 : Math.max(1, row.wait);
  },

  /**
   * Reserves one attempt for `key` if its delay has passed: answers 0 when reserved (the attempt counts as a
   * failure until `release` or `clear`), else the seconds to wait. Refused attempts change nothing.
   */
  async reserve(db: Db, key: string, policy: DelayPolicy): Promise<number> {
    const forget = sql`make_interval(secs => ${policy.forgetSeconds}::float8)`;
    const { rows } = await sql<{ count: number }>`
      INSERT INTO auth_limits AS l (key, count) VALUES (${key}, 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN l.last_at <= now() - ${forget} THEN 1 ELSE l.count + 1 END,
        started_at = CASE WHEN l.last_at <= now() - ${forget} THEN now() ELSE l.started_at END,
        last_at = now()
      WHERE l.last_at <= now() - ${forget}
         OR l.count < ${policy.free}::int
         OR l.last_at + ${delaySql(policy, sql.ref('l.count'))} <= now()
      RETURNING count`.execute(db);
    if (rows.length > 0) return 0;
    const wait = await sql<{ wait: number }>`
      SELECT ceil(extract(epoch FROM (last_at + ${delaySql(policy, sql.ref('count'))} - now())))::int AS wait
      FROM auth_limits WHERE key = ${key}`.execute(db);
    return Math.max(1, wait.rows[0]?.wait ?? 1);
  },

  /** Gives back a reserved attempt that turned out not to be a failure. */
  async release(db: Db, key: string): Promise<void> {
    await sql`UPDATE auth_limits SET count = greatest(count - 1, 0) WHERE key = ${key}`.execute(db);
  },

  /** Forgets a key (the right password for this account from this address). */
  async clear(db: Db, key: string): Promise<void> {
    await sql`DELETE FROM auth_limits WHERE key = ${key}`.execute(db);
  },

  /** Drops counters nobody has touched for a day. */
  async sweep(db: Db): Promise<void> {
    await sql`DELETE FROM auth_limits WHERE last_at < now() - interval '1 day'`.execute(db);
  },
};
