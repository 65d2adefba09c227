import { hasFeatureFlag, type FeatureFlag } from '@tenderscout/domain';
import { createContext, useContext } from 'react';
import type { Session, SessionUser } from './session';

export interface AuthState {
  user: SessionUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  signIn: (session: Session, expiresAtMs?: number) => void;
  signOut: () => void;
  /** Replaces the kept user (after a profile edit, a flag toggle, onboarding). */
  updateUser: (user: SessionUser) => void;
}

export const AuthContext = createContext<AuthState | null>(null);

export const useAuth = (): AuthState => {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
};

/** A flag is on only when it is exactly true. */
export const useFeatureFlag = (flag: FeatureFlag): boolean =>
  hasFeatureFlag(useAuth().user?.feature_flags, flag);
