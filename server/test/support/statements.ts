import type pg from 'pg';

type Query = pg.PoolClient['query'];

/**
 * Records the SQL text of every statement the pool's clients send from now on (both engines talk to the store
 * through this pool), to count what a request costs.
 */
export const recordStatements = (pool: pg.Pool): { statements(): string[]; stop(): void } => {
  const seen: string[] = [];
  const wrapped = new Map<pg.PoolClient, Query>();
  const wrap = (client: pg.PoolClient) => {
    if (wrapped.has(client)) return;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the client as `this`
    const original = client.query;
    wrapped.set(client, original);
    client.query = ((...args: Parameters<Query>) => {
      const [first] = args as unknown[];
      const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
      seen.push(typeof text === 'string' ? text : '');
      return (original as (...a: unknown[]) => unknown).apply(client, args);
    }) as Query;
  };
  pool.on('acquire', wrap);
  return {
    statements: () => [...seen],
    stop: () => {
      pool.off('acquire', wrap);
      for (const [client, original] of wrapped) client.query = original;
    },
  };
};
