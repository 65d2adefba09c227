import type { FeedbackStatus, FeedbackType } from '@tenderscout/domain';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { FeedbackTable } from './feedback.tables';

export type FeedbackRow = Selectable<FeedbackTable> & {
  user_name: string | null;
  user_email: string | null;
};

export interface FeedbackFilter {
  status: FeedbackStatus | 'all';
  type?: FeedbackType;
}

const withSender = (db: Db) =>
  db
    .selectFrom('feedback')
    .leftJoin('users', 'users.id', 'feedback.user_id')
    .selectAll('feedback')
    .select(['users.name as user_name', 'users.email as user_email']);

/** SQL for the feedback table only; rows out as stored (the presenter shapes them). */
export const feedbackStore = {
  insert: async (db: Db, row: Insertable<FeedbackTable>): Promise<{ id: string; created_at: Date }> =>
    db.insertInto('feedback').values(row).returning(['id', 'created_at']).executeTakeFirstOrThrow(),

  findById: (db: Db, id: string): Promise<FeedbackRow | undefined> =>
    withSender(db).where('feedback.id', '=', id).executeTakeFirst(),

  list: async (db: Db, filter: FeedbackFilter, page: { limit: number; offset: number }) => {
    let query = withSender(db);
    if (filter.status !== 'all') query = query.where('feedback.status', '=', filter.status);
    if (filter.type) query = query.where('feedback.type', '=', filter.type);
    return query
      .orderBy('feedback.created_at', 'desc')
      .orderBy('feedback.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  },

  /** Rows per status for the same type filter, in one pass. */
  countByStatus: async (db: Db, type?: FeedbackType) => {
    let query = db
      .selectFrom('feedback')
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere('status', '=', 'open').as('open'),
        eb.fn.countAll<number>().filterWhere('status', '=', 'resolved').as('resolved'),
      ]);
    if (type) query = query.where('type', '=', type);
    const row = await query.executeTakeFirstOrThrow();
    return { open: Number(row.open), resolved: Number(row.resolved) };
  },

  setStatus: async (db: Db, id: string, status: FeedbackStatus, adminId: string): Promise<boolean> => {
    const result = await db
      .updateTable('feedback')
      .set(
        status === 'resolved'
          ? { status, resolved_at: new Date(), resolved_by: adminId }
          : { status, resolved_at: null, resolved_by: null },
      )
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
};
