import { stat } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { confirmRegistration, createTestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

type Json = Record<string, unknown>;

const FR = { 'accept-language': 'fr-CA' };
const ADA_PASSWORD = 'Analytical-engine-1843';
const STRONG = 'Compiler-ships-1952';

const register = (t: TestApp, body: Json, ip = '10.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: ip, headers });
const login = (
  t: TestApp,
  email: string,
  password: string,
  ip = '10.0.0.1',
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers,
  });
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

  it('answers 202, mails a link, and refuses sign-in until confirmed and approved', async () => {
    const response = await register(t, {
      email: 'Ada@Example.ca',
      password: ADA_PASSWORD,
      name: 'Ada Lovelace',
      company: 'Engines Inc.',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      detail:
        'Registration received. Check your e-mail: follow the link we sent to confirm your address, then an administrator reviews your account.',
    });
    // Unconfirmed, it is no account yet.
    expect((await login(t, 'ada@example.ca', ADA_PASSWORD)).statusCode).toBe(401);
    await confirmRegistration(t, 'ada@example.ca');

    const pending = await login(t, 'ada@example.ca', ADA_PASSWORD);
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({ detail: 'Your account is pending approval by an administrator' });
  });

  it('answers an already registered e-mail exactly like a new one, and leaves that account alone', async () => {
    const fresh = await register(t, { email: 'brand-new@example.ca', password: STRONG, name: 'New' });
    const taken = await register(t, {
      email: ' ADA@example.CA ',
      password: 'Other-person-2024',
      name: 'Other',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(202);
    expect(taken.json()).toEqual(fresh.json());
    const french = await register(
      t,
      { email: 'ada@example.ca', password: 'Other-person-2024', name: 'Other' },
      '10.0.0.2',
      FR,
    );
    expect(french.statusCode).toBe(202);
    expect(french.json()).toMatchObject({
      detail:
        'Inscription reçue. Consultez vos courriels : suivez le lien envoyé pour confirmer votre adresse; un administrateur examinera ensuite votre compte.',
    });
    const { rows } = await sql<{ name: string }>`
      SELECT name FROM users WHERE lower(email) = 'ada@example.ca'`.execute(t.store.db);
    expect(rows).toEqual([{ name: 'Ada Lovelace' }]);
  });

  it('refuses a short password, a missing name and a bad e-mail with 400 naming the field', async () => {
    const short = await register(t, { email: 'b@example.ca', password: 'Short-pw9', name: 'B' });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ detail: string }>().detail).toContain(
      'password: Password must be at least 10 characters',
    );
    const shortFr = await register(
      t,
      { email: 'b@example.ca', password: 'Short-pw9', name: 'B' },
      '10.0.0.1',
      FR,
    );
    expect(shortFr.json<{ detail: string }>().detail).toContain(
      'Le mot de passe doit compter au moins 10 caractères',
    );

    const noName = await register(t, { email: 'b@example.ca', password: STRONG, name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json<{ detail: string }>().detail).toContain('name: Name is required');

    const badEmail = await register(t, { email: 'not-an-email', password: STRONG, name: 'B' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json<{ detail: string }>().detail).toContain('email');
  });

  it('refuses common and easily guessed passwords in English and French, whatever their length', async () => {
    const weak = ['password1234', 'qwertyuiop12', 'motdepasse123', 'azertyuiop', 'tenderscout1'];
    for (const [index, password] of weak.entries()) {
      const response = await register(t, { email: 'c@example.ca', password, name: 'C' }, `10.0.5.${index}`);
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toMatchObject({
        detail: 'This password is too common or too easy to guess; choose a less predictable one',
      });
    }
    // Built from the user's own e-mail and name.
    const personal = await register(
      t,
      { email: 'grace.hopper@example.ca', password: 'gracehopper1', name: 'Grace Hopper' },
      '10.0.5.10',
    );
    expect(personal.statusCode).toBe(400);
    const french = await register(
      t,
      { email: 'c@example.ca', password: 'password1234', name: 'C' },
      '10.0.5.11',
      FR,
    );
    expect(french.json()).toMatchObject({
      detail: 'Ce mot de passe est trop courant ou trop facile à deviner; choisissez-en un moins prévisible',
    });
    const { rows } = await sql`
      SELECT 1 FROM users WHERE email IN ('c@example.ca', 'grace.hopper@example.ca')`.execute(t.store.db);
    expect(rows).toHaveLength(0);
  });

  it('still signs in a user whose password predates the rules (8 characters, common)', async () => {
    const old = await createTestUser(t, { email: 'old-timer@example.ca', password: 'password' });
    expect((await login(t, old.email, 'password', '10.0.9.1')).statusCode).toBe(200);
  });

  it('signs an approved user in with a bearer token and the whole user, and records last_login', async () => {
    await approve(t, 'ada@example.ca');
    const response = await login(t, 'ADA@example.ca', ADA_PASSWORD);
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
    expect(wrong.json()).toMatchObject({ detail: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('tells a rejected user so with 403', async () => {
    await register(t, { email: 'rex@example.ca', password: 'Rejected-applicant-9', name: 'Rex' }, '10.0.0.3');
    await confirmRegistration(t, 'rex@example.ca');
    await sql`UPDATE users SET account_status = 'rejected' WHERE email = 'rex@example.ca'`.execute(
      t.store.db,
    );
    const response = await login(t, 'rex@example.ca', 'Rejected-applicant-9');
    expect(response.statusCode).toBe(403);
    expect(response.json<{ detail: string }>().detail).toMatch(/rejected/);
  });

  it('stores passwords only as argon2id hashes', async () => {
    const { rows } = await sql<{
      password_hash: string;
    }>`SELECT password_hash FROM users WHERE email = 'ada@example.ca'`.execute(t.store.db);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]?.password_hash).not.toContain(ADA_PASSWORD);
  });

  it('keeps the generated JWT secret in DATA_DIR readable by the owner only', async () => {
    const info = await stat(path.join(t.dataDir, 'jwt-secret'));
    expect(info.mode & 0o777).toBe(0o600);
  });
});

describe(`sign-in limits (${testEngine()} store)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_ACCOUNT: 'off' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('checks at most 5 of 200 parallel guesses on one account from one address; the rest wait (429)', async () => {
    const user = await createTestUser(t, { email: 'parallel@example.ca', password: 'Right-password-77' });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, attempt) => login(t, user.email, `wrong guess ${attempt}`, '10.9.0.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(195);
    const waited = answers.find((answer) => answer.statusCode === 429)!;
    expect(Number(waited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(waited.json<{ detail: string }>().detail).toMatch(/^Too many attempts; try again in \d+ (s|min)$/);
  });

  it('never locks the owner out: guesses from many addresses slow the account, not the device it signed in on', async () => {
    const user = await createTestUser(t, { email: 'victim@example.ca', password: 'Right-password-77' });
    // The owner signed in before, from their own device: it keeps the device proof (a signed cookie).
    const before = await login(t, user.email, user.password, '10.7.0.1');
    expect(before.statusCode).toBe(200);
    const device = String(before.headers['set-cookie']).split(';')[0]!;
    expect(device).toMatch(/^ts_device=/);
    expect(String(before.headers['set-cookie'])).toMatch(/HttpOnly/i);
    // Guesses spread over many addresses: 10 are checked, then the account is slowed whatever the address.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(t, user.email, `wrong ${attempt}`, `10.8.${attempt}.1`)).statusCode).toBe(401);
    }
    const slowed = await login(t, user.email, 'wrong 10', '10.8.10.1');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    // The right password from a new device waits too (a delay, never a lock) …
    expect((await login(t, user.email, user.password, '10.8.11.1')).statusCode).toBe(429);
    // … while the owner's earlier device signs in at once, from any address.
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.7.0.2',
      headers: { cookie: device },
    });
    expect(owner.statusCode).toBe(200);
    // A proof for another account, or a forged one, does not help.
    const other = await createTestUser(t, { password: 'Other-password-88' });
    const forged = device.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    for (const cookie of [forged, device.replace(user.id, other.id)]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
        remoteAddress: '10.7.0.3',
        headers: { cookie },
      });
      expect(answer.statusCode).toBe(429);
    }
  });

  it('delays progressively after 5 failures per account and address, then lets the right password in', async () => {
    const user = await createTestUser(t, { email: 'typo@example.ca', password: 'Right-password-77' });
    const ip = '10.6.0.1';
    const key = `login:${user.email}|${ip}`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(t, user.email, `typo ${attempt}`, ip)).statusCode).toBe(401);
    }
    const first = await login(t, user.email, user.password, ip);
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(10);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(15);
    const french = await login(t, user.email, user.password, ip, { 'accept-language': 'fr' });
    expect(french.json<{ detail: string }>().detail).toMatch(/^Trop de tentatives; réessayez dans \d+ s$/);

    // The wait passes (moved back in the store): one more wrong guess, and the next delay doubles.
    const passWait = () =>
      sql`UPDATE auth_limits SET last_at = last_at - interval '1 minute' WHERE key = ${key}`.execute(
        t.store.db,
      );
    await passWait();
    expect((await login(t, user.email, 'typo again', ip)).statusCode).toBe(401);
    const second = await login(t, user.email, user.password, ip);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(15);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(30);

    await passWait();
    expect((await login(t, user.email, user.password, ip)).statusCode).toBe(200);
    // Success clears the delay for this account and address.
    const { rows } = await sql`SELECT 1 FROM auth_limits WHERE key = ${key}`.execute(t.store.db);
    expect(rows).toHaveLength(0);
  });

  it('slows password spraying: 10 failures from one address, whatever the e-mail, then 429', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(t, `guess${attempt}@example.ca`, 'Password-1', '10.2.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(t, 'someone-else@example.ca', 'Password-1', '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('does not count successful logins against the failure limits', async () => {
    const user = await createTestUser(t, { password: 'Good-password-42' });
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await login(t, user.email, user.password, '10.3.0.1')).statusCode).toBe(200);
    }
  });

  it('counts in the store, so several app instances share one limit', async () => {
    const second = await buildApp({ config: t.config, store: t.store, logger: false });
    await second.ready();
    try {
      const user = await createTestUser(t, {
        email: 'two-instances@example.ca',
        password: 'Right-password-77',
      });
      const apps = [t.app, second];
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, attempt) =>
          apps[attempt % 2]!.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: user.email, password: `wrong ${attempt}` },
            remoteAddress: '10.5.0.1',
          }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(5);
    } finally {
      await second.close();
    }
  });

  it('answers 429 after 10 registrations from one address', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await register(
        t,
        { email: `new${attempt}@example.ca`, password: STRONG, name: 'New' },
        '10.4.0.1',
      );
      expect(response.statusCode).toBe(202);
    }
    const blocked = await register(
      t,
      { email: 'new-x@example.ca', password: STRONG, name: 'New' },
      '10.4.0.1',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe(`a configured sign-up limit (${testEngine()} store)`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_ACCOUNT: 'off', REGISTRATIONS_PER_15_MINUTES: '2' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 429 after REGISTRATIONS_PER_15_MINUTES sign-ups from one address', async () => {
    const answers = [];
    for (const name of ['a', 'b', 'c']) {
      answers.push(
        (await register(t, { email: `${name}@limit.example.ca`, password: STRONG, name: 'New' }, '10.5.0.1'))
          .statusCode,
      );
    }
    expect(answers).toEqual([202, 202, 429]);
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
    const response = await register(t, { email: 'grace@example.ca', password: STRONG, name: 'Grace' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access_token: string; token_type: string; user: Json }>();
    expect(body.token_type).toBe('bearer');
    expect(body.user).toMatchObject({ email: 'grace@example.ca', account_status: 'approved', company: null });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
  });

  it('still answers 409 for a taken e-mail (open sign-up signs in at once, so it cannot be hidden)', async () => {
    const response = await register(t, {
      email: 'GRACE@example.ca',
      password: 'Other-person-2024',
      name: 'G',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: 'An account with this email already exists' });
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
    expect(response.json()).toMatchObject({ detail: 'Not authenticated' });
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
    expect(email.json()).toMatchObject({ detail: 'Email cannot be changed' });

    const role = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.headers,
      payload: { role: 'admin' },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({ detail: 'Role is managed by administrators' });

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
      expect(response.json()).toMatchObject({ detail: 'This account is no longer active' });
    }
  });
});
