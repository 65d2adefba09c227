import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { createTestUser, type TestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

describe(`API keys (${testEngine()} store)`, () => {
  let t: TestApp;
  let user: TestUser;
  const create = (name: string | undefined, headers: Record<string, string> = user.headers) =>
    t.app.inject({
      method: 'POST',
      url: name === undefined ? '/api/auth/api-key' : `/api/auth/api-key?name=${encodeURIComponent(name)}`,
      headers,
    });
  const setFlags = (flags: Record<string, boolean>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/feature-flags',
      headers: user.headers,
      payload: { feature_flags: flags },
    });

  beforeAll(async () => {
    t = await createTestApp({ DEMO_ACCOUNT: 'off' });
    user = await createTestUser(t, { email: 'keys@example.ca' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses to create a key while api_access is off (the default)', async () => {
    const response = await create('ci');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: 'Feature not enabled: api_access' });
  });

  it('needs a non-blank name', async () => {
    expect((await setFlags({ api_access: true })).statusCode).toBe(200);
    for (const name of [undefined, '', '   ']) {
      const response = await create(name);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail: 'Please enter a name for the API key' });
    }
  });

  it('returns the full key once, stores only its hash, and lists a preview', async () => {
    const response = await create('  CI pipeline ');
    expect(response.statusCode).toBe(201);
    const created = response.json<{
      api_key: string;
      name: string;
      key_preview: string;
      created_at: string;
    }>();
    expect(created.name).toBe('CI pipeline');
    expect(created.api_key).toMatch(/^tsk_[A-Za-z0-9_-]{43}$/);
    expect(created.key_preview).toBe(`${created.api_key.slice(0, 12)}...`);

    const { rows } = await sql<{ key_hash: string }>`SELECT key_hash FROM api_keys`.execute(t.store.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(created.api_key);

    const list = await t.app.inject({ method: 'GET', url: '/api/auth/api-keys', headers: user.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      api_keys: [
        {
          name: 'CI pipeline',
          key_preview: created.key_preview,
          created_at: created.created_at,
          last_used: null,
        },
      ],
    });
    expect(list.body).not.toContain(created.api_key);
  });

  it('refuses a second key with the same name with 409', async () => {
    const response = await create('CI pipeline');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: 'An API key named "CI pipeline" already exists' });
  });

  it('authenticates as its owner (X-API-Key or Bearer), records last_used, and is refused account and key calls', async () => {
    const key = (await create('scripts')).json<{ api_key: string }>().api_key;
    // A route that allows keys (as tender, search, AI and saved-tender routes do) sees the owner.
    const app = await buildApp({ config: t.config, store: t.store, logger: false });
    app.get('/api/test-key-echo', { onRequest: [app.requireUserOrApiKey] }, async (request) => ({
      email: request.principal?.email,
      via: request.principal?.via,
    }));
    for (const headers of [{ 'x-api-key': key }, { authorization: `Bearer ${key}` }]) {
      const echo = await app.inject({ method: 'GET', url: '/api/test-key-echo', headers });
      expect(echo.statusCode).toBe(200);
      expect(echo.json()).toEqual({ email: 'keys@example.ca', via: 'api_key' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/test-key-echo' })).statusCode).toBe(401);
    await app.close();
    const list = await t.app.inject({ method: 'GET', url: '/api/auth/api-keys', headers: user.headers });
    const scripts = list
      .json<{ api_keys: { name: string; last_used: string | null }[] }>()
      .api_keys.find((item) => item.name === 'scripts');
    expect(Date.now() - Date.parse(scripts?.last_used ?? '')).toBeLessThan(60_000);

    for (const [method, url] of [
      ['GET', '/api/auth/me'],
      ['PUT', '/api/auth/me'],
      ['GET', '/api/auth/api-keys'],
      ['POST', '/api/auth/api-key?name=more'],
      ['DELETE', '/api/auth/api-key/scripts'],
      ['PUT', '/api/auth/feature-flags'],
      ['GET', '/api/auth/onboarding'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { 'x-api-key': key },
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('deletes a key by name; the deleted key is then refused with 401', async () => {
    const key = (await create('temporary')).json<{ api_key: string }>().api_key;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/api-key/temporary',
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const refused = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-api-key': key } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ detail: 'Invalid API key' });
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/api-key/temporary',
      headers: user.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("stops a key when its owner turns api_access off, and keeps other users' keys private", async () => {
    const key = (await create('paused')).json<{ api_key: string }>().api_key;
    const other = await createTestUser(t);
    const otherList = await t.app.inject({
      method: 'GET',
      url: '/api/auth/api-keys',
      headers: other.headers,
    });
    expect(otherList.json()).toEqual({ api_keys: [] });
    const otherDelete = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/api-key/paused',
      headers: other.headers,
    });
    expect(otherDelete.statusCode).toBe(404);

    await setFlags({ api_access: false });
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-api-key': key } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: 'Feature not enabled: api_access' });
  });
});
