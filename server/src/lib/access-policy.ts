import type { FeatureFlag, FeatureFlags } from '@tenderscout/domain';
import { AppError } from './app-error';

/**
 * Who may do what. Everything a user keeps (response drafts, saved tenders and reviews, saved searches and their
 * notifications, filter profiles, API keys, uploads) is read and changed through queries scoped to the caller's
 * id, so another user's row answers 404 as if it did not exist. The rules here are the ones that take more than
 * that: how the caller signed in, their role and feature flags, and the few rows that are not simply the
 * caller's own.
 */

/** What the rules read of a caller; the auth plugin's principal carries all of it. */
export interface Caller {
  role: 'user' | 'admin';
  via: 'token' | 'api_key';
  featureFlags: FeatureFlags;
  /** The demo account or a visitor's copy of it. */
  isDemo: boolean;
}

/** The signed-in caller; an anonymous one answers 401. */
export const assertSignedIn = <C extends Caller>(caller: C | null): C => {
  if (!caller) throw new AppError('unauthorized', 'auth.notAuthenticated');
  return caller;
};

/** Account, key and admin calls take a token: an API key acts for its owner on data calls only. */
export const assertSignedInWithToken = <C extends Caller>(caller: C | null): C => {
  const signedIn = assertSignedIn(caller);
  if (signedIn.via === 'api_key') throw new AppError('forbidden', 'auth.apiKeyNotAllowed');
  return signedIn;
};

/** Admin calls: an administrator signed in with a token. */
export const assertAdmin = <C extends Caller>(caller: C | null): C => {
  const signedIn = assertSignedInWithToken(caller);
  if (signedIn.role !== 'admin') throw new AppError('forbidden', 'auth.adminOnly');
  return signedIn;
};

/** A feature is the caller's only when its flag is exactly true. */
export const hasFeature = (caller: Pick<Caller, 'featureFlags'> | null, flag: FeatureFlag): boolean =>
  caller?.featureFlags[flag] === true;

/** 403 `Feature not enabled: <flag>` unless the caller has the feature. */
export const assertFeature = (caller: Pick<Caller, 'featureFlags'>, flag: FeatureFlag): void => {
  if (!hasFeature(caller, flag))
    throw new AppError('forbidden', 'auth.featureNotEnabled', { params: { flag } });
};

/** What the organization rules read of a caller: their role in their organization. */
export interface OrgCaller {
  orgRole: 'owner' | 'member' | 'viewer';
}

/** The organization's shared data (profile, pipeline, comments, shared drafts): owners and members change it. */
export const assertOrgWriter = <C extends OrgCaller>(caller: C): C => {
  if (caller.orgRole === 'viewer') throw new AppError('forbidden', 'org.viewerReadOnly');
  return caller;
};

/** Members, invitations, roles and final drafts: owners only. */
export const assertOrgOwner = <C extends OrgCaller>(caller: C): C => {
  if (caller.orgRole !== 'owner') throw new AppError('forbidden', 'org.ownerOnly');
  return caller;
};

/** Deleting a draft belongs to both the My responses list and the response builder: either feature will do. */
export const assertMayDeleteResponse = (caller: Pick<Caller, 'featureFlags'>): void => {
  if (!hasFeature(caller, 'myResponses')) assertFeature(caller, 'responseBuilder');
};

/**
 * Minting an API key takes the `api_access` feature, and never a demo: a demo is a sandbox for the web app, and a
 * key would outlive it and act as the public demo account.
 */
export const assertMayCreateApiKey = (caller: Pick<Caller, 'featureFlags' | 'isDemo'>): void => {
  if (caller.isDemo) throw new AppError('forbidden', 'auth.demoNoApiKeys');
  assertFeature(caller, 'api_access');
};

/** Administrators manage the other accounts; an administrator's own account is never suspended by one. */
export const assertSuspendable = (account: { role: Caller['role'] }): void => {
  if (account.role === 'admin') throw new AppError('forbidden', 'auth.adminNotSuspendable');
};

/** Administrators delete other accounts, never an administrator's. */
export const assertDeletable = (account: { role: Caller['role'] }): void => {
  if (account.role === 'admin') throw new AppError('forbidden', 'users.adminNotDeletable');
};

/** A user edits their own profile, but not its e-mail or role; echoing the current ones back is harmless. */
export const assertProfileChangeAllowed = (
  account: { email: string; role: string },
  changes: { email?: string; role?: string },
): void => {
  if (changes.email !== undefined && changes.email.trim().toLowerCase() !== account.email) {
    throw new AppError('validation', 'auth.emailReadOnly');
  }
  if (changes.role !== undefined && changes.role !== account.role) {
    throw new AppError('validation', 'auth.roleReadOnly');
  }
};

/** A tender's document: published with the notice, or uploaded by one user. */
interface DocumentOwnership {
  source: 'notice' | 'upload';
  uploaded_by: string | null;
}

/** An upload is its uploader's alone. */
export const isOwnUpload = (document: DocumentOwnership, viewerId: string | null): boolean =>
  document.source === 'upload' && viewerId !== null && document.uploaded_by === viewerId;

/** Whether `viewerId` may see a document: the notice's documents are public, an upload is its uploader's. */
export const canSeeDocument = (document: DocumentOwnership, viewerId: string | null): boolean =>
  document.source === 'notice' || isOwnUpload(document, viewerId);

/**
 * Only the uploader deletes an upload: another user's answers 404 as if it did not exist, and the notice's own
 * documents cannot be deleted (403).
 */
export const assertMayDeleteDocument = <D extends DocumentOwnership>(
  document: D | undefined,
  userId: string,
): D => {
  if (!document || !canSeeDocument(document, userId)) {
    throw new AppError('not_found', 'documents.documentNotFound');
  }
  if (document.source !== 'upload') throw new AppError('forbidden', 'documents.noticeNotDeletable');
  return document;
};
