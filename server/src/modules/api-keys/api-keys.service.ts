import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_PREFIX,
  type ApiKey,
  type CreatedApiKey,
  type FeatureFlags,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { assertMayCreateApiKey } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import { apiKeysStore, type ApiKeyRow } from './api-keys.store';

// The list shows the prefix and the first 8 random characters: enough to tell keys apart, useless to an attacker.
const PREVIEW_LENGTH = API_KEY_PREFIX.length + 8;

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** True for strings shaped like our keys (the auth plugin uses it to tell a key from a JWT). */
export const looksLikeApiKey = (value: string): boolean => value.startsWith(API_KEY_PREFIX);

const presentApiKey = (row: ApiKeyRow): ApiKey => ({
  name: row.name,
  key_preview: row.key_preview,
  created_at: row.created_at.toISOString(),
  last_used: row.last_used ? row.last_used.toISOString() : null,
});

/** The user a presented key belongs to, recording its use; undefined for an unknown or deleted key. */
export const findApiKeyOwner = async (db: Db, key: string): Promise<string | undefined> =>
  (await apiKeysStore.useByHash(db, hashApiKey(key)))?.user_id;

export const listApiKeys = async (db: Db, userId: string): Promise<ApiKey[]> =>
  (await apiKeysStore.listForUser(db, userId)).map(presentApiKey);

export const createApiKey = async (
  db: Db,
  options: { userId: string; featureFlags: FeatureFlags; isDemo: boolean; name: string | undefined },
): Promise<CreatedApiKey> => {
  assertMayCreateApiKey(options);
  const name = options.name?.trim() ?? '';
  if (name === '') throw new AppError('validation', 'apiKeys.nameRequired');
  if (name.length > API_KEY_NAME_MAX_LENGTH) throw new AppError('validation', 'apiKeys.nameTooLong');
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await apiKeysStore.insert(db, {
    userId: options.userId,
    name,
    keyHash: hashApiKey(key),
    keyPreview: `${key.slice(0, PREVIEW_LENGTH)}...`,
  });
  if (!row) throw new AppError('conflict', 'apiKeys.duplicateName', { params: { name } });
  return { ...presentApiKey(row), api_key: key };
};

export const deleteApiKey = async (db: Db, userId: string, name: string): Promise<void> => {
  if (!(await apiKeysStore.deleteByName(db, userId, name))) {
    throw new AppError('not_found', 'apiKeys.notFound', { params: { name } });
  }
};
