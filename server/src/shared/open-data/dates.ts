/**
 * CanadaBuys dates: `YYYY-MM-DD` calendar dates, and closing times as naive `YYYY-MM-DDTHH:MM:SS` in Eastern
 * time (America/Toronto, so daylight saving applies), which we store as UTC instants.
 */
const EASTERN = 'America/Toronto';
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NAIVE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

const easternParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: EASTERN,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes Eastern time is ahead of UTC at the given instant (-300 in winter, -240 in summer). */
const easternOffsetMinutes = (instantMs: number): number => {
  const parts = Object.fromEntries(
    easternParts.formatToParts(new Date(instantMs)).map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - instantMs) / 60_000);
};

const isRealDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** `YYYY-MM-DD` (checked to be a real calendar date), else null. */
export const parseCalendarDate = (value: string): string | null => {
  const match = DATE.exec(value);
  if (!match) return null;
  return isRealDate(Number(match[1]), Number(match[2]), Number(match[3])) ? value : null;
};

/**
 * A naive Eastern date-time (or a bare date, read as end of that day) as a UTC ISO instant; null when it
 * is not a valid date-time.
 */
export const easternToUtc = (value: string): string | null => {
  const dateOnly = DATE.exec(value);
  const match = dateOnly ? null : NAIVE_DATE_TIME.exec(value);
  if (!dateOnly && !match) return null;
  const parts = (dateOnly ?? match)!;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const [hour, minute, second] = match
    ? [Number(match[4]), Number(match[5]), Number(match[6] ?? '0')]
    : [23, 59, 59];
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Two passes settle the offset on both sides of a daylight-saving change.
  let instant = wallClockAsUtc - easternOffsetMinutes(wallClockAsUtc) * 60_000;
  instant = wallClockAsUtc - easternOffsetMinutes(instant) * 60_000;
  return new Date(instant).toISOString();
};

/** Whole months between two calendar dates (rounded), null when either is missing or the range is empty. */
export const monthsBetween = (start: string | null, end: string | null): number | null => {
  if (!start || !end) return null;
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
  if (!Number.isFinite(days) || days <= 0) return null;
  return Math.max(1, Math.round(days / 30.4375));
};
