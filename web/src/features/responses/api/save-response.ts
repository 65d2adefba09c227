import type { ResponseDraft, ResponseSections } from '@tenderscout/domain';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { storageKeys } from '../../../lib/storage-keys';
import { responsePath } from './response-keys';

export interface SaveResponseInput {
  tenderId: string;
  /** Only the sections changed since the last save. */
  sections: Partial<ResponseSections>;
  baseVersion: number;
}

export const saveResponseDraft = ({ tenderId, sections, baseVersion }: SaveResponseInput) =>
  apiRequest<ResponseDraft>(responsePath(tenderId), {
    method: 'PUT',
    body: { sections, base_version: baseVersion },
  });

/**
 * The same save for a page that is going away (tab closed, reloaded or hidden): `fetch` with `keepalive` outlives
 * the page and can carry the bearer token, which `navigator.sendBeacon` cannot.
 */
export const saveResponseDraftOnExit = ({ tenderId, sections, baseVersion }: SaveResponseInput): void => {
  const token = localStorage.getItem(storageKeys.token);
  void fetch(responsePath(tenderId), {
    method: 'PUT',
    keepalive: true,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ sections, base_version: baseVersion }),
  }).catch(() => undefined);
};

export const isVersionConflict = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409;
