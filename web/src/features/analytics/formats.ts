import { useUiLanguage } from '../../lib/i18n';

/** Numbers and dates in the interface language (English or French, Canadian conventions). */
export const createFormats = (language: 'en' | 'fr') => {
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const dayMonth = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' });
  return {
    number: (value: number) => number.format(value),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** A calendar day (YYYY-MM-DD) as is, without shifting it through the browser's time zone. */
    day: (date: string) => dayMonth.format(new Date(`${date}T00:00:00Z`)),
    time: (iso: string) => time.format(new Date(iso)),
  };
};

export type Formats = ReturnType<typeof createFormats>;

export const useFormats = (): Formats => createFormats(useUiLanguage().language);
