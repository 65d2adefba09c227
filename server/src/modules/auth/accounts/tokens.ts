import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
const SECRET_FILE = 'jwt-secret';

export interface TokenClaims {
  userId: string;
  /** The token's `jti`: its row in `sessions`, deleted to revoke it. */
  sessionId: string;
}

export interface TokenSigner {
  sign(
    claims: TokenClaims,
    options?: { lifetimeSeconds?: number },
  ): Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a valid, unexpired token; undefined for anything else (a token without a `jti` too). */
  verify(token: string): Promise<TokenClaims | undefined>;
}

/**
 * JWT_SECRET, else a secret generated once into DATA_DIR (mode 0600) and reused across restarts.
 * Several instances sharing one PostgreSQL database must share JWT_SECRET.
 */
export const loadJwtSecret = async (configured: string | undefined, dataDir: string): Promise<Uint8Array> => {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return new TextEncoder().encode(existing);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process wrote it first; then read theirs.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
    return new TextEncoder().encode(secret);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  }
};

export const createTokenSigner = (
  secret: Uint8Array,
  lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
): TokenSigner => ({
  async sign(claims, options = {}) {
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + (options.lifetimeSeconds ?? lifetimeSeconds);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setJti(claims.sessionId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(secret);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  },
  async verify(token) {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub', 'jti'],
      });
      return payload.sub && payload.jti ? { userId: payload.sub, sessionId: payload.jti } : undefined;
    } catch {
      return undefined;
    }
  },
});
