import { stat } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

type Json = Record<string, unknown>;

const register = (t: TestApp, body: Json, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: ip });
const login = (t: TestApp, email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const approve = async (t: TestApp, email: string) => {
  await sql`UPDATE users SET account_status = 'approved' WHERE email = ${email}`.execute(t.store.db);
};

describe(`register and login, approval mode (${testEngine()} store)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_ACCOUNT: 'off' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 202 pending approval and refuses sign-in until approved', async () => {
    const response = await register(t, {
      email: 'Ada@Example.ca',
      password: 'analytical',
      name: 'Ada Lovelace',
      company: 'Engines Inc.',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      detail: 'Registration successful. Your account is pending approval by an administrator.',
    });

    const pending = await login(t, 'ada@example.ca', 'analytical');
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toEqual({ detail: 'Your account is pending approval by an administrator' });
  });

  it('refuses a duplicate e-mail whatever its case with 409', async () => {
    const response = await register(t, { email: ' ADA@example.CA ', password: 'different1', name: 'Other' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'An account with this email already exists' });
  });

  it('refuses a short password, a missing name and a bad e-mail with 400 naming the field', async () => {
    const short = await register(t, { email: 'b@example.ca', password: 'short', name: 'B' });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ detail: string }>().detail).toContain(
      'password: Password must be at least 8 characters',
    );

    const noName = await register(t, { email: 'b@example.ca', password: 'long enough', name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json<{ detail: string }>().detail).toContain('name: Name is required');

    const badEmail = await register(t, { email: 'not-an-email', password: 'long enough', name: 'B' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json<{ detail: string }>().detail).toContain('email');
  });

  it('signs an approved user in with a bearer token and the whole user, and records last_login', async () => {
    await approve(t, 'ada@example.ca');
    const response = await login(t, 'ADA@example.ca', 'analytical');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access_token: string; token_type: string; user: Json }>();
    expect(body.token_type).toBe('bearer');
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.ca',
      company: 'Engines Inc.',
      role: 'user',
      account_status: 'approved',
      onboarding_complete: false,
      feature_flags: {
        myResponses: true,
        analytics: true,
        responseBuilder: true,
        pdf_upload: true,
        ai_summaries: true,
        pricing_intelligence: true,
        competitiveness_scoring: true,
        saved_tenders: true,
        api_access: false,
      },
    });
    expect(Date.parse(body.user.created_at as string)).not.toBeNaN();
    expect(Date.now() - Date.parse(body.user.last_login as string)).toBeLessThan(60_000);
    expect(body.user).not.toHaveProperty('password_hash');

    // The token lasts 8 hours.
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      iat: number;
      sub: string;
    };
    expect(claims.exp - claims.iat).toBe(8 * 60 * 60);
    expect(claims.sub).toBe(body.user.id);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'ada@example.ca', last_login: body.user.last_login });
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await login(t, 'ada@example.ca', 'not the password', '10.0.0.2');
    const unknown = await login(t, 'nobody@example.ca', 'analytical', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('tells a rejected user so with 403', async () => {
    await register(t, { email: 'rex@example.ca', password: 'rejected1', name: 'Rex' });
    await sql`UPDATE users SET account_status = 'rejected' WHERE email = 'rex@example.ca'`.execute(
      t.store.db,
    );
    const response = await login(t, 'rex@example.ca', 'rejected1');
    expect(response.statusCode).toBe(403);
    expect(response.json<{ detail: string }>().detail).toMatch(/rejected/);
  });

  it('stores passwords only as argon2id hashes', async () => {
    const { rows } = await sql<{
      password_hash: string;
    }>`SELECT password_hash FROM users WHERE email = 'ada@example.ca'`.execute(t.store.db);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]?.password_hash).not.toContain('analytical');
  });

  it('keeps the generated JWT secret in DATA_DIR readable by the owner only', async () => {
    const info = await stat(path.join(t.dataDir, 'jwt-secret'));
    expect(info.mode & 0o777).toBe(0o600);
  });
});

describe(`sign-in rate limits (${testEngine()} store)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_ACCOUNT: 'off' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with Retry-After after 10 failed logins for one e-mail, from any address', async () => {
    const user = await createTestUser(t, { email: 'target@example.ca', password: 'right password' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await login(t, user.email, `wrong ${attempt}`, `10.1.0.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(t, user.email, user.password, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(blocked.json<{ detail: string }>().detail).toMatch(/^Too many attempts; try again in \d+ min$/);
  });

  it('answers 429 after 10 failed logins from one address, whatever the e-mail', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await login(t, `guess${attempt}@example.ca`, 'password1', '10.2.0.1');
    }
    const blocked = await login(t, 'someone-else@example.ca', 'password1', '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('does not count successful logins against the failure limit', async () => {
    const user = await createTestUser(t, { password: 'good password' });
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await login(t, user.email, user.password, '10.3.0.1')).statusCode).toBe(200);
    }
  });

  it('answers 429 after 10 registrations from one address', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await register(
        t,
        { email: `new${attempt}@example.ca`, password: 'password1', name: 'New' },
        '10.4.0.1',
      );
      expect(response.statusCode).toBe(202);
    }
    const blocked = await register(
      t,
      { email: 'new-x@example.ca', password: 'password1', name: 'New' },
      '10.4.0.1',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe(`open registration (${testEngine()} store)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REGISTRATION_MODE: 'open', DEMO_ACCOUNT: 'off' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('approves at once and answers 200 like login', async () => {
    const response = await register(t, { email: 'grace@example.ca', password: 'compilers', name: 'Grace' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access_token: string; token_type: string; user: Json }>();
    expect(body.token_type).toBe('bearer');
    expect(body.user).toMatchObject({ email: 'grace@example.ca', account_status: 'approved', company: null });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
  });
});

describe(`the current user and credentials (${testEngine()} store)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEFAULT_FEATURE_FLAGS: '{"analytics": false, "api_access": true}' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 Not authenticated without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  });

  it('answers 401 to a bad, expired or wrongly signed token, even on a public call', async () => {
    const user = await createTestUser(t);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 9 * 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(
        new TextEncoder().encode(
          (await import('node:fs')).readFileSync(path.join(t.dataDir, 'jwt-secret'), 'utf8').trim(),
        ),
      );
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    for (const headers of [
      bearer('not.a.token'),
      bearer(expired),
      bearer(forged),
      { authorization: 'Basic YWRhOnB3' },
      { 'x-api-key': 'tsk_unknown' },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json<{ detail: string }>().detail).toMatch(/Invalid/);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(anonymous.statusCode).toBe(200);
  });

  it('uses DEFAULT_FEATURE_FLAGS for users who have not set a flag', async () => {
    const user = await createTestUser(t);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.json<{ feature_flags: Json }>().feature_flags).toMatchObject({
      analytics: false,
      api_access: true,
      myResponses: true,
    });
  });

  it('updates name and company only, and refuses e-mail and role changes', async () => {
    const user = await createTestUser(t, { email: 'kay@example.ca' });
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.headers,
      payload: { name: '  Kay Renamed ', company: 'New Co.', email: 'kay@example.ca', role: 'user' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Kay Renamed',
      company: 'New Co.',
      email: 'kay@example.ca',
    });

    const clearedCompany = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.headers,
      payload: { company: '' },
    });
    expect(clearedCompany.json()).toMatchObject({ name: 'Kay Renamed', company: null });

    const email = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.headers,
      payload: { email: 'other@example.ca' },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ detail: 'Email cannot be changed' });

    const role = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.headers,
      payload: { role: 'admin' },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toEqual({ detail: 'Role is managed by administrators' });

    const blankName = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.headers,
      payload: { name: ' ' },
    });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json<{ detail: string }>().detail).toContain('name: Name is required');
  });

  it("stops a deleted user's token and a rejected user's token at once", async () => {
    const deleted = await createTestUser(t);
    const rejected = await createTestUser(t);
    await sql`DELETE FROM users WHERE id = ${deleted.id}`.execute(t.store.db);
    await sql`UPDATE users SET account_status = 'rejected' WHERE id = ${rejected.id}`.execute(t.store.db);
    for (const user of [deleted, rejected]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'This account is no longer active' });
    }
  });

  it('keeps the demo account approved and signed in with its public password', async () => {
    const response = await login(t, 'demo@tenderscout.ca', 'demo-tenderscout');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: Json }>().user).toMatchObject({
      email: 'demo@tenderscout.ca',
      role: 'user',
      account_status: 'approved',
      onboarding_complete: true,
    });
  });
});
