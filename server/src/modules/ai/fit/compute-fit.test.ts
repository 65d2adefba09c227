import type { AiUserProfile, FitResult } from '@tenderscout/domain';
import { describe, expect, it } from 'vitest';
import { FIT_WEIGHTS, computeFit, overallOf } from './index';
import { DAY, NOW, fitProfile, fitTender } from './test-fixtures';

const tender = fitTender;

const profile: AiUserProfile = fitProfile();
const noSignals = { similarity: null, dismissed: null };

/** What anyone reading the response can recompute: Σ score × weight, then the lowest cap. */
const recompute = (fit: FitResult): number => {
  const weighted = fit.factors.reduce((sum, factor) => sum + factor.score * factor.weight, 0);
  return Math.min(weighted, ...fit.caps.map((cap) => cap.limit));
};

describe('the fit score adds up', () => {
  it('has weights that sum to 1, returned with each factor', () => {
    const fit = computeFit(profile, tender(), noSignals, NOW);
    expect(fit.factors.map((factor) => [factor.key, factor.weight])).toEqual(Object.entries(FIT_WEIGHTS));
    expect(fit.factors.reduce((sum, factor) => sum + factor.weight, 0)).toBeCloseTo(1, 10);
  });

  it('is the weighted mean of the factors when no cap applies', () => {
    const fit = computeFit(profile, tender(), noSignals, NOW);
    expect(fit.caps).toEqual([]);
    expect(fit.score).toBeCloseTo(recompute(fit), 3);
    expect(fit.weighted_score).toBe(fit.score);
    expect(fit.score).toBeGreaterThanOrEqual(0.75);
    expect(fit.rating).toBe('excellent');
  });

  it('pins the function: factors → overall, and the lowest cap wins', () => {
    const factors = [
      { score: 1, weight: 0.4 },
      { score: 0.5, weight: 0.2 },
      { score: 0, weight: 0.2 },
      { score: 1, weight: 0.1 },
      { score: 0.6, weight: 0.1 },
    ];
    // 0.4 + 0.1 + 0 + 0.1 + 0.06
    expect(overallOf(factors, [])).toEqual({ score: 0.66, weighted: 0.66 });
    expect(overallOf(factors, [{ limit: 0.3 }, { limit: 0.7 }])).toEqual({ score: 0.3, weighted: 0.66 });
    expect(overallOf(factors, [{ limit: 0.9 }])).toEqual({ score: 0.66, weighted: 0.66 });
    expect(overallOf(factors, [{ limit: 0 }])).toEqual({ score: 0, weighted: 0.66 });
  });

  it('no longer reads "4 % poor" above four factors of 60–100 %: the overall follows its factors', () => {
    // A tender the company's sentence model finds moderately related: services in the middle, the rest good.
    // (A specialization outside the trade vocabulary: meaning similarity counts in full, see below.)
    const fit = computeFit(
      { ...profile, specializations: ['Data Analytics'], industry: 'Construction' },
      tender({ regions: ['Ontario', 'Quebec'] }),
      { similarity: 0.45, dismissed: null },
      NOW,
    );
    const others = fit.factors.filter((factor) => factor.key !== 'services');
    for (const factor of others) expect(factor.score).toBeGreaterThanOrEqual(0.6);
    expect(fit.caps).toEqual([]);
    expect(fit.score).toBeCloseTo(recompute(fit), 3);
    expect(fit.score).toBeGreaterThan(0.5);
    // Every factor at 60 % or more with no cap can never give less than 60 % × the share of those factors.
    expect(fit.score).toBeGreaterThanOrEqual(Math.min(...fit.factors.map((factor) => factor.score)));
  });
});

describe('the caps on the fit score', () => {
  it('caps an expired tender at 0 and says so first (no "94 % excellent" for a closed SAP tender)', () => {
    const open = computeFit(profile, tender(), noSignals, NOW);
    expect(open.rating).toBe('excellent');
    const closed = computeFit(profile, tender({ closingAt: new Date(NOW - 10 * DAY) }), noSignals, NOW);
    // Same factors, the cap alone sets the score.
    expect(closed.factors).toEqual(open.factors);
    expect(closed.weighted_score).toBe(open.weighted_score);
    expect(closed.score).toBe(0);
    expect(closed.rating).toBe('poor');
    expect(closed.caps[0]).toMatchObject({ key: 'closed', limit: 0 });
    expect(closed.reasons[0]).toBe(
      'This tender closed on November 14, 2026: bids are no longer accepted (score capped at 0%)',
    );
    const french = computeFit(
      profile,
      tender({ closingAt: new Date(NOW - 10 * DAY) }),
      noSignals,
      NOW,
      'fra',
    );
    expect(french.score).toBe(0);
    expect(french.reasons[0]).toBe(
      'Cet appel d’offres a pris fin le 14 novembre 2026\u00a0: les soumissions ne sont plus acceptées (note plafonnée à 0\u00a0%)',
    );
  });

  it('caps a clearance the company says it does not hold at 30 % and says it first, in both languages', () => {
    const secret = tender({ clearanceRequired: true, clearanceLevels: ['Secret'] });
    const none = { ...profile, security_clearance: 'none' as const };
    const fit = computeFit(none, secret, noSignals, NOW);
    expect(fit.weighted_score).toBeGreaterThan(0.3);
    expect(fit.score).toBe(0.3);
    expect(fit.rating).toBe('poor');
    expect(fit.caps).toEqual([
      {
        key: 'mandatory',
        limit: 0.3,
        reason: 'Requires Secret, which your profile does not list (mandatory: score capped at 30%)',
      },
    ]);
    expect(fit.reasons[0]).toBe(fit.caps[0]!.reason);
    const french = computeFit(none, secret, noSignals, NOW, 'fra');
    expect(french.score).toBe(0.3);
    expect(french.reasons[0]).toMatch(/^Exige\u00a0: Secret, .*note plafonnée à 30\u00a0%\)$/);
    // Holding the clearance lifts the cap.
    const cleared = computeFit({ ...profile, security_clearance: 'Secret' }, secret, noSignals, NOW);
    expect(cleared.caps).toEqual([]);
    expect(cleared.score).toBeGreaterThan(0.75);
  });

  it('does not cap a clearance the profile says nothing about: the requirement is to check', () => {
    const secret = tender({ clearanceRequired: true, clearanceLevels: ['Secret'] });
    const unsaid = computeFit({ ...profile, security_clearance: null }, secret, noSignals, NOW);
    const cleared = computeFit({ ...profile, security_clearance: 'Secret' }, secret, noSignals, NOW);
    expect(unsaid.caps).toEqual([]);
    expect(unsaid.criteria.find((item) => item.key === 'security_clearance')?.status).toBe('unknown');
    expect(unsaid.score).toBeGreaterThan(0.3);
    expect(unsaid.score).toBeLessThan(cleared.score);
  });
});

describe('the caps on the fit score, with several', () => {
  it('caps a full Indigenous set-aside for a company not eligible', () => {
    const setAside = tender({ indigenousBusinessRequired: true, indigenousSetAside: 'full' });
    const fit = computeFit(profile, setAside, noSignals, NOW);
    expect(fit.score).toBe(0.3);
    expect(fit.caps[0]?.key).toBe('mandatory');
    const eligible = computeFit(
      { ...profile, certifications: ['Indigenous Business'] },
      setAside,
      noSignals,
      NOW,
    );
    expect(eligible.caps).toEqual([]);
    expect(eligible.score).toBeCloseTo(recompute(eligible), 3);
  });

  it('lists several caps lowest first; the lowest sets the score', () => {
    const fit = computeFit(
      { ...profile, security_clearance: 'none' },
      tender({
        clearanceRequired: true,
        clearanceLevels: ['Secret'],
        closingAt: new Date(NOW - DAY),
      }),
      noSignals,
      NOW,
    );
    expect(fit.caps.map((cap) => cap.key)).toEqual(['closed', 'mandatory']);
    expect(fit.score).toBe(0);
    expect(fit.penalties).toEqual(fit.caps.map((cap) => cap.reason));
  });

  it('caps work the company does not do below the recommendation threshold (30 %)', () => {
    const fit = computeFit(
      profile,
      tender({ title: 'Snow removal, parking lots', description: 'Snow clearing and salting.' }),
      noSignals,
      NOW,
    );
    expect(fit.factors[0]!.score).toBeLessThan(0.4);
    expect(fit.caps[0]).toMatchObject({ key: 'services', limit: 0.25 });
    expect(fit.score).toBe(0.25);
    expect(fit.score).toBeCloseTo(recompute(fit), 3);
  });
});

describe('the company profile drives the fit', () => {
  const snow = tender({
    title: 'Snow removal services - Rimouski',
    titleFr: 'Services de déneigement - Rimouski',
    description: 'Snow clearing of parking lots and walkways.',
    categories: ['SRV'],
    unspscCodes: ['72102100'],
    commodityDescriptions: ['Snow removal services', 'Services de déneigement'],
    commodities: [{ code: '72102100', en: 'Snow removal services', fr: 'Services de déneigement' }],
    regions: ['Quebec'],
  });
  const snowFirm = fitProfile({
    industry: 'Other',
    specializations: [],
    regions: ['Quebec'],
    commodity_codes: ['72102100'],
  });

  it('says "your code" when a tender carries one of the company codes, in both languages', () => {
    const english = computeFit(snowFirm, snow, noSignals, NOW);
    expect(english.factors[0]).toMatchObject({ key: 'services', score: 1 });
    expect(english.reasons).toContain('Your code "Snow removal services"');
    expect(english.reasons).toContain('Delivered in Quebec, one of your regions');
    const french = computeFit(snowFirm, snow, noSignals, NOW, 'fra');
    expect(french.reasons).toContain('Votre code «\u00a0Services de déneigement\u00a0»');
  });

  it('matches a UNSPSC family code to the codes under it, and nothing else', () => {
    const family = { ...snowFirm, commodity_codes: ['72102100'.slice(0, 6) + '00'] };
    expect(computeFit(family, snow, noSignals, NOW).factors[0]?.score).toBe(1);
    const other = { ...snowFirm, commodity_codes: ['76111500'] };
    expect(computeFit(other, snow, noSignals, NOW).factors[0]?.score).toBe(0);
  });

  it('reads the trade words of the description', () => {
    const described = {
      ...snowFirm,
      commodity_codes: [],
      description: 'We do winter maintenance and snow plowing',
    };
    const fit = computeFit(described, snow, noSignals, NOW);
    expect(fit.factors[0]?.score).toBeGreaterThanOrEqual(0.9);
    expect(fit.reasons.join(' ')).toContain('Matches what you sell');
  });

  it('does not let meaning similarity alone pass for a company that names its trade', () => {
    const software = tender();
    const fit = computeFit(snowFirm, software, { similarity: 0.55, dismissed: null }, NOW);
    expect(fit.factors[0]?.score).toBeLessThanOrEqual(0.35);
    expect(fit.caps.map((cap) => cap.key)).toContain('services');
    expect(fit.score).toBeLessThanOrEqual(0.25);
  });

  it('meets an Indigenous set-aside from the set-aside eligibility, and caps without it', () => {
    const setAside = { ...snow, indigenousBusinessRequired: true, indigenousSetAside: 'full' as const };
    const eligible = computeFit(
      { ...snowFirm, set_asides: ['Indigenous Business'] },
      setAside,
      noSignals,
      NOW,
    );
    expect(eligible.criteria.find((item) => item.key === 'indigenous_set_aside')?.status).toBe('met');
    expect(eligible.caps).toEqual([]);
    const notEligible = computeFit(snowFirm, setAside, noSignals, NOW);
    expect(notEligible.caps[0]).toMatchObject({ key: 'mandatory', limit: 0.3 });
    expect(notEligible.score).toBeLessThanOrEqual(0.3);
  });
});
