import { englishMessages, messageFormatters, type Language } from '@tenderscout/domain';
import i18n from 'i18next';
import { useMemo } from 'react';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from '../locales/en';

/**
 * Both official languages (issue 12). The interface language is 'en' or 'fr'; the API's tender language is
 * 'eng' or 'fra'. The choice is remembered in the browser (`language`) and, for a signed-in user, on the server;
 * without a choice the browser's language decides, and English is the fallback.
 */
export const UI_LANGUAGES = ['en', 'fr'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * English ships with the app (it is the fallback); French is loaded the first time it is needed, the interface's
 * and the API's. The API's messages (namespace `errors`) are the domain's catalogue, the same texts the server
 * renders.
 */
export const ERRORS_NAMESPACE = 'errors';
const bundled = { en: { translation: en, [ERRORS_NAMESPACE]: englishMessages } } as const;
const loadCatalogue = async (language: string, namespace: string) => {
  if (language !== 'fr') return namespace === ERRORS_NAMESPACE ? englishMessages : en;
  if (namespace === ERRORS_NAMESPACE) return (await import('./french-messages')).frenchMessages;
  return (await import('../locales/fr')).fr;
};

export const isUiLanguage = (value: unknown): value is UiLanguage =>
  typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);

/** 'fr', 'fr-CA', 'FR' → 'fr'; anything else that is not French → 'en'; undefined when not a language tag. */
export const toUiLanguage = (tag: string | null | undefined): UiLanguage | undefined => {
  if (!tag) return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'fr' || base === 'fra') return 'fr';
  if (base === 'en' || base === 'eng') return 'en';
  return undefined;
};

/** The UI language as the API spells it (`language=eng|fra`). */
export const toApiLanguage = (language: string | null | undefined): Language =>
  toUiLanguage(language) === 'fr' ? 'fra' : 'eng';

const readStoredLanguage = (): UiLanguage | undefined => {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isUiLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
};

/** The language the user chose in this browser, if any (not the detected one). */
export const storedLanguageChoice = readStoredLanguage;

/** Stored choice → the browser's first English or French language → English. */
export const detectLanguage = (): UiLanguage => {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const browser =
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of browser) {
    const language = toUiLanguage(tag);
    if (language) return language;
  }
  return 'en';
};

const applyDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = toUiLanguage(language) ?? 'en';
};

/** Switches the interface and remembers the choice in this browser. */
export const setUiLanguage = async (language: UiLanguage): Promise<void> => {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage full or blocked: the switch still applies to this page
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
};

i18n.on('languageChanged', applyDocumentLanguage);

/** Resolves once the starting language's catalogue is loaded (the app renders after it, so nothing flashes). */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(resourcesToBackend(loadCatalogue))
  .init({
    resources: bundled,
    partialBundledLanguages: true,
    ns: ['translation', ERRORS_NAMESPACE],
    lng: detectLanguage(),
    supportedLngs: [...UI_LANGUAGES],
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
applyDocumentLanguage(i18n.language);
// The catalogue's named formats (`{{size, megabytes}}`), rendered as the server renders them.
for (const [name, format] of Object.entries(messageFormatters)) {
  i18n.services.formatter?.add(name, (value: unknown, language: string | undefined) =>
    format(value, language ?? 'en'),
  );
}

/** The current interface language, outside React (API client, formatters). */
export const currentUiLanguage = (): UiLanguage => toUiLanguage(i18n.language) ?? 'en';

/** The current interface language as the API spells it, outside React (request bodies, query keys). */
export const currentApiLanguage = (): Language => toApiLanguage(i18n.language);

/** The current interface language in React, re-rendering on a switch: `{ language: 'fr', apiLanguage: 'fra' }`. */
export const useUiLanguage = (): { language: UiLanguage; apiLanguage: Language } => {
  const { i18n: instance } = useTranslation();
  const language = toUiLanguage(instance.language) ?? 'en';
  return { language, apiLanguage: toApiLanguage(language) };
};

/** Counts in the interface language: '1,234' in English, '1 234' in French. */
export const useFormatCount = (): ((value: number) => string) => {
  const { language } = useUiLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA');
    return (value: number) => format.format(value);
  }, [language]);
};

/** The `language` every tender and search request carries, following the interface. */
export const useApiLanguage = (): Language => useUiLanguage().apiLanguage;

export default i18n;
