import type {
  AiProfileState,
  AiProfileTemplates,
  NlSearchResponse,
  RecommendationsResponse,
  TenderAiSummary,
  TenderFit,
} from '@tenderscout/domain';
import { DEFAULT_AI_PROFILE } from '@tenderscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_IDS, loadAiCorpus } from './ai-corpus';
import { createTestApiKey, createTestUser, type TestUser } from './support/accounts';
import { createTender } from './support/tender-factory';
import { saveCompanyProfile } from './support/company-profile';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

let t: TestApp;
let user: TestUser;

const post = (url: string, payload: unknown, who: TestUser | null = user) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: who ? who.headers : {} });
const get = (url: string, who: TestUser | null = user) =>
  t.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });

const recommend = async (
  payload: Record<string, unknown>,
  who: TestUser = user,
): Promise<RecommendationsResponse> => {
  const response = await post('/api/ai/recommendations/smart', payload, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RecommendationsResponse>();
};

const nlSearch = async (payload: Record<string, unknown>): Promise<NlSearchResponse> => {
  const response = await post('/api/ai/search/natural-language', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NlSearchResponse>();
};

const ids = (body: RecommendationsResponse) => body.recommendations.map((item) => item.tender_id);

beforeAll(async () => {
  t = await createTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '100000' });
  await loadAiCorpus(t);
  user = await createTestUser(t);
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe(`smart recommendations (${testEngine()} store)`, () => {
  it('ranks tenders the default profile can bid on first, with scores 0–1 and the reasons', async () => {
    const body = await recommend({ user_profile: DEFAULT_AI_PROFILE, include_metadata: true });
    const order = ids(body);
    expect(order[0]).toBe(AI_IDS.softwareOntario);
    const first = body.recommendations[0]!;
    expect(first.score).toBeGreaterThan(0.8);
    expect(first.score).toBeLessThanOrEqual(1);
    expect(first.reasons.join(' ')).toContain('Software Development');
    expect(first.reasons.join(' ')).toContain('Ontario');
    expect(first.factors?.map((factor) => factor.key)).toEqual([
      'services',
      'region',
      'requirements',
      'contract_size',
      'experience',
    ]);
    // Work the company does not do, closed tenders and other provinces' unrelated work are not recommended.
    expect(order).not.toContain(AI_IDS.janitorialOntario);
    expect(order).not.toContain(AI_IDS.pavingNs);
    expect(order).not.toContain(AI_IDS.softwareClosed);
    // The same work in another province ranks below; unmet mandatory criteria cap the score.
    const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : Infinity);
    expect(rank(AI_IDS.softwareBc)).toBeGreaterThan(rank(AI_IDS.softwareOntario));
    const psib = body.recommendations.find((item) => item.tender_id === AI_IDS.softwarePsib);
    expect(psib?.penalties.join(' ')).toMatch(/Indigenous/);
    expect(psib!.score).toBeLessThan(first.score / 1.5);
    expect(psib?.criteria?.find((criterion) => criterion.key === 'indigenous_set_aside')?.status).toBe(
      'not_met',
    );
    expect(body.total_recommendations).toBeGreaterThanOrEqual(body.recommendations.length);
    expect(body.profile_source).toBe('request');
    expect(body.semantic_available).toBe(true);
  });

  it('meets the certification when the profile holds it, and misses it when it does not', async () => {
    const without = await recommend({
      user_profile: { ...DEFAULT_AI_PROFILE, specializations: ['Cloud Services'] },
    });
    const withIso = await recommend({
      user_profile: {
        ...DEFAULT_AI_PROFILE,
        specializations: ['Cloud Services'],
        certifications: ['ISO 9001'],
      },
    });
    const score = (body: RecommendationsResponse) =>
      body.recommendations.find((item) => item.tender_id === AI_IDS.cloudIso)?.score ?? 0;
    expect(score(withIso)).toBeGreaterThan(score(without) * 1.5);
    expect(ids(withIso)[0]).toBe(AI_IDS.cloudIso);
  });

  it('respects max_results, min_score, exclude_closed and categories', async () => {
    const two = await recommend({ user_profile: DEFAULT_AI_PROFILE, max_results: 2, min_score: 0 });
    expect(two.recommendations).toHaveLength(2);
    expect(two.total_recommendations).toBeGreaterThan(2);
    const high = await recommend({ user_profile: DEFAULT_AI_PROFILE, min_score: 0.9 });
    expect(high.recommendations.every((item) => item.score >= 0.9)).toBe(true);
    // A closed tender is listed when asked for, its score capped at 0 and the reason said first.
    const withClosed = await recommend({
      user_profile: DEFAULT_AI_PROFILE,
      exclude_closed: false,
      min_score: 0,
    });
    expect(ids(withClosed)).toContain(AI_IDS.softwareClosed);
    const closed = withClosed.recommendations.find((item) => item.tender_id === AI_IDS.softwareClosed)!;
    expect(closed.score).toBe(0);
    expect(closed.reasons[0]).toMatch(/^This tender closed on .*score capped at 0%/);
    // Closed tenders are still ordered by how well they match: the closed software tender before a closed
    // road-salt supply.
    const salt = await createTender(t, {
      title: { en: 'Road salt supply - Sudbury', fr: 'Fourniture de sel de voirie - Sudbury' },
      description: { en: 'Bulk road salt for winter roads.', fr: 'Sel de voirie en vrac.' },
      closesInDays: -10,
    });
    const withFactors = await recommend({
      user_profile: DEFAULT_AI_PROFILE,
      exclude_closed: false,
      min_score: 0,
      max_results: 100,
      include_metadata: true,
    });
    const capped = withFactors.recommendations.filter((item) => item.score === 0);
    expect(capped.length).toBeGreaterThan(1);
    expect(capped.map((item) => item.tender_id)).toEqual([AI_IDS.softwareClosed, salt]);
    const weighted = capped.map((item) =>
      (item.factors ?? []).reduce((sum, factor) => sum + factor.score * factor.weight, 0),
    );
    expect(weighted).toEqual([...weighted].sort((left, right) => right - left));
    expect(ids(await recommend({ user_profile: DEFAULT_AI_PROFILE, exclude_closed: false }))).not.toContain(
      AI_IDS.softwareClosed,
    );
    const goods = await recommend({ user_profile: DEFAULT_AI_PROFILE, categories: ['Goods'], min_score: 0 });
    expect(goods.recommendations).toEqual([]);
  });

  it('excludes tenders marked not applicable and ranks similar ones lower', async () => {
    const other = await createTestUser(t);
    const before = await recommend({ user_profile: DEFAULT_AI_PROFILE }, other);
    const scoreOf = (body: RecommendationsResponse, id: string) =>
      body.recommendations.find((item) => item.tender_id === id)?.score ?? 0;
    expect(ids(before)).toContain(AI_IDS.payrollUpgrade);
    const review = await t.app.inject({
      method: 'PUT',
      url: `/api/me/reviews/${encodeURIComponent(AI_IDS.payrollUpgrade)}`,
      headers: other.headers,
      payload: { status: 'not_applicable' },
    });
    expect(review.statusCode, review.body).toBe(200);
    const after = await recommend({ user_profile: DEFAULT_AI_PROFILE }, other);
    expect(ids(after)).not.toContain(AI_IDS.payrollUpgrade);
    expect(scoreOf(after, AI_IDS.payrollModernization)).toBeLessThan(
      scoreOf(before, AI_IDS.payrollModernization),
    );
    const similar = after.recommendations.find((item) => item.tender_id === AI_IDS.payrollModernization);
    expect(similar?.penalties.join(' ')).toContain('marked not applicable');
    // Someone else's decisions do not change this user's list.
    expect(ids(await recommend({ user_profile: DEFAULT_AI_PROFILE }))).toContain(AI_IDS.payrollUpgrade);
  });

  it('reads the company profile of onboarding, else answers 400; a sent user_profile overrides it', async () => {
    const fresh = await createTestUser(t);
    const none = await post('/api/ai/recommendations/smart', {}, fresh);
    expect(none.statusCode).toBe(400);
    expect(none.json<{ detail: string }>().detail).toMatch(/No company profile/);
    // The separate AI profile is gone.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/ai-profile',
      headers: fresh.headers,
      payload: DEFAULT_AI_PROFILE,
    });
    expect(put.statusCode).toBe(404);

    await saveCompanyProfile(t, fresh);
    const body = await recommend({}, fresh);
    expect(body.profile_source).toBe('company_profile');
    expect(ids(body)[0]).toBe(AI_IDS.softwareOntario);
    expect(ids(body)).not.toContain(AI_IDS.janitorialOntario);

    const overridden = await recommend(
      { user_profile: { ...DEFAULT_AI_PROFILE, industry: 'Other', specializations: ['Janitorial'] } },
      fresh,
    );
    expect(overridden.profile_source).toBe('request');
    expect(ids(overridden)[0]).toBe(AI_IDS.janitorialOntario);
  });

  it('recommends from what a cleaning company says it sells and its codes, with the reasons', async () => {
    const cleaner = await createTestUser(t);
    await saveCompanyProfile(t, cleaner, {
      companyName: 'Propre et Net',
      industry: 'Other',
      primaryServices: ['Cleaning & Janitorial'],
      description: 'Office and building cleaning for federal buildings',
      commodityCodes: ['76111500'],
    });
    const english = await recommend({ include_metadata: true }, cleaner);
    expect(ids(english)[0]).toBe(AI_IDS.janitorialOntario);
    expect(english.recommendations[0]?.reasons).toContain('Your code "General building and office cleaning"');
    expect(english.recommendations[0]?.reasons).toContain('Delivered in Ontario, one of your regions');
    // Software is not this company's work.
    expect(ids(english)).not.toContain(AI_IDS.softwareOntario);

    const french = await recommend({ language: 'fra' }, cleaner);
    expect(french.recommendations[0]?.reasons).toContain(
      'Votre code «\u00a0Nettoyage général de bâtiments et de bureaux\u00a0»',
    );
    expect(french.recommendations[0]?.reasons.join(' ')).toContain('Livraison\u00a0: Ontario');
  });

  it('needs a signed-in caller; an API key acts as its owner', async () => {
    expect((await post('/api/ai/recommendations/smart', {}, null)).statusCode).toBe(401);
    const key = await createTestApiKey(t, user);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/recommendations/smart',
      headers: { 'x-api-key': key },
      payload: { user_profile: DEFAULT_AI_PROFILE },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a profile without an industry or with experience outside 0–50', async () => {
    const noIndustry = await post('/api/ai/recommendations/smart', {
      user_profile: { ...DEFAULT_AI_PROFILE, industry: undefined },
    });
    expect(noIndustry.statusCode).toBe(400);
    expect(noIndustry.json<{ detail: string }>().detail).toContain('Industry is required');
    const tooLong = await post('/api/ai/recommendations/smart', {
      user_profile: { ...DEFAULT_AI_PROFILE, experience_years: 51 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ detail: string }>().detail).toContain('between 0 and 50');
  });
});

describe('AI profile and templates', () => {
  it('is the company profile of onboarding, read-only', async () => {
    const fresh = await createTestUser(t);
    expect((await get('/api/me/ai-profile', fresh)).json<AiProfileState>()).toEqual({
      profile: null,
      source: 'none',
      updated_at: null,
    });
    await saveCompanyProfile(t, fresh, {
      primaryServices: ['Cybersecurity', 'Cloud Services'],
      targetRegions: ['Quebec', 'National'],
      certifications: ['ISO 27001'],
      description: 'Penetration testing and cloud security',
      commodityCodes: ['D302A'],
      clearanceLevel: 'Secret',
      setAsideEligibility: ['Indigenous Business'],
    });
    const state = (await get('/api/me/ai-profile', fresh)).json<AiProfileState>();
    expect(state.source).toBe('company_profile');
    expect(state.updated_at).not.toBeNull();
    expect(state.profile).toMatchObject({
      industry: 'Information Technology',
      company_size: 'sme',
      specializations: ['Cybersecurity', 'Cloud Services'],
      regions: ['Quebec', 'National'],
      certifications: ['ISO 27001'],
      average_contract_value: '100k-500k',
      experience_years: 7,
      description: 'Penetration testing and cloud security',
      commodity_codes: ['D302A'],
      security_clearance: 'Secret',
      set_asides: ['Indigenous Business'],
    });
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/me/ai-profile',
        headers: fresh.headers,
        ...(method === 'PUT' ? { payload: { industry: 'Construction' } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('lists the profile options', async () => {
    const response = await get('/api/ai/profiles/templates');
    expect(response.statusCode).toBe(200);
    const { user_profile_options: options, default_profile: profile } = response.json<AiProfileTemplates>();
    expect(options.industries).toContain('Information Technology');
    expect(options.company_sizes).toContainEqual({ value: 'sme', label: 'Small or medium business (2–100)' });
    expect(options.regions).toContain('Ontario');
    expect(options.regions).toHaveLength(15);
    expect(profile).toEqual(DEFAULT_AI_PROFILE);
  });
});

describe('natural-language search', () => {
  it('turns a sentence into filters and words, and explains both', async () => {
    const body = await nlSearch({
      query: 'software development in Ontario closing in the next 4 weeks, no security clearance',
    });
    const found = body.results.map((result) => result.id);
    expect(found).toContain(AI_IDS.softwareOntario);
    for (const id of [AI_IDS.softwareBc, AI_IDS.softwareClosed, AI_IDS.cyberSecret, AI_IDS.pavingNs])
      expect(found).not.toContain(id);
    expect(body.interpreted).toMatchObject({
      search_terms: 'software development',
      regions: ['Ontario'],
      security_clearance_required: false,
      status: 'open',
    });
    const explanation = body.search_explanation!;
    expect(explanation.parser).toBe('built-in');
    expect(explanation.summary).toContain('"software development"');
    expect(explanation.filters.map((filter) => filter.field)).toEqual(
      expect.arrayContaining(['regions', 'closing', 'security_clearance', 'status']),
    );
    expect(explanation.filters.find((filter) => filter.field === 'regions')?.source_text).toBe('Ontario');
    const first = body.results[0]!;
    expect(first.match_reasons.join(' ')).toContain('Delivered in Ontario');
    expect(first.business_intelligence?.clearance_required).toBe(false);
    expect(first.highlights.title.join(' ')).toContain('<mark>');
    expect(body.total_results).toBeGreaterThanOrEqual(body.results.length);
  });

  it('applies the value range: a disclosed value outside it is left out, an undisclosed one is kept', async () => {
    const body = await nlSearch({ query: 'software development in Ontario under 500k' });
    const found = body.results.map((result) => result.id);
    expect(found).toContain(AI_IDS.softwareOntario);
    expect(found).not.toContain(AI_IDS.payrollModernization);
    expect(found).toContain(AI_IDS.softwarePsib);
    expect(body.search_explanation?.notes.join(' ')).toContain('outside the range left out');
    expect(body.results.find((result) => result.id === AI_IDS.softwareOntario)?.match_reasons).toContain(
      'Value $300,000 is in your range',
    );
  });

  it('understands French', async () => {
    const body = await nlSearch({
      query: 'développement de logiciels en Colombie-Britannique',
      language: 'fra',
    });
    expect(body.interpreted.regions).toEqual(['British Columbia']);
    expect(body.results.map((result) => result.id)).toEqual([AI_IDS.softwareBc]);
    expect(body.results[0]!.title).toContain('Développement de logiciels');
  });

  it('re-ranks with the caller profile: the same work in another province comes after', async () => {
    const body = await nlSearch({
      query: 'software development',
      user_profile: DEFAULT_AI_PROFILE,
      max_results: 5,
    });
    expect(body.results).toHaveLength(5);
    expect(body.search_explanation?.personalized).toBe(true);
    const order = body.results.map((result) => result.id);
    expect(order.indexOf(AI_IDS.softwareBc)).toBeGreaterThan(order.indexOf(AI_IDS.softwareOntario));
    expect(order.indexOf(AI_IDS.softwareBc)).toBeGreaterThan(order.indexOf(AI_IDS.payrollModernization));
  });

  it('answers 400 to a blank query and omits the explanation when asked', async () => {
    const blank = await post('/api/ai/search/natural-language', { query: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ detail: string }>().detail).toContain('Query must not be blank');
    const missing = await post('/api/ai/search/natural-language', {});
    expect(missing.statusCode).toBe(400);
    const quiet = await nlSearch({ query: 'janitorial', include_explanation: false, result_type: 'summary' });
    expect(quiet.search_explanation).toBeNull();
    expect(quiet.results[0]?.business_intelligence?.evidence).toEqual([]);
  });
});

describe('competitiveness score and summary on the tender page', () => {
  it('scores a tender against the company profile with its factors and the mandatory criteria', async () => {
    const owner = await createTestUser(t);
    const missing = await get(`/api/tenders/${AI_IDS.cyberSecret}/fit`, owner);
    expect(missing.statusCode).toBe(409);
    expect(missing.json<{ detail: string }>().detail).toMatch(/No company profile/);
    // A profile that does not say which clearance its staff hold: the requirement is to check, not capped.
    await saveCompanyProfile(t, owner, { primaryServices: ['Cybersecurity'] });
    const unsaid = (await get(`/api/tenders/${AI_IDS.cyberSecret}/fit`, owner)).json<TenderFit>();
    expect(unsaid.criteria.find((criterion) => criterion.key === 'security_clearance')).toMatchObject({
      status: 'unknown',
      detail: 'Requires Secret; your profile does not say which clearance your staff hold',
    });
    expect(unsaid.penalties).toEqual([]);
    expect(unsaid.score).toBeGreaterThan(0.3);
    // A profile that says its staff hold none: not met, and the score is capped.
    await saveCompanyProfile(t, owner, { primaryServices: ['Cybersecurity'], clearanceLevel: 'none' });
    const response = await get(`/api/tenders/${AI_IDS.cyberSecret}/fit`, owner);
    expect(response.statusCode, response.body).toBe(200);
    const fit = response.json<TenderFit>();
    expect(fit.tender_id).toBe(AI_IDS.cyberSecret);
    const clearance = fit.criteria.find((criterion) => criterion.key === 'security_clearance');
    expect(clearance).toMatchObject({ status: 'not_met', mandatory: true });
    expect(clearance?.evidence).toContain('Secret');
    expect(fit.penalties.join(' ')).toContain('score capped at 30%');
    expect(fit.reasons[0]).toBe(fit.penalties[0]);
    expect(fit.score).toBeLessThanOrEqual(0.3);

    // The clearance held, from the company profile, lifts the mandatory limit.
    await saveCompanyProfile(t, owner, { primaryServices: ['Cybersecurity'], clearanceLevel: 'Top Secret' });
    const cleared = (await get(`/api/tenders/${AI_IDS.cyberSecret}/fit`, owner)).json<TenderFit>();
    expect(cleared.criteria.find((criterion) => criterion.key === 'security_clearance')?.status).toBe('met');
    expect(cleared.score).toBeGreaterThan(fit.score * 1.5);
    expect(cleared.rating).toBe('excellent');

    expect((await get('/api/tenders/cb-unknown-1/fit', owner)).statusCode).toBe(404);
    const flagOff = await createTestUser(t, { flags: { competitiveness_scoring: false } });
    const denied = await get(`/api/tenders/${AI_IDS.cyberSecret}/fit`, flagOff);
    expect(denied.statusCode).toBe(403);
    expect(denied.json<{ detail: string }>().detail).toBe('Feature not enabled: competitiveness_scoring');
  });

  it('summarises a tender from its data in English and French', async () => {
    const response = await get(`/api/tenders/${AI_IDS.cyberSecret}/summary`);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<TenderAiSummary>();
    expect(summary.source).toBe('built-in');
    expect(summary.summary).toContain('Cybersecurity assessment of department networks');
    expect(summary.summary).toContain('Ontario');
    expect(summary.disqualifiers.join(' ')).toContain('Secret');
    expect(summary.points.map((point) => point.key)).toEqual([
      'what',
      'who',
      'where',
      'when',
      'disqualifiers',
    ]);
    const french = (
      await get(`/api/tenders/${AI_IDS.cyberSecret}/summary?language=fra`)
    ).json<TenderAiSummary>();
    expect(french.summary).toContain('Cote de sécurité');
    expect(french.summary).toContain('Évaluation de la cybersécurité');
    const flagOff = await createTestUser(t, { flags: { ai_summaries: false } });
    expect((await get(`/api/tenders/${AI_IDS.cyberSecret}/summary`, flagOff)).statusCode).toBe(403);
    expect((await get('/api/tenders/cb-unknown-1/summary')).statusCode).toBe(404);
  });
});
