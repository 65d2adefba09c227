import { resolveFeatureFlags, type FeatureFlags, type FeatureFlagsPatch } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { usersStore } from '../auth';

/** Stores the caller's own flags (only the ones sent change) and answers the effective set. */
export const updateFeatureFlags = async (
  ctx: { db: Db; defaultFlags: FeatureFlags },
  userId: string,
  patch: FeatureFlagsPatch,
): Promise<FeatureFlags> => {
  const changes: Record<string, boolean> = {};
  for (const [flag, value] of Object.entries(patch)) if (typeof value === 'boolean') changes[flag] = value;
  const updated = await usersStore.mergeFeatureFlags(ctx.db, userId, changes);
  if (!updated) throw new AppError('unauthorized', 'auth.accountInactive');
  return resolveFeatureFlags(updated.feature_flags, ctx.defaultFlags);
};
