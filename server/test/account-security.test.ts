import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { storedFileRemover } from '../src/modules/documents/document-storage';
import { ensureSystemAccounts } from '../src/modules/users/users.service';
import { createTestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

type Json = Record<string, unknown>;
interface Session {
  access_token: string;
  user: Json & { id: string; email: string };
}

const FR = { 'accept-language': 'fr-CA' };
const DEMO = { email: 'demo@tenderscout.ca', password: 'demo-tenderscout' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const tryDemo = (t: TestApp, ip = '10.20.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress: ip, headers });
const login = (t: TestApp, email: string, password: string, ip = '10.21.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
const me = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe(`the demo is a sandbox (${testEngine()} store)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_ACCOUNT: 'on' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives each visitor their own short-lived copy: one visitor's changes never reach the next", async () => {
    const first = await tryDemo(t);
    expect(first.statusCode).toBe(200);
    const visitor = first.json<Session>();
    expect(visitor.user).toMatchObject({
      name: 'Demo User',
      company: 'TenderScout Demo Inc.',
      account_status: 'approved',
      onboarding_complete: true,
      language: null,
    });
    expect(visitor.user.email).toMatch(/^demo\+[0-9a-f]{12}@tenderscout\.ca$/);
    const expiresIn = Date.parse(visitor.user.demo_expires_at as string) - Date.now();
    expect(expiresIn).toBeGreaterThan(110 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(120 * 60 * 1000);

    // The first visitor renames the account, switches the language, turns flags off and saves a tender.
    const headers = bearer(visitor.access_token);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers,
      payload: { name: 'Vandal', company: 'Nope', language: 'fr' },
    });
    expect(renamed.statusCode).toBe(200);
    const flags = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/feature-flags',
      headers,
      payload: { feature_flags: { analytics: false, saved_tenders: false } },
    });
    expect(flags.statusCode).toBe(200);

    const next = (await tryDemo(t, '10.20.0.2')).json<Session>();
    expect(next.user.id).not.toBe(visitor.user.id);
    expect(next.user).toMatchObject({ name: 'Demo User', company: 'TenderScout Demo Inc.', language: null });
    expect(next.user.feature_flags).toMatchObject({ analytics: true, saved_tenders: true });
    // The first visitor still sees their own changes.
    expect((await me(t, visitor.access_token)).json()).toMatchObject({ name: 'Vandal', language: 'fr' });
  });

  it('opens a copy, never the shared account, with the published demo password', async () => {
    const response = await login(t, DEMO.email, DEMO.password);
    expect(response.statusCode).toBe(200);
    const session = response.json<Session>();
    expect(session.user.email).not.toBe(DEMO.email);
    expect(session.user.demo_expires_at).toEqual(expect.any(String));
    const { rows } = await sql<{ last_login: Date | null }>`
      SELECT last_login FROM users WHERE email = ${DEMO.email}`.execute(t.store.db);
    expect(rows).toEqual([{ last_login: null }]);
  });

  it('refuses to create API keys for a demo, in English and French', async () => {
    const session = (await tryDemo(t, '10.20.0.3')).json<Session>();
    const headers = bearer(session.access_token);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/feature-flags',
      headers,
      payload: { feature_flags: { api_access: true } },
    });
    const create = (extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/auth/api-key?name=mine', headers: { ...headers, ...extra } });
    const english = await create();
    expect(english.statusCode).toBe(403);
    expect(english.json()).toMatchObject({ detail: 'The demo account cannot create API keys' });
    const french = await create(FR);
    expect(french.statusCode).toBe(403);
    expect(french.json()).toMatchObject({
      detail: "Le compte de démonstration ne peut pas créer de clés d'API",
    });
    const { rows } = await sql`SELECT 1 FROM api_keys WHERE user_id = ${session.user.id}`.execute(t.store.db);
    expect(rows).toHaveLength(0);
  });

  it('ends an expired copy at once and deletes it with everything it holds', async () => {
    const session = (await tryDemo(t, '10.20.0.4')).json<Session>();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/me/filter-profiles',
      headers: bearer(session.access_token),
      payload: { name: 'Demo filters', filters: { regions: ['Ontario'] } },
    });
    expect(saved.statusCode).toBe(201);
    await sql`UPDATE users SET demo_expires_at = now() - interval '1 second' WHERE id = ${session.user.id}`.execute(
      t.store.db,
    );
    const expired = await me(t, session.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ detail: 'This account is no longer active' });

    await tryDemo(t, '10.20.0.5');
    const { rows } = await sql`SELECT 1 FROM users WHERE id = ${session.user.id}`.execute(t.store.db);
    expect(rows).toHaveLength(0);
    const profiles = await sql`SELECT 1 FROM filter_profiles WHERE user_id = ${session.user.id}`.execute(
      t.store.db,
    );
    expect(profiles.rows).toHaveLength(0);
  });

  it("keeps visitors' copies out of the admin's user list", async () => {
    await tryDemo(t, '10.20.0.6');
    const admin = await createTestUser(t, { role: 'admin' });
    const list = await t.app.inject({ method: 'GET', url: '/api/auth/admin/users', headers: admin.headers });
    const emails = list.json<{ users: { email: string }[] }>().users.map((user) => user.email);
    expect(emails).toContain(DEMO.email);
    expect(emails.filter((email) => email.startsWith('demo+'))).toEqual([]);
  });

  it('limits how many demos one address opens (30 per 15 minutes)', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 31; attempt += 1) answers.push(await tryDemo(t, '10.20.9.9'));
    expect(answers.slice(0, 30).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[30]!.statusCode).toBe(429);
    expect(answers[30]!.headers['retry-after']).toBeDefined();
  });
});

describe(`DEMO_ACCOUNT=off on an existing store (${testEngine()} store)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_ACCOUNT: 'on' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes the demo: its published password no longer signs in, and open demo sessions end', async () => {
    const open = (await tryDemo(t)).json<Session>();
    expect((await me(t, open.access_token)).statusCode).toBe(200);
    expect((await login(t, DEMO.email, DEMO.password)).statusCode).toBe(200);

    // The server restarts on the same store with DEMO_ACCOUNT=off.
    const config = { ...t.config, DEMO_ACCOUNT: 'off' as const };
    await ensureSystemAccounts(t.store.db, config, storedFileRemover(config.dataDir));
    const restarted = await buildApp({ config, store: t.store, logger: false });
    await restarted.ready();
    try {
      const published = await restarted.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: DEMO,
        remoteAddress: '10.22.0.1',
      });
      expect(published.statusCode).toBe(401);
      expect(published.json()).toMatchObject({ detail: 'Invalid email or password' });

      const demo = await restarted.inject({ method: 'POST', url: '/api/auth/demo', headers: FR });
      expect(demo.statusCode).toBe(404);
      expect(demo.json()).toMatchObject({
        detail: "Le compte de démonstration n'est pas offert sur ce serveur",
      });

      const stale = await restarted.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(open.access_token),
      });
      expect(stale.statusCode).toBe(401);
      const { rows } = await sql`
        SELECT email FROM users WHERE email = ${DEMO.email} OR demo_expires_at IS NOT NULL`.execute(
        t.store.db,
      );
      expect(rows).toEqual([]);
    } finally {
      await restarted.close();
    }
  });
});

describe(`sign-out and password change (${testEngine()} store)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_ACCOUNT: 'off' });
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = async (email: string, password: string, ip = '10.30.0.1') => {
    const response = await login(t, email, password, ip);
    expect(response.statusCode).toBe(200);
    return response.json<Session>().access_token;
  };
  const logout = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
  const changePassword = (token: string, payload: Json, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { ...bearer(token), ...headers },
      payload,
      remoteAddress: '10.30.0.9',
    });

  it('signs out on the server: the token stops working at once, other sessions keep theirs', async () => {
    const user = await createTestUser(t, { password: 'Right-password-77' });
    const laptop = await signIn(user.email, user.password);
    const phone = await signIn(user.email, user.password);
    const response = await logout(laptop);
    expect(response.statusCode).toBe(204);
    const after = await me(t, laptop);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ detail: 'Invalid or expired token' });
    expect((await logout(laptop)).statusCode).toBe(401);
    expect((await me(t, phone)).statusCode).toBe(200);
  });

  it('changes the password with the current one and signs out every other session', async () => {
    const user = await createTestUser(t, { password: 'Old-password-1988' });
    const here = await signIn(user.email, user.password);
    const elsewhere = await signIn(user.email, user.password, '10.30.0.2');

    const changed = await changePassword(here, {
      current_password: 'Old-password-1988',
      new_password: 'Brand-new-phrase-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      detail: 'Password changed. Your other sessions have been signed out.',
    });
    expect((await me(t, here)).statusCode).toBe(200);
    expect((await me(t, elsewhere)).statusCode).toBe(401);
    expect((await login(t, user.email, 'Old-password-1988', '10.30.0.3')).statusCode).toBe(401);
    expect((await login(t, user.email, 'Brand-new-phrase-2026', '10.30.0.3')).statusCode).toBe(200);
  });

  it('refuses a wrong current password (400, the session stays), a reused one and a weak one, in both languages', async () => {
    const user = await createTestUser(t, { password: 'Current-password-55' });
    const token = await signIn(user.email, user.password, '10.30.1.1');

    const wrong = await changePassword(token, {
      current_password: 'nope',
      new_password: 'Brand-new-phrase-2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ detail: 'The current password is incorrect' });
    const wrongFr = await changePassword(
      token,
      { current_password: 'nope', new_password: 'Brand-new-phrase-2026' },
      FR,
    );
    expect(wrongFr.json()).toMatchObject({ detail: 'Le mot de passe actuel est incorrect' });
    expect((await me(t, token)).statusCode).toBe(200);

    const same = await changePassword(token, {
      current_password: 'Current-password-55',
      new_password: 'Current-password-55',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ detail: 'The new password must be different from the current one' });

    const weak = await changePassword(
      token,
      { current_password: 'Current-password-55', new_password: 'password1234' },
      FR,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      detail: 'Ce mot de passe est trop courant ou trop facile à deviner; choisissez-en un moins prévisible',
    });

    const short = await changePassword(token, {
      current_password: 'Current-password-55',
      new_password: 'Short-9',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ detail: string }>().detail).toContain(
      'body.new_password: Password must be at least 10 characters',
    );
    // Nothing changed.
    expect((await login(t, user.email, 'Current-password-55', '10.30.1.2')).statusCode).toBe(200);
  });

  it('throttles guesses of the current password like sign-in (a stolen token cannot try them all)', async () => {
    const user = await createTestUser(t, { password: 'Current-password-55' });
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await changePassword(user.token, {
        current_password: `guess ${attempt}`,
        new_password: 'Brand-new-phrase-2026',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it('accepts sign-out and password change only with a token, not an API key or anonymously', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/auth/password',
          payload: { current_password: 'x', new_password: 'Brand-new-phrase-2026' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
