import { CLOSED_NEEDS_CONFIRMATION_KEY, type ResponseDraft } from '@tenderscout/domain';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { responsePath } from './response-keys';

/**
 * Marks the response final (for the user's own tracking: nothing is sent to the buyer). A tender that is no
 * longer open needs `confirmClosed`, after the user confirmed.
 */
export const markResponseFinal = (tenderId: string, options: { confirmClosed?: boolean } = {}) =>
  apiRequest<ResponseDraft>(responsePath(tenderId, '/submit'), {
    method: 'POST',
    body: options.confirmClosed ? { confirm_closed: true } : {},
  });

export const needsClosedConfirmation = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.body as { key?: unknown } | null)?.key === CLOSED_NEEDS_CONFIRMATION_KEY;
