import { resolveFeatureFlags, type FeatureFlags, type User } from '@tenderscout/domain';
import type { UserRow } from './users.store';

/** The JSON contract of a user, apart from the table's shape. */
export const presentUser = (row: UserRow, defaultFlags: FeatureFlags): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  role: row.role,
  account_status: row.account_status,
  created_at: row.created_at.toISOString(),
  last_login: row.last_login ? row.last_login.toISOString() : null,
  feature_flags: resolveFeatureFlags(row.feature_flags, defaultFlags),
  onboarding_complete: row.onboarding_complete,
  language: row.preferred_language,
  demo_expires_at: row.demo_expires_at ? row.demo_expires_at.toISOString() : null,
});
