import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * Proof that a browser or client signed in to an account before: a cookie holding the account, an expiry and an
 * HMAC of both under the server's signing secret. A device that shows a valid proof for the account it signs in
 * to skips the account's slow-down across addresses, so guesses from elsewhere never lock the owner out.
 */
export const DEVICE_COOKIE = 'ts_device';
const LIFETIME_SECONDS = 180 * 24 * 60 * 60;

export interface DeviceProof {
  /** A new proof for `userId`, as a Set-Cookie header value. */
  cookieFor(userId: string, secure: boolean): string;
  /** True when the request's Cookie header holds a valid, unexpired proof for `userId`. */
  proves(cookieHeader: string | undefined, userId: string): boolean;
}

export const createDeviceProof = (secret: Uint8Array): DeviceProof => {
  const mac = (payload: string) =>
    createHmac('sha256', secret).update(`device-proof:${payload}`).digest('base64url');
  return {
    cookieFor(userId, secure) {
      const payload = `${userId}.${Math.floor(Date.now() / 1000) + LIFETIME_SECONDS}`;
      return stringifySetCookie({
        name: DEVICE_COOKIE,
        value: `${payload}.${mac(payload)}`,
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: '/api/auth',
        maxAge: LIFETIME_SECONDS,
      });
    },
    proves(cookieHeader, userId) {
      const value = cookieHeader ? parseCookie(cookieHeader)[DEVICE_COOKIE] : undefined;
      const parts = value?.split('.') ?? [];
      if (parts.length !== 3) return false;
      const [owner, expires, signature] = parts as [string, string, string];
      if (owner !== userId || !(Number(expires) > Date.now() / 1000)) return false;
      const expected = Buffer.from(mac(`${owner}.${expires}`));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
};
