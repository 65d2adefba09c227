import type { ApiKeysResponse, CreatedApiKey } from '@tenderscout/domain';
import { apiRequest } from '../../lib/api-client';

export const apiKeysApi = {
  list: () => apiRequest<ApiKeysResponse>('/api/auth/api-keys'),
  create: (name: string) =>
    apiRequest<CreatedApiKey>('/api/auth/api-key', { method: 'POST', query: { name } }),
  remove: (name: string) =>
    apiRequest<undefined>(`/api/auth/api-key/${encodeURIComponent(name)}`, { method: 'DELETE' }),
};

export const apiKeysQueryKey = ['api-keys'] as const;
