import { describe, expect, it } from 'vitest';
import { medianOf, ratioOf } from './team-analytics';

describe('team figures', () => {
  it('takes the median of an odd or even count, and none of nothing', () => {
    expect(medianOf([10, 1, 4])).toBe(4);
    expect(medianOf([10, 4, 2, 1])).toBe(3);
    expect(medianOf([])).toBeNull();
  });

  it('gives a rate only when there is something to divide by', () => {
    expect(ratioOf(3, 4)).toBe(0.75);
    expect(ratioOf(0, 0)).toBeNull();
  });
});
