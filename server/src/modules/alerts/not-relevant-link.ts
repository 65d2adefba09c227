import {
  pickLanguage,
  type Language,
  type NotRelevantExcludeResponse,
  type NotRelevantLink,
  type NotRelevantResponse,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isNotRelevantTokenValid, notificationIdOfNotRelevantToken } from './alert-tokens';
import { markNotRelevant } from './not-relevant';
import { hideMailSiblings, notificationOfLink, setSearchExclusions } from './not-relevant.store';

/**
 * "Not relevant" as a link in an alert mail. The signed, expiring token names one notification of one user; no
 * sign-in. Reading the link (GET, as a mail scanner would) changes nothing; the page's button (POST) hides the
 * item, with the other sources' items of the same tender in the same mail, and offers the words to exclude from
 * the saved search that found it. Acting twice is harmless: the item stays hidden.
 */

export interface LinkContext {
  db: Db;
  secret: Uint8Array;
}

const MAX_EXCLUSIONS = 20;

const invalid = () => new AppError('not_found', 'alerts.invalidNotRelevantLink');

/** The notification the token names, once its signature, owner and expiry are checked. */
const notificationOf = async ({ db, secret }: LinkContext, token: string) => {
  const id = notificationIdOfNotRelevantToken(token);
  if (!id) throw invalid();
  const row = await notificationOfLink(db, id);
  if (!row || !isNotRelevantTokenValid(secret, token, { id: row.id, userId: row.user_id })) throw invalid();
  return row;
};

const searchOf = (row: {
  search_id: string | null;
  search_name: string | null;
  exclusions: string[] | null;
}) =>
  row.search_id && row.search_name !== null
    ? { id: row.search_id, name: row.search_name, exclusions: row.exclusions ?? [] }
    : null;

export const describeNotRelevantLink = async (
  context: LinkContext,
  token: string,
  language: Language,
): Promise<NotRelevantLink> => {
  const row = await notificationOf(context, token);
  return {
    tender_id: row.tender_id,
    title: pickLanguage(language, row.title_en, row.title_fr) ?? row.tender_id,
    hidden: row.hidden_at !== null,
    saved_search: searchOf(row),
  };
};

export const actOnNotRelevantLink = async (
  context: LinkContext,
  token: string,
  language: Language,
): Promise<NotRelevantResponse> => {
  const row = await notificationOf(context, token);
  const answer = await markNotRelevant(context.db, row.user_id, row.id, language);
  // The same tender's items of the other sources in this mail (one mail named every reason): hidden too.
  if (row.mail_id !== null) await hideMailSiblings(context.db, { ...row, mail_id: row.mail_id });
  return answer;
};

/** Adds a word to the exclusions of the saved search that found the item (undone in Alerts). */
export const excludeFromLink = async (
  context: LinkContext,
  token: string,
  word: string,
): Promise<NotRelevantExcludeResponse> => {
  const row = await notificationOf(context, token);
  const search = searchOf(row);
  if (!search) throw new AppError('conflict', 'alerts.noSearchToRefine');
  const known = search.exclusions.some((item) => item.toLowerCase() === word.toLowerCase());
  if (!known && search.exclusions.length >= MAX_EXCLUSIONS)
    throw new AppError('conflict', 'alerts.tooManyExclusions');
  const exclusions = known ? search.exclusions : [...search.exclusions, word.toLowerCase()];
  await setSearchExclusions(context.db, row.user_id, search.id, exclusions);
  return { saved_search: { ...search, exclusions } };
};
