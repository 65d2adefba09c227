import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { UserRow } from './users.store';

/** One row per issued bearer token: a token is accepted only while its row exists and has not expired. */
export const sessionsStore = {
  async create(db: Db, userId: string, expiresAt: Date): Promise<string> {
    const row = await db
      .insertInto('sessions')
      .values({ user_id: userId, expires_at: expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** The user of a live session, read in one statement with the session. */
  async findUser(db: Db, sessionId: string, userId: string): Promise<UserRow | undefined> {
    return db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .where('sessions.id', '=', sessionId)
      .where('sessions.user_id', '=', userId)
      .where('sessions.expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
  },

  async delete(db: Db, sessionId: string): Promise<void> {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  },

  /** Revokes every session of a user, or every one but `exceptId`. */
  async deleteForUser(db: Db, userId: string, exceptId?: string): Promise<void> {
    let query = db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptId) query = query.where('id', '<>', exceptId);
    await query.execute();
  },

  async sweep(db: Db): Promise<void> {
    await db
      .deleteFrom('sessions')
      .where('expires_at', '<', sql<Date>`now()`)
      .execute();
  },
};
