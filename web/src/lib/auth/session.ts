import { isTokenExpired, readTokenExpiry, type User } from '@tenderscout/domain';
import { storageKeys } from '../storage-keys';

/** The signed-in user as the client keeps it. Older stored copies may lack fields. */
export type SessionUser = Pick<User, 'name' | 'email' | 'role'> &
  Partial<Omit<User, 'name' | 'email' | 'role'>>;

export interface Session {
  token: string;
  user: SessionUser;
}

export const clearSession = (): void => {
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.user);
  localStorage.removeItem(storageKeys.tokenExpiry);
};

/** Authenticated only with both token and user and an unexpired token; else cleared. */
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

/** The token's expiry in ms since the epoch, or undefined when it has none or cannot be read. */
export const tokenExpiresAtMs = (token: string): number | undefined => {
  try {
    const exp = readTokenExpiry(token);
    return exp === null ? undefined : exp * 1000;
  } catch (error) {
    console.error('Could not decode the session token', error);
    return undefined;
  }
};

/** On sign-in any previous credentials are cleared first, then token, user and tokenExpiry are stored. */
export const writeSession = (
  session: Session,
  expiresAtMs: number | undefined = tokenExpiresAtMs(session.token),
) => {
  clearSession();
  localStorage.setItem(storageKeys.token, session.token);
  localStorage.setItem(storageKeys.user, JSON.stringify(session.user));
  if (expiresAtMs !== undefined) localStorage.setItem(storageKeys.tokenExpiry, String(expiresAtMs));
};

/** Replaces the stored user (after /me, a profile edit, a flag toggle) and keeps the token. */
export const writeSessionUser = (user: SessionUser): void => {
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
};
