import {
  VERSION_CONFLICT_KEY,
  type ResponseSections,
  type SaveResponseResult,
  type VersionConflictBody,
} from '@tenderscout/domain';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { responsePath } from './response-keys';

export interface SaveResponseInput {
  tenderId: string;
  /** Only the sections changed since the last save. */
  sections: Partial<ResponseSections>;
  baseVersion: number;
  /** The page is going away: the request must outlive it (fetch keepalive, which carries the token). */
  keepalive?: boolean;
}

/** Browsers refuse a keepalive request whose body exceeds 64 KB; a larger save goes as a normal request. */
const KEEPALIVE_MAX_BYTES = 60_000;

/** The autosave: one request, answered `{ version, saved_at, status }`, or 409 with the stored version. */
export const saveResponseDraft = ({ tenderId, sections, baseVersion, keepalive }: SaveResponseInput) => {
  const body = { sections, base_version: baseVersion };
  const fitsKeepalive = new Blob([JSON.stringify(body)]).size <= KEEPALIVE_MAX_BYTES;
  return apiRequest<SaveResponseResult>(responsePath(tenderId), {
    method: 'PUT',
    body,
    keepalive: keepalive === true && fitsKeepalive,
  });
};

/**
 * The 409's body when the save was refused because someone (a colleague, or another tab or window) saved
 * first: the stored version, who saved it, when, and their text; else null.
 */
export const versionConflictOf = (error: unknown): VersionConflictBody | null => {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as Partial<VersionConflictBody> | null;
  if (body?.key !== VERSION_CONFLICT_KEY || typeof body.version !== 'number') return null;
  return {
    key: body.key,
    detail: body.detail ?? '',
    version: body.version,
    saved_by: body.saved_by ?? null,
    saved_at: body.saved_at ?? null,
    sections: body.sections ?? {},
  };
};

/**
 * Whether trying the same save again later may work: the network, a time-out, the server busy or failing.
 * A refused request (400, 403, 404, 413) will not get better by itself.
 */
export const isRetryableSaveError = (error: unknown): boolean => {
  if (!(error instanceof ApiError)) return true;
  return error.status === 408 || error.status === 429 || error.status >= 500;
};
