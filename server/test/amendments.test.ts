import type { TenderAmendments } from '@tenderscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AMENDED_ID,
  NEW_ATTACHMENT,
  NEW_CRITERION_EN,
  NEW_CRITERION_FR,
  ingestAmendedNotice,
  ingestOriginalNotice,
} from './support/amended-notice';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

describe(`amendments that say what changed (${testEngine()} store)`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await ingestOriginalNotice(t.store.db);
    await ingestAmendedNotice(t.store.db);
  });
  afterAll(async () => {
    await t.close();
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
});
