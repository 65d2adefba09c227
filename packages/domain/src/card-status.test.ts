import { describe, expect, it } from 'vitest';
import {
  calendarDaysUntil,
  cardStatusColor,
  cardStatusOf,
  daysLeft,
  parseClosingDate,
  statusBadgeColor,
} from './card-status';

const NOW = Date.parse('2025-01-10T15:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(ms).toISOString();

describe('daysLeft', () => {
  it('rounds up: later today is 1 day, just past is 0, yesterday is -1', () => {
    expect(daysLeft(at(NOW + 2 * HOUR), NOW)).toBe(1);
    expect(daysLeft(at(NOW + 3 * DAY), NOW)).toBe(3);
    expect(daysLeft(at(NOW + 3 * DAY + 1), NOW)).toBe(4);
    expect(daysLeft(at(NOW - HOUR), NOW)).toBe(0);
    expect(Object.is(daysLeft(at(NOW - HOUR), NOW), 0)).toBe(true);
    expect(daysLeft(at(NOW - DAY - HOUR), NOW)).toBe(-1);
  });

  it('is null without a readable date', () => {
    expect(daysLeft(null, NOW)).toBeNull();
    expect(daysLeft(undefined, NOW)).toBeNull();
    expect(daysLeft('  ', NOW)).toBeNull();
    expect(daysLeft('next Tuesday', NOW)).toBeNull();
  });

  it('reads a bare date as closing at the end of that day', () => {
    expect(parseClosingDate('2025-01-10')).toBe(Date.parse('2025-01-10T23:59:59.999Z'));
    expect(daysLeft('2025-01-10', NOW)).toBe(1);
    expect(daysLeft('2025-01-09', NOW)).toBe(0);
  });
});

describe('cardStatusOf', () => {
  it('is Closed at 0 days or fewer, Closing Soon at 3 or fewer, Open beyond', () => {
    expect(cardStatusOf({ closingDate: at(NOW - DAY), status: 'Open' }, NOW)).toBe('Closed');
    expect(cardStatusOf({ closingDate: at(NOW - 1), status: 'Open' }, NOW)).toBe('Closed');
    expect(cardStatusOf({ closingDate: at(NOW + HOUR) }, NOW)).toBe('Closing Soon');
    expect(cardStatusOf({ closingDate: at(NOW + 3 * DAY) }, NOW)).toBe('Closing Soon');
    expect(cardStatusOf({ closingDate: at(NOW + 3 * DAY + HOUR) }, NOW)).toBe('Open');
    expect(cardStatusOf({ closingDate: at(NOW + 30 * DAY), status: 'Cancelled' }, NOW)).toBe('Open');
  });

  it("falls back to the tender's own status, else Open, without a date", () => {
    expect(cardStatusOf({ closingDate: null, status: 'Awarded' }, NOW)).toBe('Awarded');
    expect(cardStatusOf({ closingDate: 'not a date', status: 'Cancelled' }, NOW)).toBe('Cancelled');
    expect(cardStatusOf({ closingDate: null, status: '' }, NOW)).toBe('Open');
    expect(cardStatusOf({}, NOW)).toBe('Open');
  });
});

describe('statusBadgeColor', () => {
  it('is green for active/open, red for closed/expired, blue for awarded, grey otherwise', () => {
    expect(statusBadgeColor('Open')).toBe('green');
    expect(statusBadgeColor('ACTIVE')).toBe('green');
    expect(statusBadgeColor('Reopened')).toBe('green');
    expect(statusBadgeColor('Closed')).toBe('red');
    expect(statusBadgeColor('expired')).toBe('red');
    expect(statusBadgeColor('Awarded')).toBe('blue');
    expect(statusBadgeColor('Cancelled')).toBe('gray');
    expect(statusBadgeColor('')).toBe('gray');
    expect(statusBadgeColor(null)).toBe('gray');
  });

  it('reads the French labels the same way', () => {
    expect(statusBadgeColor('Ouvert')).toBe('green');
    expect(statusBadgeColor('Fermé')).toBe('red');
    expect(statusBadgeColor('Expiré')).toBe('red');
    expect(statusBadgeColor('Attribué')).toBe('blue');
    expect(statusBadgeColor('Annulé')).toBe('gray');
  });

  it('gives Closing Soon cards orange and follows the badge rule otherwise', () => {
    expect(cardStatusColor('Closing Soon')).toBe('orange');
    expect(cardStatusColor('Open')).toBe('green');
    expect(cardStatusColor('Closed')).toBe('red');
  });
});

describe('calendarDaysUntil', () => {
  it('counts calendar days in the given time zone', () => {
    // 15:00 UTC is 10:00 in Toronto; 03:00 UTC the next day is still the 10th there (22:00).
    expect(calendarDaysUntil('2025-01-11T03:00:00Z', NOW, 'America/Toronto')).toBe(0);
    expect(calendarDaysUntil('2025-01-11T03:00:00Z', NOW, 'UTC')).toBe(1);
    expect(calendarDaysUntil('2025-01-13T17:00:00Z', NOW, 'America/Toronto')).toBe(3);
    expect(calendarDaysUntil('2025-01-09T17:00:00Z', NOW, 'America/Vancouver')).toBe(-1);
  });

  it('never moves a bare date and is null without one', () => {
    expect(calendarDaysUntil('2025-01-10', NOW, 'Pacific/Kiritimati')).toBe(-1);
    expect(calendarDaysUntil('2025-01-10', NOW, 'America/Toronto')).toBe(0);
    expect(calendarDaysUntil(null, NOW)).toBeNull();
  });
});
