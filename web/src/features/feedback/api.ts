import type {
  FeedbackItem,
  FeedbackList,
  FeedbackListQuery,
  FeedbackReceipt,
  FeedbackSubmission,
} from '@tenderscout/domain';
import { apiFetch, apiRequest } from '../../lib/api-client';

/** A 5 MB screenshot is about 7 MB of JSON: give the upload longer than an ordinary call. */
const SUBMIT_TIMEOUT_MS = 60_000;

export const feedbackApi = {
  /** `POST /feedback`, outside /api. */
  submit: (body: FeedbackSubmission) =>
    apiRequest<FeedbackReceipt>('/feedback', { method: 'POST', body, timeoutMs: SUBMIT_TIMEOUT_MS }),
  list: (query: Partial<FeedbackListQuery>) =>
    apiRequest<FeedbackList>('/api/admin/feedback', { query: { ...query } }),
  resolve: (id: string) => apiRequest<FeedbackItem>(`/api/admin/feedback/${id}/resolve`, { method: 'PUT' }),
  reopen: (id: string) => apiRequest<FeedbackItem>(`/api/admin/feedback/${id}/reopen`, { method: 'PUT' }),
  /** The screenshot needs the admin's token, which an `<img src>` cannot send: fetch it as a blob. */
  screenshot: async (url: string, signal?: AbortSignal): Promise<Blob> => {
    const response = await apiFetch(url, { signal });
    return response.blob();
  },
};

export const feedbackQueryKeys = {
  all: ['admin', 'feedback'] as const,
  list: (status: string) => ['admin', 'feedback', status] as const,
  screenshot: (url: string) => ['admin', 'feedback', 'screenshot', url] as const,
};
