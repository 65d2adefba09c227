import {
  formatHeldMessage,
  isMessageKey,
  messageOfText,
  type MessageLanguage,
  type MessageParamValue,
} from '@tenderscout/domain';
import { z } from 'zod';

/** One validation problem as fastify-type-provider-zod reports it (the zod issue, split). */
export interface ReportedIssue {
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const english = z.locales.en();
const french = z.locales.frCA();
const INVALID_TYPE = /^Invalid input: expected (.+), received (.+)$/;

const isParamValue = (value: unknown): value is MessageParamValue =>
  typeof value === 'string' || typeof value === 'number';

/**
 * A validation message in the caller's language. A custom issue may name its message (`params.messageKey` and
 * its values); a schema's own rule ('Name is required') is a catalogue text, found by that text; zod's built-in
 * messages are rebuilt with zod's Canadian French locale. English is returned unchanged.
 */
export const translateIssue = (issue: ReportedIssue, language: MessageLanguage): string => {
  const message = issue.message ?? '';
  // zod keeps a custom issue's own `params` under `params`.
  const custom = issue.params.params;
  const { messageKey, ...values } = (custom !== null && typeof custom === 'object' ? custom : {}) as Record<
    string,
    unknown
  >;
  if (isMessageKey(messageKey)) {
    const params: Record<string, MessageParamValue> = {};
    for (const [name, value] of Object.entries(values)) if (isParamValue(value)) params[name] = value;
    return formatHeldMessage(language, { key: messageKey, params });
  }
  if (language === 'en') return message;
  const known = messageOfText(message);
  if (known) return formatHeldMessage(language, known);
  // zod's final issues no longer carry the input, so its type is read back from the English text.
  const invalidType = issue.keyword === 'invalid_type' ? INVALID_TYPE.exec(message) : null;
  if (invalidType) return `Entrée invalide : attendu ${invalidType[1]}, reçu ${invalidType[2]}`;
  const raw = { ...issue.params, code: issue.keyword } as Parameters<typeof english.localeError>[0];
  try {
    const defaultEnglish = english.localeError(raw);
    const englishText = typeof defaultEnglish === 'string' ? defaultEnglish : defaultEnglish?.message;
    if (englishText !== message) return message;
    const frenchText = french.localeError(raw);
    return (typeof frenchText === 'string' ? frenchText : frenchText?.message) ?? message;
  } catch {
    return message;
  }
};
