import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** SQL only: the pending matches the alert mails take, and their mail state. */

export interface PendingRow {
  id: string;
  user_id: string;
  tender_id: string;
  kind: string;
  details: unknown;
  saved_search_id: string | null;
  search_name: string | null;
  search_created_at: Date | null;
}

/** The pending matches as the mails need them: with their source's name and age. */
const pendingMatches = (db: Db) =>
  db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('saved_searches as s', 's.id', 'n.saved_search_id')
    .select([
      'n.id',
      'n.user_id',
      'n.tender_id',
      'n.kind',
      'n.details',
      'n.saved_search_id',
      's.name as search_name',
      's.created_at as search_created_at',
    ])
    .where('n.mail_state', '=', 'pending')
    .orderBy('n.created_at')
    .orderBy('n.id');

/** Every pending match whose source mails at once. */
export const pendingInstant = (db: Db): Promise<PendingRow[]> =>
  pendingMatches(db)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('n.kind', '=', 'new_match'),
          eb('s.frequency', '=', 'instant'),
          sql<boolean>`'email' = ANY(s.channels)`,
        ]),
        eb.and([eb('n.kind', '=', 'company_match'), eb('u.company_alert_frequency', '=', 'instant')]),
      ]),
    )
    .execute();

/** The pending matches of one saved search (its digest). */
export const pendingOfSearch = (db: Db, savedSearchId: string): Promise<PendingRow[]> =>
  pendingMatches(db).where('n.saved_search_id', '=', savedSearchId).execute();

/** One user's pending company-profile matches (their company digest). */
export const pendingCompanyMatches = (db: Db, userId: string): Promise<PendingRow[]> =>
  pendingMatches(db).where('n.user_id', '=', userId).where('n.kind', '=', 'company_match').execute();

/** The notifications `ids` are queued in mail `mailId`. */
export const markQueuedIn = async (db: Db, ids: string[], mailId: number): Promise<void> => {
  await db
    .updateTable('notifications')
    .set({ mail_state: 'queued', mail_id: mailId })
    .where('id', 'in', ids)
    .execute();
};

/** The notifications `ids` are done with, no mail going (the recipient gets none). */
export const markQueuedWithoutMail = async (db: Db, ids: string[]): Promise<void> => {
  await db.updateTable('notifications').set({ mail_state: 'queued' }).where('id', 'in', ids).execute();
};

/** Claims the still-pending notifications of `ids`; answers the ids claimed. */
export const claimPending = async (db: Db, ids: string[]): Promise<string[]> =>
  (
    await db
      .updateTable('notifications')
      .set({ mail_state: 'queued' })
      .where('id', 'in', ids)
      .where('mail_state', '=', 'pending')
      .returning('id')
      .execute()
  ).map((row) => row.id);
