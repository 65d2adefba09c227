/** A token within this many seconds of expiry counts as expired. */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 300;

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/** The `exp` claim of a JWT in seconds, `null` when it has none; throws when the token cannot be decoded. */
export const readTokenExpiry = (token: string): number | null => {
  const payload = token.split('.')[1];
  if (payload === undefined || token.split('.').length !== 3) throw new Error('Not a JWT');
  const claims: unknown = JSON.parse(decodeBase64Url(payload));
  if (typeof claims !== 'object' || claims === null) throw new Error('JWT payload is not an object');
  const exp = (claims as { exp?: unknown }).exp;
  if (exp === undefined) return null;
  if (typeof exp !== 'number') throw new Error('JWT exp is not a number');
  return exp;
};

/**
 * A token with no expiry claim is not expired; an undecodable one is; otherwise it is expired
 * when less than the margin remains.
 */
export const isTokenExpired = (token: string, nowMs: number = Date.now()): boolean => {
  try {
    const exp = readTokenExpiry(token);
    if (exp === null) return false;
    return exp * 1000 - nowMs < TOKEN_EXPIRY_MARGIN_SECONDS * 1000;
  } catch {
    return true;
  }
};
