import type { Db } from '../../db/database';

/** The stored versions of one notice, oldest first: each is the notice as it was before an update. */
export const amendmentHistoryStore = {
  listVersions: (db: Db, tenderId: string) =>
    db
      .selectFrom('tender_versions')
      .select([
        'id',
        'amendment_number',
        'replaced_by_amendment',
        'amendment_date',
        'recorded_at',
        'snapshot',
      ])
      .where('tender_id', '=', tenderId)
      .orderBy('id', 'asc')
      .execute(),
};
