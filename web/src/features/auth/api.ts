import type {
  ChangePasswordBody,
  LoginBody,
  LoginResponse,
  RegisterBody,
  UpdateProfileBody,
  User,
  ErrorBody,
} from '@tenderscout/domain';
import { apiRequest } from '../../lib/api-client';

export const authApi = {
  login: (body: LoginBody) => apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body }),
  /** 200 with a session in open registration; 202 `{ detail }` when the account awaits approval. */
  register: (body: RegisterBody) =>
    apiRequest<LoginResponse | ErrorBody>('/api/auth/register', { method: 'POST', body }),
  /** 'Try Demo Account': a private, short-lived copy of the demo account for this visitor. */
  demo: () => apiRequest<LoginResponse>('/api/auth/demo', { method: 'POST' }),
  /** Ends the session on the server: the token stops working at once. */
  logout: () => apiRequest<void>('/api/auth/logout', { method: 'POST', timeoutMs: 3000 }),
  /** Changes the password; the user's other sessions are signed out. */
  changePassword: (body: ChangePasswordBody) =>
    apiRequest<ErrorBody>('/api/auth/password', { method: 'PUT', body }),
  me: () => apiRequest<User>('/api/auth/me'),
  updateMe: (body: UpdateProfileBody) => apiRequest<User>('/api/auth/me', { method: 'PUT', body }),
};

export const isLoginResponse = (value: LoginResponse | ErrorBody): value is LoginResponse =>
  'access_token' in value;
