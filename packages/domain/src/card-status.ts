/**
 * Card status and badge colours, with the Closing Soon threshold. Pure rules shared by every
 * screen that shows a tender: cards, the detail header, Saved Tenders.
 */

/** A tender closing in this many days or fewer is Closing Soon. */
export const CLOSING_SOON_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

export type CardStatus = 'Open' | 'Closing Soon' | 'Closed';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant of a closing date, or null when absent or unreadable. An ISO instant is taken as is; a bare
 * `YYYY-MM-DD` means the whole of that day, so it closes at the day's end (UTC).
 */
export const parseClosingDate = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || value.trim() === '') return null;
  const text = value.trim();
  const ms = DATE_ONLY.test(text) ? Date.parse(`${text}T23:59:59.999Z`) : Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * Whole days until the closing instant, rounded up: a tender closing later today has 1 day left, one whose
 * closing instant has passed has 0 or fewer. Null without a readable date.
 */
export const daysLeft = (
  closingDate: string | null | undefined,
  nowMs: number = Date.now(),
): number | null => {
  const closingMs = parseClosingDate(closingDate);
  if (closingMs === null) return null;
  // `+ 0` turns Math.ceil's -0 into 0.
  return Math.ceil((closingMs - nowMs) / DAY_MS) + 0;
};

/**
 * A card's status from its days left: 0 or less Closed, 3 or fewer Closing Soon, otherwise Open. With no
 * (readable) closing date, the tender's own status, else Open.
 */
export const cardStatusOf = (
  tender: { closingDate?: string | null; status?: string | null },
  nowMs: number = Date.now(),
): string => {
  const days = daysLeft(tender.closingDate, nowMs);
  if (days === null) return tender.status?.trim() || 'Open';
  if (days <= 0) return 'Closed';
  if (days <= CLOSING_SOON_DAYS) return 'Closing Soon';
  return 'Open';
};

export type BadgeColor = 'green' | 'red' | 'blue' | 'orange' | 'gray';

/**
 * The detail badge colour: a status containing active/open is green, closed/expired red,
 * awarded blue, anything else grey. French labels (Ouvert, Fermé, Expiré, Attribué) follow the same rule.
 */
export const statusBadgeColor = (status: string | null | undefined): BadgeColor => {
  const text = (status ?? '').toLowerCase();
  if (/active|open|ouvert|actif/.test(text)) return 'green';
  if (/closed|expired|fermé|ferme|expiré|expire/.test(text)) return 'red';
  if (/awarded|attribué|attribue/.test(text)) return 'blue';
  return 'gray';
};

/** A card badge colour: the detail rule, with Closing Soon standing out in orange. */
export const cardStatusColor = (status: string): BadgeColor =>
  status === 'Closing Soon' ? 'orange' : statusBadgeColor(status);

/**
 * Calendar days from today to the closing day in a time zone (the user's by default): 0 closes today,
 * 1 tomorrow, negative already past. For wording ("closes today"); the status uses `daysLeft`.
 */
export const calendarDaysUntil = (
  closingDate: string | null | undefined,
  nowMs: number = Date.now(),
  timeZone?: string,
): number | null => {
  const closingMs = parseClosingDate(closingDate);
  if (closingMs === null) return null;
  const dateOnly = DATE_ONLY.exec(closingDate?.trim() ?? '');
  const dayNumber = (ms: number): number => {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(ms);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
  };
  // A bare date is already a calendar day: no time zone moves it.
  const closingDay = dateOnly
    ? Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) / DAY_MS
    : dayNumber(closingMs);
  return closingDay - dayNumber(nowMs);
};
