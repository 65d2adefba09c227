import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailServer, type MailServer } from './support/mail-server';
import { createTestUser, type TestUser } from './support/accounts';
import { inviteColleague } from './support/org';
import { createTender } from './support/tender-factory';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

interface Item {
  tender_id: string;
  title: string;
  stage: string;
  owner_id: string | null;
  owner_name: string | null;
  due_date: string | null;
  value: number | null;
  p_win: number | null;
  decision: {
    stage: string;
    by: string;
    by_name: string;
    reason: string | null;
    checklist: unknown[];
  } | null;
}
interface Event {
  kind: string;
  actor_name: string | null;
  body: string | null;
  detail: Record<string, unknown>;
}

/**
 * The bid pipeline, comments and mentions: members track tenders through stages with an owner, due date, value
 * and p(win); go and no-go record who, when and why; comments mention colleagues in the app and by mail in their
 * language; a viewer reads only; another organization sees and changes none of it.
 */
describe(`bid pipeline and comments (${testEngine()} store, real SMTP server)`, () => {
  let t: TestApp;
  let smtp: MailServer;
  let owner: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let tenderA: string;
  let tenderB: string;

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  const pipeline = async (user: TestUser, query = '') =>
    (await call(user, 'GET', `/api/org/pipeline${query}`)).json<{ items: Item[] }>().items;

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
    owner = await createTestUser(t, { name: 'Olivia Owner' });
    stranger = await createTestUser(t, { name: 'Sam Stranger' });
    member = await inviteColleague(t, smtp, owner, {
      email: 'marc@example.ca',
      role: 'member',
      name: 'Marc Tremblay',
      language: 'fr',
    });
    viewer = await inviteColleague(t, smtp, owner, {
      email: 'vera@example.ca',
      role: 'viewer',
      name: 'Vera Viewer',
    });
    tenderA = await createTender(t, {
      title: { en: 'Snow removal, Ottawa', fr: 'Déneigement, Ottawa' },
      closesInDays: 5,
    });
    tenderB = await createTender(t, { title: 'Network cabling', closesInDays: 60 });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('tracks a tender with an owner, due date, value and p(win), and filters the list', async () => {
    const created = await call(member, 'PUT', `/api/org/pipeline/${tenderA}`, {
      owner_id: member.id,
      due_date: '2030-01-15',
      value: 250000,
      p_win: 40,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      tender_id: tenderA,
      title: 'Snow removal, Ottawa',
      stage: 'watching',
      owner_id: member.id,
      owner_name: 'Marc Tremblay',
      due_date: '2030-01-15',
      value: 250000,
      p_win: 40,
      decision: null,
    });
    expect(
      (await call(owner, 'PUT', `/api/org/pipeline/${tenderB}`, { stage: 'qualifying' })).statusCode,
    ).toBe(201);

    expect((await pipeline(owner)).map((item) => item.tender_id)).toEqual([tenderA, tenderB]);
    expect((await pipeline(owner, '?stage=qualifying')).map((item) => item.tender_id)).toEqual([tenderB]);
    expect((await pipeline(owner, `?owner_id=${member.id}`)).map((item) => item.tender_id)).toEqual([
      tenderA,
    ]);
    expect((await pipeline(owner, '?closing_within_days=14')).map((item) => item.tender_id)).toEqual([
      tenderA,
    ]);
    const french = await call(owner, 'GET', `/api/org/pipeline/${tenderA}?language=fra`);
    expect(french.json()).toMatchObject({ title: 'Déneigement, Ottawa' });

    const outsider = await call(owner, 'PUT', `/api/org/pipeline/${tenderB}`, { owner_id: stranger.id });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toMatchObject({ key: 'org.ownerNotMember' });
    const badDate = await call(owner, 'PUT', `/api/org/pipeline/${tenderB}`, { due_date: '2030-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect((await call(owner, 'PUT', '/api/org/pipeline/no-such-tender', {})).statusCode).toBe(404);
  });

  it('records who decided go, when and why, with the checklist, in the activity', async () => {
    const decided = await call(member, 'PUT', `/api/org/pipeline/${tenderA}`, {
      stage: 'go',
      decision: {
        reason: 'We hold the equipment and the region.',
        checklist: [
          { criterion: 'Region served', met: true },
          { criterion: 'ISO 9001', met: false },
        ],
      },
    });
    expect(decided.statusCode).toBe(200);
    const item = decided.json<Item>();
    expect(item.decision).toMatchObject({
      stage: 'go',
      by: member.id,
      by_name: 'Marc Tremblay',
      reason: 'We hold the equipment and the region.',
      checklist: [
        { criterion: 'Region served', met: true },
        { criterion: 'ISO 9001', met: false },
      ],
    });
    const drafting = await call(owner, 'PUT', `/api/org/pipeline/${tenderA}`, { stage: 'drafting' });
    expect(drafting.json<Item>().decision).toMatchObject({ stage: 'go', by: member.id });

    const activity = (await call(owner, 'GET', `/api/org/pipeline/${tenderA}/activity`)).json<{
      events: Event[];
    }>();
    expect(activity.events.map((event) => [event.kind, event.actor_name])).toEqual([
      ['tracked', 'Marc Tremblay'],
      ['stage', 'Marc Tremblay'],
      ['decision', 'Marc Tremblay'],
      ['stage', 'Olivia Owner'],
    ]);
    expect(activity.events[1]?.detail).toEqual({ from: 'watching', to: 'go' });
    expect(activity.events[2]?.body).toBe('We hold the equipment and the region.');
  });

  it('notifies a mentioned member in the app and by mail in their language', async () => {
    const before = smtp.received.length;
    const posted = await call(owner, 'POST', `/api/org/pipeline/${tenderA}/comments`, {
      body: '@Marc Tremblay can you price the salt?',
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({
      kind: 'comment',
      actor_name: 'Olivia Owner',
      detail: { mentions: [member.id] },
    });
    await t.app.alertJob.runOnce();
    const mails = smtp.received.slice(before);
    expect(mails.map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text))).toEqual(['marc@example.ca']);
    expect(mails[0]?.subject).toBe('Olivia Owner vous a mentionné dans « Déneigement, Ottawa »');
    expect(mails[0]?.text).toContain('can you price the salt?');
    expect(mails[0]?.text).toContain(`https://tenders.example.ca/tender/${tenderA}`);

    const mentions = await call(member, 'GET', '/api/org/mentions');
    expect(mentions.json()).toMatchObject({
      unread: 1,
      mentions: [{ tender_id: tenderA, author_name: 'Olivia Owner', read: false }],
    });
    expect((await call(member, 'POST', '/api/org/mentions/read')).statusCode).toBe(204);
    expect((await call(member, 'GET', '/api/org/mentions')).json()).toMatchObject({ unread: 0 });
    expect((await call(owner, 'GET', '/api/org/mentions')).json()).toMatchObject({ unread: 0, mentions: [] });

    const comments = (await call(viewer, 'GET', `/api/org/pipeline/${tenderA}/comments`)).json<{
      events: Event[];
    }>();
    expect(comments.events.map((event) => event.body)).toEqual(['@Marc Tremblay can you price the salt?']);
    const empty = await call(owner, 'POST', `/api/org/pipeline/${tenderA}/comments`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
  });

  it('lets a viewer read the pipeline and change nothing', async () => {
    expect((await pipeline(viewer)).length).toBe(2);
    for (const response of [
      await call(viewer, 'PUT', `/api/org/pipeline/${tenderA}`, { stage: 'no_go' }),
      await call(viewer, 'DELETE', `/api/org/pipeline/${tenderB}`),
      await call(viewer, 'POST', `/api/org/pipeline/${tenderA}/comments`, { body: 'hello' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ key: 'org.viewerReadOnly' });
    }
    expect((await call(owner, 'GET', `/api/org/pipeline/${tenderA}`)).json()).toMatchObject({
      stage: 'drafting',
    });
  });

  it('keeps another organization out of every pipeline route', async () => {
    expect(await pipeline(stranger)).toEqual([]);
    const urls = [
      `/api/org/pipeline/${tenderA}`,
      `/api/org/pipeline/${tenderA}/comments`,
      `/api/org/pipeline/${tenderA}/activity`,
    ];
    for (const url of urls) expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'POST', `/api/org/pipeline/${tenderA}/comments`, { body: '@Marc Tremblay hi' }))
        .statusCode,
    ).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/org/pipeline/${tenderA}`)).statusCode).toBe(404);
    // Tracking the same tender starts the stranger's own item; the owner's is untouched.
    const own = await call(stranger, 'PUT', `/api/org/pipeline/${tenderA}`, { stage: 'no_go' });
    expect(own.statusCode).toBe(201);
    expect((await call(owner, 'GET', `/api/org/pipeline/${tenderA}`)).json()).toMatchObject({
      stage: 'drafting',
    });
    expect(
      (await call(member, 'GET', '/api/org/mentions')).json<{ mentions: unknown[] }>().mentions,
    ).toHaveLength(1);

    expect((await call(owner, 'DELETE', `/api/org/pipeline/${tenderB}`)).statusCode).toBe(204);
    expect((await pipeline(owner)).map((item) => item.tender_id)).toEqual([tenderA]);
  });
});
