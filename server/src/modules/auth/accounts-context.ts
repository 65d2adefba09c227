import type { FeatureFlags } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import type { TokenSigner } from './tokens';

/** What the accounts services need from the app: the store, the token signer and the account settings. */
export interface AccountsContext {
  db: Db;
  signer: TokenSigner;
  defaultFlags: FeatureFlags;
  registrationMode: 'approval' | 'open';
  /** Sign-ups allowed per address and per e-mail in 15 minutes. */
  registrationsPer15Minutes: number;
  demoAccount: 'on' | 'off';
}
