import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export type ApiKeyRow = Selectable<Database['api_keys']>;

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export const apiKeysStore = {
  async listForUser(db: Db, userId: string): Promise<ApiKeyRow[]> {
    return db
      .selectFrom('api_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('name')
      .execute();
  },

  /** Returns undefined when this user already has a key with that name. */
  async insert(
    db: Db,
    key: { userId: string; name: string; keyHash: string; keyPreview: string },
  ): Promise<ApiKeyRow | undefined> {
    try {
      return await db
        .insertInto('api_keys')
        .values({ user_id: key.userId, name: key.name, key_hash: key.keyHash, key_preview: key.keyPreview })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  },

  async deleteByName(db: Db, userId: string, name: string): Promise<boolean> {
    const result = await db
      .deleteFrom('api_keys')
      .where('user_id', '=', userId)
      .where('name', '=', name)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },

  /** Finds a key by its hash and records the use in the same statement. */
  async useByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
    return db
      .updateTable('api_keys')
      .set({ last_used: sql<Date>`now()` })
      .where('key_hash', '=', keyHash)
      .returningAll()
      .executeTakeFirst();
  },
};
