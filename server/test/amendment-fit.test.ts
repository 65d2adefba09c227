import type { NotificationsResponse, TenderAmendments } from '@tenderscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from './support/accounts';
import { saveCompanyProfile } from './support/company-profile';
import { createMailServer, type MailServer } from './support/mail-server';
import { AMENDED_ID, ingestAmendedNotice, ingestOriginalNotice } from './support/amended-notice';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/**
 * What a material amendment means for a company's fit: a courier company saved a real notice (Weekly Courier
 * Services) before its amendment added a mandatory criterion; the fit is recomputed on both versions and the
 * change said on the tender's amendments, in the app and in the amendment mail, in the reader's language.
 */

const PUBLIC_URL = 'http://tenderscout.test';

describe(`the fit before and after a material amendment (${testEngine()} store, real SMTP server)`, () => {
  let t: TestApp;
  let smtp: MailServer;
  let courier: TestUser;

  const amendmentsAs = async (user: TestUser | null, language: 'eng' | 'fra') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tenders/${AMENDED_ID}/amendments?language=${language}`,
      headers: user?.headers ?? {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TenderAmendments>();
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
    await ingestOriginalNotice(t.store.db);
    courier = await createTestUser(t, { flags: { saved_tenders: true } });
    await saveCompanyProfile(t, courier, {
      companyName: 'Courrier Rapide',
      industry: 'Transportation',
      primaryServices: ['Transportation & Moving'],
      targetRegions: ['Ontario'],
      description: 'Same-day courier and delivery of lab specimens for hospitals.',
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/me/bookmarks',
      headers: courier.headers,
      payload: { tender_id: AMENDED_ID },
    });
    expect(saved.statusCode).toBe(201);
    const tracked = await t.app.inject({
      method: 'PUT',
      url: `/api/org/pipeline/${AMENDED_ID}`,
      headers: courier.headers,
      payload: { stage: 'qualifying' },
    });
    expect(tracked.statusCode, tracked.body).toBe(201);
    await ingestAmendedNotice(t.store.db);
    await t.app.alertJob.runOnce();
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('shows a signed-in company its fit before and after, naming the new mandatory criterion', async () => {
    const [english] = (await amendmentsAs(courier, 'eng')).amendments;
    expect(english!.material).toBe(true);
    const fit = english!.fit!;
    expect(fit.summary.startsWith(`Fit ${fit.before} → ${fit.after}: new mandatory criterion: `)).toBe(true);
    const [french] = (await amendmentsAs(courier, 'fra')).amendments;
    expect(french!.fit!.summary).toMatch(/^Adéquation \d+ → \d+ : nouveau critère obligatoire : /);
    // Anyone else reads the changes without a fit.
    const [anonymous] = (await amendmentsAs(null, 'eng')).amendments;
    expect(anonymous).not.toHaveProperty('fit');
  });

  it('says the same in the amendment mail and in the app', async () => {
    const [english] = (await amendmentsAs(courier, 'eng')).amendments;
    const mails = smtp.received.filter(
      (mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === courier.email,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Your fit: ${english!.fit!.summary}`);
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/me/notifications',
      headers: courier.headers,
    });
    const [notification] = bell.json<NotificationsResponse>().notifications;
    expect(notification).toMatchObject({ kind: 'amendment', fit: english!.fit!.summary });
  });

  it("puts the amendment in a tracked tender's activity, after the tracking", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/org/pipeline/${AMENDED_ID}/activity`,
      headers: courier.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { events } = response.json<{ events: { kind: string; detail: Record<string, unknown> }[] }>();
    expect(events.map((event) => event.kind)).toEqual(['tracked', 'stage', 'amendment']);
    const amendment = events.at(-1)!;
    expect(amendment.detail).toMatchObject({ number: 1 });
    expect(amendment.detail.fields).toEqual(expect.arrayContaining(['closing_date']));
  });
});
