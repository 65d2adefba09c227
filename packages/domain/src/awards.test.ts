import { describe, expect, it } from 'vitest';
import { awardsQuerySchema, percentile, supplierKeyOf } from './awards';

describe('supplierKeyOf', () => {
  it('groups the spellings real files show for one company', () => {
    const key = supplierKeyOf('IBM Canada Ltd.');
    expect(supplierKeyOf('IBM CANADA LIMITED/IBM CANADA LIMITÉE')).toBe(key);
    expect(supplierKeyOf('IBM Canada Limitée')).toBe(key);
    expect(key).toBe('IBM CANADA');
    expect(supplierKeyOf('Irving Oil Limited dba Irving Blending & Packaging')).toBe('IRVING OIL');
    expect(supplierKeyOf('Simex Defence Inc.')).toBe('SIMEX DEFENCE');
  });

  it('keeps a name that is only a suffix word, and is stable on its own output', () => {
    expect(supplierKeyOf('Limited')).toBe('LIMITED');
    expect(supplierKeyOf(supplierKeyOf('Open Text Canada Corporation'))).toBe('OPEN TEXT CANADA');
  });
});

describe('percentile', () => {
  it('interpolates between closest ranks', () => {
    expect(percentile([10, 20, 30, 40, 50], 0.5)).toBe(30);
    expect(percentile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(percentile([10, 20, 30, 40], 0.75)).toBe(32.5);
    expect(Number.isNaN(percentile([], 0.5))).toBe(true);
  });
});

describe('awardsQuerySchema', () => {
  it('rejects an inverted value or date range', () => {
    expect(awardsQuerySchema.safeParse({ value_min: '10', value_max: '5' }).success).toBe(false);
    expect(awardsQuerySchema.safeParse({ date_from: '2025-02-01', date_to: '2025-01-01' }).success).toBe(
      false,
    );
    expect(awardsQuerySchema.parse({ commodity: '8111', page: '2' })).toMatchObject({
      commodity: '8111',
      page: 2,
    });
  });
});
