import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersStore } from '../src/modules/auth/accounts/users.store';
import { createTestUser, type TestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

const profile = {
  companyName: 'Northern Code Ltd.',
  companySize: 'small',
  industry: 'Information Technology',
  primaryServices: ['Software Development', 'Cybersecurity', 'Software Development'],
  targetRegions: ['Ontario', 'National'],
  certifications: ['ISO 27001'],
  averageContractValue: '100k-500k',
  preferredContractTypes: ['Fixed Price'],
  experienceLevel: 'some',
};

describe(`onboarding (${testEngine()} store)`, () => {
  let t: TestApp;
  let user: TestUser;
  const put = (body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/onboarding',
      headers: user.headers,
      payload: body as object,
    });
  const get = () => t.app.inject({ method: 'GET', url: '/api/auth/onboarding', headers: user.headers });

  beforeAll(async () => {
    t = await createTestApp({ DEMO_ACCOUNT: 'off' });
    user = await createTestUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts empty and needs a signed-in user', async () => {
    expect((await get()).json()).toEqual({ company_profile: null, onboarding_complete: false });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/onboarding' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('saves the profile with timestamps and marks onboarding complete (also on the user)', async () => {
    const response = await put({ company_profile: profile, onboarding_complete: true });
    expect(response.statusCode).toBe(200);
    const saved = response.json<{ company_profile: Record<string, unknown>; onboarding_complete: boolean }>();
    expect(saved.onboarding_complete).toBe(true);
    expect(saved.company_profile).toMatchObject({
      ...profile,
      primaryServices: ['Software Development', 'Cybersecurity'],
    });
    expect(Date.parse(saved.company_profile.createdAt as string)).not.toBeNaN();
    expect(saved.company_profile.lastUpdated).toBe(saved.company_profile.createdAt);
    expect((await get()).json()).toEqual(saved);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.json()).toMatchObject({ onboarding_complete: true });
  });

  it('keeps createdAt and moves lastUpdated on a later save', async () => {
    const before = (await get()).json<{ company_profile: { createdAt: string } }>().company_profile;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await put({
      company_profile: { ...profile, companySize: 'medium', createdAt: '1999-01-01T00:00:00.000Z' },
      onboarding_complete: true,
    });
    const after = response.json<{
      company_profile: { createdAt: string; lastUpdated: string; companySize: string };
    }>().company_profile;
    expect(after.companySize).toBe('medium');
    expect(after.createdAt).toBe(before.createdAt);
    expect(after.lastUpdated > before.createdAt).toBe(true);
  });

  it('keeps what the company does in its words and codes, its clearance and set-asides', async () => {
    const description = `Snow removal and salting for parking lots across Québec. ${'x'.repeat(900)}`.slice(
      0,
      1000,
    );
    const response = await put({
      company_profile: {
        ...profile,
        primaryServices: ['Snow Removal', 'Grounds Maintenance & Landscaping'],
        description: `  ${description}  `,
        commodityCodes: ['s206a', '72102900', 'S206A'],
        clearanceLevel: 'Reliability',
        setAsideEligibility: ['Indigenous Business', 'Indigenous Business'],
        languages: ['fr', 'en', 'fr'],
      },
      onboarding_complete: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ company_profile: Record<string, unknown> }>().company_profile).toMatchObject({
      primaryServices: ['Snow Removal', 'Grounds Maintenance & Landscaping'],
      description,
      commodityCodes: ['S206A', '72102900'],
      clearanceLevel: 'Reliability',
      setAsideEligibility: ['Indigenous Business'],
      languages: ['fr', 'en'],
    });
    expect((await get()).json()).toEqual(response.json());
    // The AI features read the same profile: a company that works in French meets a French-only notice.
    const ai = await t.app.inject({ method: 'GET', url: '/api/me/ai-profile', headers: user.headers });
    expect(ai.json<{ profile: { languages: string[] } }>().profile.languages).toEqual(['fr', 'en']);
  });

  it('reads a profile saved before the description and codes existed, with empty values', async () => {
    const {
      description: _d,
      commodityCodes: _c,
      clearanceLevel: _l,
      setAsideEligibility: _s,
      ...old
    } = {
      ...profile,
      description: '',
      commodityCodes: [],
      clearanceLevel: null,
      setAsideEligibility: [],
      createdAt: '2025-01-01T00:00:00.000Z',
      lastUpdated: '2025-01-01T00:00:00.000Z',
    };
    const other = await createTestUser(t);
    await usersStore.setOnboarding(t.store.db, other.id, old, true);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/onboarding',
      headers: other.headers,
    });
    expect(response.json()).toMatchObject({
      onboarding_complete: true,
      company_profile: {
        companyName: 'Northern Code Ltd.',
        description: '',
        commodityCodes: [],
        clearanceLevel: null,
        setAsideEligibility: [],
        languages: [],
      },
    });
  });

  it('refuses a description over 1,000 characters, a malformed code, an unknown clearance or set-aside', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ description: 'x'.repeat(1001) }, 'company_profile.description'],
      [{ commodityCodes: ['snow removal!'] }, 'company_profile.commodityCodes.0'],
      [{ clearanceLevel: 'Cosmic' }, 'company_profile.clearanceLevel'],
      [{ setAsideEligibility: ['Everyone'] }, 'company_profile.setAsideEligibility.0'],
      [{ languages: ['de'] }, 'company_profile.languages.0'],
    ];
    for (const [change, field] of cases) {
      const response = await put({ company_profile: { ...profile, ...change }, onboarding_complete: true });
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ detail: string }>().detail).toContain(`body.${field}:`);
    }
  });

  it('saves a trade the service list lacks, from its description or codes alone; refuses a profile with none', async () => {
    const own = { ...profile, primaryServices: [] };
    const described = await put({
      company_profile: { ...own, description: 'Helicopter charter for survey crews and cargo' },
      onboarding_complete: true,
    });
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json()).toMatchObject({
      company_profile: { primaryServices: [], description: 'Helicopter charter for survey crews and cargo' },
    });
    const coded = await put({
      company_profile: { ...own, commodityCodes: ['56101500'] },
      onboarding_complete: true,
    });
    expect(coded.statusCode, coded.body).toBe(200);
    const french = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/onboarding',
      headers: { ...user.headers, 'accept-language': 'fr-CA' },
      payload: { company_profile: { ...own, description: '  ' }, onboarding_complete: true },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json<{ detail: string }>().detail).toContain(
      'Choisissez un service, décrivez ce que fait votre entreprise ou ajoutez un code de marchandises',
    );
  });

  it('refuses unknown options with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ industry: 'Mining' }, 'company_profile.industry'],
      [{ companySize: 'huge' }, 'company_profile.companySize'],
      [{ targetRegions: ['Atlantis'] }, 'company_profile.targetRegions.0'],
      [{ primaryServices: ['Juggling'] }, 'company_profile.primaryServices.0'],
      [{ certifications: ['ISO 1'] }, 'company_profile.certifications.0'],
      [{ averageContractValue: 'lots' }, 'company_profile.averageContractValue'],
      [{ preferredContractTypes: ['Barter'] }, 'company_profile.preferredContractTypes.0'],
      [{ experienceLevel: 'godlike' }, 'company_profile.experienceLevel'],
      [{ companyName: '  ' }, 'company_profile.companyName'],
      [{ primaryServices: [] }, 'company_profile.primaryServices'],
      [{ targetRegions: [] }, 'company_profile.targetRegions'],
      [{ preferredContractTypes: [] }, 'company_profile.preferredContractTypes'],
    ];
    for (const [change, field] of cases) {
      const response = await put({ company_profile: { ...profile, ...change }, onboarding_complete: true });
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ detail: string }>().detail).toContain(`body.${field}:`);
    }
    const noProfile = await put({ company_profile: null, onboarding_complete: true });
    expect(noProfile.statusCode).toBe(400);
    expect(noProfile.json<{ detail: string }>().detail).toContain('company_profile');
  });

  it('resets profile and flag with a null profile', async () => {
    const response = await put({ company_profile: null, onboarding_complete: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ company_profile: null, onboarding_complete: false });
  });
});

describe(`feature flags (${testEngine()} store)`, () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_ACCOUNT: 'off' });
    user = await createTestUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores the caller's own flags, changing only those sent", async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/feature-flags',
      headers: user.headers,
      payload: { feature_flags: { analytics: false, myResponses: false } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      feature_flags: {
        myResponses: false,
        analytics: false,
        responseBuilder: true,
        pdf_upload: true,
        ai_summaries: true,
        pricing_intelligence: true,
        competitiveness_scoring: true,
        saved_tenders: true,
        api_access: false,
      },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/feature-flags',
      headers: user.headers,
      payload: { feature_flags: { analytics: true } },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.json()).toMatchObject({ feature_flags: { analytics: true, myResponses: false } });
    const other = await createTestUser(t);
    const otherMe = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: other.headers });
    expect(otherMe.json()).toMatchObject({ feature_flags: { analytics: true, myResponses: true } });
  });

  it('refuses unknown flags and non-boolean values with 400', async () => {
    for (const feature_flags of [{ teleport: true }, { analytics: 'yes' }]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/feature-flags',
        headers: user.headers,
        payload: { feature_flags },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(/feature_flags/);
    }
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/feature-flags',
      payload: { feature_flags: { analytics: false } },
    });
    expect(response.statusCode).toBe(401);
  });
});
