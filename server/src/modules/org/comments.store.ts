import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** SQL of comment mentions: one row per mentioned member, read or not. */
export const mentionsStore = {
  async insert(db: Db, eventId: number, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    await db
      .insertInto('org_mentions')
      .values(userIds.map((userId) => ({ user_id: userId, event_id: eventId })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  },

  /** The caller's mentions in their current organization's pipeline, newest first. */
  async list(db: Db, userId: string, orgId: string, limit: number) {
    return db
      .selectFrom('org_mentions as m')
      .innerJoin('pipeline_events as e', 'e.id', 'm.event_id')
      .leftJoin('users as a', 'a.id', 'e.actor_id')
      .select(['m.event_id', 'e.tender_id', 'a.name as author_name', 'e.body', 'm.created_at', 'm.read_at'])
      .where('m.user_id', '=', userId)
      .where('e.org_id', '=', orgId)
      .orderBy('m.created_at', 'desc')
      .limit(limit)
      .execute();
  },

  async unreadCount(db: Db, userId: string, orgId: string): Promise<number> {
    const row = await db
      .selectFrom('org_mentions as m')
      .innerJoin('pipeline_events as e', 'e.id', 'm.event_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('m.user_id', '=', userId)
      .where('e.org_id', '=', orgId)
      .where('m.read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async markRead(db: Db, userId: string): Promise<void> {
    await db
      .updateTable('org_mentions')
      .set({ read_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
  },
};
