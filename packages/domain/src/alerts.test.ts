import { describe, expect, it } from 'vitest';
import { createSavedSearchBodySchema, digestSlot, isDigestDue } from './alerts';

// Eastern time: UTC−5 in winter (EST), UTC−4 in summer (EDT).
const at = (iso: string) => new Date(iso);

describe('digest schedule (Eastern time)', () => {
  it('puts an instant in the slot of the last digest hour at or before it', () => {
    // 2026-01-15 07:30 EST = 12:30 UTC: today's 7 o'clock slot.
    expect(digestSlot(at('2026-01-15T12:30:00Z'), 'daily', 7)).toBe('2026-01-15');
    // 06:59 EST: still yesterday's slot.
    expect(digestSlot(at('2026-01-15T11:59:00Z'), 'daily', 7)).toBe('2026-01-14');
    // Summer: 07:00 EDT = 11:00 UTC.
    expect(digestSlot(at('2026-07-15T11:00:00Z'), 'daily', 7)).toBe('2026-07-15');
    expect(digestSlot(at('2026-07-15T10:59:00Z'), 'daily', 7)).toBe('2026-07-14');
  });

  it('finds the weekly slot on the last Monday', () => {
    // Thursday 2026-01-15 → Monday 2026-01-12.
    expect(digestSlot(at('2026-01-15T12:30:00Z'), 'weekly', 7)).toBe('2026-01-12');
    // Monday before 7 EST → the Monday before.
    expect(digestSlot(at('2026-01-12T11:00:00Z'), 'weekly', 7)).toBe('2026-01-05');
  });

  it('crosses the daylight-saving change at the same local hour', () => {
    // 2026-03-08 is the spring change; 07:00 EDT that day = 11:00 UTC.
    expect(digestSlot(at('2026-03-08T11:00:00Z'), 'daily', 7)).toBe('2026-03-08');
    expect(digestSlot(at('2026-03-08T10:30:00Z'), 'daily', 7)).toBe('2026-03-07');
  });

  it('is due once per slot, and only after the first slot following creation', () => {
    const createdAt = at('2026-01-15T14:00:00Z'); // 09:00 EST, after today's 7 o'clock
    const base = { frequency: 'daily' as const, hour: 7, createdAt };
    expect(isDigestDue({ ...base, now: at('2026-01-15T20:00:00Z'), lastDigestAt: null })).toBe(false);
    expect(isDigestDue({ ...base, now: at('2026-01-16T12:00:00Z'), lastDigestAt: null })).toBe(true);
    expect(
      isDigestDue({ ...base, now: at('2026-01-16T15:00:00Z'), lastDigestAt: at('2026-01-16T12:00:05Z') }),
    ).toBe(false);
    // A server that was down at 7 sends the digest when it is back, once.
    expect(
      isDigestDue({ ...base, now: at('2026-01-17T18:00:00Z'), lastDigestAt: at('2026-01-16T12:00:05Z') }),
    ).toBe(true);
  });

  it('sends weekly digests on Mondays only', () => {
    const base = { frequency: 'weekly' as const, hour: 7, createdAt: at('2026-01-01T00:00:00Z') };
    const lastDigestAt = at('2026-01-12T12:00:00Z'); // Monday 07:00 EST
    expect(isDigestDue({ ...base, now: at('2026-01-16T12:00:00Z'), lastDigestAt })).toBe(false);
    expect(isDigestDue({ ...base, now: at('2026-01-19T12:00:00Z'), lastDigestAt })).toBe(true);
  });
});

describe('saved search body', () => {
  it('defaults to an instant hybrid alert and drops unknown filter keys', () => {
    const body = createSavedSearchBodySchema.parse({
      name: ' Snow ',
      query: 'snow removal',
      filters: { x: 1 },
    });
    expect(body).toMatchObject({ name: 'Snow', search_type: 'hybrid', alert: { frequency: 'instant' } });
    expect(body.filters).not.toHaveProperty('x');
  });

  it('refuses an unknown frequency and a blank name', () => {
    expect(createSavedSearchBodySchema.safeParse({ name: 'a', alert: { frequency: 'hourly' } }).success).toBe(
      false,
    );
    expect(createSavedSearchBodySchema.safeParse({ name: '  ' }).success).toBe(false);
  });
});
