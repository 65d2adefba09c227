import type { NotificationsResponse, ResponseDraft, TenderAmendments } from '@tenderscout/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from './support/accounts';
import { createMailServer, type MailServer } from './support/mail-server';
import {
  AMENDED_ID,
  NEW_ATTACHMENT,
  NEW_CRITERION_EN,
  NEW_CRITERION_FR,
  ingestAmendedNotice,
  ingestOriginalNotice,
  ingestWordingFix,
} from './support/amended-notice';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

const PUBLIC_URL = 'http://tenderscout.test';

describe(`amendments that say what changed (${testEngine()} store, real SMTP server)`, () => {
  let t: TestApp;
  let smtp: MailServer;
  /** Saved the tender before its amendment; reads French. */
  let claire: TestUser;
  /** Saved it too, and asked to hear about every change. */
  let ada: TestUser;

  const save = async (user: TestUser) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/bookmarks',
      headers: user.headers,
      payload: { tender_id: AMENDED_ID },
    });
    expect(response.statusCode).toBe(201);
  };
  const mailsTo = (user: TestUser) =>
    smtp.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === user.email);
  const notificationsOf = async (user: TestUser, language: 'eng' | 'fra') =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/me/notifications?language=${language}`,
        headers: user.headers,
      })
    ).json<NotificationsResponse>().notifications;

  /** The saved tenders' calendar feed, read with a real iCalendar parser: its events by UID. */
  const calendarOf = async (user: TestUser) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me/saved.ics', headers: user.headers });
    expect(response.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(response.body) as unknown[]);
    return new Map(
      calendar.getAllSubcomponents('vevent').map((component) => {
        const event = new ICAL.Event(component);
        const start = component.getFirstProperty('dtstart');
        return [
          event.uid,
          {
            sequence: event.sequence,
            start: event.startDate.toString(),
            tzid: start?.getParameter('tzid'),
            summary: event.summary,
            description: event.description,
          },
        ] as const;
      }),
    );
  };
  let calendarBefore: Awaited<ReturnType<typeof calendarOf>>;

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
    claire = await createTestUser(t, { flags: { saved_tenders: true } });
    ada = await createTestUser(t, { flags: { saved_tenders: true } });
    await t.store.db
      .updateTable('users')
      .set({ preferred_language: 'fr' })
      .where('id', '=', claire.id)
      .execute();
    await save(claire);
    await save(ada);
    const everyChange = await t.app.inject({
      method: 'PUT',
      url: '/api/me/saved-tender-alerts',
      headers: ada.headers,
      payload: { email: true, every_change: true },
    });
    expect(everyChange.json()).toEqual({ email: true, every_change: true });
    calendarBefore = await calendarOf(ada);
    // Claire began her response before the amendment.
    const draft = await t.app.inject({
      method: 'PUT',
      url: `/api/me/responses/${AMENDED_ID}`,
      headers: claire.headers,
      payload: {
        base_version: 0,
        sections: {
          executive_summary: 'Nous livrons le courrier interne de l’hôpital depuis dix ans.',
          technical_approach: 'Deux tournées par jour, glacières réfrigérées pour les échantillons.',
          project_team: 'Trois chauffeurs expérimentés et un répartiteur.',
          budget: 'Prix fixe par tournée.',
        },
      },
    });
    expect(draft.statusCode).toBe(200);
    await ingestAmendedNotice(t.store.db);
    await t.app.alertJob.runOnce();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const amendments = async (language: 'eng' | 'fra') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tenders/${AMENDED_ID}/amendments?language=${language}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<TenderAmendments>();
  };

  it('names the four changes, newest first, and marks the corrected typo not material', async () => {
    const history = await amendments('eng');
    expect(history).toMatchObject({ tender_id: AMENDED_ID, current_amendment_number: 1 });
    expect(history.amendments).toHaveLength(1);
    const [amendment] = history.amendments;
    expect(amendment).toMatchObject({ amendment_number: 1, published_at: '2026-01-09', material: true });
    expect(amendment!.changes.map((change) => [change.field, change.material, change.summary])).toEqual([
      ['closing_date', true, 'Closing moved from Jan 19, 2026, 5:00 p.m. ET to Jan 26, 2026, 2:00 p.m. ET'],
      ['mandatory_criteria', true, `New mandatory criterion: ${NEW_CRITERION_EN}`],
      ['attachments', true, `New attachment: ${NEW_ATTACHMENT}`],
      ['description', false, 'Description reworded'],
    ]);
    const description = amendment!.changes[3]!;
    expect(description.before).toContain('lab specimnes');
    expect(description.after).toContain('lab specimens');
  });

  it('explains the same changes in French', async () => {
    const [amendment] = (await amendments('fra')).amendments;
    expect(amendment!.changes.map((change) => change.summary)).toEqual([
      'Clôture déplacée du 19 janv. 2026 à 17 h HE au 26 janv. 2026 à 14 h HE',
      `Nouveau critère obligatoire : ${NEW_CRITERION_FR}`,
      `Nouvelle pièce jointe : ${NEW_ATTACHMENT}`,
      'Description reformulée',
    ]);
  });

  it('answers 404 for an unknown tender, in the caller’s language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/tenders/nope-0/amendments?language=fra',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: "Appel d'offres introuvable" });
  });

  it('mails the owner once, naming the three material changes in their language, and says the same in the app', async () => {
    const mails = mailsTo(claire);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text ?? '';
    expect(mails[0]!.subject).toBe("Mise à jour d'un appel d'offres sauvegardé");
    expect(text).toContain(
      'Ce qui a changé : Clôture déplacée du 19 janv. 2026 à 17 h HE au 26 janv. 2026 à 14 h HE; ' +
        `nouveau critère obligatoire : ${NEW_CRITERION_FR}; nouvelle pièce jointe : ${NEW_ATTACHMENT}`,
    );
    expect(text).not.toContain('Description');
    const [notification] = await notificationsOf(claire, 'fra');
    expect(notification).toMatchObject({ kind: 'amendment', amendment_number: 1 });
    expect(notification!.changes).toContain('nouveau critère obligatoire');
    const [english] = await notificationsOf(claire, 'eng');
    expect(english!.changes).toBe(
      'Closing moved from Jan 19, 2026, 5:00 p.m. ET to Jan 26, 2026, 2:00 p.m. ET; ' +
        `new mandatory criterion: ${NEW_CRITERION_EN}; new attachment: ${NEW_ATTACHMENT}`,
    );
  });

  it('does not alert a wording fix, except to a user who asked for every change', async () => {
    await ingestWordingFix(t.store.db);
    await t.app.alertJob.runOnce();
    expect(mailsTo(claire)).toHaveLength(1);
    expect((await notificationsOf(claire, 'fra')).map((item) => item.amendment_number)).toEqual([1]);
    const adas = await notificationsOf(ada, 'eng');
    expect(adas.map((item) => item.amendment_number)).toEqual([2, 1]);
    expect(adas[0]!.changes).toBe('Title reworded');
    expect(mailsTo(ada).map((mail) => mail.text ?? '')[1]).toContain('What changed: Title reworded');
  });

  it('puts the closing and the questions deadline in the calendar; the moved closing keeps its UID with a higher SEQUENCE', async () => {
    const closingUid = `${AMENDED_ID}@tenderscout`;
    const questionsUid = `${AMENDED_ID}-questions@tenderscout`;
    expect(calendarBefore.get(closingUid)).toMatchObject({
      sequence: 0,
      start: '2026-01-19T17:00:00',
      tzid: 'America/Toronto',
    });
    const after = await calendarOf(ada);
    const closing = after.get(closingUid)!;
    expect(closing).toMatchObject({ start: '2026-01-26T14:00:00', tzid: 'America/Toronto' });
    expect(closing.sequence).toBeGreaterThan(calendarBefore.get(closingUid)!.sequence);
    expect(closing.description).toContain(
      'Moved from Jan 19, 2026, 5:00 p.m. ET to Jan 26, 2026, 2:00 p.m. ET by amendment 1',
    );
    expect(after.get(questionsUid)).toMatchObject({
      sequence: 0,
      start: '2026-01-12T14:00:00',
      tzid: 'America/Toronto',
      summary: 'Questions deadline: Weekly Courier Services - Hospital operations',
    });
    expect(after.get(questionsUid)!.description).not.toContain('Moved');
    expect([...after.keys()]).toEqual([closingUid, questionsUid]);
  });

  it('shows the draft begun before the amendment what changed, and the section to revisit for the new criterion', async () => {
    const draftOf = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/me/responses/${AMENDED_ID}?language=fra`,
          headers: claire.headers,
        })
      ).json<ResponseDraft>();
    const draft = await draftOf();
    expect(draft.amendment_impact).toEqual({
      amendment_number: 1,
      published_at: '2026-01-09',
      changes: [
        'Clôture déplacée du 19 janv. 2026 à 17 h HE au 26 janv. 2026 à 14 h HE',
        `Nouveau critère obligatoire : ${NEW_CRITERION_FR}`,
        `Nouvelle pièce jointe : ${NEW_ATTACHMENT}`,
      ],
      criteria: [NEW_CRITERION_FR],
      revisit: [{ section: 'project_team', criterion: NEW_CRITERION_FR }],
    });
    // Once the team section answers it, nothing is left to revisit.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/me/responses/${AMENDED_ID}`,
      headers: claire.headers,
      payload: {
        base_version: draft.version,
        sections: { project_team: 'Trois chauffeurs titulaires du certificat TMD et un répartiteur.' },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await draftOf()).amendment_impact?.revisit).toEqual([]);
    // Ada, who began no draft, has nothing to revisit.
    const adas = await t.app.inject({
      method: 'GET',
      url: `/api/me/responses/${AMENDED_ID}`,
      headers: ada.headers,
    });
    expect(adas.json<ResponseDraft>().amendment_impact).toBeNull();
  });
});
