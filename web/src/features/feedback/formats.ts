import { useUiLanguage } from '../../lib/i18n';

/** Dates in the interface language (English or French, Canadian conventions). */
export const useDateFormats = () => {
  const locale = useUiLanguage().language === 'fr' ? 'fr-CA' : 'en-CA';
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' });
  return {
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
  };
};
