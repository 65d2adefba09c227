import type { AiUserProfile } from '@tenderscout/domain';
import { INDUSTRIES, codePrefix, fold, termsOf, vocabularyTermsOf } from './vocabulary';
import { clamp } from './weights';

/** What the recommendations ask the store for: a profile's text, code patterns and keywords; tender closeness. */

/** Words of a title for the lexical closeness to a dismissed tender (when no embeddings exist). */
const titleWords = (title: string): Set<string> =>
  new Set(
    fold(title)
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 4),
  );

/** Closeness of two tenders by their words and commodity codes (0–1), for when embeddings are missing. */
export const lexicalCloseness = (
  left: { title: string; unspscCodes: string[] },
  right: { title: string; unspscCodes: string[] },
): number => {
  const a = titleWords(left.title);
  const b = titleWords(right.title);
  const shared = [...a].filter((word) => b.has(word)).length;
  const words = a.size + b.size - shared === 0 ? 0 : shared / (a.size + b.size - shared);
  const codes = left.unspscCodes.some((code) => right.unspscCodes.includes(code)) ? 0.5 : 0;
  return clamp(words + codes);
};

/** The text of a profile for the sentence model: what the company does, where. */
export const profileText = (profile: AiUserProfile): string =>
  [profile.description ?? '', profile.specializations.join(', '), profile.industry]
    .filter((part) => part.trim() !== '')
    .join('. ');

/** The prefixes of the profile's commodity codes, as SQL LIKE patterns ("721015%"). */
export const profileCodePatterns = (profile: AiUserProfile): string[] =>
  [...new Set((profile.commodity_codes ?? []).map((code) => `${codePrefix(code)}%`))].filter(
    (pattern) => pattern.length >= 3,
  );

/**
 * The profile's words as a `websearch_to_tsquery` text ("software or \"it consulting\" or …"): the
 * specializations' words and trade vocabulary, the trade words of the description, else the industry's. Null
 * when there are none.
 */
export const profileKeywordQuery = (profile: AiUserProfile): string | null => {
  const terms = new Set<string>();
  for (const specialization of profile.specializations)
    for (const term of termsOf(specialization)) terms.add(term);
  for (const term of vocabularyTermsOf(profile.description ?? '')) terms.add(term);
  if (terms.size === 0) for (const term of INDUSTRIES[profile.industry]?.terms ?? []) terms.add(term);
  const words = [...terms]
    .map((term) => term.replace(/["()]/g, ' ').trim())
    .filter((term) => term !== '' && !/^or$/i.test(term))
    .slice(0, 80)
    .map((term) => (term.includes(' ') ? `"${term}"` : term));
  return words.length === 0 ? null : words.join(' or ');
};
