import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailServer, type MailServer } from './support/mail-server';
import { createTestUser, type TestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

const PUBLIC_URL = 'https://tenders.example.ca';

const profile = {
  companyName: 'Northern Code Ltd.',
  companySize: 'small',
  industry: 'Information Technology',
  primaryServices: ['Software Development'],
  targetRegions: ['Ontario'],
  certifications: [],
  averageContractValue: '100k-500k',
  preferredContractTypes: ['Fixed Price'],
  experienceLevel: 'some',
};

interface OrgBody {
  id: string;
  name: string;
  role: string;
  members: Array<{ user_id: string; email: string; role: string }>;
  invitations: Array<{ email: string; role: string }>;
}

/**
 * Organizations, members and invitations against a real SMTP server: every account is an organization of one,
 * the company profile is the organization's, an owner invites by e-mail, the link works once and joins without
 * a platform admin, owners manage roles, the last owner stays, and one organization never sees another's.
 */
describe(`organizations and invitations (${testEngine()} store, real SMTP server)`, () => {
  let t: TestApp;
  let smtp: MailServer;
  let owner: TestUser;
  let stranger: TestUser;

  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const orgOf = async (user: TestUser) => (await call(user, 'GET', '/api/org')).json<OrgBody>();

  /** Sends the outbox through SMTP and returns the link of the last invitation mailed to `email`. */
  const invitationLink = async (email: string): Promise<string> => {
    await t.app.alertJob.runOnce();
    const mail = smtp.received.filter((m) => !Array.isArray(m.to) && m.to?.text === email).at(-1);
    const match = /https:\/\/tenders\.example\.ca\/invitation\?token=(\S+)/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error(`no invitation mail for ${email}`);
    return decodeURIComponent(match[1]);
  };

  /** An invited colleague with a new account, signed in through the invitation. */
  const join = async (email: string, role: string): Promise<TestUser> => {
    expect((await call(owner, 'POST', '/api/org/invitations', { email, role })).statusCode).toBe(201);
    const token = await invitationLink(email);
    const accepted = await call(null, 'POST', '/api/org/invitations/accept', {
      token,
      name: 'Colleague',
      password: 'a long and unusual passphrase',
    });
    expect(accepted.statusCode).toBe(200);
    const { session } = accepted.json<{ session: { access_token: string; user: { id: string } } }>();
    return {
      id: session.user.id,
      email,
      password: 'a long and unusual passphrase',
      token: session.access_token,
      headers: { authorization: `Bearer ${session.access_token}` },
    };
  };

  beforeAll(async () => {
    smtp = createMailServer();
    await smtp.start();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'TenderScout <alerts@tenderscout.test>',
      PUBLIC_URL,
      ALERT_JOB: 'off',
      DEMO_ACCOUNT: 'off',
    });
    owner = await createTestUser(t, { name: 'Olivia Owner' });
    stranger = await createTestUser(t, { name: 'Sam Stranger' });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('makes every account the owner of an organization of one', async () => {
    const org = await orgOf(owner);
    expect(org).toMatchObject({ name: 'Test Co.', role: 'owner', invitations: [] });
    expect(org.members).toEqual([
      expect.objectContaining({ user_id: owner.id, email: owner.email, role: 'owner' }),
    ]);
    expect((await call(null, 'GET', '/api/org')).statusCode).toBe(401);
  });

  it('mails a signed link that joins a new account, once, sharing the company profile', async () => {
    const saved = await call(owner, 'PUT', '/api/auth/onboarding', {
      company_profile: profile,
      onboarding_complete: true,
    });
    expect(saved.statusCode).toBe(200);

    const invited = await call(owner, 'POST', '/api/org/invitations', {
      email: 'Writer@Example.ca',
      role: 'member',
    });
    expect(invited.json()).toMatchObject({ email: 'writer@example.ca', role: 'member' });
    expect((await orgOf(owner)).invitations).toEqual([
      expect.objectContaining({ email: 'writer@example.ca', role: 'member' }),
    ]);
    const token = await invitationLink('writer@example.ca');
    const mail = smtp.received.at(-1);
    expect(mail?.subject).toBe('Olivia Owner invites you to Test Co. on TenderScout');
    expect(mail?.text).toContain('as member.');

    const preview = await call(null, 'GET', `/api/org/invitations/${encodeURIComponent(token)}`);
    expect(preview.json()).toEqual({
      org_name: 'Test Co.',
      email: 'writer@example.ca',
      role: 'member',
      has_account: false,
    });
    const missing = await call(null, 'POST', '/api/org/invitations/accept', { token });
    expect(missing.json()).toMatchObject({ key: 'org.nameAndPasswordToJoin' });

    const accepted = await call(null, 'POST', '/api/org/invitations/accept', {
      token,
      name: 'Wendy Writer',
      password: 'a long and unusual passphrase',
    });
    expect(accepted.statusCode).toBe(200);
    const body = accepted.json<{
      org: OrgBody;
      session: { access_token: string; user: { onboarding_complete: boolean } };
    }>();
    expect(body.org.role).toBe('member');
    expect(body.org.members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      ['writer@example.ca', 'member'],
    ]);
    const writer = { authorization: `Bearer ${body.session.access_token}` };
    const onboarding = await t.app.inject({ method: 'GET', url: '/api/auth/onboarding', headers: writer });
    expect(onboarding.json()).toMatchObject({
      onboarding_complete: true,
      company_profile: { companyName: 'Northern Code Ltd.' },
    });

    const reused = await call(null, 'POST', '/api/org/invitations/accept', {
      token,
      name: 'Mallory',
      password: 'another long passphrase here',
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ key: 'org.invitationUsed' });
  });

  it('refuses a forged, an expired and a foreign link, in the caller’s language', async () => {
    await call(owner, 'POST', '/api/org/invitations', { email: 'late@example.ca', role: 'viewer' });
    const token = await invitationLink('late@example.ca');
    const forged = `${token.split('.')[0]}.AAAA`;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/org/invitations/accept',
      headers: { 'accept-language': 'fr-CA' },
      payload: { token: forged, name: 'X', password: 'a long and unusual passphrase' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ detail: "Ce lien d'invitation n'est pas valide" });

    const foreign = await call(stranger, 'POST', '/api/org/invitations/accept', { token });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ key: 'org.invitationOtherAccount' });

    await t.store.db
      .updateTable('org_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'late@example.ca')
      .execute();
    const expired = await call(null, 'POST', '/api/org/invitations/accept', {
      token,
      name: 'Late',
      password: 'a long and unusual passphrase',
    });
    expect(expired.json()).toMatchObject({ key: 'org.invitationExpired' });
  });

  it('joins an existing account with its password', async () => {
    const existing = await createTestUser(t, { email: 'estimator@example.ca', name: 'Eve Estimator' });
    await call(owner, 'POST', '/api/org/invitations', { email: existing.email, role: 'member' });
    const token = await invitationLink(existing.email);
    expect(
      (await call(null, 'GET', `/api/org/invitations/${encodeURIComponent(token)}`)).json(),
    ).toMatchObject({
      has_account: true,
    });
    const wrong = await call(null, 'POST', '/api/org/invitations/accept', {
      token,
      password: 'not the password',
    });
    expect(wrong.json()).toMatchObject({ key: 'org.passwordToJoin' });
    const accepted = await call(null, 'POST', '/api/org/invitations/accept', {
      token,
      password: existing.password,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await orgOf(existing)).id).toBe((await orgOf(owner)).id);
  });

  it('lets owners alone manage roles; a viewer changes nothing; the last owner stays', async () => {
    const viewer = await join('reader@example.ca', 'viewer');
    expect((await orgOf(viewer)).invitations).toEqual([]);
    const asViewer = await call(viewer, 'PUT', '/api/auth/onboarding', {
      company_profile: { ...profile, companyName: 'Hijacked' },
      onboarding_complete: true,
    });
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json()).toMatchObject({ key: 'org.viewerReadOnly' });
    expect(
      (await call(viewer, 'POST', '/api/org/invitations', { email: 'x@example.ca', role: 'owner' }))
        .statusCode,
    ).toBe(403);
    expect((await call(viewer, 'PUT', `/api/org/members/${owner.id}`, { role: 'viewer' })).statusCode).toBe(
      403,
    );

    const promoted = await call(owner, 'PUT', `/api/org/members/${viewer.id}`, { role: 'member' });
    expect(promoted.json<OrgBody>().members.find((m) => m.user_id === viewer.id)?.role).toBe('member');

    const demoteSelf = await call(owner, 'PUT', `/api/org/members/${owner.id}`, { role: 'member' });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json()).toMatchObject({ key: 'org.lastOwner' });
    expect((await call(owner, 'DELETE', `/api/org/members/${owner.id}`)).statusCode).toBe(409);

    const removed = await call(owner, 'DELETE', `/api/org/members/${viewer.id}`);
    expect(removed.statusCode).toBe(204);
    const own = await orgOf(viewer);
    expect(own.role).toBe('owner');
    expect(own.members.map((m) => m.user_id)).toEqual([viewer.id]);
    const profileNow = await t.app.inject({
      method: 'GET',
      url: '/api/auth/onboarding',
      headers: viewer.headers,
    });
    expect(profileNow.json()).toMatchObject({ company_profile: null });
  });

  it('keeps one organization’s members out of another’s reach', async () => {
    const org = await orgOf(owner);
    const member = org.members.find((m) => m.role === 'member');
    expect(member).toBeDefined();
    const strangerOrg = await orgOf(stranger);
    expect(strangerOrg.members.map((m) => m.user_id)).toEqual([stranger.id]);
    const change = await call(stranger, 'PUT', `/api/org/members/${member?.user_id}`, { role: 'owner' });
    expect(change.statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/org/members/${member?.user_id}`)).statusCode).toBe(404);
    expect((await orgOf(owner)).members.find((m) => m.user_id === member?.user_id)?.role).toBe('member');
  });
});
