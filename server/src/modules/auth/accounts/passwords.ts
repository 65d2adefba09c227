import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): ~60 ms per hash on this machine's kind.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

// A real hash of a random password: verifying against it costs the same as a real check, so an unknown
// e-mail answers as slowly as a wrong password (no account enumeration by timing).
let dummyHash: Promise<string> | undefined;

/** True when the password matches; `storedHash` undefined (no such user) still spends the same time. */
export const verifyPassword = async (password: string, storedHash: string | undefined): Promise<boolean> => {
  if (storedHash === undefined) {
    dummyHash ??= hash(crypto.randomUUID(), OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
};
