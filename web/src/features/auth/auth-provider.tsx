import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { UNAUTHORIZED_EVENT } from '../../lib/api-client';
import { AuthContext, type AuthState } from './auth-context';
import { clearSession, readSession, writeSession, type Session } from './session';

export const AuthProvider = ({ children }: { children: ReactNode }) => {
  // Storage is synchronous, so the stored session is known on the first render.
  const [session, setSession] = useState<Session | null>(readSession);
  const isLoading = false;

  useEffect(() => {
    // Any 401 from the API ends the session; the route guard then sends the user to /login.
    const onUnauthorized = () => {
      clearSession();
      setSession(null);
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, []);

  const signIn = useCallback((next: Session, expiresAtMs?: number) => {
    writeSession(next, expiresAtMs);
    setSession(next);
  }, []);

  const signOut = useCallback(() => {
    clearSession();
    setSession(null);
  }, []);

  const value = useMemo<AuthState>(
    () => ({ user: session?.user ?? null, isAuthenticated: session !== null, isLoading, signIn, signOut }),
    [session, isLoading, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
};
