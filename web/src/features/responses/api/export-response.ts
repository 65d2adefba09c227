import { apiFetch } from '../../../lib/api-client';
import { responsePath } from './response-keys';

export type ExportFormat = 'docx' | 'pdf';

const fileNameOf = (disposition: string | null, fallback: string): string =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * Downloads the draft as Word or PDF through the API client (token, time-out, the interface language, which
 * the server writes the document in), then hands the file to the browser.
 */
export const downloadResponse = async (tenderId: string, format: ExportFormat): Promise<void> => {
  const response = await apiFetch(responsePath(tenderId, '/export'), { query: { format } });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), `response.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
