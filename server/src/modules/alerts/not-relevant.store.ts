import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** SQL only: hiding an alert as not relevant, from the app or from a mail's link, and refining its search. */

/** The user's notification with its tender's title and the saved search that found it. */
export const notificationToHide = async (db: Db, userId: string, id: string) =>
  db
    .selectFrom('notifications as n')
    .innerJoin('tenders as t', 't.id', 'n.tender_id')
    .leftJoin('saved_searches as s', 's.id', 'n.saved_search_id')
    .select(['n.id', 't.title_en', 't.title_fr', 's.id as search_id', 's.name', 's.query', 's.exclusions'])
    .where('n.id', '=', id)
    .where('n.user_id', '=', userId)
    .executeTakeFirst();

export const hideNotification = async (db: Db, id: string): Promise<void> => {
  await db
    .updateTable('notifications')
    .set({ hidden_at: sql<Date>`now()`, read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .execute();
};

/** The notification a not-relevant link names, whoever owns it (the token is checked against the owner). */
export const notificationOfLink = async (db: Db, id: string) =>
  db
    .selectFrom('notifications as n')
    .innerJoin('tenders as t', 't.id', 'n.tender_id')
    .leftJoin('saved_searches as s', 's.id', 'n.saved_search_id')
    .select([
      'n.id',
      'n.user_id',
      'n.tender_id',
      'n.mail_id',
      'n.hidden_at',
      't.title_en',
      't.title_fr',
      's.id as search_id',
      's.name as search_name',
      's.exclusions',
    ])
    .where('n.id', '=', id)
    .executeTakeFirst();

/** Hides the same tender's notifications of the user that went out in mail `mailId`. */
export const hideMailSiblings = async (
  db: Db,
  row: { user_id: string; tender_id: string; mail_id: number },
): Promise<void> => {
  await db
    .updateTable('notifications')
    .set({ hidden_at: sql<Date>`coalesce(hidden_at, now())`, read_at: sql<Date>`coalesce(read_at, now())` })
    .where('user_id', '=', row.user_id)
    .where('tender_id', '=', row.tender_id)
    .where('mail_id', '=', row.mail_id)
    .execute();
};

export const setSearchExclusions = async (
  db: Db,
  userId: string,
  savedSearchId: string,
  exclusions: string[],
): Promise<void> => {
  await db
    .updateTable('saved_searches')
    .set({ exclusions })
    .where('id', '=', savedSearchId)
    .where('user_id', '=', userId)
    .execute();
};
