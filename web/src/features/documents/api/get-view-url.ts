import type { PdfViewResponse } from '@tenderscout/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/pdfs/view: a short-lived signed link to the stored copy, or an allowed source URL. */
export const getViewUrl = (url: string) => apiRequest<PdfViewResponse>('/api/pdfs/view', { query: { url } });

/** A link served by this app (signed) can be read by the viewer; anything else opens on its own site. */
export const isAppLink = (presignedUrl: string): boolean => presignedUrl.startsWith('/api/');

export const downloadLinkOf = (presignedUrl: string): string =>
  isAppLink(presignedUrl) ? `${presignedUrl}&download=1` : presignedUrl;
