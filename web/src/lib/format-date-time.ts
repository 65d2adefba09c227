import { toUiLanguage } from './i18n';

/**
 * A moment in the interface language, Canadian conventions: "Nov 29, 2026, 1:03 p.m." / "29 nov. 2026, 13 h 03"
 * (`withTime: false`: the day only).
 */
export const formatDateTime = (iso: string, language: string, withTime = true): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(toUiLanguage(language) === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' as const } : {}),
  }).format(date);
};
