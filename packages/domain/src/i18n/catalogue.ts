import { en, type Catalogue } from './en';
import { fr } from './fr';

/**
 * The typed message catalogue: keys are dotted paths into `en` ('auth.invalidCredentials'), and each key's
 * parameters are the `{{names}}` its English text uses. The server renders a key in the caller's language; the
 * web hands the same objects to i18next (namespace `errors`), so a message is written once per language.
 */

export type MessageLanguage = 'en' | 'fr';

/** The message language of an API language ('fra' → 'fr', else 'en'). */
export const messageLanguageOf = (language: 'eng' | 'fra'): MessageLanguage =>
  language === 'fra' ? 'fr' : 'en';

export type { Catalogue } from './en';

/** i18next's plural forms: `key_one` and `key_other` are one message, `key`, chosen by its `count`. */
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The keys of a catalogue's messages (a plural message's `_one` / `_other` forms are one key). */
export type KeysOf<T> = Leaves<T>;

export type MessageKey = Leaves<typeof en>;

type TextAt<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextAt<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : `${K}_other` extends keyof T
      ? T[`${K}_other`]
      : never;

type PlaceholderNames<S> = S extends `${string}{{${infer Inside}}}${infer Rest}`
  ? (Inside extends `${infer Name},${string}` ? Name : Inside) | PlaceholderNames<Rest>
  : never;

export type MessageParamValue = string | number;
/** The values a message needs: one per `{{name}}` of its English text (none: an empty object). */
export type MessageParams<K extends MessageKey> = {
  [Name in PlaceholderNames<TextAt<typeof en, K>>]: MessageParamValue;
};
/** Whether a message takes values (so a caller must pass them). */
export type HasParams<K extends MessageKey> = [PlaceholderNames<TextAt<typeof en, K>>] extends [never]
  ? false
  : true;

/** The values a message of catalogue `T` needs: one per `{{name}}` of its English text. */
export type ParamsOf<T, K extends string> = {
  [Name in PlaceholderNames<TextAt<T, K>>]: MessageParamValue;
};

/** A message as data: the key and its values, rendered later in the reader's language. */
export interface Message<K extends MessageKey = MessageKey> {
  key: K;
  params: Record<string, MessageParamValue>;
}

const MEGABYTE = 1024 * 1024;

const longDateIn = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Toronto' });
const longDates = { en: longDateIn('en-CA'), fr: longDateIn('fr-CA') };

/**
 * Named formats a placeholder may ask for (`{{size, megabytes}}`). The web registers the same functions with
 * i18next, so both render a value alike.
 */
export const messageFormatters = {
  /** Bytes as megabytes with two decimals: '12.50' in English, '12,50' in French. */
  megabytes: (value: unknown, language: string): string => {
    const text = (Number(value) / MEGABYTE).toFixed(2);
    return language.startsWith('fr') ? text.replace('.', ',') : text;
  },
  /** A number with two decimals: '0.57' in English, '0,57' in French. */
  twoDecimals: (value: unknown, language: string): string => {
    const text = Number(value).toFixed(2);
    return language.startsWith('fr') ? text.replace('.', ',') : text;
  },
  /** An instant (milliseconds) as its long date in Toronto: 'November 14, 2026', '14 novembre 2026'. */
  longDate: (value: unknown, language: string): string =>
    longDates[language.startsWith('fr') ? 'fr' : 'en'].format(new Date(Number(value))),
} as const satisfies Record<string, (value: unknown, language: string) => string>;

const templateAt = (catalogue: object, key: string): string | undefined => {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

const pluralRules: Record<MessageLanguage, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  fr: new Intl.PluralRules('fr'),
};

/**
 * The template of a message: the key itself, or for a plural message (`key_one`, `key_other`) the form the
 * language's plural rules give its `count` ('fr': 0 and 1 are singular), else `key_other`.
 */
const messageTemplate = (
  catalogue: object,
  language: MessageLanguage,
  key: string,
  params: Record<string, MessageParamValue>,
): string | undefined => {
  const exact = templateAt(catalogue, key);
  if (exact !== undefined) return exact;
  const count = typeof params.count === 'number' ? params.count : undefined;
  const form = count === undefined ? 'other' : pluralRules[language].select(count);
  return templateAt(catalogue, `${key}_${form}`) ?? templateAt(catalogue, `${key}_other`);
};

/** Every key of a catalogue with its text (for tests and the reverse look-up below). */
export const catalogueEntries = (catalogue: object, prefix = ''): [string, string][] =>
  Object.entries(catalogue).flatMap(([name, value]: [string, unknown]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${name}`, value]]
      : value !== null && typeof value === 'object'
        ? catalogueEntries(value, `${prefix}${name}.`)
        : [],
  );

const englishKeys = new Map(catalogueEntries(en).map(([key, text]) => [text, key]));

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && messageTemplate(en, 'en', value, {}) !== undefined;

/**
 * The key of a shared schema's field rule from its English text ('Name is required' → 'validation.nameRequired'):
 * zod reports a schema's own message as text, and the web's forms read those same schemas.
 */
export const messageKeyOfText = (text: string): MessageKey | undefined => {
  const key = englishKeys.get(text);
  return key !== undefined && isMessageKey(key) ? key : undefined;
};

/** The `validation.*` rules written with a value (`must be at most {{max}}`), as patterns that read the value back. */
const validationTemplates = catalogueEntries(en)
  .filter(([key, text]) => key.startsWith('validation.') && text.includes('{{'))
  .map(([key, text]) => {
    const names: string[] = [];
    const source = text
      .split(/\{\{\s*(\w+)\s*\}\}/u)
      .map((part, index) => {
        if (index % 2 === 1) {
          names.push(part);
          return '([\\d,.]+)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
      })
      .join('');
    return { key, names, pattern: new RegExp(`^${source}$`, 'u') };
  });

/**
 * A schema's field rule as a message, from its English text: an exact catalogue text ('Name is required'), or a
 * rule written with a value ('must be at most 100 characters' → `validation.atMostCharacters`, max 100).
 */
export const messageOfText = (text: string): Message | undefined => {
  const key = messageKeyOfText(text);
  if (key) return { key, params: {} };
  for (const template of validationTemplates) {
    const match = template.pattern.exec(text);
    if (!match || !isMessageKey(template.key)) continue;
    const params = Object.fromEntries(template.names.map((name, index) => [name, match[index + 1] ?? '']));
    return { key: template.key, params };
  }
  return undefined;
};

const PLACEHOLDER = /\{\{\s*([\w]+)\s*(?:,\s*([\w]+)\s*)?\}\}/g;
/** A placeholder, or a nested message `$t(key)` whose key may be built from placeholders. */
const TOKEN = /\$t\(((?:[\w.]|\{\{[^}]*\}\})+)\)|\{\{\s*([\w]+)\s*(?:,\s*([\w]+)\s*)?\}\}/g;

/**
 * Fills `{{name}}` and `{{name, format}}`, and `$t(key)` with its key's placeholders filled first, the way
 * i18next does (interpolation, then nesting). One pass over the template: a value is never read again, so a
 * tender title that contains `$t(…)` or `{{…}}` stays as written (i18next's `skipOnVariables`).
 */
const render = (
  catalogue: object,
  language: MessageLanguage,
  template: string,
  params: Record<string, MessageParamValue>,
): string => {
  const valueOf = (whole: string, name: string, format: string | undefined): string => {
    const value = params[name];
    if (value === undefined) return whole;
    const formatter =
      format === undefined ? undefined : messageFormatters[format as keyof typeof messageFormatters];
    return formatter ? formatter(value, language) : String(value);
  };
  return template.replace(
    TOKEN,
    (whole, nested: string | undefined, name: string, format: string | undefined) => {
      if (nested === undefined) return valueOf(whole, name, format);
      const key = nested.replace(PLACEHOLDER, valueOf);
      return (/^[\w.]+$/.test(key) ? templateAt(catalogue, key) : undefined) ?? `$t(${key})`;
    },
  );
};

/** Both languages' API catalogues: `formatMessage` reads them, the web gives them to i18next. */
export const messageCatalogues: Record<MessageLanguage, Catalogue> = { en, fr };

/** A message in `language`, its placeholders filled. */
export function formatMessage<K extends MessageKey>(
  language: MessageLanguage,
  key: K,
  ...[params]: HasParams<K> extends true ? [params: MessageParams<K>] : [params?: MessageParams<K>]
): string {
  return formatFrom(messageCatalogues, language, key, params ?? {});
}

/**
 * A message of `catalogues` in `language` (English when the language lacks it), its placeholders filled: the
 * renderer of every catalogue, the API's and the server's own (server-messages.ts).
 */
export function formatFrom(
  catalogues: Record<MessageLanguage, object>,
  language: MessageLanguage,
  key: string,
  values: Record<string, MessageParamValue>,
): string {
  const catalogue = catalogues[language];
  const template =
    messageTemplate(catalogue, language, key, values) ??
    messageTemplate(catalogues.en, 'en', key, values) ??
    key;
  return render(catalogue, language, template, values);
}

const englishOnly: Record<MessageLanguage, object> = { en, fr: en };

/**
 * A message in English, for the domain's own rules (a schema's error text, read back into a key by the server
 * and the web): it needs no French catalogue, so the web app ships French only with the French interface.
 */
export function formatEnglishMessage<K extends MessageKey>(
  key: K,
  ...[params]: HasParams<K> extends true ? [params: MessageParams<K>] : [params?: MessageParams<K>]
): string {
  return formatFrom(englishOnly, 'en', key, params ?? {});
}

/** `formatEnglishMessage` for a message held as data. */
export const formatHeldEnglishMessage = (message: Message): string =>
  formatFrom(englishOnly, 'en', message.key, message.params);

/** `formatMessage` for a message held as data. */
export const formatHeldMessage = (language: MessageLanguage, message: Message): string =>
  (formatMessage as (language: MessageLanguage, key: MessageKey, params: object) => string)(
    language,
    message.key,
    message.params,
  );

/**
 * The caller's language from an Accept-Language header: the English or French tag it weighs highest
 * ('fr-CA,fr;q=0.9,en;q=0.8' → 'fr'); English when it names neither or is absent.
 */
export const languageFromAcceptLanguage = (header: string | string[] | undefined | null): MessageLanguage => {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { language: MessageLanguage; quality: number } | null = null;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'en' && primary !== 'fr') continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (best === null || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language ?? 'en';
};
