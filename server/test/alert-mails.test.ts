import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompanyProfileInput } from '@tenderscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, generateNotice } from '../src/modules/tenders/ingest/generator';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { toCanadaBuysCsv } from '../src/modules/tenders/ingest/test-support';
import { createTestUser, type TestUser } from './support/accounts';
import { saveCompanyProfile } from './support/company-profile';
import { createMailServer, type MailServer } from './support/mail-server';
import { notice } from './support/search-corpus';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/**
 * What an alert mail says about each tender, end to end against a real SMTP server and a real store: why it
 * matched (as the app says), its reference, region and days left in Eastern time; one mail per tender when a
 * saved search and the company profile find it in the same pass; a signed "Not relevant" link per item that
 * only acts on a POST, and refuses a tampered or another user's link; the Atom feed in its owner's language.
 */

const PUBLIC_URL = 'http://tenderscout.test';
const random = createRandom(3434);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const snowNotice = (reference: string) =>
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
    closingDate: `${inDays(12)}T14:00:00`,
  });

const SNOW_COMPANY: Partial<CompanyProfileInput> = {
  companyName: 'Déneigement Boréal',
  industry: 'Environmental Services',
  primaryServices: ['Snow Removal'],
  targetRegions: ['Quebec'],
  description: 'Snow removal, snow clearing and winter maintenance of parking lots and roads.',
};

describe(`Alert mails that explain themselves (${testEngine()} store, real SMTP server)`, () => {
  let t: TestApp;
  let smtp: MailServer;
  let files = 0;

  const ingest = async (records: Array<Record<string, string>>): Promise<void> => {
    files += 1;
    const file = path.join(t.dataDir, `alert-mail-notices-${files}.csv`);
    await writeFile(file, toCanadaBuysCsv(records));
    await ingestSource(t.store.db, file);
  };

  const mailsTo = (user: TestUser) =>
    smtp.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === user.email);

  const bellOf = async (user: TestUser, language = 'eng') =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/me/notifications?language=${language}`,
        headers: user.headers,
      })
    ).json<{
      notifications: Array<{
        kind: string;
        tender_id: string;
        why: { words: string[]; facts?: string[] } | null;
      }>;
    }>();

  /** A user with a snow company profile and a saved search for snow removal, both mailing at once. */
  const bothSources = async (language: 'en' | 'fr') => {
    const user = await createTestUser(t);
    await t.store.db
      .updateTable('users')
      .set({ preferred_language: language })
      .where('id', '=', user.id)
      .execute();
    await saveCompanyProfile(t, user, SNOW_COMPANY);
    const instant = await t.app.inject({
      method: 'PUT',
      url: '/api/me/company-alerts',
      headers: user.headers,
      payload: { frequency: 'instant' },
    });
    expect(instant.statusCode, instant.body).toBe(200);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-searches',
      headers: user.headers,
      payload: {
        name: 'Snow',
        query: 'snow removal',
        search_type: 'keyword',
        alert: { frequency: 'instant' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return { user, search: saved.json<{ id: string; feed_url: string }>() };
  };

  const notRelevantLinkOf = (text: string): string => {
    const match = /(?:Not relevant|Non pertinent) ?: (\S+)/.exec(text);
    expect(match, text).not.toBeNull();
    const page = new URL(match![1]!);
    expect(`${page.origin}${page.pathname}`).toBe(`${PUBLIC_URL}/not-relevant`);
    return `/api/alerts/not-relevant?token=${encodeURIComponent(page.searchParams.get('token') ?? '')}`;
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
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('sends one mail for a tender found by a saved search and the company profile, naming both reasons and its facts', async () => {
    const { user } = await bothSources('en');
    await ingest([snowNotice('cb-934-00000001')]);
    await t.app.alertJob.runOnce();

    const mails = mailsTo(user);
    expect(mails.map((mail) => mail.subject)).toEqual(['1 new tender for "Snow"']);
    const text = mails[0]!.text ?? '';
    expect(text).toContain('Snow removal services - cb-934-00000001');
    expect(text).toContain('Reference: cb-934-00000001');
    expect(text).toContain('Region: Quebec');
    expect(text).toMatch(/Closes: .* 2:00 p\.m\. E[SD]T \(1[1-3] days left\)/);
    expect(text).toContain('Why (your saved search "Snow"): the words “snow”, “removal”');
    expect(text).toMatch(/Why \(your company profile\): .*Quebec/);
    expect(mails[0]!.html).toContain('Why (your saved search &quot;Snow&quot;)');

    // The app says the same reasons on both notifications.
    const bell = await bellOf(user);
    const kinds = bell.notifications.map((item) => item.kind).sort();
    expect(kinds).toEqual(['company_match', 'new_match']);
    const company = bell.notifications.find((item) => item.kind === 'company_match')!;
    expect(company.why?.facts?.join(' ')).toContain('Quebec');
    expect(bell.notifications.find((item) => item.kind === 'new_match')!.why?.words).toEqual([
      'snow',
      'removal',
    ]);

    // Nothing new: no second mail.
    await t.app.alertJob.runOnce();
    expect(mailsTo(user)).toHaveLength(1);
  });

  it('speaks French to a French-speaking user, with the same facts', async () => {
    const { user } = await bothSources('fr');
    await ingest([snowNotice('cb-934-00000002')]);
    await t.app.alertJob.runOnce();
    const mails = mailsTo(user);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text ?? '';
    expect(mails[0]!.subject).toBe("1 nouvel appel d'offres pour « Snow »");
    expect(text).toContain('Services de déneigement - cb-934-00000002');
    expect(text).toContain('Référence : cb-934-00000002');
    expect(text).toContain('Région : Québec');
    expect(text).toMatch(/Clôture : .* \(1[1-3] jours restants\)/);
    expect(text).toContain(
      'Pourquoi (votre recherche sauvegardée « Snow ») : les mots « snow », « removal »',
    );
    expect(text).toContain('Pourquoi (le profil de votre entreprise) :');
    expect(text).toContain('Non pertinent : ');
  });

  it('hides an item from its mail link only on confirmation, once, and refuses a tampered link', async () => {
    const { user, search } = await bothSources('en');
    const other = await bothSources('en');
    await ingest([snowNotice('cb-934-00000003')]);
    await t.app.alertJob.runOnce();
    const link = notRelevantLinkOf(mailsTo(user)[0]!.text ?? '');
    const otherLink = notRelevantLinkOf(mailsTo(other.user)[0]!.text ?? '');

    // Reading the link (a mail scanner) changes nothing.
    const described = await t.app.inject({ method: 'GET', url: link });
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json()).toEqual({
      tender_id: 'cb-934-00000003',
      title: 'Snow removal services - cb-934-00000003',
      hidden: false,
      saved_search: { id: search.id, name: 'Snow', exclusions: [] },
    });
    expect((await bellOf(user)).notifications).toHaveLength(2);

    // A tampered link, or this user's signature on another user's alert, is refused and hides nothing.
    const token = decodeURIComponent(link.split('token=')[1]!);
    const [prefix, id, expires, signature] = token.split('.');
    const otherId = decodeURIComponent(otherLink.split('token=')[1]!).split('.')[1]!;
    for (const forged of [
      `${prefix}.${id}.${expires}.${signature!.slice(0, -2)}xx`,
      `${prefix}.${id}.${Number(expires) + 86_400}.${signature}`,
      `${prefix}.${otherId}.${expires}.${signature}`,
      'nonsense',
    ]) {
      const url = `/api/alerts/not-relevant?token=${encodeURIComponent(forged)}`;
      const refused = await t.app.inject({ method: 'POST', url });
      expect(refused.statusCode, forged).toBe(404);
      expect(refused.json<{ key: string }>().key).toBe('alerts.invalidNotRelevantLink');
    }
    expect((await bellOf(other.user)).notifications).toHaveLength(2);

    // The button: the tender leaves the user's alerts (both sources' items), and the search can be refined.
    const hidden = await t.app.inject({ method: 'POST', url: link });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const answer = hidden.json<{ hidden: boolean; suggested_exclusions: string[] }>();
    expect(answer.hidden).toBe(true);
    expect((await bellOf(user)).notifications).toHaveLength(0);
    // Used again: harmless, still hidden.
    expect((await t.app.inject({ method: 'POST', url: link })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: link })).json()).toMatchObject({ hidden: true });

    const refined = await t.app.inject({
      method: 'POST',
      url: link.replace('/not-relevant?', '/not-relevant/exclusions?'),
      payload: { word: 'sanding' },
    });
    expect(refined.statusCode, refined.body).toBe(200);
    const searches = await t.app.inject({
      method: 'GET',
      url: '/api/me/saved-searches',
      headers: user.headers,
    });
    expect(
      searches.json<{ saved_searches: Array<{ exclusions: string[] }> }>().saved_searches[0]!.exclusions,
    ).toEqual(['sanding']);
    // The refinement changes what the next ingest alerts on: the company profile still mails it, alone.
    await ingest([snowNotice('cb-934-00000004')]);
    await t.app.alertJob.runOnce();
    const next = mailsTo(user).slice(1);
    expect(next.map((mail) => mail.subject)).toEqual(['1 new tender for your company']);
  });

  it("writes a French user's Atom feed in French without being asked", async () => {
    const { search } = await bothSources('fr');
    await ingest([snowNotice('cb-934-00000005')]);
    await t.app.alertJob.runOnce();
    const feed = await t.app.inject({ method: 'GET', url: search.feed_url.replace(PUBLIC_URL, '') });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.body).toContain('Services de déneigement - cb-934-00000005');
    expect(feed.body).toContain("<subtitle>Nouveaux appels d'offres pour la recherche « Snow »</subtitle>");
    expect(feed.body).toMatch(/Clôture le .* HE/);
    expect(feed.body).not.toContain('Closes');
    const english = await t.app.inject({
      method: 'GET',
      url: `${search.feed_url.replace(PUBLIC_URL, '')}&language=eng`,
    });
    expect(english.body).toContain('Snow removal services - cb-934-00000005');
  });
});
