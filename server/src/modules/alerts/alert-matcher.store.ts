import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** SQL only: the matching pass's reads and writes (its window, fresh notices, saved tenders, digests). */

/** Titles and descriptions of `ids` (a saved search's exclusions are matched against them). */
export const tenderTexts = async (db: Db, ids: string[]) =>
  db
    .selectFrom('tenders')
    .select(['id', 'title_en', 'title_fr', 'description_en', 'description_fr'])
    .where('id', 'in', ids.length > 0 ? ids : [''])
    .execute();

export const markSearchNotified = async (db: Db, savedSearchId: string): Promise<void> => {
  await db
    .updateTable('saved_searches')
    .set({ last_notified_at: sql<Date>`now()` })
    .where('id', '=', savedSearchId)
    .execute();
};

/** Saved tenders closing within 3 days, and whether within 1 day. */
export const savedTendersClosingSoon = async (db: Db) =>
  (
    await sql<{ tender_id: string; user_id: string; within_one_day: boolean }>`
    SELECT b.tender_id, b.user_id, t.closing_at <= now() + interval '1 day' AS within_one_day
    FROM bookmarks b JOIN tenders t ON t.id = b.tender_id
    WHERE t.closing_at > now() AND t.closing_at <= now() + interval '3 days'
      AND t.status = 'open'`.execute(db)
  ).rows;

/** The notifications `ids` went out in mail `mailId`. */
export const attachMail = async (db: Db, ids: string[], mailId: number): Promise<void> => {
  await db.updateTable('notifications').set({ mail_id: mailId }).where('id', 'in', ids).execute();
};

/** The saved search, locked for its digest (undefined when another instance holds it). */
export const lockSavedSearch = async (trx: Db, id: string) =>
  trx
    .selectFrom('saved_searches')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();

export const markDigestSent = async (trx: Db, id: string, at: Date): Promise<void> => {
  await trx.updateTable('saved_searches').set({ last_digest_at: at }).where('id', '=', id).execute();
};

/** The pass's window: from the cursor less `overlapMinutes` until now (no row before the first pass). */
export const matchWindow = async (db: Db, overlapMinutes: number) =>
  (
    await sql<{ from: Date; until: Date }>`
    SELECT matched_until - make_interval(mins => ${overlapMinutes}) AS "from", now() AS until
    FROM alert_cursor WHERE id = 1`.execute(db)
  ).rows[0];

/** The notices first seen in (from, until]. */
export const tendersFirstSeen = async (db: Db, from: Date, until: Date) =>
  db
    .selectFrom('tenders')
    .select(['id', 'first_seen_at'])
    .where('first_seen_at', '>', from)
    .where('first_seen_at', '<=', until)
    .execute();

export const advanceMatchCursor = async (db: Db, until: Date): Promise<void> => {
  await sql`UPDATE alert_cursor SET matched_until = GREATEST(matched_until, ${until}::timestamptz), updated_at = now()
    WHERE id = 1`.execute(db);
};

export interface AmendmentCandidate {
  version_id: number;
  tender_id: string;
  amendment: number;
  user_id: string;
  amendment_alerts: string;
}

/** Versions recorded in (from, until] of tenders a user had saved before, with that user's setting. */
export const amendmentCandidates = async (db: Db, from: Date, until: Date): Promise<AmendmentCandidate[]> =>
  (
    await sql<AmendmentCandidate>`
    SELECT v.id AS version_id, v.tender_id, v.replaced_by_amendment AS amendment, b.user_id, u.amendment_alerts
    FROM tender_versions v
    JOIN bookmarks b ON b.tender_id = v.tender_id AND b.created_at < v.recorded_at
    JOIN users u ON u.id = b.user_id
    WHERE v.recorded_at > ${from} AND v.recorded_at <= ${until}`.execute(db)
  ).rows;

/** The columns an e-mail lists of the tenders `ids`. */
export const mailTenderRows = async (db: Db, ids: string[]) =>
  db
    .selectFrom('tenders')
    .select([
      'id',
      'title_en',
      'title_fr',
      'organization_en',
      'organization_fr',
      'closing_at',
      'regions',
      'regions_delivery_en',
      'regions_delivery_fr',
    ])
    .where('id', 'in', ids)
    .execute();
