import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompanyProfileInput } from '@tenderscout/domain';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnKey } from '../src/shared/open-data/columns';
import { createRandom, generateNotice } from '../src/modules/tenders/ingest/generator';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { toCanadaBuysCsv } from '../src/modules/tenders/ingest/test-support';
import { createTestUser, type TestUser } from './support/accounts';
import { saveCompanyProfile } from './support/company-profile';
import { createMailServer, type MailServer } from './support/mail-server';
import { notice } from './support/search-corpus';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/**
 * "New tenders for my company": the company profile as an alert source, end to end against a real SMTP server
 * and a real store. A snow-removal company gets its new snow-removal notices in one daily digest (and in the
 * app), once per notice, until it unsubscribes; a user without a profile gets nothing; new accounts start daily.
 */

const PUBLIC_URL = 'http://tenderscout.test';
const random = createRandom(2222);
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
    regionsOfDeliveryEn: '*Quebec',
    regionsOfDeliveryFr: '*Québec',
    closingDate: `${inDays(20)}T14:00:00`,
    ...overrides,
  });

const furnitureNotice = (reference: string) =>
  notice(generateNotice(random, 2, Date.now()), {
    referenceNumber: reference,
    titleEn: 'Office furniture supply',
    titleFr: 'Fourniture de mobilier de bureau',
    descriptionEn: 'Desks, chairs and filing cabinets for a regional office.',
    descriptionFr: 'Bureaux, chaises et classeurs pour un bureau régional.',
    unspsc: '*56101500',
    unspscDescriptionEn: '*Office furniture',
    unspscDescriptionFr: '*Mobilier de bureau',
    regionsOfDeliveryEn: '*Quebec',
    regionsOfDeliveryFr: '*Québec',
    closingDate: `${inDays(20)}T14:00:00`,
  });

const SNOW_COMPANY: Partial<CompanyProfileInput> = {
  companyName: 'Déneigement Boréal',
  industry: 'Environmental Services',
  primaryServices: ['Snow Removal'],
  targetRegions: ['Quebec'],
  description: 'Snow removal, snow clearing and winter maintenance of parking lots and roads.',
};

describe(`Alerts from the company profile (${testEngine()} store, real SMTP server)`, () => {
  let t: TestApp;
  let smtp: MailServer;
  let files = 0;

  const ingest = async (records: Array<Record<string, string>>): Promise<void> => {
    files += 1;
    const file = path.join(t.dataDir, `company-notices-${files}.csv`);
    await writeFile(file, toCanadaBuysCsv(records));
    await ingestSource(t.store.db, file);
  };

  const mailsTo = (user: TestUser) =>
    smtp.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === user.email);

  const headerOf = (mail: ParsedMail, name: string): string | undefined =>
    mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

  const companyAlerts = async (user: TestUser) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me/company-alerts',
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ frequency: string; has_profile: boolean }>();
  };

  const bellOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: user.headers })).json<{
      unread_count: number;
      notifications: Array<{ kind: string; tender_id: string; saved_search: unknown }>;
    }>();

  /** As if the last digest went out two days ago: today's slot is due. */
  const makeDigestDue = async (user: TestUser) =>
    t.store.db
      .updateTable('users')
      .set({ company_alert_digest_at: new Date(Date.now() - 2 * 86_400_000) })
      .where('id', '=', user.id)
      .execute();

  beforeAll(async () => {
    smtp = createMailServer();
    await smtp.start();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'TenderScout <alerts@tenderscout.test>',
      PUBLIC_URL,
      ALERT_JOB: 'off',
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('starts new accounts on a daily digest, and lets the user change it', async () => {
    const user = await createTestUser(t);
    expect(await companyAlerts(user)).toEqual({ frequency: 'daily', has_profile: false });
    await saveCompanyProfile(t, user, SNOW_COMPANY);
    expect(await companyAlerts(user)).toEqual({ frequency: 'daily', has_profile: true });

    const weekly = await t.app.inject({
      method: 'PUT',
      url: '/api/me/company-alerts',
      headers: user.headers,
      payload: { frequency: 'weekly' },
    });
    expect(weekly.statusCode).toBe(200);
    expect(weekly.json()).toEqual({ frequency: 'weekly', has_profile: true });
    expect(await companyAlerts(user)).toEqual({ frequency: 'weekly', has_profile: true });

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/me/company-alerts',
      headers: user.headers,
      payload: { frequency: 'hourly' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toContain('frequency');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me/company-alerts' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('alerts a company whose trade is not in the service list, from its description and codes alone', async () => {
    const dealer = await createTestUser(t);
    await saveCompanyProfile(t, dealer, {
      companyName: 'Mobilier Laurentides',
      industry: 'Other',
      primaryServices: [],
      targetRegions: ['Quebec'],
      description: 'Office furniture dealer: desks, ergonomic chairs and filing cabinets.',
      commodityCodes: ['56101500'],
    });
    await ingest([furnitureNotice('cb-922-00000011'), snowNotice('cb-922-00000012')]);
    await t.app.alertJob.runOnce();
    const bell = await bellOf(dealer);
    expect(bell.notifications.map((item) => [item.kind, item.tender_id])).toEqual([
      ['company_match', 'cb-922-00000011'],
    ]);
  });

  it('sends a snow-removal company one digest naming its new snow-removal notice, once, until it unsubscribes', async () => {
    const company = await createTestUser(t);
    await saveCompanyProfile(t, company, SNOW_COMPANY);
    const noProfile = await createTestUser(t);

    await ingest([snowNotice('cb-922-00000001'), furnitureNotice('cb-922-00000002')]);
    // Daily: in the app at once, by e-mail at the digest hour.
    await t.app.alertJob.runOnce();
    expect(mailsTo(company)).toHaveLength(0);
    const bell = await bellOf(company);
    expect(bell.unread_count).toBe(1);
    expect(bell.notifications[0]).toMatchObject({
      kind: 'company_match',
      tender_id: 'cb-922-00000001',
      saved_search: null,
    });

    await makeDigestDue(company);
    await t.app.alertJob.runOnce();
    const mails = mailsTo(company);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Daily digest: 1 new tender for your company');
    expect(mail.text).toContain('New tenders match your company profile:');
    expect(mail.text).toContain('Snow removal services - cb-922-00000001');
    expect(mail.text).toContain(`${PUBLIC_URL}/tender/cb-922-00000001`);
    expect(mail.text).toMatch(/Closes: .*2:00 p\.m\. E[SD]T/);
    expect(mail.text).not.toContain('Office furniture');
    expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = headerOf(mail, 'list-unsubscribe') ?? '';
    expect(listUnsubscribe).toMatch(/^<http:\/\/tenderscout\.test\/api\/alerts\/unsubscribe\?token=c\..+>$/);

    // A user without a company profile gets nothing from this source.
    expect((await bellOf(noProfile)).unread_count).toBe(0);
    expect(mailsTo(noProfile)).toHaveLength(0);

    // The same file again, and the next digest: nothing new.
    await ingest([snowNotice('cb-922-00000001'), furnitureNotice('cb-922-00000002')]);
    await t.app.alertJob.runOnce();
    await makeDigestDue(company);
    const again = await t.app.alertJob.runOnce();
    expect(again).toMatchObject({ notified: 0, sent: 0 });
    expect(mailsTo(company)).toHaveLength(1);
    expect((await bellOf(company)).notifications).toHaveLength(1);

    // The one-click link, with no sign-in: the company alerts go off, nothing more comes.
    const oneClick = listUnsubscribe.slice(1, -1).replace(PUBLIC_URL, '');
    const described = await t.app.inject({ method: 'GET', url: oneClick });
    expect(described.json()).toEqual({ scope: 'company_profile', saved_search: null, frequency: 'daily' });
    // It cannot be turned into another user's link.
    const forged = oneClick.replace(company.id, noProfile.id);
    expect((await t.app.inject({ method: 'POST', url: forged })).statusCode).toBe(404);
    const stopped = await t.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ scope: 'company_profile', saved_search: null, frequency: 'off' });
    expect(await companyAlerts(company)).toEqual({ frequency: 'off', has_profile: true });
    expect(await companyAlerts(noProfile)).toMatchObject({ frequency: 'daily' });

    await ingest([snowNotice('cb-922-00000003')]);
    await t.app.alertJob.runOnce();
    await makeDigestDue(company);
    await t.app.alertJob.runOnce();
    expect(mailsTo(company)).toHaveLength(1);
    expect((await bellOf(company)).notifications).toHaveLength(1);
  });

  it('writes at once, in French, to a French-speaking company that chose "as soon as found"', async () => {
    const company = await createTestUser(t);
    await saveCompanyProfile(t, company, SNOW_COMPANY);
    await t.store.db
      .updateTable('users')
      .set({ preferred_language: 'fr' })
      .where('id', '=', company.id)
      .execute();
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/company-alerts',
      headers: company.headers,
      payload: { frequency: 'instant' },
    });
    await ingest([snowNotice('cb-922-00000010')]);
    await t.app.alertJob.runOnce();
    const mails = mailsTo(company);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("1 nouvel appel d'offres pour votre entreprise");
    expect(mails[0]!.text).toContain('Services de déneigement - cb-922-00000010');
    expect(mails[0]!.text).toContain('Acheteur : Services publics et Approvisionnement Canada');
    await t.app.alertJob.runOnce();
    expect(mailsTo(company)).toHaveLength(1);
  });
});
