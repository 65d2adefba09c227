import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

describe(`liveness and readiness (${testEngine()} store)`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });

  it('is ready once the store answers and every migration is applied', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 naming the migrations still pending, and ready again once they are applied', async () => {
    const { rows } = await t.store.pool.query<{ name: string }>(
      'DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name',
    );
    const name = rows[0]?.name ?? '';
    expect(name).toMatch(/^\d{4}-/);

    const pending = await ready();
    expect(pending.statusCode).toBe(503);
    expect(pending.json<{ detail: string }>().detail).toBe(`Migrations pending: ${name}`);
    // Liveness is not readiness: the process still answers.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await t.store.pool.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 once the store is gone', async () => {
    await t.store.close();
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json<{ detail: string }>().detail).toMatch(/store/i);
  });
});
