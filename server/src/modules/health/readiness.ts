import type { Message } from '@tenderscout/domain';
import type { Store } from '../../db/store';

export type Readiness = { ready: true } | { ready: false; reason: Message };

/** A probe that waits longer than this counts as an unreachable store. */
const PROBE_TIMEOUT_MS = 2_000;

const withTimeout = async <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/** Whether this instance can serve: the store answers, and every migration this code ships is applied. */
export const readinessOf = async (store: Store, expectedMigrations: string[]): Promise<Readiness> => {
  if (!store.isReady) return { ready: false, reason: { key: 'health.storeStarting', params: {} } };
  let applied: Set<string>;
  try {
    const { rows } = await withTimeout(
      store.pool.query<{ name: string }>('SELECT name FROM schema_migrations'),
      PROBE_TIMEOUT_MS,
    );
    applied = new Set(rows.map((row) => row.name));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ready: false, reason: { key: 'health.storeUnreachable', params: { reason } } };
  }
  const pending = expectedMigrations.filter((name) => !applied.has(name));
  if (pending.length > 0) {
    return {
      ready: false,
      reason: { key: 'health.migrationsPending', params: { names: pending.join(', ') } },
    };
  }
  return { ready: true };
};
