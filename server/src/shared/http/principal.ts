import type { FeatureFlags } from '@tenderscout/domain';

/** Who is calling: set on every request by the auth plugin, null for anonymous callers. */
export interface Principal {
  userId: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  featureFlags: FeatureFlags;
  via: 'token' | 'api_key';
  /** The token's session (null for API keys): sign-out and password changes revoke sessions. */
  sessionId: string | null;
  /** The demo account or a visitor's copy of it: a sandbox that cannot mint API keys. */
  isDemo: boolean;
  /** The caller's organization (every account has exactly one) and their role in it. */
  orgId: string;
  orgRole: 'owner' | 'member' | 'viewer';
}
