import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { requestLimits } from '../src/db/request-limits';
import { createTestUser } from './support/accounts';
import { freePort } from './support/server-process';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/**
 * Request rate limits are shared by every app instance: counted in the store by default (one atomic upsert per
 * request), in Redis when REDIS_URL is set. A limit of N is N in total, whichever instance answers.
 * (server/test/two-instances.test.ts checks the same with two server processes on PostgreSQL.)
 */
const REDIS_URL = 'redis://127.0.0.1:6379';

const search = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/api/search', payload: { search_type: 'keyword', query: 'snow' } });

/** Alternates `count` anonymous searches between the instances; answers the statuses in order. */
const alternate = async (apps: FastifyInstance[], count: number) => {
  const answers = [];
  for (let index = 0; index < count; index += 1) answers.push(await search(apps[index % apps.length]!));
  return answers;
};

describe(`request rate limits shared across instances (${testEngine()} store)`, () => {
  const opened: TestApp[] = [];
  const others: FastifyInstance[] = [];

  afterAll(async () => {
    for (const app of others) await app.close();
    for (const t of opened) await t.close();
  });

  it('counts a limit of N once in total for two instances on one store', async () => {
    const t = await createTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '4' });
    opened.push(t);
    const second = await buildApp({ config: t.config, store: t.store, logger: false });
    others.push(second);
    await second.ready();

    const answers = await alternate([t.app, second], 8);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    const refused = answers[4]!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json<{ detail: string }>().detail).toMatch(/^Too many requests; try again in \d+ s$/);

    // One counter in the store for this route and address, whichever instance answered.
    const { rows } = await sql<{ key: string; count: number }>`
      SELECT key, count FROM request_limits WHERE key LIKE '%/api/search|%'`.execute(t.store.db);
    expect(rows).toEqual([{ key: 'POST/api/search|ip:127.0.0.1', count: 8 }]);
  });

  it('counts the AI limit per call: reading profile templates does not use up natural-language searches', async () => {
    const t = await createTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '2' });
    opened.push(t);
    const user = await createTestUser(t);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });
    const templates = [];
    for (let index = 0; index < 4; index += 1)
      templates.push((await get('/api/ai/profiles/templates')).statusCode);
    expect(templates).toEqual([200, 200, 200, 200]);
    const nlSearch = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/ai/search/natural-language',
        headers: user.headers,
        payload: { query: 'snow removal in Ontario' },
      });
    const searches = [
      (await nlSearch()).statusCode,
      (await nlSearch()).statusCode,
      (await nlSearch()).statusCode,
    ];
    expect(searches).toEqual([200, 200, 429]);
  });

  it('starts a new window once the old one has ended, and deletes ended windows', async () => {
    const t = opened[0]!;
    const key = `test|${randomUUID()}`;
    expect((await requestLimits.hit(t.store.db, key, 300)).current).toBe(1);
    const second = await requestLimits.hit(t.store.db, key, 300);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await requestLimits.hit(t.store.db, key, 300)).current).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 400));
    await requestLimits.sweep(t.store.db);
    const left = await sql<{ key: string }>`SELECT key FROM request_limits WHERE key = ${key}`.execute(
      t.store.db,
    );
    expect(left.rows).toEqual([]);
  });

  it('counts a limit of N once in total through Redis when REDIS_URL is set, even for separate stores', async () => {
    const prefix = `tenderscout-test:${randomUUID()}:`;
    const env = { SEARCH_RATE_LIMIT_PER_MINUTE: '3', REDIS_URL, REDIS_KEY_PREFIX: prefix };
    // Two instances that share nothing but Redis: each has its own store.
    const first = await createTestApp(env);
    opened.push(first);
    const second = await createTestApp(env);
    opened.push(second);

    const answers = await alternate([first.app, second.app], 6);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429, 429, 429]);
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);

    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}*`);
      expect(keys).toEqual([`${prefix}rate-limit:POST/api/search-ip:127.0.0.1`]);
      expect(await redis.get(keys[0]!)).toBe('6');
      await redis.del(...keys);
    } finally {
      await redis.quit();
    }
    for (const t of [first, second]) {
      const { rows } = await sql<{
        count: number;
      }>`SELECT count(*)::int AS count FROM request_limits`.execute(t.store.db);
      expect(rows[0]!.count).toBe(0);
    }
  });

  it('answers 503, not an unlimited answer, while Redis is unreachable', async () => {
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    opened.push(t);
    const answer = await search(t.app);
    expect(answer.statusCode).toBe(503);
    expect(answer.json<{ detail: string }>().detail).toBe(
      'The store is busy or restarting; try again in a moment',
    );
  });
});
