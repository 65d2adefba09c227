import { CARDINAL_WORDS, wordAlternation } from '../../../lib/number-words';
import { addDays, addMonths, makeDate, type IsoDate } from './dates';

/** Counts, units and written dates: "in a few weeks", "March 15", "15 mars 2027", "2027-03-15", "1er décembre". */

/** The vague counts a query may use ("in a few weeks"), and the article ("in a week"). */
const VAGUE_COUNTS: Record<string, number> = {
  a: 1,
  an: 1,
  'a couple of': 2,
  'a couple': 2,
  couple: 2,
  'a few': 3,
  few: 3,
  several: 3,
  quelques: 3,
};

/** Exact cardinals (shared with requirement extraction), plus the vague counts. */
export const NUMBER_WORDS: Record<string, number> = { ...CARDINAL_WORDS, ...VAGUE_COUNTS };
/** Longest first, so "a few" is read before "a" and "une" before "un". */
export const NUMBER_WORD_PATTERN = wordAlternation(NUMBER_WORDS);
export const COUNT = `(\\d{1,3}|${NUMBER_WORD_PATTERN})`;

export const countOf = (text: string | undefined): number | null => {
  if (!text) return null;
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return NUMBER_WORDS[trimmed] ?? null;
};

export type Unit = 'day' | 'week' | 'month' | 'year';
export const UNIT = '(days?|weeks?|months?|years?|jours?|semaines?|mois|ans?|annees?)';
export const unitOf = (text: string): Unit => {
  if (/^(day|jour)/.test(text)) return 'day';
  if (/^(week|semaine)/.test(text)) return 'week';
  if (/^(month|mois)/.test(text)) return 'month';
  return 'year';
};

export const shift = (date: IsoDate, count: number, unit: Unit): IsoDate =>
  unit === 'day'
    ? addDays(date, count)
    : unit === 'week'
      ? addDays(date, count * 7)
      : unit === 'month'
        ? addMonths(date, count)
        : addMonths(date, count * 12);

// ---------------------------------------------------------------------------------------------------------
// Dates written out: "March 15", "15 mars 2027", "2027-03-15", "1er décembre".

export const MONTHS: Array<[RegExp, number]> = [
  [/^(january|jan|janvier|janv)$/, 1],
  [/^(february|feb|fevrier|fevr|fev)$/, 2],
  [/^(march|mar|mars)$/, 3],
  [/^(april|apr|avril|avr)$/, 4],
  [/^(may|mai)$/, 5],
  [/^(june|jun|juin)$/, 6],
  [/^(july|jul|juillet|juil)$/, 7],
  [/^(august|aug|aout)$/, 8],
  [/^(september|sept|sep|septembre)$/, 9],
  [/^(october|oct|octobre)$/, 10],
  [/^(november|nov|novembre)$/, 11],
  [/^(december|dec|decembre)$/, 12],
];
export const MONTH_NAMES =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|janv|fevr|fev|avr|juil';
export const monthOf = (text: string): number | null => {
  const clean = text.replace(/\.$/, '');
  return MONTHS.find(([pattern]) => pattern.test(clean))?.[1] ?? null;
};

/** A written date; without a year, the next occurrence from today (a past day this year means next year). */
export const DATE_PATTERN = `(?:(\\d{4})-(\\d{2})-(\\d{2})|(?:(${MONTH_NAMES})\\b\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?)|(?:(\\d{1,2})(?:er|st|nd|rd|th)?\\s+(${MONTH_NAMES})\\b\\.?(?:,?\\s+(\\d{4}))?))`;

export const dateFromMatch = (groups: Array<string | undefined>, today: IsoDate): IsoDate | null => {
  const [isoYear, isoMonth, isoDay, monthA, dayA, yearA, dayB, monthB, yearB] = groups;
  if (isoYear && isoMonth && isoDay) return makeDate(Number(isoYear), Number(isoMonth), Number(isoDay));
  const month = monthOf(monthA ?? monthB ?? '');
  const day = Number(dayA ?? dayB);
  const yearText = yearA ?? yearB;
  if (!month || !day) return null;
  const thisYear = Number(today.slice(0, 4));
  if (yearText) return makeDate(Number(yearText), month, day);
  const candidate = makeDate(thisYear, month, day);
  if (!candidate) return null;
  return candidate < today ? makeDate(thisYear + 1, month, day) : candidate;
};
