import { ApiError, API_TIMEOUT_MS } from '../../../lib/api-client';
import { storageKeys } from '../../../lib/storage-keys';
import { responsePath } from './response-keys';

export type ExportFormat = 'docx' | 'pdf';

const fileNameOf = (disposition: string | null, fallback: string): string =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/** Downloads the draft as Word or PDF (the call needs the bearer token, so it goes through fetch and a blob). */
export const downloadResponse = async (tenderId: string, format: ExportFormat): Promise<void> => {
  const token = localStorage.getItem(storageKeys.token);
  const response = await fetch(`${responsePath(tenderId, '/export')}?format=${format}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { detail?: unknown } | null;
    throw new ApiError(
      response.status,
      typeof body?.detail === 'string' ? body.detail : `Request failed with status ${response.status}`,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), `response.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
