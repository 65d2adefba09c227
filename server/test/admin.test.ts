import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { confirmRegistration, createTestApiKey, createTestUser, type TestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

const ADMIN = { email: 'admin@example.ca', password: 'admin password' };

describe(`admin user management (${testEngine()} store)`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  let member: TestUser;

  const registerPending = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'pending password', name: `Name of ${email}` },
    });
    expect(response.statusCode).toBe(202);
    await confirmRegistration(t, email);
  };
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers = admin) =>
    t.app.inject({ method, url, headers });

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ user: { role: string } }>().user.role).toBe('admin');
    admin = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    member = await createTestUser(t, { email: 'member@example.ca' });
  });
  afterAll(async () => {
    await t.close();
  });

  const adminRoutes: ['GET' | 'PUT' | 'DELETE', string][] = [
    ['GET', '/api/auth/admin/users'],
    ['GET', '/api/auth/admin/users/pending'],
    ['PUT', '/api/auth/admin/users/member%40example.ca/approve'],
    ['PUT', '/api/auth/admin/users/member%40example.ca/reject'],
    ['PUT', '/api/auth/admin/users/member%40example.ca/suspend'],
    ['PUT', '/api/auth/admin/users/member%40example.ca/reinstate'],
    ['DELETE', '/api/auth/admin/users/member%40example.ca'],
  ];

  it('answers every admin call with 401 without a token', async () => {
    for (const [method, url] of adminRoutes) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ detail: 'Not authenticated' });
    }
  });

  it("answers every admin call with 403 to a non-admin's token and to an API key (even an admin's)", async () => {
    const memberKey = await createTestApiKey(t, member);
    const adminKey = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/feature-flags',
      headers: admin,
      payload: { feature_flags: { api_access: true } },
    });
    expect(adminKey.statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/api-key?name=admin',
      headers: admin,
    });
    const adminApiKey = created.json<{ api_key: string }>().api_key;
    for (const [method, url] of adminRoutes) {
      const asMember = await t.app.inject({ method, url, headers: member.headers });
      expect(asMember.statusCode, url).toBe(403);
      expect(asMember.json()).toMatchObject({ detail: 'Administrator access required' });
      for (const headers of [
        { 'x-api-key': memberKey },
        { 'x-api-key': adminApiKey },
        { authorization: `Bearer ${adminApiKey}` },
      ]) {
        const withKey = await t.app.inject({ method, url, headers });
        expect(withKey.statusCode, url).toBe(403);
        expect(withKey.json()).toMatchObject({
          detail: 'API keys cannot be used for account, API key or admin calls',
        });
      }
    }
    // Nothing changed.
    expect((await call('GET', '/api/auth/admin/users')).json<{ users: unknown[] }>().users).toHaveLength(3);
  });

  it('lists all users and the pending ones, newest first, without secrets', async () => {
    await registerPending('first@example.ca');
    await registerPending('second@example.ca');
    const all = await call('GET', '/api/auth/admin/users');
    expect(all.statusCode).toBe(200);
    const users = all.json<{ users: { email: string; account_status: string; role: string }[] }>().users;
    expect(users.map((user) => user.email)).toEqual(
      expect.arrayContaining([
        'admin@example.ca',
        'demo@tenderscout.ca',
        'member@example.ca',
        'first@example.ca',
      ]),
    );
    expect(users[0]?.email).toBe('second@example.ca');
    expect(JSON.stringify(users)).not.toContain('argon2');

    const pending = await call('GET', '/api/auth/admin/users/pending');
    expect(pending.json<{ users: { email: string }[] }>().users.map((user) => user.email)).toEqual([
      'second@example.ca',
      'first@example.ca',
    ]);
  });

  it('approves a pending user, who can then sign in', async () => {
    const response = await call('PUT', '/api/auth/admin/users/FIRST%40example.ca/approve');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      detail: 'User first@example.ca approved successfully',
      user: { email: 'first@example.ca', account_status: 'approved' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'first@example.ca', password: 'pending password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('rejects a pending user, who then gets 403 on sign-in', async () => {
    const response = await call('PUT', '/api/auth/admin/users/second%40example.ca/reject');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ detail: 'User second@example.ca rejected' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'second@example.ca', password: 'pending password' },
    });
    expect(login.statusCode).toBe(403);
  });

  it('approves or rejects only pending users (409) and answers 404 for unknown ones', async () => {
    for (const url of [
      '/api/auth/admin/users/first%40example.ca/approve',
      '/api/auth/admin/users/first%40example.ca/reject',
      '/api/auth/admin/users/second%40example.ca/approve',
      '/api/auth/admin/users/admin%40example.ca/reject',
    ]) {
      const response = await call('PUT', url);
      expect(response.statusCode, url).toBe(409);
      expect(response.json<{ detail: string }>().detail).toMatch(
        /^Only pending users can be (approved|rejected)/,
      );
    }
    const unknown = await call('PUT', '/api/auth/admin/users/ghost%40example.ca/approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: 'User ghost@example.ca not found' });
  });

  it('deletes a non-admin user, whose token stops working at once, and never an admin', async () => {
    const doomed = await createTestUser(t, { email: 'doomed@example.ca' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: doomed.headers })).statusCode,
    ).toBe(200);
    const response = await call('DELETE', '/api/auth/admin/users/doomed%40example.ca');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ detail: 'User doomed@example.ca deleted successfully' });
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: doomed.headers });
    expect(after.statusCode).toBe(401);

    const again = await call('DELETE', '/api/auth/admin/users/doomed%40example.ca');
    expect(again.statusCode).toBe(404);

    const adminDelete = await call('DELETE', '/api/auth/admin/users/admin%40example.ca');
    expect(adminDelete.statusCode).toBe(403);
    expect(adminDelete.json()).toMatchObject({ detail: 'Administrators cannot be deleted' });
  });

  it('suspends an approved user: their tokens and API keys stop at once and they cannot sign in', async () => {
    const suspect = await createTestUser(t, { email: 'suspect@example.ca', password: 'Suspect-password-31' });
    const key = await createTestApiKey(t, suspect);
    const response = await call('PUT', '/api/auth/admin/users/suspect%40example.ca/suspend');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      detail: 'User suspect@example.ca suspended',
      user: { email: 'suspect@example.ca', account_status: 'suspended' },
    });
    const token = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: suspect.headers });
    expect(token.statusCode).toBe(401);
    expect(token.json()).toMatchObject({ detail: 'This account is no longer active' });
    const apiKey = await t.app.inject({
      method: 'GET',
      url: '/api/me/bookmarks',
      headers: { 'x-api-key': key },
    });
    expect(apiKey.statusCode).toBe(401);

    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: suspect.email, password: suspect.password },
        remoteAddress: '10.40.0.1',
        headers: { 'accept-language': 'fr' },
      });
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      detail: "Votre compte est suspendu. Communiquez avec un administrateur pour obtenir de l'aide.",
    });
    const listed = (await call('GET', '/api/auth/admin/users')).json<{
      users: { email: string; account_status: string }[];
    }>();
    expect(listed.users.find((user) => user.email === suspect.email)?.account_status).toBe('suspended');

    // Reinstated: signs in again; the tokens from before the suspension stay revoked, the API key works again.
    const reinstated = await call('PUT', '/api/auth/admin/users/suspect%40example.ca/reinstate');
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.json()).toMatchObject({
      detail: 'User suspect@example.ca reinstated',
      user: { account_status: 'approved' },
    });
    expect((await signIn()).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: suspect.headers })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me/bookmarks', headers: { 'x-api-key': key } }))
        .statusCode,
    ).toBe(200);
  });

  it('suspends only approved non-admins and reinstates only suspended users, in both languages', async () => {
    const adminSuspend = await call('PUT', '/api/auth/admin/users/admin%40example.ca/suspend');
    expect(adminSuspend.statusCode).toBe(403);
    expect(adminSuspend.json()).toMatchObject({ detail: 'Administrators cannot be suspended' });
    await registerPending('waiting@example.ca');
    const pending = await call('PUT', '/api/auth/admin/users/waiting%40example.ca/suspend');
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({
      detail: 'Only approved users can be suspended; waiting@example.ca is pending',
    });
    const french = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/admin/users/member%40example.ca/reinstate',
      headers: { ...admin, 'accept-language': 'fr' },
    });
    expect(french.statusCode).toBe(409);
    expect(french.json()).toMatchObject({
      detail: 'Seuls les utilisateurs suspendus peuvent être rétablis; member@example.ca est approuvé',
    });
    const unknown = await call('PUT', '/api/auth/admin/users/ghost%40example.ca/suspend');
    expect(unknown.statusCode).toBe(404);
  });

  it("takes admin rights away at once from a demoted admin's token", async () => {
    const other = await createTestUser(t, { role: 'admin' });
    expect((await call('GET', '/api/auth/admin/users', other.headers)).statusCode).toBe(200);
    await sql`UPDATE users SET role = 'user' WHERE id = ${other.id}`.execute(t.store.db);
    expect((await call('GET', '/api/auth/admin/users', other.headers)).statusCode).toBe(403);
  });

  it('re-asserts ADMIN_EMAIL as an approved admin with ADMIN_PASSWORD at start', async () => {
    const { rows } = await sql<{ role: string; account_status: string }>`
      SELECT role, account_status FROM users WHERE email = ${ADMIN.email}`.execute(t.store.db);
    expect(rows).toEqual([{ role: 'admin', account_status: 'approved' }]);
  });
});
