import { describe, expect, it } from 'vitest';
import {
  formatCad,
  formatCompactCad,
  formatTenderDate,
  formatClosingTime,
  formatTenderValue,
  isDisclosedValue,
} from './format';

// Intl puts narrow no-break spaces in some French forms; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('tender values', () => {
  it("reads 'Value not disclosed' for no amount, zero, negative or not a number", () => {
    for (const amount of [null, undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isDisclosedValue(amount)).toBe(false);
      expect(formatTenderValue(amount)).toBe('Value not disclosed');
      expect(formatCad(amount)).toBe('Value not disclosed');
      expect(formatCompactCad(amount)).toBe('Value not disclosed');
    }
    expect(formatTenderValue(null, 'fra')).toBe('Valeur non divulguée');
  });

  it('shows $X.XM from a million and whole dollars below', () => {
    expect(formatTenderValue(1_000_000)).toBe('$1.0M');
    expect(formatTenderValue(2_540_000)).toBe('$2.5M');
    expect(formatTenderValue(12_960_000)).toBe('$13.0M');
    expect(formatTenderValue(999_999)).toBe('$999,999');
    expect(formatTenderValue(250_000.4)).toBe('$250,000');
    expect(plain(formatTenderValue(2_540_000, 'fra'))).toBe('2,5 M$');
  });

  it('formats CAD with no decimals and compact with one at most', () => {
    expect(formatCad(1_234_567.89)).toBe('$1,234,568');
    expect(plain(formatCad(250_000, 'fra'))).toBe('250 000 $');
    expect(formatCompactCad(2_500_000)).toBe('$2.5M');
    expect(formatCompactCad(750_000)).toBe('$750K');
  });
});

describe('tender dates', () => {
  it("shows 'Jan 5, 2025' and never moves a bare date", () => {
    expect(formatTenderDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatTenderDate('2025-01-05', 'eng', 'Pacific/Honolulu')).toBe('Jan 5, 2025');
    expect(formatTenderDate('2025-01-05T19:00:00Z', 'eng', 'America/Toronto')).toBe('Jan 5, 2025');
    expect(formatTenderDate('2025-01-06T03:00:00Z', 'eng', 'America/Vancouver')).toBe('Jan 5, 2025');
    expect(formatTenderDate(new Date('2025-01-06T03:00:00Z'), 'eng', 'UTC')).toBe('Jan 6, 2025');
    expect(plain(formatTenderDate('2025-01-05', 'fra'))).toBe('5 janv. 2025');
  });

  it("shows 'N/A' without a date and 'Invalid date' for one that cannot be read", () => {
    expect(formatTenderDate(null)).toBe('N/A');
    expect(formatTenderDate(undefined)).toBe('N/A');
    expect(formatTenderDate('')).toBe('N/A');
    expect(formatTenderDate('soon')).toBe('Invalid date');
    expect(formatTenderDate('2025-13-45')).toBe('Invalid date');
    expect(formatTenderDate('soon', 'fra')).toBe('Date invalide');
    expect(formatClosingTime(null)).toBe('N/A');
    expect(formatClosingTime('soon')).toBe('Invalid date');
    expect(formatClosingTime('soon', 'fra')).toBe('Date invalide');
  });

  it('shows a closing instant in Eastern time with its zone, in both languages, wherever the reader is', () => {
    // 19:00 UTC in January is 2 p.m. EST; in July, 19:30 UTC is 3:30 p.m. EDT: both read "ET".
    expect(formatClosingTime('2025-01-05T19:00:00Z')).toBe('Jan 5, 2025, 2:00 p.m. ET');
    expect(formatClosingTime('2025-07-05T19:30:00Z')).toBe('Jul 5, 2025, 3:30 p.m. ET');
    expect(formatClosingTime('2025-01-05T19:00:00Z', 'fra')).toBe('5 janv. 2025 à 14 h HE');
    expect(formatClosingTime('2025-06-05T19:30:00Z', 'fra')).toBe('5 juin 2025 à 15 h 30 HE');
    // Midnight and noon; an instant late in the evening UTC is still the previous day in Ottawa.
    expect(formatClosingTime('2025-03-11T04:00:00Z')).toBe('Mar 11, 2025, 12:00 a.m. ET');
    expect(formatClosingTime('2025-03-11T16:00:00Z')).toBe('Mar 11, 2025, 12:00 p.m. ET');
    expect(formatClosingTime('2025-03-11T02:00:00Z')).toBe('Mar 10, 2025, 10:00 p.m. ET');
    expect(formatClosingTime('2025-03-11T02:00:00Z', 'fra')).toBe('10 mars 2025 à 22 h HE');
    // An offset in the text is honoured: 14:00 in Vancouver is 17:00 in Ottawa.
    expect(formatClosingTime('2025-01-05T14:00:00-08:00')).toBe('Jan 5, 2025, 5:00 p.m. ET');
    // A bare date has no time to convert.
    expect(formatClosingTime('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatClosingTime('2025-01-05', 'fra')).toBe('5 janv. 2025');
  });
});
