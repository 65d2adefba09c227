import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from './support/accounts';
import { createMailServer, type MailServer } from './support/mail-server';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

const ADMIN = { email: 'admin@example.ca', password: 'admin password for tests' };
const FR = { 'accept-language': 'fr-CA' };
type Json = Record<string, unknown>;

/**
 * Registration proves the address: a sign-up is only a claim until the link mailed to it (a real SMTP server
 * here) is followed; only then does it reach the admin's pending list. A later registration replaces an
 * earlier unconfirmed one by being confirmed, and the answer never tells whether an e-mail has an account.
 */
describe(`registration confirms the address by e-mail (${testEngine()} store, real SMTP)`, () => {
  let t: TestApp;
  let smtp: MailServer;
  let adminToken: string;
  let address = 0;

  const register = (body: Json, headers: Record<string, string> = {}) => {
    address += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      headers,
      remoteAddress: `10.60.${address}.1`,
    });
  };
  const confirm = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register/confirm', payload: { token }, headers });
  const asAdmin = (method: 'GET' | 'PUT', url: string) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${adminToken}` } });
  const pendingEmails = async () =>
    (await asAdmin('GET', '/api/auth/admin/users/pending'))
      .json<{ users: Array<{ email: string }> }>()
      .users.map((user) => user.email);
  /** The mail sent to `to` since the test began, once the outbox has delivered what was queued. */
  const mailTo = async (to: string): Promise<ParsedMail[]> => {
    await t.app.alertJob.deliverNow();
    return smtp.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === to);
  };
  const linkIn = (mail: ParsedMail): string => {
    const match = /(http:\/\/\S+\/confirm-registration\?token=([\w-]+))/.exec(mail.text ?? '');
    expect(match, mail.text).not.toBeNull();
    return match![2]!;
  };
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  beforeAll(async () => {
    smtp = createMailServer();
    await smtp.start();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ALERT_JOB: 'off',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: 'http://tenders.example.ca',
    });
    adminToken = (await login(ADMIN.email, ADMIN.password)).json<{ access_token: string }>().access_token;
    // The admin reads French: their notices come in French.
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { language: 'fr' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('mails a link; only the confirmed registration reaches the pending list, and the admin is told', async () => {
    const email = 'ada@example.ca';
    const answer = await register({ email, password: 'Ada-secret-passphrase-1', name: 'Ada' });
    expect(answer.statusCode).toBe(202);
    expect(answer.json<{ detail: string }>().detail).toMatch(/^Registration received\. Check your e-mail/);
    expect(await pendingEmails()).not.toContain(email);
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe('Confirm your address for TenderScout');
    // The link's origin is PUBLIC_URL, never the request's Host header.
    expect(mail?.text).toContain('http://tenders.example.ca/confirm-registration?token=');

    const confirmed = await confirm(linkIn(mail!));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<{ detail: string }>().detail).toMatch(/^Your address is confirmed/);
    expect(await pendingEmails()).toContain(email);
    const [notice] = await mailTo(ADMIN.email);
    expect(notice?.subject).toBe(`Inscription en attente d'approbation : ${email}`);
    expect(notice?.text).toContain('http://tenders.example.ca/admin');
    // A link works once.
    expect((await confirm(linkIn(mail!))).statusCode).toBe(400);
  });

  it("lets the address's owner replace an earlier registration nobody confirmed, and mails the approval", async () => {
    const email = 'grace@example.ca';
    await register({ email, password: 'Attacker-chosen-pass-9', name: 'Not Grace' });
    await register({ email, password: 'Graces-own-passphrase-4', name: 'Grace' }, FR);
    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    // The owner follows the link of her own registration (in French, as she registered).
    expect(mails[1]!.subject).toBe('Confirmez votre adresse pour TenderScout');
    expect((await confirm(linkIn(mails[1]!), FR)).json<{ detail: string }>().detail).toMatch(
      /^Votre adresse est confirmée/,
    );
    // The earlier claim is gone with it.
    const earlier = await confirm(linkIn(mails[0]!), FR);
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json<{ detail: string }>().detail).toMatch(/^Ce lien de confirmation n'est pas valide/);

    expect((await asAdmin('PUT', `/api/auth/admin/users/${email}/approve`)).statusCode).toBe(200);
    const approval = (await mailTo(email))[2];
    expect(approval?.subject).toBe('Votre compte TenderScout est approuvé');
    expect(approval?.text).toContain('Bonjour Grace');
    expect((await login(email, 'Graces-own-passphrase-4')).statusCode).toBe(200);
    expect((await login(email, 'Attacker-chosen-pass-9')).statusCode).toBe(401);
  });

  it('answers a new and an already registered e-mail alike; the account owner gets a notice, not a link', async () => {
    const owner = await createTestUser(t, { email: 'owner@example.ca' });
    const body = (email: string) => ({ email, password: 'Some-new-passphrase-5', name: 'Someone' });
    const taken = await register(body(owner.email));
    const fresh = await register(body('nobody-yet@example.ca'));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    const [notice] = await mailTo(owner.email);
    expect(notice?.subject).toBe('You already have a TenderScout account');
    expect(notice?.text).not.toContain('confirm-registration');
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('refuses an unknown link with a clear 400 in the caller language', async () => {
    const english = await confirm('x'.repeat(43));
    expect(english.statusCode).toBe(400);
    expect(english.json<{ detail: string }>().detail).toMatch(
      /^This confirmation link is not valid or has expired/,
    );
  });
});
