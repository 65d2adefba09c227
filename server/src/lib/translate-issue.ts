import { translateDetail, type MessageLanguage } from '@tenderscout/domain';
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

/**
 * A validation message in the caller's language (issue 12). Our schemas' own messages ('Name is required')
 * come from the French message catalogue; zod's built-in ones are rebuilt with zod's Canadian French locale.
 * English is returned unchanged.
 */
export const translateIssue = (issue: ReportedIssue, language: MessageLanguage): string => {
  const message = issue.message ?? '';
  if (language === 'en') return message;
  const own = translateDetail(message, language);
  if (own !== message) return own;
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
