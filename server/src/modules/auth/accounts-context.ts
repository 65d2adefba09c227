import type { FeatureFlags } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import type { TokenSigner } from './accounts/tokens';
import type { QueueAccountMail } from './accounts/account-mail';
import type { DeviceProof } from './device-proof';

/**
 * What the accounts services need from the app: the store, the token signer, the account settings and the API
 * key lookup, which the composition root lends from the api-keys feature.
 */
export interface AccountsContext {
  db: Db;
  signer: TokenSigner;
  defaultFlags: FeatureFlags;
  registrationMode: 'approval' | 'open';
  /** Sign-ups allowed per address and per e-mail in 15 minutes. */
  registrationsPer15Minutes: number;
  demoAccount: 'on' | 'off';
  /**
   * The web app's origin for the links in account e-mails: PUBLIC_URL, else this server's address. Never the
   * request's Host header, which a caller could point at their own site to catch a registration link.
   */
  origin: string;
  /** Queues an account e-mail (registration link, notices, approval) for delivery, lent by the alerts feature. */
  queueMail: QueueAccountMail;
  /** Proofs that a device signed in to an account before (device-proof.ts). */
  devices: DeviceProof;
  /** Removes stored upload files (a deleted demo copy's), lent by the documents feature. */
  removeStoredFiles: (storagePaths: string[]) => Promise<void>;
  /**
   * The owner of a presented API key, recording its use; undefined for an unknown key: the api-keys feature's,
   * lent by the auth plugin.
   */
  findApiKeyOwner: (db: Db, key: string) => Promise<string | undefined>;
}
