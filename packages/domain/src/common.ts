import { z } from 'zod';

/** Every error the API returns: the client reads `detail`. */
export const errorBodySchema = z.object({
  /** The message's stable key ('auth.invalidCredentials'); its text in each language is in the catalogue. */
  key: z.string().optional(),
  /** The message's values, when its text has placeholders. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  detail: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/** Both official languages; `eng` is the default everywhere. */
export const languageSchema = z.enum(['eng', 'fra']);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'eng';

/** A bilingual field in the reader's language, falling back to the other language when it is missing. */
export const pickLanguage = <T>(language: Language, english: T | null, french: T | null): T | null =>
  language === 'fra' ? (french ?? english) : (english ?? french);

/** A bilingual list in the reader's language, falling back to the other language's list when it is empty. */
export const pickLanguageList = <T>(language: Language, english: T[], french: T[]): T[] =>
  language === 'fra' ? (french.length > 0 ? french : english) : english.length > 0 ? english : french;

/**
 * Whether text starting with YYYY-MM-DD names a day that exists (year 1 or later): `Date.parse` accepts
 * 2025-02-30 (rolling over to March) and the store refuses 0000-01-01.
 */
export const isCalendarDate = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeapYear(year) ? 1 : 0);
};

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
