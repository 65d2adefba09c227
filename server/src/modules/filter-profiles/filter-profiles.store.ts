import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { FilterProfilesTable } from './filter-profiles.tables';

export type FilterProfileRow = Selectable<FilterProfilesTable>;

/** SQL only: a user's saved dashboard filter sets. Every query is scoped to the owner. */
export const filterProfilesStore = {
  /** Most recently used first, then newest. */
  listForUser: (db: Db, userId: string): Promise<FilterProfileRow[]> =>
    db
      .selectFrom('filter_profiles')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('last_used_at', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute(),

  find: (db: Db, userId: string, id: string): Promise<FilterProfileRow | undefined> =>
    db
      .selectFrom('filter_profiles')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /**
   * Locks the owner's row until the transaction ends, so two saves at once cannot both pass the 3-profile
   * limit or the unique-name check.
   */
  lockUser: async (db: Db, userId: string): Promise<boolean> =>
    (await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst()) !==
    undefined,

  countForUser: async (db: Db, userId: string): Promise<number> => {
    const row = await db
      .selectFrom('filter_profiles')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** A profile of this user with the same name (ignoring case and spaces), other than `exceptId`. */
  nameTaken: async (db: Db, userId: string, name: string, exceptId?: string): Promise<boolean> => {
    let query = db
      .selectFrom('filter_profiles')
      .select('id')
      .where('user_id', '=', userId)
      .where(sql`lower(btrim(name))`, '=', name.trim().toLowerCase());
    if (exceptId) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  insert: (
    db: Db,
    values: { userId: string; name: string; description: string; filters: unknown },
  ): Promise<FilterProfileRow> =>
    db
      .insertInto('filter_profiles')
      .values({
        user_id: values.userId,
        name: values.name,
        description: values.description,
        filters: JSON.stringify(values.filters),
      })
      .returningAll()
      .executeTakeFirstOrThrow(),

  update: (
    db: Db,
    userId: string,
    id: string,
    changes: { name?: string; description?: string; filters?: unknown },
  ): Promise<FilterProfileRow | undefined> =>
    db
      .updateTable('filter_profiles')
      .set({
        // Always one column to set: an empty PATCH ({}) is a valid no-op, not an empty UPDATE.
        user_id: userId,
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        ...(changes.filters !== undefined ? { filters: JSON.stringify(changes.filters) } : {}),
      })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),

  /** Marks a profile used now (applying it); `clock_timestamp()` so two applies in one transaction differ. */
  touch: (db: Db, userId: string, id: string): Promise<FilterProfileRow | undefined> =>
    db
      .updateTable('filter_profiles')
      .set({ last_used_at: sql<Date>`clock_timestamp()` })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),

  delete: async (db: Db, userId: string, id: string): Promise<boolean> => {
    const result = await db
      .deleteFrom('filter_profiles')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
