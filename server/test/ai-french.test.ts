import type { TenderAiSummary, TenderFit } from '@tenderscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from './support/accounts';
import { saveCompanyProfile } from './support/company-profile';
import { advisorNotice } from './support/notices';
import { createTender } from './support/tender-factory';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/** Issue 12: the tender summary and the fit score's reasons in French, from the notice's own French text. */
describe(`AI summary and fit score in French (${testEngine()} store)`, () => {
  let t: TestApp;
  let user: TestUser;
  /** DND, NCR, Top Secret, lowest price; French title and description published. */
  let advisor: string;

  beforeAll(async () => {
    t = await createTestApp();
    advisor = await createTender(t, advisorNotice());
    user = await createTestUser(t, { name: 'Ada' });
  });
  afterAll(async () => {
    await t.close();
  });

  const summaryOf = async (language: 'eng' | 'fra') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tenders/${advisor}/summary?language=${language}`,
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

  it('explains the fit score in French when asked, and in English by default', async () => {
    await saveCompanyProfile(t, user, {
      industry: 'Professional Services',
      primaryServices: ['Project Management'],
      targetRegions: ['Ontario'],
      description: 'Temporary help services: advisors and analysts placed with federal departments',
      clearanceLevel: 'none',
    });
    const fitOf = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/tenders/${advisor}/fit${query}`,
        headers: user.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TenderFit>();
    };
    const french = await fitOf('?language=fra');
    const english = await fitOf('');
    // Same score, words in the asked language.
    expect(french.score).toBe(english.score);
    const clearance = french.criteria.find((criterion) => criterion.key === 'security_clearance');
    expect(clearance).toMatchObject({ label: 'Cote de sécurité', status: 'not_met' });
    expect(clearance?.detail).toBe('Exige\u00a0: Très secret, qui ne figure pas dans votre profil');
    expect(french.penalties).toContain(
      'Exige\u00a0: Très secret, qui ne figure pas dans votre profil (obligatoire\u00a0: note plafonnée à 30\u00a0%)',
    );
    expect(french.factors.map((factor) => factor.label)).toEqual([
      'Correspondance des services',
      'Région',
      'Exigences obligatoires',
      'Taille du contrat',
      'Expérience',
    ]);
    expect(french.factors.find((factor) => factor.key === 'region')?.detail).toContain(
      'Région de la capitale nationale (RCN), à proximité de votre région',
    );
    expect(french.reasons.join(' ')).toMatch(/«\u00a0APM – S5635656.*Conseiller spécial/);
    expect(
      JSON.stringify([
        french.reasons,
        french.penalties,
        french.factors,
        // `evidence` quotes the notice as it was read (here its English sentence), so it is left out.
        french.criteria.map(({ evidence: _evidence, ...criterion }) => criterion),
      ]),
    ).not.toMatch(/Requires|score capped|Delivered|Top Secret/);
    expect(english.criteria.find((criterion) => criterion.key === 'security_clearance')?.detail).toBe(
      'Requires Top Secret, which your profile does not list',
    );
    expect(english.penalties.join(' ')).toContain('(mandatory: score capped at 30%)');

    // The company's industry named in French, not as stored.
    await saveCompanyProfile(t, user, {
      industry: 'Professional Services',
      primaryServices: ['Project Management'],
      targetRegions: ['Ontario'],
      description: '',
    });
    const byIndustry = await fitOf('?language=fra');
    expect(byIndustry.factors.find((factor) => factor.key === 'services')?.detail).toBe(
      'Dans votre secteur (Services professionnels)',
    );
    expect(byIndustry.reasons).toContain(
      'Dans votre secteur, Services professionnels (code de marchandise 80111600…)',
    );
    expect(JSON.stringify([byIndustry.factors, byIndustry.reasons])).not.toContain('Professional Services');
  });
});
