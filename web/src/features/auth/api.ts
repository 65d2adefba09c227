import type { ErrorBody, LoginBody, LoginResponse, RegisterBody } from '@tenderscout/domain';
import { apiRequest } from '../../lib/api-client';
import { startDemoSession } from '../../lib/auth/api';

/** Starting a session: the sign-in screen's calls. The session itself lives in lib/auth. */
export const authApi = {
  login: (body: LoginBody) => apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body }),
  /** 200 with a session in open registration; 202 `{ detail }` when the account awaits approval. */
  register: (body: RegisterBody) =>
    apiRequest<LoginResponse | ErrorBody>('/api/auth/register', { method: 'POST', body }),
  /** The link of the registration e-mail: the registration then waits for an administrator. */
  confirmRegistration: (token: string) =>
    apiRequest<ErrorBody>('/api/auth/register/confirm', { method: 'POST', body: { token } }),
  /** 'Try Demo Account': a private, short-lived copy of the demo account for this visitor. */
  demo: startDemoSession,
};

export const isLoginResponse = (value: LoginResponse | ErrorBody): value is LoginResponse =>
  'access_token' in value;
