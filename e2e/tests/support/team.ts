import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, mailedLink } from './accounts';

/**
 * An organization's work for the browser journeys, through the API: a tender tracked on its pipeline and a
 * colleague invited (the invitation link read from the mail).
 */

/** Tracks `tenderId` on the pipeline of the organization of `token`'s user, with the given fields. */
export const trackTender = async (
  request: APIRequestContext,
  token: string,
  tenderId: string,
  body: Record<string, unknown> = {},
) => {
  const tracked = await request.put(`/api/org/pipeline/${encodeURIComponent(tenderId)}`, {
    headers: bearer(token),
    data: body,
  });
  expect(tracked.ok()).toBe(true);
};

/** Invites `email` to the organization of `token`'s user and returns the mailed link's path and query. */
export const invitationPath = async (
  request: APIRequestContext,
  token: string,
  email: string,
  role = 'member',
) => {
  const invited = await request.post('/api/org/invitations', {
    headers: bearer(token),
    data: { email, role },
  });
  expect(invited.status()).toBe(201);
  return mailedLink(email, '/invitation');
};
