import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from './support/accounts';
import { advisorNotice, courierNotice } from './support/notices';
import { createTender } from './support/tender-factory';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/**
 * Drafting reads the company profile's clearance and set-aside answers: a claim they support is made, one they
 * do not is marked for the writer to confirm.
 */

const PROFILE = {
  companyName: 'Nordic Staffing Inc.',
  companySize: 'small',
  industry: 'Professional Services',
  primaryServices: ['Project Management'],
  targetRegions: ['Ontario', 'Manitoba'],
  certifications: ['ISO 9001'],
  averageContractValue: '100k-500k',
  preferredContractTypes: ['Fixed Price'],
  experienceLevel: 'experienced',
  description: 'Temporary professional staff for federal departments',
  commodityCodes: [],
  setAsideEligibility: [],
};

describe(`drafting from the company profile (${testEngine()} store)`, () => {
  let t: TestApp;
  let ada: TestUser;
  /** Temporary Help Services, Special Advisor (DND, NCR, Top Secret). */
  let advisor: string;
  /** Weekly Courier Services - Hospital Operations (ISC, Manitoba), set aside for Indigenous businesses. */
  let courier: string;

  const sectionText = async (
    tenderId: string,
    section: string,
    profile: Record<string, unknown>,
    language: 'eng' | 'fra' = 'eng',
  ) => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/onboarding',
      headers: ada.headers,
      payload: { company_profile: profile, onboarding_complete: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/me/responses/${tenderId}/generate`,
      headers: ada.headers,
      payload: { sections: [section], language },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ sections: Array<{ section: string; text: string }> }>();
    return body.sections.find((item) => item.section === section)?.text ?? '';
  };

  beforeAll(async () => {
    t = await createTestApp();
    advisor = await createTender(t, advisorNotice());
    courier = await createTender(
      t,
      courierNotice({
        description: {
          en: 'Courier services for Indigenous Services Canada in Winnipeg, Manitoba. This procurement is set-aside for an Indigenous Supplier in accordance with the Procurement Strategy for Indigenous Business (PSIB).',
          fr: 'Services de messagerie pour Services aux Autochtones Canada à Winnipeg, Manitoba. Ce marché est réservé aux entreprises autochtones conformément à la Stratégie d’approvisionnement auprès des entreprises autochtones.',
        },
      }),
    );
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    ada = await createTestUser(t, { name: 'Ada' });
  });

  it('says the company holds its clearance only when the level it holds covers the notice', async () => {
    const topSecret = await sectionText(advisor, 'project_team', {
      ...PROFILE,
      clearanceLevel: 'Top Secret',
    });
    expect(topSecret).toContain('Top Secret security clearance');
    expect(topSecret).toContain('Nordic Staffing Inc. already holds Top Secret security clearance.');
    expect(topSecret).not.toContain('[To confirm');

    const reliability = await sectionText(advisor, 'project_team', {
      ...PROFILE,
      clearanceLevel: 'Reliability',
    });
    expect(reliability).toContain('Top Secret security clearance');
    expect(reliability).not.toContain('already holds');
    expect(reliability).toContain(
      '[To confirm before submitting: your company profile lists Reliability security clearance, which does not cover Top Secret security clearance.]',
    );

    const none = await sectionText(advisor, 'project_team', { ...PROFILE, clearanceLevel: 'none' });
    expect(none).not.toContain('already holds');
    expect(none).toContain(
      '[To confirm before submitting: your company profile does not list Top Secret security clearance.]',
    );
  });

  it('quotes the company’s own description and names the clearance it holds, in English and French', async () => {
    const profile = { ...PROFILE, clearanceLevel: 'Secret' };
    const english = await sectionText(advisor, 'executive_summary', profile);
    expect(english).toContain('In its own words: "Temporary professional staff for federal departments."');
    expect(english).toContain('It holds ISO 9001 and Secret security clearance.');
    const french = await sectionText(advisor, 'executive_summary', profile, 'fra');
    expect(french).toContain(
      'Elle décrit ainsi son activité\u00a0: «\u00a0Temporary professional staff for federal departments.\u00a0»',
    );
    expect(french).toContain('Elle détient la cote de sécurité de niveau Secret.');
  });

  it('reads Indigenous business eligibility from the set-aside answer, and marks it when absent', async () => {
    const eligible = await sectionText(courier, 'additional_info', {
      ...PROFILE,
      clearanceLevel: null,
      setAsideEligibility: ['Indigenous Business'],
    });
    expect(eligible).toContain('Nordic Staffing Inc. is an Indigenous business');
    expect(eligible).not.toContain(
      '[To confirm before submitting: your company profile does not list Indigenous',
    );

    const notEligible = await sectionText(courier, 'additional_info', { ...PROFILE, clearanceLevel: null });
    expect(notEligible).toContain(
      '[To confirm before submitting: your company profile does not list Indigenous Business',
    );
    expect(notEligible).not.toContain('is an Indigenous business');

    const french = await sectionText(courier, 'additional_info', { ...PROFILE, clearanceLevel: null }, 'fra');
    expect(french).toContain(
      '[À confirmer avant de soumettre\u00a0: votre profil d’entreprise n’indique pas l’admissibilité aux marchés réservés aux entreprises autochtones.]',
    );
  });
});
