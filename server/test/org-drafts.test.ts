import type { ResponseDraft, ResponsesList } from '@tenderscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from './support/accounts';
import { createMailServer, type MailServer } from './support/mail-server';
import { inviteColleague } from './support/org';
import { createTender } from './support/tender-factory';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

interface Conflict {
  key: string;
  detail: string;
  version: number;
  saved_by: { id: string; name: string } | null;
  saved_at: string | null;
  sections: Record<string, string>;
}
interface Event {
  kind: string;
  actor_name: string | null;
  detail: { sections?: string[] };
}

/**
 * Shared drafts: a tender's response draft is the organization's. Members edit the same draft and each save
 * records who; two members saving from the same version get a conflict naming the other with their text; a
 * viewer reads only; marking final takes an owner; saves go into the tracked tender's activity; another
 * organization neither reads nor changes the draft.
 */
describe(`shared response drafts (${testEngine()} store, real SMTP server)`, () => {
  let t: TestApp;
  let smtp: MailServer;
  let owner: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let tenderId: string;

  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    language = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...user.headers, 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
  const draftUrl = () => `/api/me/responses/${encodeURIComponent(tenderId)}`;
  const save = (user: TestUser, sections: Record<string, string>, baseVersion: number, language = 'en') =>
    call(user, 'PUT', draftUrl(), { sections, base_version: baseVersion }, language);
  const draftOf = async (user: TestUser) => (await call(user, 'GET', draftUrl())).json<ResponseDraft>();
  const draftActivity = async (user: TestUser) =>
    (await call(user, 'GET', `/api/org/pipeline/${encodeURIComponent(tenderId)}/activity`))
      .json<{ events: Event[] }>()
      .events.filter((event) => event.kind === 'draft');

  beforeAll(async () => {
    smtp = createMailServer();
    await smtp.start();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'TenderScout <alerts@tenderscout.test>',
      PUBLIC_URL: 'https://tenders.example.ca',
      ALERT_JOB: 'off',
      DEMO_ACCOUNT: 'off',
    });
    owner = await createTestUser(t, { name: 'Ana Owner' });
    stranger = await createTestUser(t, { name: 'Sam Stranger' });
    member = await inviteColleague(t, smtp, owner, {
      email: 'marc@example.ca',
      role: 'member',
      name: 'Marc Tremblay',
    });
    viewer = await inviteColleague(t, smtp, owner, {
      email: 'vera@example.ca',
      role: 'viewer',
      name: 'Vera Viewer',
    });
    tenderId = await createTender(t, { title: 'Courier services', closesInDays: 20 });
    const tracked = await call(owner, 'PUT', `/api/org/pipeline/${encodeURIComponent(tenderId)}`, {
      stage: 'drafting',
    });
    expect(tracked.statusCode, tracked.body).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('lets every member edit the one draft and records who saved each time', async () => {
    const first = await save(owner, { executive_summary: 'We deliver every week.' }, 0);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ version: 1, saved_by: { id: owner.id, name: 'Ana Owner' } });

    const seen = await draftOf(member);
    expect(seen).toMatchObject({
      version: 1,
      saved_by: { id: owner.id, name: 'Ana Owner' },
      can_edit: true,
      can_mark_final: false,
    });
    expect(seen.sections.executive_summary).toBe('We deliver every week.');

    const second = await save(member, { technical_approach: 'Two vans, tracked routes.' }, 1);
    expect(second.statusCode, second.body).toBe(200);
    const latest = await draftOf(owner);
    expect(latest).toMatchObject({ version: 2, saved_by: { id: member.id, name: 'Marc Tremblay' } });
    expect(latest.sections).toMatchObject({
      executive_summary: 'We deliver every week.',
      technical_approach: 'Two vans, tracked routes.',
    });
    const list = (await call(viewer, 'GET', '/api/me/responses')).json<ResponsesList>();
    expect(list.responses.map((response) => response.tender_id)).toEqual([tenderId]);
  });

  it('refuses the second of two saves from the same version, with who saved first and their text', async () => {
    const base = (await draftOf(owner)).version;
    expect((await save(owner, { budget: 'Ana: $120,000 a year.' }, base)).statusCode).toBe(200);
    const refused = await save(member, { budget: 'Marc: $95,000 a year.' }, base, 'fr');
    expect(refused.statusCode).toBe(409);
    const body = refused.json<Conflict>();
    expect(body).toMatchObject({
      key: 'responses.versionConflict',
      version: base + 1,
      saved_by: { id: owner.id, name: 'Ana Owner' },
      sections: { budget: 'Ana: $120,000 a year.' },
    });
    expect(body.saved_at).not.toBeNull();
    expect((await draftOf(member)).sections.budget).toBe('Ana: $120,000 a year.');

    // The member merges and saves over the stored version deliberately.
    const merged = await save(
      member,
      { budget: 'Ana: $120,000 a year.\n\nMarc: $95,000 a year.' },
      body.version,
    );
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await draftOf(owner)).sections.budget).toBe('Ana: $120,000 a year.\n\nMarc: $95,000 a year.');
  });

  it('lets a viewer read the draft but not save or delete it, refused in their language', async () => {
    const draft = await draftOf(viewer);
    expect(draft).toMatchObject({ can_edit: false, can_mark_final: false });
    expect(draft.sections.executive_summary).toBe('We deliver every week.');
    const refused = await save(viewer, { timeline: 'Start in May.' }, draft.version, 'fr');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      key: 'org.viewerReadOnly',
      detail: "Les lecteurs consultent le travail de l'organisation, mais ne peuvent pas le modifier",
    });
    expect((await call(viewer, 'DELETE', draftUrl())).statusCode).toBe(403);
    expect((await draftOf(owner)).sections.timeline).toBe('');
  });

  it('lets only an owner mark the draft final', async () => {
    const refused = await call(member, 'POST', `${draftUrl()}/submit`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ key: 'org.ownerOnly' });
    expect((await draftOf(owner)).status).toBe('draft');
    const marked = await call(owner, 'POST', `${draftUrl()}/submit`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<ResponseDraft>().status).toBe('final');
    expect((await draftOf(member)).status).toBe('final');
  });

  it("puts saves in the tracked tender's activity, once per member and section in ten minutes", async () => {
    const entries = await draftActivity(owner);
    expect(entries.map((event) => [event.actor_name, event.detail.sections])).toEqual([
      ['Ana Owner', ['executive_summary']],
      ['Marc Tremblay', ['technical_approach']],
      ['Ana Owner', ['budget']],
      ['Marc Tremblay', ['budget']],
    ]);
    const version = (await draftOf(owner)).version;
    await save(owner, { executive_summary: 'We deliver every week, on time.', timeline: 'May.' }, version);
    const after = await draftActivity(member);
    expect(after).toHaveLength(5);
    expect(after.at(-1)).toMatchObject({ actor_name: 'Ana Owner', detail: { sections: ['timeline'] } });
  });

  it("keeps another organization's members out of the draft", async () => {
    const theirs = await draftOf(stranger);
    expect(theirs.version).toBe(0);
    expect(theirs.sections.executive_summary).toBe('');
    expect((await call(stranger, 'GET', '/api/me/responses')).json<ResponsesList>().responses).toEqual([]);
    expect((await call(stranger, 'DELETE', draftUrl())).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `${draftUrl()}/submit`)).statusCode).toBe(400);

    const ours = await draftOf(owner);
    // Their save writes their own organization's draft, never this one.
    expect((await save(stranger, { executive_summary: 'Overwritten?' }, 0)).statusCode).toBe(200);
    const after = await draftOf(owner);
    expect(after.version).toBe(ours.version);
    expect(after.sections.executive_summary).toBe(ours.sections.executive_summary);
    expect(after.saved_by?.name).toBe('Ana Owner');
    expect(
      (await call(stranger, 'GET', `/api/org/pipeline/${encodeURIComponent(tenderId)}/activity`)).statusCode,
    ).toBe(404);
  });
});
