import type { TenderAiSummary } from '@tenderscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestSource } from '../src/ingest/ingest-runner';
import { DATA_FILES } from '../src/ingest/test-support';
import { createTestUser, type TestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

const ADVISOR = 'cb-133-61948591'; // DND, NCR, Top Secret, lowest price; French title and description published

/** Issue 12: the built-in tender summary in French reads the notice's own French text. */
describe(`AI summary in French (${testEngine()} store)`, () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    await ingestSource(t.store.db, DATA_FILES.newNotices);
    user = await createTestUser(t, { name: 'Ada' });
  });
  afterAll(async () => {
    await t.close();
  });

  const summaryOf = async (language: 'eng' | 'fra') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tenders/${ADVISOR}/summary?language=${language}`,
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TenderAiSummary>();
  };

  it('writes the summary and its points from the French notice, with French requirement names', async () => {
    const french = await summaryOf('fra');
    expect(french).toMatchObject({ language: 'fra', source: 'built-in' });
    expect(french.summary).toContain('Ministère de la Défense nationale (MDN) achète');
    expect(french.summary).toContain('Services de personnels temporaires');
    expect(french.summary).toContain('Région de la capitale nationale (RCN)');
    expect(french.summary).toContain('Cote de sécurité\u00a0: Très secret');
    expect(french.summary).toContain('Attribué au prix le plus bas');
    const point = (key: string) => french.points.find((item) => item.key === key);
    expect(point('what')).toMatchObject({ label: 'Objet' });
    expect(point('what')?.text).toContain('Besoin en services d’aide temporaire');
    expect(point('when')?.text).toMatch(/\d{4}/);
    // Nothing from the English notice leaks into the French summary.
    expect(JSON.stringify(french)).not.toMatch(
      /Temporary|Top Secret|Department of National Defence|National Capital Region/,
    );

    const english = await summaryOf('eng');
    expect(english.summary).toContain('Temporary personnel services');
    expect(english.summary).toContain('Security clearance: Top Secret');
    expect(english.points.find((item) => item.key === 'what')?.text).toContain('Temporary Help Services');
  });
});
