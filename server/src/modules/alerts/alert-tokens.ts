import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed links of the alerts: the Atom feed of a saved search and the one-click unsubscribe. Each MAC names
 * its purpose, the saved search and the one thing that makes it that user's (the feed key, the owner), so a link
 * serves one purpose for one search of one user and cannot be made from the database alone.
 */

const mac = (secret: Uint8Array, text: string): string =>
  createHmac('sha256', secret).update(text).digest('base64url');

const sameText = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const newFeedKey = (): string => randomBytes(18).toString('base64url');

export const feedToken = (secret: Uint8Array, savedSearchId: string, feedKey: string): string =>
  mac(secret, `alert-feed:${savedSearchId}:${feedKey}`);

export const isFeedTokenValid = (
  secret: Uint8Array,
  savedSearchId: string,
  feedKey: string,
  token: string,
): boolean => sameText(token, feedToken(secret, savedSearchId, feedKey));

export const unsubscribeToken = (secret: Uint8Array, savedSearchId: string, userId: string): string =>
  `${savedSearchId}.${mac(secret, `alert-unsubscribe:${savedSearchId}:${userId}`)}`;

/** The saved search id a token names (its owner is checked with `isUnsubscribeTokenValid`). */
export const savedSearchIdOfUnsubscribeToken = (token: string): string | undefined => {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0) return undefined;
  return /^[0-9a-f-]{36}$/i.test(id) ? id.toLowerCase() : undefined;
};

export const isUnsubscribeTokenValid = (
  secret: Uint8Array,
  token: string,
  savedSearch: { id: string; userId: string },
): boolean => sameText(token, unsubscribeToken(secret, savedSearch.id, savedSearch.userId));

/**
 * The unsubscribe links that name a user rather than a saved search: `u.<user id>.<MAC>` for the e-mails about
 * saved tenders, `c.<user id>.<MAC>` for the alerts of the company profile. Each MAC names its purpose, so one
 * cannot be turned into the other.
 */
const userLinks = {
  u: 'saved-tenders-unsubscribe',
  c: 'company-alerts-unsubscribe',
} as const;

const userToken = (secret: Uint8Array, prefix: keyof typeof userLinks, userId: string): string =>
  `${prefix}.${userId}.${mac(secret, `${userLinks[prefix]}:${userId}`)}`;

const userIdOfToken = (
  secret: Uint8Array,
  prefix: keyof typeof userLinks,
  token: string,
): string | undefined => {
  const [given, id, signature, ...rest] = token.split('.');
  if (given !== prefix || !id || !signature || rest.length > 0 || !/^[0-9a-f-]{36}$/i.test(id))
    return undefined;
  return sameText(token, userToken(secret, prefix, id)) ? id : undefined;
};

/** The unsubscribe link of the e-mails about a user's saved tenders: `u.<user id>.<MAC>`. */
export const savedTendersUnsubscribeToken = (secret: Uint8Array, userId: string): string =>
  userToken(secret, 'u', userId);

/** The user a saved-tenders unsubscribe token names, if it is one and its MAC is right. */
export const userIdOfSavedTendersToken = (secret: Uint8Array, token: string): string | undefined =>
  userIdOfToken(secret, 'u', token);

/** The unsubscribe link of the "New tenders for my company" e-mails: `c.<user id>.<MAC>`. */
export const companyAlertsUnsubscribeToken = (secret: Uint8Array, userId: string): string =>
  userToken(secret, 'c', userId);

/** The user a company-alerts unsubscribe token names, if it is one and its MAC is right. */
export const userIdOfCompanyAlertsToken = (secret: Uint8Array, token: string): string | undefined =>
  userIdOfToken(secret, 'c', token);

/** How long a mail's "Not relevant" link works. */
export const NOT_RELEVANT_LINK_DAYS = 60;

const notRelevantMac = (secret: Uint8Array, notificationId: string, userId: string, expires: string) =>
  mac(secret, `alert-not-relevant:${notificationId}:${userId}:${expires}`);

/**
 * The "Not relevant" link of one item of an alert mail: `n.<notification id>.<expiry, epoch seconds>.<MAC>`. The
 * MAC names the notification's owner, so the link hides that user's item only, and only until it expires.
 */
export const notRelevantToken = (
  secret: Uint8Array,
  notification: { id: string; userId: string },
  expiresAt: Date,
): string => {
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  return `n.${notification.id}.${expires}.${notRelevantMac(secret, notification.id, notification.userId, expires)}`;
};

/** The notification a "Not relevant" token names, if it has the right shape (its MAC is checked with the owner). */
export const notificationIdOfNotRelevantToken = (token: string): string | undefined => {
  const [prefix, id, expires, signature, ...rest] = token.split('.');
  if (prefix !== 'n' || !id || !expires || !signature || rest.length > 0) return undefined;
  return /^[0-9a-f-]{36}$/i.test(id) && /^\d{1,12}$/.test(expires) ? id.toLowerCase() : undefined;
};

/** Whether the token is this user's link for this notification, and has not expired. */
export const isNotRelevantTokenValid = (
  secret: Uint8Array,
  token: string,
  notification: { id: string; userId: string },
  now: Date = new Date(),
): boolean => {
  const expires = token.split('.')[2] ?? '';
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now.getTime()) return false;
  return sameText(token, notRelevantToken(secret, notification, new Date(Number(expires) * 1000)));
};
