import type { Language } from './common';

/**
 * How tender values and dates read on every screen: CAD with no decimals, $X.XM from
 * a million, 'Value not disclosed' when the notice gives none (never an invented number), dates
 * like 'Jan 5, 2025', 'N/A' when absent and 'Invalid date' when unreadable. Both official languages.
 */

export const FORMAT_LABELS: Record<
  Language,
  { valueNotDisclosed: string; notAvailable: string; invalidDate: string }
> = {
  eng: { valueNotDisclosed: 'Value not disclosed', notAvailable: 'N/A', invalidDate: 'Invalid date' },
  fra: { valueNotDisclosed: 'Valeur non divulguée', notAvailable: 'N/D', invalidDate: 'Date invalide' },
};

const LOCALES: Record<Language, string> = { eng: 'en-CA', fra: 'fr-CA' };

/** A disclosed amount: a finite number above zero. */
export const isDisclosedValue = (amount: number | null | undefined): amount is number =>
  typeof amount === 'number' && Number.isFinite(amount) && amount > 0;

const ONE_MILLION = 1_000_000;

/** CAD with no decimals ('$250,000'), or 'Value not disclosed'. The home screen's form. */
export const formatCad = (amount: number | null | undefined, language: Language = 'eng'): string => {
  if (!isDisclosedValue(amount)) return FORMAT_LABELS[language].valueNotDisclosed;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount);
};

/**
 * The detail page's form: '$X.XM' from a million ('$2.5M'), CAD with no decimals below ('$250,000'),
 * 'Value not disclosed' for none or 0.
 */
export const formatTenderValue = (amount: number | null | undefined, language: Language = 'eng'): string => {
  if (!isDisclosedValue(amount)) return FORMAT_LABELS[language].valueNotDisclosed;
  if (amount < ONE_MILLION) return formatCad(amount, language);
  const millions = (Math.round((amount / ONE_MILLION) * 10) / 10).toFixed(1);
  return language === 'fra' ? `${millions.replace('.', ',')} M$` : `$${millions}M`;
};

/** A card's compact form with at most one decimal ('$750K', '$2.5M'), or 'Value not disclosed'. */
export const formatCompactCad = (amount: number | null | undefined, language: Language = 'eng'): string => {
  if (!isDisclosedValue(amount)) return FORMAT_LABELS[language].valueNotDisclosed;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(amount);
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateInput = string | number | Date | null | undefined;

/** Reads a date: null when absent, NaN when unreadable; a bare `YYYY-MM-DD` as that calendar day (UTC). */
const readDate = (value: DateInput): { ms: number; isDateOnly: boolean } | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return { ms: value.getTime(), isDateOnly: false };
  if (typeof value === 'number') return { ms: value, isDateOnly: false };
  const text = value.trim();
  if (text === '') return null;
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    const ms = Date.UTC(year, month - 1, day);
    // Date.UTC rolls 2025-13-45 over into 2026; a real calendar day reads back the same.
    const isRealDay = new Date(ms).getUTCMonth() === month - 1 && new Date(ms).getUTCDate() === day;
    return { ms: isRealDay ? ms : Number.NaN, isDateOnly: true };
  }
  return { ms: Date.parse(text), isDateOnly: false };
};

/**
 * 'Jan 5, 2025' ('5 janv. 2025' in French), 'N/A' when there is no date, 'Invalid date' when it cannot be read.
 * An instant is shown on its day in `timeZone` (the user's when omitted); a bare date never moves.
 */
export const formatTenderDate = (value: DateInput, language: Language = 'eng', timeZone?: string): string => {
  const date = readDate(value);
  if (date === null) return FORMAT_LABELS[language].notAvailable;
  if (Number.isNaN(date.ms)) return FORMAT_LABELS[language].invalidDate;
  return new Intl.DateTimeFormat(LOCALES[language], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: date.isDateOnly ? 'UTC' : timeZone,
  }).format(date.ms);
};

/** Eastern time: the zone federal notices, closing times and bid documents use. */
export const EASTERN_TIME_ZONE = 'America/Toronto';

/** The zone's short name beside a closing time: 'ET' in English, 'HE' (heure de l'Est) in French. */
export const EASTERN_TIME_LABEL: Record<Language, string> = { eng: 'ET', fra: 'HE' };

const easternTimeParts = (ms: number): { hour: number; minute: string } => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: EASTERN_TIME_ZONE,
  }).formatToParts(ms);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '0';
  return { hour: Number(part('hour')), minute: part('minute').padStart(2, '0') };
};

/**
 * The one way a closing time reads, on every screen, export and feed: its day and time in Eastern time with
 * the zone ('Jan 5, 2025, 2:00 p.m. ET'; '5 janv. 2025 à 14 h HE', '14 h 30 HE'), whatever the reader's own
 * zone. A bare date (no time given) reads as that day only; 'N/A' when absent, 'Invalid date' when unreadable.
 */
export const formatClosingTime = (value: DateInput, language: Language = 'eng'): string => {
  const date = readDate(value);
  if (date === null) return FORMAT_LABELS[language].notAvailable;
  if (Number.isNaN(date.ms)) return FORMAT_LABELS[language].invalidDate;
  if (date.isDateOnly) return formatTenderDate(value, language);
  const day = formatTenderDate(date.ms, language, EASTERN_TIME_ZONE);
  const { hour, minute } = easternTimeParts(date.ms);
  if (language === 'fra') {
    return `${day} à ${hour} h${minute === '00' ? '' : ` ${minute}`} ${EASTERN_TIME_LABEL.fra}`;
  }
  const suffix = hour < 12 ? 'a.m.' : 'p.m.';
  return `${day}, ${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${suffix} ${EASTERN_TIME_LABEL.eng}`;
};
