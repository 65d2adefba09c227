import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_ACCOUNT_EMAIL } from '@tenderscout/domain';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnKey } from '../src/shared/open-data/columns';
import { createRandom, generateNotice } from '../src/modules/tenders/ingest/generator';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { toCanadaBuysCsv } from '../src/modules/tenders/ingest/test-support';
import { createTestUser, type TestUser } from './support/accounts';
import { createMailServer, type MailServer } from './support/mail-server';
import { notice } from './support/search-corpus';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/**
 * Alerts end to end against a real SMTP server (smtp-server, speaking the protocol on a local port) and a real
 * store: saved searches, matching after an ingest, one e-mail per new match in the user's language, the bell,
 * the Atom feed, one-click unsubscribe, retries while the SMTP server is down, amendments and deadlines.
 */

const PUBLIC_URL = 'http://tenderscout.test';

const random = createRandom(1919);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const snowNotice = (reference: string, overrides: Partial<Record<ColumnKey, string>> = {}) =>
  notice(generateNotice(random, 1, Date.now()), {
    referenceNumber: reference,
    titleEn: `Snow removal services - ${reference}`,
    titleFr: `Services de déneigement - ${reference}`,
    descriptionEn: 'Snow removal and sanding of the parking lots of a federal building during winter.',
    descriptionFr: 'Déneigement et épandage de sable des stationnements d’un édifice fédéral en hiver.',
    buyerNameEn: 'Public Services and Procurement Canada',
    buyerNameFr: 'Services publics et Approvisionnement Canada',
    closingDate: `${inDays(20)}T14:00:00`,
    ...overrides,
  });

const otherNotice = (reference: string) =>
  notice(generateNotice(random, 2, Date.now()), {
    referenceNumber: reference,
    titleEn: 'Office furniture supply',
    titleFr: 'Fourniture de mobilier de bureau',
    descriptionEn: 'Desks, chairs and filing cabinets for a regional office.',
    descriptionFr: 'Bureaux, chaises et classeurs pour un bureau régional.',
    unspscDescriptionEn: '*Office furniture',
    unspscDescriptionFr: '*Mobilier de bureau',
    closingDate: `${inDays(20)}T14:00:00`,
  });

describe(`Alerts (${testEngine()} store, real SMTP server)`, () => {
  let t: TestApp;
  let smtp: MailServer;
  let alice: TestUser;
  let bob: TestUser;
  let claire: TestUser;
  let files = 0;

  const ingest = async (records: Array<Record<string, string>>): Promise<void> => {
    files += 1;
    const file = path.join(t.dataDir, `notices-${files}.csv`);
    await writeFile(file, toCanadaBuysCsv(records));
    await ingestSource(t.store.db, file);
  };

  const mailsTo = (user: TestUser) =>
    smtp.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === user.email);

  const headerOf = (mail: ParsedMail, name: string): string | undefined =>
    mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

  const saveSearch = async (user: TestUser, body: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-searches',
      headers: user.headers,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; feed_url: string; alert: { frequency: string } }>();
  };

  beforeAll(async () => {
    smtp = createMailServer();
    await smtp.start();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'TenderScout <alerts@tenderscout.test>',
      PUBLIC_URL,
      ALERT_JOB: 'off',
    });
    alice = await createTestUser(t, { flags: { saved_tenders: true } });
    bob = await createTestUser(t);
    claire = await createTestUser(t);
    await t.store.db
      .updateTable('users')
      .set({ preferred_language: 'fr' })
      .where('id', '=', claire.id)
      .execute();
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('saves, lists, edits and deletes searches; validates them; keeps them private', async () => {
    const created = await saveSearch(alice, {
      name: 'Furniture in Ontario',
      query: 'furniture',
      search_type: 'keyword',
      filters: { regions: ['Ontario', ''], status: [] },
      alert: { frequency: 'weekly' },
    });
    expect(created).toMatchObject({
      name: 'Furniture in Ontario',
      query: 'furniture',
      search_type: 'keyword',
      filters: { regions: ['Ontario'] },
      alert: { frequency: 'weekly', channels: ['email', 'in_app'] },
    });
    expect(created.feed_url).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/feeds/saved-searches/${created.id}\\.atom\\?token=`),
    );

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/me/saved-searches/${created.id}`,
      headers: alice.headers,
      payload: { name: 'Furniture', alert: { frequency: 'off' } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Furniture', alert: { frequency: 'off' } });

    // Bad input: a clear 400 naming the field, in French for a French caller.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-searches',
      headers: alice.headers,
      payload: { name: 'x', alert: { frequency: 'hourly' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toContain('alert.frequency');
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-searches',
      headers: { ...alice.headers, 'accept-language': 'fr-CA' },
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ detail: string }>().detail).toContain('Un nom est obligatoire');
    const badDate = await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-searches',
      headers: alice.headers,
      payload: { name: 'Dates', filters: { closing_from: 'soon' } },
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json<{ detail: string }>().detail).toContain('closing_from');

    // Private: another user neither sees, reads, changes nor deletes it; no credential is 401.
    const bobList = await t.app.inject({
      method: 'GET',
      url: '/api/me/saved-searches',
      headers: bob.headers,
    });
    expect(bobList.json<{ saved_searches: unknown[] }>().saved_searches).toEqual([]);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/me/saved-searches/${created.id}`,
        headers: bob.headers,
        ...(method === 'PATCH' ? { payload: { name: 'mine now' } } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me/saved-searches' });
    expect(anonymous.statusCode).toBe(401);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/saved-searches/${created.id}`,
      headers: alice.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/me/saved-searches',
      headers: alice.headers,
    });
    expect(after.json<{ saved_searches: unknown[] }>().saved_searches).toEqual([]);
  });

  it('allows at most 20 saved searches per user', async () => {
    const user = await createTestUser(t);
    for (let index = 0; index < 20; index += 1)
      await saveSearch(user, { name: `Search ${index}`, alert: { frequency: 'off' } });
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-searches',
      headers: user.headers,
      payload: { name: 'One too many' },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json<{ detail: string }>().detail).toBe(
      'You can save at most 20 searches. Delete one first.',
    );
  });

  it('e-mails a new matching notice once, shows it in the bell and the feed, and stops after unsubscribe', async () => {
    const search = await saveSearch(alice, {
      name: 'Snow removal',
      query: 'snow removal',
      alert: { frequency: 'instant' },
    });
    await ingest([snowNotice('cb-919-00000001'), otherNotice('cb-919-00000002')]);

    const first = await t.app.alertJob.runOnce();
    expect(first.sent).toBe(1);
    const mails = mailsTo(alice);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('1 new tender for "Snow removal"');
    expect(mail.text).toContain('Snow removal services - cb-919-00000001');
    expect(mail.text).toContain(`${PUBLIC_URL}/tender/cb-919-00000001`);
    expect(mail.text).toContain('Public Services and Procurement Canada');
    expect(mail.text).toMatch(/Closes: .*2:00 p\.m\. E[SD]T/);
    expect(mail.text).not.toContain('Office furniture');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/tender/cb-919-00000001"`);
    expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = headerOf(mail, 'list-unsubscribe') ?? '';
    expect(listUnsubscribe).toMatch(/^<http:\/\/tenderscout\.test\/api\/alerts\/unsubscribe\?token=.+>$/);

    // The bell: one unread notification for Alice, none for Bob.
    const bell = await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: alice.headers });
    const notifications = bell.json<{
      unread_count: number;
      notifications: Array<{ id: string; title: string; kind: string; saved_search: { name: string } }>;
    }>();
    expect(notifications.unread_count).toBe(1);
    expect(notifications.notifications[0]).toMatchObject({
      kind: 'new_match',
      title: 'Snow removal services - cb-919-00000001',
      saved_search: { name: 'Snow removal' },
    });
    const bobBell = await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: bob.headers });
    expect(bobBell.json<{ unread_count: number }>().unread_count).toBe(0);

    // The Atom feed lists it; a forged token does not open it.
    const feed = await t.app.inject({ method: 'GET', url: search.feed_url.replace(PUBLIC_URL, '') });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/atom+xml');
    expect(feed.body).toContain(
      '<title type="html"><![CDATA[Snow removal services - cb-919-00000001]]></title>',
    );
    // Each entry closes in Eastern time, as the notice states it, never in raw UTC.
    expect(feed.body).toMatch(/Closes [^<\]]*2:00 p\.m\. ET/);
    expect(feed.body).not.toMatch(/· \d{4}-\d{2}-\d{2}T/);
    // In French: French words and the French Eastern time.
    const frenchFeed = await t.app.inject({
      method: 'GET',
      url: `${search.feed_url.replace(PUBLIC_URL, '')}&language=fra`,
    });
    expect(frenchFeed.body).toMatch(/Clôture le [^<\]]*14 h HE/);
    expect(frenchFeed.body).toContain('Nouveaux appels d');
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/feeds/saved-searches/${search.id}.atom?token=forged`,
    });
    expect(forged.statusCode).toBe(401);

    // The same file again and another pass: nothing new.
    await ingest([snowNotice('cb-919-00000001'), otherNotice('cb-919-00000002')]);
    const second = await t.app.alertJob.runOnce();
    expect(second).toMatchObject({ notified: 0, sent: 0 });
    expect(mailsTo(alice)).toHaveLength(1);

    // Mark read: the count drops.
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      headers: alice.headers,
      payload: { ids: [notifications.notifications[0]!.id] },
    });
    expect(read.json()).toEqual({ marked: 1, unread_count: 0 });

    // One-click unsubscribe from the header's URL, with no sign-in: alerts off, no more e-mail.
    const oneClick = listUnsubscribe.slice(1, -1).replace(PUBLIC_URL, '');
    const page = await t.app.inject({ method: 'GET', url: oneClick });
    expect(page.json()).toMatchObject({ saved_search: { name: 'Snow removal' }, frequency: 'instant' });
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toMatchObject({ frequency: 'off' });
    await ingest([snowNotice('cb-919-00000003')]);
    await t.app.alertJob.runOnce();
    expect(mailsTo(alice)).toHaveLength(1);
  });

  it('refuses an unsubscribe link that was forged or made for another user', async () => {
    const bobSearch = await saveSearch(bob, { name: 'Bob snow', query: 'snow' });
    const aliceSearch = await saveSearch(alice, { name: 'Alice snow', query: 'snow' });
    const aliceToken = mailTokenOf(aliceSearch.id);
    const attempts = [
      'garbage',
      `${bobSearch.id}.${aliceToken ?? 'x'}`,
      `${bobSearch.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    ];
    for (const token of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(response.statusCode, token).toBe(404);
      expect(response.json<{ detail: string }>().detail).toBe('This unsubscribe link is not valid');
    }
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/me/saved-searches/${bobSearch.id}`,
      headers: bob.headers,
    });
    expect(still.json()).toMatchObject({ alert: { frequency: 'instant' } });
  });

  it('writes to a French-speaking user in French', async () => {
    await saveSearch(claire, { name: 'Déneigement', query: 'déneigement', alert: { frequency: 'instant' } });
    await ingest([snowNotice('cb-919-00000010')]);
    await t.app.alertJob.runOnce();
    const mails = mailsTo(claire);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("1 nouvel appel d'offres pour « Déneigement »");
    expect(mails[0]!.text).toContain('Services de déneigement - cb-919-00000010');
    expect(mails[0]!.text).toContain('Acheteur : Services publics et Approvisionnement Canada');
    expect(mails[0]!.text).toContain('Arrêter ces alertes');
  });

  it('alerts the demo account and its copies in the app only, never by e-mail', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_ACCOUNT_EMAIL, password: 'demo-tenderscout' },
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-searches',
      headers,
      payload: { name: 'Gravel', query: 'gravel', alert: { frequency: 'instant' } },
    });
    expect(saved.statusCode).toBe(201);
    // A visitor's copy of the demo account has an address of the same form.
    const copy = await createTestUser(t, { email: 'demo+0a1b2c3d4e5f@tenderscout.ca' });
    await saveSearch(copy, { name: 'Gravel', query: 'gravel', alert: { frequency: 'instant' } });
    const before = smtp.received.length;
    await ingest([
      snowNotice('cb-919-00000050', {
        titleEn: 'Gravel supply for rural roads',
        titleFr: 'Fourniture de gravier pour routes rurales',
        descriptionEn: 'Gravel supply.',
        descriptionFr: 'Fourniture de gravier.',
      }),
    ]);
    await t.app.alertJob.runOnce();
    const bell = await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers });
    expect(bell.json<{ unread_count: number }>().unread_count).toBe(1);
    const recipients = smtp.received
      .slice(before)
      .map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : ''));
    expect(recipients).not.toContain(DEMO_ACCOUNT_EMAIL);
    expect(recipients).not.toContain(copy.email);
    const copyBell = await t.app.inject({
      method: 'GET',
      url: '/api/me/notifications',
      headers: copy.headers,
    });
    expect(copyBell.json<{ unread_count: number }>().unread_count).toBe(1);
  });

  it('hides an alert marked not relevant, and an exclusion it offers changes what the next ingest alerts', async () => {
    const user = await createTestUser(t);
    const search = await saveSearch(user, {
      name: 'Snow',
      query: 'snow removal',
      alert: { frequency: 'instant' },
    });
    const bell = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: user.headers })).json<{
        unread_count: number;
        notifications: Array<{ id: string; tender_id: string; why: unknown }>;
      }>();
    const setExclusions = async (exclusions: string[]) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/me/saved-searches/${search.id}`,
        headers: user.headers,
        payload: { exclusions },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ exclusions: string[] }>().exclusions;
    };
    const heliport = (reference: string) =>
      snowNotice(reference, { titleEn: `Snow removal of the heliport - ${reference}` });

    await ingest([heliport('cb-919-00000060')]);
    await t.app.alertJob.runOnce();
    const [item] = (await bell()).notifications;
    expect(item?.tender_id).toBe('cb-919-00000060');
    // It says why it matched: the search's words the tender has.
    expect(item?.why).toEqual({ words: ['snow', 'removal'], codes: [], meaning: false });

    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/me/notifications/${item!.id}/not-relevant`,
      headers: user.headers,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      hidden: true,
      saved_search: { id: search.id, name: 'Snow', exclusions: [] },
    });
    expect(marked.json<{ suggested_exclusions: string[] }>().suggested_exclusions).toContain('heliport');
    expect(await bell()).toEqual({ unread_count: 0, notifications: [] });
    // Someone else's notification cannot be touched.
    const other = await createTestUser(t);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/api/me/notifications/${item!.id}/not-relevant`,
      headers: { ...other.headers, 'accept-language': 'fr' },
    });
    expect(forbidden.statusCode).toBe(404);
    expect(forbidden.json()).toMatchObject({ detail: 'Notification introuvable' });

    // The user takes the offered refinement: the next ingest alerts the parking lot, not another heliport.
    expect(await setExclusions(['heliport'])).toEqual(['heliport']);
    await ingest([heliport('cb-919-00000061'), snowNotice('cb-919-00000062')]);
    await t.app.alertJob.runOnce();
    expect((await bell()).notifications.map((notification) => notification.tender_id)).toEqual([
      'cb-919-00000062',
    ]);
    expect(mailsTo(user).at(-1)?.text).not.toContain('heliport');

    // Undone: heliports are alerted again.
    expect(await setExclusions([])).toEqual([]);
    await ingest([heliport('cb-919-00000063')]);
    await t.app.alertJob.runOnce();
    expect((await bell()).notifications.map((notification) => notification.tender_id)).toContain(
      'cb-919-00000063',
    );
  });

  it('keeps the mail while the SMTP server is down, shows the error, and sends it once it is back', async () => {
    const user = await createTestUser(t);
    const search = await saveSearch(user, {
      name: 'Sandblasting',
      query: 'sandblasting',
      alert: { frequency: 'instant' },
    });
    const deliveries = async (caller: TestUser) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/me/saved-searches/${search.id}/deliveries`,
        headers: caller.headers,
      });
      return {
        status: response.statusCode,
        body: response.json<{ deliveries: Array<Record<string, unknown>> }>(),
      };
    };
    expect((await deliveries(user)).body).toEqual({ deliveries: [] });
    const port = smtp.port;
    await smtp.stop();
    await ingest([
      snowNotice('cb-919-00000020', {
        titleEn: 'Sandblasting of a steel bridge',
        titleFr: "Décapage au jet de sable d'un pont d'acier",
        descriptionEn: 'Sandblasting and repainting of a steel bridge.',
        descriptionFr: "Décapage au jet de sable et peinture d'un pont d'acier.",
      }),
    ]);
    const down = await t.app.alertJob.runOnce();
    expect(down).toMatchObject({ sent: 0, failed: 1 });

    const admin = await createTestUser(t, { role: 'admin', flags: { analytics: true } });
    const analytics = await t.app.inject({ method: 'GET', url: '/api/analytics', headers: admin.headers });
    expect(analytics.statusCode).toBe(200);
    const outbox = analytics.json<{ mail: { queued: number; last_error: string | null } | null }>().mail;
    expect(outbox?.queued).toBeGreaterThanOrEqual(1);
    expect(outbox?.last_error).toMatch(/ECONNREFUSED|connect/i);
    // The search's delivery log shows the mail queued, with the error of its attempt.
    const queued = (await deliveries(user)).body.deliveries;
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      status: 'queued',
      attempts: 1,
      to: user.email,
      message_id: null,
      sent_at: null,
    });
    expect(queued[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start(port);
    // The back-off has not elapsed: this mail is not tried yet.
    await t.app.alertJob.runOnce();
    expect(mailsTo(user)).toHaveLength(0);
    // As if the back-off had elapsed.
    await t.store.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(0) })
      .where('status', '=', 'queued')
      .execute();
    const back = await t.app.alertJob.runOnce();
    expect(back.sent).toBe(1);
    expect(mailsTo(user)).toHaveLength(1);
    expect(mailsTo(user)[0]!.text).toContain('cb-919-00000020');
    await t.app.alertJob.runOnce();
    expect(mailsTo(user)).toHaveLength(1);
    // Sent: the log names the Message-ID the mail arrived with, so the user can prove what was sent and when.
    const [sent] = (await deliveries(user)).body.deliveries;
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, subject: mailsTo(user)[0]!.subject });
    expect(String(sent!.message_id).replace(/[<>]/g, '')).toBe(
      mailsTo(user)[0]!.messageId?.replace(/[<>]/g, ''),
    );
    expect(Date.parse(String(sent!.sent_at))).not.toBeNaN();
    // Nobody else reads it.
    const other = await deliveries(await createTestUser(t));
    expect(other.status).toBe(404);
  });

  it('sends daily matches as one digest when the digest is due', async () => {
    const user = await createTestUser(t);
    const search = await saveSearch(user, {
      name: 'Plowing',
      query: 'sanding of the parking lots',
      alert: { frequency: 'daily' },
    });
    await ingest([snowNotice('cb-919-00000030'), snowNotice('cb-919-00000031')]);
    await t.app.alertJob.runOnce();
    expect(mailsTo(user)).toHaveLength(0);
    const bell = await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: user.headers });
    expect(bell.json<{ unread_count: number }>().unread_count).toBe(2);

    // Last digest two days ago: today's slot is due.
    await t.store.db
      .updateTable('saved_searches')
      .set({ last_digest_at: new Date(Date.now() - 2 * 86_400_000) })
      .where('id', '=', search.id)
      .execute();
    await t.app.alertJob.runOnce();
    const mails = mailsTo(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Daily digest: 2 new tenders for "Plowing"');
    await t.app.alertJob.runOnce();
    expect(mailsTo(user)).toHaveLength(1);
  });

  it('notifies the amendments and approaching deadlines of saved tenders in the app and by e-mail, until turned off', async () => {
    const user = await createTestUser(t, { flags: { saved_tenders: true } });
    await ingest([
      snowNotice('cb-919-00000040', { titleEn: 'Culvert repair', titleFr: 'Réparation de ponceau' }),
      snowNotice('cb-919-00000041', { titleEn: 'Fence repair', closingDate: `${inDays(2)}T14:00:00` }),
    ]);
    for (const tenderId of ['cb-919-00000040', 'cb-919-00000041']) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/me/bookmarks',
        headers: user.headers,
        payload: { tender_id: tenderId },
      });
      expect(saved.statusCode).toBe(201);
    }
    await ingest([
      snowNotice('cb-919-00000040', {
        titleEn: 'Culvert repair',
        titleFr: 'Réparation de ponceau',
        amendmentNumber: '001',
        closingDate: `${inDays(30)}T14:00:00`,
      }),
    ]);
    await t.app.alertJob.runOnce();
    await t.app.alertJob.runOnce();
    const bell = await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: user.headers });
    const list = bell.json<{ notifications: Array<Record<string, unknown>> }>().notifications;
    expect(list).toHaveLength(2);
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'amendment', tender_id: 'cb-919-00000040', amendment_number: 1 }),
        expect.objectContaining({ kind: 'deadline', tender_id: 'cb-919-00000041', days_before_closing: 3 }),
      ]),
    );
    // One e-mail for both, sent once however often the job runs.
    const mails = mailsTo(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 updates to your saved tenders');
    expect(mails[0]!.text).toContain('- Amendment 1: Culvert repair');
    expect(mails[0]!.text).toContain('- Closes within 3 days: Fence repair');
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/tender/cb-919-00000041`);

    // Its one-click link turns these e-mails off without a sign-in; the app keeps notifying.
    const oneClick = (headerOf(mails[0]!, 'list-unsubscribe') ?? '').slice(1, -1).replace(PUBLIC_URL, '');
    const described = await t.app.inject({ method: 'GET', url: oneClick });
    expect(described.json()).toEqual({ scope: 'saved_tenders', saved_search: null, frequency: 'instant' });
    const stopped = await t.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.json()).toEqual({ scope: 'saved_tenders', saved_search: null, frequency: 'off' });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/me/saved-tender-alerts',
      headers: user.headers,
    });
    expect(settings.json()).toEqual({ email: false, every_change: false });
    // Another user's link cannot be made from this one.
    const other = await createTestUser(t);
    const forged = oneClick.replace(user.id, other.id);
    expect((await t.app.inject({ method: 'POST', url: forged })).statusCode).toBe(404);

    await ingest([
      snowNotice('cb-919-00000040', {
        titleEn: 'Culvert repair',
        titleFr: 'Réparation de ponceau',
        amendmentNumber: '002',
        closingDate: `${inDays(31)}T14:00:00`,
      }),
    ]);
    await t.app.alertJob.runOnce();
    const after = await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: user.headers });
    expect(after.json<{ notifications: unknown[] }>().notifications).toHaveLength(3);
    expect(mailsTo(user)).toHaveLength(1);

    // Back on in Alerts: the next change is mailed again.
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/me/saved-tender-alerts',
      headers: user.headers,
      payload: { email: true },
    });
    expect(on.json()).toEqual({ email: true, every_change: false });
    await ingest([
      snowNotice('cb-919-00000040', {
        titleEn: 'Culvert repair',
        titleFr: 'Réparation de ponceau',
        amendmentNumber: '003',
        closingDate: `${inDays(32)}T14:00:00`,
      }),
    ]);
    await t.app.alertJob.runOnce();
    expect(mailsTo(user).map((mail) => mail.subject)).toEqual([
      '2 updates to your saved tenders',
      'Update to a saved tender',
    ]);
  });

  /** The MAC part of the unsubscribe token in the last mail that names this search, if any. */
  const mailTokenOf = (savedSearchId: string): string | undefined => {
    for (const mail of smtp.received) {
      const header = headerOf(mail, 'list-unsubscribe') ?? '';
      const match = /token=([^>]+)>/.exec(header);
      const token = match ? decodeURIComponent(match[1]!) : '';
      if (token.startsWith(savedSearchId)) return token.split('.')[1];
    }
    return smtp.received
      .map((mail) => /token=([^>]+)>/.exec(headerOf(mail, 'list-unsubscribe') ?? '')?.[1])
      .map((token) => (token ? decodeURIComponent(token).split('.')[1] : undefined))
      .find((mac) => mac !== undefined);
  };
});
