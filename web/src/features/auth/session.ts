import { isTokenExpired } from '@tenderscout/domain';
import { storageKeys } from '../../lib/storage-keys';

/** The signed-in user as the client keeps it (SPEC.md §3 User). */
export interface SessionUser {
  name: string;
  email: string;
  company?: string | null;
  role: 'user' | 'admin';
  account_status?: string;
  feature_flags?: Record<string, boolean>;
}

export interface Session {
  token: string;
  user: SessionUser;
}

export const clearSession = (): void => {
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.user);
  localStorage.removeItem(storageKeys.tokenExpiry);
};

/** SPEC.md §4: authenticated only with both token and user and an unexpired token; else cleared. */
export const readSession = (now: number = Date.now()): Session | null => {
  const token = localStorage.getItem(storageKeys.token);
  const rawUser = localStorage.getItem(storageKeys.user);
  if (!token || !rawUser || isTokenExpired(token, now)) {
    clearSession();
    return null;
  }
  try {
    return { token, user: JSON.parse(rawUser) as SessionUser };
  } catch {
    clearSession();
    return null;
  }
};

/** On sign-in any previous credentials are cleared first, then token and user are stored. */
export const writeSession = (session: Session, expiresAtMs?: number): void => {
  clearSession();
  localStorage.setItem(storageKeys.token, session.token);
  localStorage.setItem(storageKeys.user, JSON.stringify(session.user));
  if (expiresAtMs !== undefined) localStorage.setItem(storageKeys.tokenExpiry, String(expiresAtMs));
};
