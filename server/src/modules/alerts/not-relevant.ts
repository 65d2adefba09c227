import type { Language, MatchReason, NotRelevantResponse, SearchHit } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hideNotification, notificationToHide } from './not-relevant.store';

/**
 * "Not relevant" on an alert: the item is hidden from the user's notifications (kept, so it never comes back),
 * and, for a saved search's match, words of the tender the search did not ask for are offered as exclusions the
 * user can add to the search (shown on it, and removable). Saved searches leave out tenders with an excluded word.
 */

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const STOP = new Set(
  (
    'services service supply supplies delivery fourniture livraison travaux work works project projet canada ' +
    'federal fédéral national building edifice with from pour avec dans des les the and for'
  ).split(' '),
);

/** Whether a tender's text has one of the excluded words (whole words, accents and case ignored). */
export const hasExcludedWord = (text: string, exclusions: string[]): boolean => {
  const words = new Set(fold(text).match(/[a-z0-9]+/g) ?? []);
  return exclusions.some((exclusion) => {
    const parts = fold(exclusion).match(/[a-z0-9]+/g) ?? [];
    return parts.length > 0 && parts.every((part) => words.has(part));
  });
};

const suggestionsOf = (title: string, query: string, exclusions: string[]): string[] => {
  const asked = new Set(fold(query).match(/[a-z0-9]+/g) ?? []);
  const excluded = new Set(exclusions.map(fold));
  const words: string[] = [];
  for (const word of title.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const folded = fold(word);
    if (
      folded.length < 4 ||
      /^\d+$/.test(folded) ||
      STOP.has(folded) ||
      asked.has(folded) ||
      excluded.has(folded)
    )
      continue;
    if (!words.some((item) => fold(item) === folded)) words.push(word.toLowerCase());
  }
  return words.slice(0, 3);
};

export const markNotRelevant = async (
  db: Db,
  userId: string,
  id: string,
  language: Language,
): Promise<NotRelevantResponse> => {
  const row = await notificationToHide(db, userId, id);
  if (!row) throw new AppError('not_found', 'alerts.notificationNotFound');
  await hideNotification(db, id);
  if (!row.search_id || row.name === null)
    return { hidden: true, saved_search: null, suggested_exclusions: [] };
  const title = (language === 'fra' ? (row.title_fr ?? row.title_en) : (row.title_en ?? row.title_fr)) ?? '';
  const exclusions = row.exclusions ?? [];
  return {
    hidden: true,
    saved_search: { id: row.search_id, name: row.name, exclusions },
    suggested_exclusions: suggestionsOf(title, row.query ?? '', exclusions),
  };
};

/** Why a saved search alerted a tender: the query's words it contains, the codes it matched, or its meaning. */
export const whyMatched = (query: string, hit: SearchHit): MatchReason => {
  const text = new Set(fold(`${hit.title} ${hit.description}`).match(/[a-z0-9]+/g) ?? []);
  const words = [...new Set(query.match(/[\p{L}\p{N}]+/gu) ?? [])].filter(
    (word) => word.length >= 3 && text.has(fold(word)),
  );
  return {
    words,
    codes: hit.matched_commodities.map((commodity) => `${commodity.code} ${commodity.label}`),
    meaning: hit.matched_by.includes('semantic') && words.length === 0,
  };
};
