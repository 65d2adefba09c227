import type { AdminActionResponse, ErrorBody, UsersResponse } from '@tenderscout/domain';
import { apiRequest } from '../../lib/api-client';

const userPath = (email: string) => `/api/auth/admin/users/${encodeURIComponent(email)}`;

export const usersApi = {
  listUsers: () => apiRequest<UsersResponse>('/api/auth/admin/users'),
  approve: (email: string) =>
    apiRequest<AdminActionResponse>(`${userPath(email)}/approve`, { method: 'PUT' }),
  reject: (email: string) => apiRequest<AdminActionResponse>(`${userPath(email)}/reject`, { method: 'PUT' }),
  suspend: (email: string) =>
    apiRequest<AdminActionResponse>(`${userPath(email)}/suspend`, { method: 'PUT' }),
  reinstate: (email: string) =>
    apiRequest<AdminActionResponse>(`${userPath(email)}/reinstate`, { method: 'PUT' }),
  remove: (email: string) => apiRequest<ErrorBody>(userPath(email), { method: 'DELETE' }),
};

export const adminUsersQueryKey = ['admin', 'users'] as const;
