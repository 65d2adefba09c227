import type {
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
  me: () => apiRequest<User>('/api/auth/me'),
  updateMe: (body: UpdateProfileBody) => apiRequest<User>('/api/auth/me', { method: 'PUT', body }),
};

export const isLoginResponse = (value: LoginResponse | ErrorBody): value is LoginResponse =>
  'access_token' in value;
