/**
 * Calendar arithmetic on plain dates (`YYYY-MM-DD`) for the natural-language parser. Dates are days, not
 * instants: "today" is the caller's day in Eastern time (CanadaBuys closes tenders in Eastern time), and the
 * search treats a date-only closing bound as that whole day in Eastern time.
 */

export type IsoDate = string;

const pad = (value: number): string => String(value).padStart(2, '0');

const toUtc = (date: IsoDate): Date => new Date(`${date}T00:00:00Z`);
const fromUtc = (date: Date): IsoDate =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Today in Eastern time (America/Toronto). */
export const todayInEastern = (now: Date = new Date()): IsoDate => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};

export const addDays = (date: IsoDate, days: number): IsoDate => {
  const value = toUtc(date);
  value.setUTCDate(value.getUTCDate() + days);
  return fromUtc(value);
};

/** Adds calendar months, keeping the day where the month has it (Jan 31 + 1 month = Feb 28/29). */
export const addMonths = (date: IsoDate, months: number): IsoDate => {
  const value = toUtc(date);
  const day = value.getUTCDate();
  value.setUTCDate(1);
  value.setUTCMonth(value.getUTCMonth() + months);
  const last = new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth() + 1, 0)).getUTCDate();
  value.setUTCDate(Math.min(day, last));
  return fromUtc(value);
};

/** 0 = Monday … 6 = Sunday. */
const weekdayIndex = (date: IsoDate): number => (toUtc(date).getUTCDay() + 6) % 7;

export const startOfWeek = (date: IsoDate): IsoDate => addDays(date, -weekdayIndex(date));
export const endOfWeek = (date: IsoDate): IsoDate => addDays(date, 6 - weekdayIndex(date));
export const startOfMonth = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;
export const endOfMonth = (date: IsoDate): IsoDate => addDays(addMonths(startOfMonth(date), 1), -1);
export const endOfYear = (date: IsoDate): IsoDate => `${date.slice(0, 4)}-12-31`;

/** A real calendar date from parts, or null (Feb 30 is null). */
export const makeDate = (year: number, month: number, day: number): IsoDate | null => {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const value = new Date(Date.UTC(year, month - 1, day));
  if (value.getUTCMonth() !== month - 1) return null;
  return fromUtc(value);
};

/** Dates as a reader writes them: `Nov 21, 2026` / `21 nov. 2026`. */
export const formatDay = (date: IsoDate, language: 'eng' | 'fra' = 'eng'): string =>
  new Intl.DateTimeFormat(language === 'fra' ? 'fr-CA' : 'en-CA', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(toUtc(date));

export const daysBetween = (from: IsoDate, to: IsoDate): number =>
  Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
