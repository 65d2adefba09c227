import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { migrate, readMigrations } from '../src/db/migrate';
import { migrationsDir } from '../src/lib/paths';
import { createStore } from '../src/db/store';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

describe(`foundation (${testEngine()} store)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports healthy once migrations ran', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('has pgvector, unaccent and pg_trgm available in the store', async () => {
    const { rows } = await sql<{ distance: number; folded: string; similar: number }>`
      SELECT ('[1,2,3]'::vector <-> '[1,2,4]'::vector)::float8 AS distance,
             unaccent('sécurité') AS folded,
             similarity('snow removal', 'snow removl')::float8 AS similar`.execute(t.store.db);
    expect(rows[0]).toMatchObject({ distance: 1, folded: 'securite' });
    expect(rows[0]?.similar).toBeGreaterThan(0.5);
  });

  it('keeps concurrent parameterised queries apart', async () => {
    const results = await Promise.all(
      Array.from({ length: 80 }, (_, index) =>
        sql<{ n: number; s: string }>`SELECT ${index}::int AS n, repeat('x', ${index % 7}::int) AS s`.execute(
          t.store.db,
        ),
      ),
    );
    results.forEach((result, index) => expect(result.rows).toEqual([{ n: index, s: 'x'.repeat(index % 7) }]));
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: 'Not found: GET /api/does-not-exist' });
  });

  it('answers a malformed JSON body with 400 and a detail naming the problem', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toMatch(/^Malformed JSON body/);
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ detail: 'Request body is too large (the limit is 1 MB)' });
  });
});

describe(`store start-up (${testEngine()} store)`, () => {
  it('answers /api/health with 503 until the store has started', async () => {
    const t = await createTestApp();
    try {
      const notStarted = createStore({ embedded: { kind: 'in-process' } });
      const app = await buildApp({ config: t.config, store: notStarted, logger: false });
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ detail: 'The store is starting' });
      await app.close();
    } finally {
      await t.close();
    }
  });

  it('rolls back a failing migration and names it', async () => {
    const t = await createTestApp();
    try {
      const migrations = [
        { name: '9001-good.sql', sql: 'CREATE TABLE migration_probe (id int)' },
        { name: '9002-bad.sql', sql: 'CREATE TABLE migration_probe_2 (id int); SELECT * FROM no_such_table' },
      ];
      await expect(migrate(t.store.pool, migrations)).rejects.toThrow(
        'Migration 9002-bad.sql failed: relation "no_such_table" does not exist',
      );
      const { rows } = await sql<{ name: string }>`
        SELECT table_name AS name FROM information_schema.tables
        WHERE table_name IN ('migration_probe', 'migration_probe_2') ORDER BY 1`.execute(t.store.db);
      expect(rows.map((row) => row.name)).toEqual(['migration_probe']);
    } finally {
      await t.close();
    }
  });
});

describe(`renumbered migrations (${testEngine()} store)`, () => {
  it('counts a migration applied under its former name as applied, and records the new name', async () => {
    const t = await createTestApp();
    try {
      await migrate(
        t.store.pool,
        [{ name: '9101-probe.sql', sql: 'CREATE TABLE renamed_probe (id int)' }],
        {},
      );
      const ran = await migrate(
        t.store.pool,
        [{ name: '9102-probe.sql', sql: 'CREATE TABLE renamed_probe (id int)' }],
        { '9102-probe.sql': '9101-probe.sql' },
      );
      expect(ran).toEqual([]);
      const { rows } = await sql<{ name: string }>`
        SELECT name FROM schema_migrations WHERE name LIKE '910%-probe.sql'`.execute(t.store.db);
      expect(rows.map((row) => row.name)).toEqual(['9102-probe.sql']);
    } finally {
      await t.close();
    }
  });

  it('ships no two migrations with the same number', async () => {
    const numbers = (await readMigrations(migrationsDir)).map((migration) => migration.name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe(`rate limits (${testEngine()} store)`, () => {
  it('answers a caller over a route limit with 429, a detail and Retry-After', async () => {
    const t = await createTestApp();
    const app = await buildApp({ config: t.config, store: t.store, logger: false });
    try {
      app.get(
        '/api/limited-probe',
        { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } },
        async () => ({
          ok: true,
        }),
      );
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/limited-probe' })).statusCode).toBe(200);
      const limited = await app.inject({ method: 'GET', url: '/api/limited-probe' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ detail: string }>().detail).toMatch(/^Too many requests; try again in \d+ s$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
      await t.close();
    }
  });
});
