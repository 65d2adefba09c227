import type { UploadResponse } from '@tenderscout/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorOf, UNAUTHORIZED_EVENT } from '../../../lib/api-client';
import { currentUiLanguage } from '../../../lib/i18n';
import { storageKeys } from '../../../lib/storage-keys';
import { documentKeys } from './get-documents';

export interface UploadDocumentInput {
  file: File;
  tenderId: string;
  platformName: string;
  onProgress?: (percent: number) => void;
}

/** Large files take longer than the API's usual 10 s; allow a slow connection a few minutes. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

const bodyOf = (request: XMLHttpRequest): unknown => {
  try {
    return JSON.parse(request.responseText) as unknown;
  } catch {
    return null;
  }
};

/**
 * POST /api/documents/upload as multipart (file, tender_id, platform_name). XMLHttpRequest rather than fetch
 * because only it reports upload progress.
 */
export const uploadDocument = ({ file, tenderId, platformName, onProgress }: UploadDocumentInput) =>
  new Promise<UploadResponse>((resolve, reject) => {
    const form = new FormData();
    form.append('tender_id', tenderId);
    form.append('platform_name', platformName);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/documents/upload');
    request.timeout = UPLOAD_TIMEOUT_MS;
    const token = localStorage.getItem(storageKeys.token);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', currentUiLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        resolve(JSON.parse(request.responseText) as UploadResponse);
        return;
      }
      if (request.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
      reject(apiErrorOf(request.status, bodyOf(request)));
    };
    request.onerror = () => reject(new Error('Network error'));
    request.ontimeout = () => reject(new Error('The upload timed out'));
    request.send(form);
  });

export const useUploadDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: documentKeys.forTender(input.tenderId) }),
  });
};
