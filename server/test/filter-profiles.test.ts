import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApiKey, createTestUser, type TestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

type Json = Record<string, unknown>;
interface Profile {
  id: string;
  name: string;
  description: string;
  filters: Json;
  createdAt: string;
  lastUsed: string;
}

const LIMIT_MESSAGE = 'You can only save up to 3 filter profiles. Please delete an existing profile first.';
const BASE = '/api/me/filter-profiles';

describe(`filter profiles: per-user saved filters, at most 3 (${testEngine()} store)`, () => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;

  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Json }),
      headers: { ...(user ? user.headers : {}), ...headers },
    });
  const create = (user: TestUser, body: unknown) => call(user, 'POST', BASE, body);
  const list = async (user: TestUser) =>
    (await call(user, 'GET', BASE)).json<{ profiles: Profile[]; max_profiles: number }>();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    ada = await createTestUser(t, { name: 'Ada' });
    bob = await createTestUser(t, { name: 'Bob' });
  });

  it('answers 401 to anonymous callers and to a bad token', async () => {
    for (const [method, url] of [
      ['GET', BASE],
      ['POST', BASE],
      ['PATCH', `${BASE}/${randomUUID()}`],
      ['POST', `${BASE}/${randomUUID()}/apply`],
      ['DELETE', `${BASE}/${randomUUID()}`],
    ] as const) {
      const anonymous = await call(
        null,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toMatchObject({ detail: 'Not authenticated' });
    }
    const bad = await t.app.inject({ method: 'GET', url: BASE, headers: { authorization: 'Bearer nope' } });
    expect(bad.statusCode).toBe(401);
  });

  it('saves a profile with a trimmed name and normalised filters, and lists it', async () => {
    expect(await list(ada)).toEqual({ profiles: [], max_profiles: 3 });
    const response = await create(ada, {
      name: '  Ontario IT  ',
      description: 'Software work in Ontario',
      filters: {
        regions: ['Ontario', ' Ontario', 'Quebec'],
        categories: [],
        securityClearanceRequired: 'no',
        closing_from: '2025-01-01',
        unknown_filter: 'dropped',
      },
    });
    expect(response.statusCode).toBe(201);
    const profile = response.json<Profile>();
    expect(profile).toMatchObject({
      name: 'Ontario IT',
      description: 'Software work in Ontario',
      filters: {
        regions: ['Ontario', 'Quebec'],
        securityClearanceRequired: 'no',
        closing_from: '2025-01-01',
      },
    });
    expect(profile.filters).not.toHaveProperty('categories');
    expect(profile.filters).not.toHaveProperty('unknown_filter');
    expect(profile.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(profile.createdAt)).not.toBeNaN();
    expect(Date.parse(profile.lastUsed)).not.toBeNaN();
    expect((await list(ada)).profiles).toEqual([profile]);
  });

  it('refuses a blank name, no filters, and values that are not filters, with the reason', async () => {
    const blank = await create(ada, { name: '   ', filters: { regions: ['Ontario'] } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ detail: string }>().detail).toContain('Profile name is required');

    const noName = await create(ada, { filters: { regions: ['Ontario'] } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json<{ detail: string }>().detail).toContain('Profile name is required');

    for (const filters of [{}, { regions: [] }, { regions: ['  '] }]) {
      const empty = await create(ada, { name: 'Nothing', filters });
      expect(empty.statusCode, JSON.stringify(filters)).toBe(400);
      expect(empty.json()).toMatchObject({ detail: 'Select at least one filter to save a profile' });
    }

    const badDate = await create(ada, { name: 'Dates', filters: { closing_from: 'next week' } });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json<{ detail: string }>().detail).toContain('closing_from');

    const longName = await create(ada, { name: 'x'.repeat(101), filters: { regions: ['Ontario'] } });
    expect(longName.statusCode).toBe(400);

    const notJson = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { ...ada.headers, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await list(ada)).profiles).toEqual([]);
  });

  it('allows 3 profiles and refuses a 4th with the exact message, until one is deleted', async () => {
    const ids: string[] = [];
    for (const region of ['Ontario', 'Quebec', 'Alberta']) {
      const response = await create(ada, { name: region, filters: { regions: [region] } });
      expect(response.statusCode).toBe(201);
      ids.push(response.json<Profile>().id);
    }
    const fourth = await create(ada, { name: 'Yukon', filters: { regions: ['Yukon'] } });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ detail: LIMIT_MESSAGE });
    expect((await list(ada)).profiles).toHaveLength(3);

    // Another user's limit is their own.
    expect((await create(bob, { name: 'Yukon', filters: { regions: ['Yukon'] } })).statusCode).toBe(201);

    expect((await call(ada, 'DELETE', `${BASE}/${ids[0]}`)).statusCode).toBe(204);
    expect((await create(ada, { name: 'Yukon', filters: { regions: ['Yukon'] } })).statusCode).toBe(201);
  });

  it('holds the limit when several saves arrive at once', async () => {
    const responses = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((name) => create(ada, { name, filters: { status: ['open'] } })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409]);
    expect((await list(ada)).profiles).toHaveLength(3);
  });

  it('refuses a second profile with the same name, ignoring case and spaces', async () => {
    expect((await create(ada, { name: 'Ontario IT', filters: { regions: ['Ontario'] } })).statusCode).toBe(
      201,
    );
    const duplicate = await create(ada, { name: ' ontario it ', filters: { regions: ['Quebec'] } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ detail: 'A filter profile named "ontario it" already exists' });
    // Names are per user.
    expect((await create(bob, { name: 'Ontario IT', filters: { regions: ['Ontario'] } })).statusCode).toBe(
      201,
    );
  });

  it('applying a profile marks it used now, and the list is sorted by last use', async () => {
    const first = (await create(ada, { name: 'First', filters: { regions: ['Ontario'] } })).json<Profile>();
    const second = (await create(ada, { name: 'Second', filters: { regions: ['Quebec'] } })).json<Profile>();
    const third = (await create(ada, { name: 'Third', filters: { regions: ['Alberta'] } })).json<Profile>();
    expect((await list(ada)).profiles.map((profile) => profile.name)).toEqual(['Third', 'Second', 'First']);

    const applied = await call(ada, 'POST', `${BASE}/${first.id}/apply`);
    expect(applied.statusCode).toBe(200);
    const used = applied.json<Profile>();
    expect(used.filters).toEqual({ regions: ['Ontario'] });
    expect(Date.parse(used.lastUsed)).toBeGreaterThan(Date.parse(first.lastUsed));
    expect((await list(ada)).profiles.map((profile) => profile.name)).toEqual(['First', 'Third', 'Second']);

    await call(ada, 'POST', `${BASE}/${second.id}/apply`);
    expect((await list(ada)).profiles.map((profile) => profile.id)).toEqual([second.id, first.id, third.id]);
  });

  it('renames with a trimmed, non-empty name and can replace the filters', async () => {
    const profile = (await create(ada, { name: 'Old', filters: { regions: ['Ontario'] } })).json<Profile>();
    const other = (await create(ada, { name: 'Other', filters: { regions: ['Quebec'] } })).json<Profile>();

    const renamed = await call(ada, 'PATCH', `${BASE}/${profile.id}`, { name: '  New name ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: profile.id,
      name: 'New name',
      filters: { regions: ['Ontario'] },
    });

    const blank = await call(ada, 'PATCH', `${BASE}/${profile.id}`, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ detail: string }>().detail).toContain('Profile name is required');

    const clash = await call(ada, 'PATCH', `${BASE}/${profile.id}`, { name: 'OTHER' });
    expect(clash.statusCode).toBe(409);
    // Keeping its own name (in another case) is fine.
    expect((await call(ada, 'PATCH', `${BASE}/${other.id}`, { name: 'other' })).statusCode).toBe(200);

    const refiltered = await call(ada, 'PATCH', `${BASE}/${profile.id}`, {
      filters: { canadianMade: 'yes', regions: [] },
      description: 'Canadian goods',
    });
    expect(refiltered.json()).toMatchObject({
      name: 'New name',
      description: 'Canadian goods',
      filters: { canadianMade: 'yes' },
    });
    const emptied = await call(ada, 'PATCH', `${BASE}/${profile.id}`, { filters: {} });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json()).toMatchObject({ detail: 'Select at least one filter to save a profile' });
  });

  it("keeps each user's profiles to themselves: another user's id is not found", async () => {
    const adas = (await create(ada, { name: 'Mine', filters: { regions: ['Ontario'] } })).json<Profile>();
    expect((await list(bob)).profiles).toEqual([]);
    const notFound = { detail: 'Filter profile not found' };
    for (const [method, url, payload] of [
      ['PATCH', `${BASE}/${adas.id}`, { name: 'Taken' }],
      ['POST', `${BASE}/${adas.id}/apply`, undefined],
      ['DELETE', `${BASE}/${adas.id}`, undefined],
      ['DELETE', `${BASE}/not-a-uuid`, undefined],
      ['POST', `${BASE}/${randomUUID()}/apply`, undefined],
    ] as const) {
      const response = await call(bob, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject(notFound);
    }
    expect((await list(ada)).profiles.map((profile) => profile.name)).toEqual(['Mine']);
  });

  it('deletes a profile once; a second delete is not found', async () => {
    const profile = (await create(ada, { name: 'Gone', filters: { regions: ['Ontario'] } })).json<Profile>();
    expect((await call(ada, 'DELETE', `${BASE}/${profile.id}`)).statusCode).toBe(204);
    expect((await call(ada, 'DELETE', `${BASE}/${profile.id}`)).statusCode).toBe(404);
    expect((await list(ada)).profiles).toEqual([]);
  });

  it('accepts an API key acting as its owner', async () => {
    const key = await createTestApiKey(t, ada);
    const response = await call(
      null,
      'POST',
      BASE,
      { name: 'Via key', filters: { status: ['open'] } },
      {
        'x-api-key': key,
      },
    );
    expect(response.statusCode).toBe(201);
    expect((await list(ada)).profiles.map((profile) => profile.name)).toEqual(['Via key']);
  });

  it("deletes a user's profiles with the user", async () => {
    await create(ada, { name: 'Cascade', filters: { regions: ['Ontario'] } });
    await t.store.db.deleteFrom('users').where('id', '=', ada.id).execute();
    const rows = await t.store.db
      .selectFrom('filter_profiles')
      .select('id')
      .where('user_id', '=', ada.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
