import { describe, expect, it } from 'vitest';
import { FIT_CAPS, FIT_WEIGHTS, clamp, overallOf, round } from './weights';

describe('the fit weights and the overall score', () => {
  it('has weights that sum to 1, services first', () => {
    expect(Object.keys(FIT_WEIGHTS)).toEqual([
      'services',
      'region',
      'requirements',
      'contract_size',
      'experience',
    ]);
    expect(Object.values(FIT_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1, 10);
  });

  it('is the weighted mean of the factors, no higher than the lowest cap', () => {
    const factors = [
      { score: 1, weight: FIT_WEIGHTS.services },
      { score: 0.5, weight: FIT_WEIGHTS.region },
      { score: 0, weight: FIT_WEIGHTS.requirements },
      { score: 1, weight: FIT_WEIGHTS.contract_size },
      { score: 0.6, weight: FIT_WEIGHTS.experience },
    ];
    expect(overallOf(factors, [])).toEqual({ score: 0.66, weighted: 0.66 });
    expect(overallOf(factors, [{ limit: FIT_CAPS.mandatory }, { limit: 0.7 }])).toEqual({
      score: 0.3,
      weighted: 0.66,
    });
    expect(overallOf(factors, [{ limit: FIT_CAPS.closed }])).toEqual({ score: 0, weighted: 0.66 });
    expect(overallOf(factors, [{ limit: 0.9 }]).score).toBe(0.66);
  });

  it('divides by the weights shown, and is 0 without any', () => {
    expect(overallOf([{ score: 0.5, weight: 2 }], [])).toEqual({ score: 0.5, weighted: 0.5 });
    expect(overallOf([], [])).toEqual({ score: 0, weighted: 0 });
  });

  it('keeps scores within 0–1 to three decimals', () => {
    expect(clamp(1.2)).toBe(1);
    expect(clamp(-0.1)).toBe(0);
    expect(round(0.12345)).toBe(0.123);
  });
});
