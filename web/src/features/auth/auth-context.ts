import { createContext, useContext } from 'react';
import type { Session, SessionUser } from './session';

export interface AuthState {
  user: SessionUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  signIn(session: Session, expiresAtMs?: number): void;
  signOut(): void;
}

export const AuthContext = createContext<AuthState | null>(null);

export const useAuth = (): AuthState => {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
};
