import type { LoginResponse } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import type { OrgMail } from './org-mail';

/** What the organization feature borrows from others, lent by the composition root (feature-sources.ts). */
export interface OrgSources {
  /** Queues a mail in the app's outbox (delivered by the alert job: SMTP or files). */
  queueMail(db: Db, mail: OrgMail): Promise<void>;
  /** Signs an account in: a new session, as a sign-in answers. */
  issueSession(userId: string): Promise<LoginResponse>;
  /** Whether a new password is too weak (the sign-up rules). */
  isWeakPassword(password: string, userInputs: string[]): boolean;
}

/** The feature's dependencies: the store, the link signing secret, the app's public address and its sources. */
export interface OrgContext extends OrgSources {
  readonly db: Db;
  secret: Uint8Array;
  origin: string;
}

/** How long an invitation link works. */
export const INVITATION_LIFETIME_HOURS = 7 * 24;
