import type { FeatureFlags, FeatureFlagsPatch } from '@tenderscout/domain';
import { apiRequest } from '../../lib/api-client';

export const flagsApi = {
  /** Sends only the flags that changed; the answer holds all of them. */
  updateFlags: (feature_flags: FeatureFlagsPatch) =>
    apiRequest<{ feature_flags: FeatureFlags }>('/api/auth/feature-flags', {
      method: 'PUT',
      body: { feature_flags },
    }),
};
