import type {
  ChangePasswordBody,
  ErrorBody,
  LoginResponse,
  UpdateProfileBody,
  User,
} from '@tenderscout/domain';
import { apiRequest } from '../api-client';

/** The signed-in user's own account: what the session and the screens that edit the account call. */
export const accountApi = {
  me: () => apiRequest<User>('/api/auth/me'),
  updateMe: (body: UpdateProfileBody) => apiRequest<User>('/api/auth/me', { method: 'PUT', body }),
  /** Changes the password; the user's other sessions are signed out. */
  changePassword: (body: ChangePasswordBody) =>
    apiRequest<ErrorBody>('/api/auth/password', { method: 'PUT', body }),
  /** Ends the session on the server: the token stops working at once. */
  logout: () => apiRequest<void>('/api/auth/logout', { method: 'POST', timeoutMs: 3000 }),
};

/** 'Try Demo Account': a private, short-lived copy of the demo account for this visitor. */
export const startDemoSession = () => apiRequest<LoginResponse>('/api/auth/demo', { method: 'POST' });
