import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link of an invitation carries `<invitation id>.<HMAC of its purpose, id and address>`: it cannot be made
 * from the database alone, names one invitation of one address, and the store makes it single-use and expiring.
 */
const mac = (secret: Uint8Array, id: string, email: string): string =>
  createHmac('sha256', secret).update(`org-invitation:${id}:${email.toLowerCase()}`).digest('base64url');

export const invitationToken = (secret: Uint8Array, id: string, email: string): string =>
  `${id}.${mac(secret, id, email)}`;

/** The invitation id a token names (its signature is checked with `isInvitationTokenValid`). */
export const invitationIdOfToken = (token: string): string | undefined => {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0) return undefined;
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
    ? id.toLowerCase()
    : undefined;
};

export const isInvitationTokenValid = (
  secret: Uint8Array,
  token: string,
  id: string,
  email: string,
): boolean => {
  const given = Buffer.from(token);
  const expected = Buffer.from(invitationToken(secret, id, email));
  return given.length === expected.length && timingSafeEqual(given, expected);
};
