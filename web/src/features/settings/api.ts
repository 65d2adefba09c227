import type { ApiKeysResponse, CreatedApiKey, FeatureFlags, FeatureFlagsPatch } from '@tenderscout/domain';
import { apiRequest } from '../../lib/api-client';

export const settingsApi = {
  updateFlags: (feature_flags: FeatureFlagsPatch) =>
    apiRequest<{ feature_flags: FeatureFlags }>('/api/auth/feature-flags', {
      method: 'PUT',
      body: { feature_flags },
    }),
  listApiKeys: () => apiRequest<ApiKeysResponse>('/api/auth/api-keys'),
  createApiKey: (name: string) =>
    apiRequest<CreatedApiKey>('/api/auth/api-key', { method: 'POST', query: { name } }),
  deleteApiKey: (name: string) =>
    apiRequest<undefined>(`/api/auth/api-key/${encodeURIComponent(name)}`, { method: 'DELETE' }),
};

export const apiKeysQueryKey = ['api-keys'] as const;
