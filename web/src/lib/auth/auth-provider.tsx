import { TOKEN_EXPIRY_MARGIN_SECONDS } from '@tenderscout/domain';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { UNAUTHORIZED_EVENT } from '../api-client';
import { accountApi } from './api';
import { AuthContext, type AuthState } from './auth-context';
import { useLanguageSync } from './language-sync';
import {
  clearSession,
  readSession,
  tokenExpiresAtMs,
  writeSession,
  writeSessionUser,
  type Session,
  type SessionUser,
} from './session';

// setTimeout cannot wait longer than ~24.8 days; tokens live 8 hours, so this only guards odd tokens.
const MAX_TIMER_MS = 2_147_483_647;

export const AuthProvider = ({ children }: { children: ReactNode }) => {
  // Storage is synchronous, so the stored session is known on the first render.
  const [session, setSession] = useState<Session | null>(readSession);
  const isLoading = false;
  const token = session?.token;

  const signOut = useCallback(() => {
    clearSession();
    setSession(null);
  }, []);

  useEffect(() => {
    // Any 401 from the API ends the session; the route guard then sends the user to /login.
    window.addEventListener(UNAUTHORIZED_EVENT, signOut);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, signOut);
  }, [signOut]);

  useEffect(() => {
    // The session ends by itself when the token reaches the 5-minute margin.
    if (!token) return;
    const expiresAt = tokenExpiresAtMs(token);
    if (expiresAt === undefined) return;
    const wait = expiresAt - TOKEN_EXPIRY_MARGIN_SECONDS * 1000 - Date.now();
    const timer = setTimeout(signOut, Math.min(Math.max(wait, 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [token, signOut]);

  useEffect(() => {
    // The kept user may be stale (flags or role changed elsewhere): refresh it once per session.
    if (!token) return;
    let isCurrent = true;
    accountApi
      .me()
      .then((user) => {
        if (!isCurrent) return;
        writeSessionUser(user);
        setSession((current) => (current?.token === token ? { token, user } : current));
      })
      .catch((error: unknown) => console.error('Could not refresh the signed-in user', error));
    return () => {
      isCurrent = false;
    };
  }, [token]);

  const signIn = useCallback((next: Session, expiresAtMs?: number) => {
    writeSession(next, expiresAtMs);
    setSession(next);
  }, []);

  const updateUser = useCallback((user: SessionUser) => {
    writeSessionUser(user);
    setSession((current) => (current ? { ...current, user } : current));
  }, []);

  useLanguageSync(session?.user ?? null, updateUser);

  const value = useMemo<AuthState>(
    () => ({
      user: session?.user ?? null,
      isAuthenticated: session !== null,
      isLoading,
      signIn,
      signOut,
      updateUser,
    }),
    [session, isLoading, signIn, signOut, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
};
