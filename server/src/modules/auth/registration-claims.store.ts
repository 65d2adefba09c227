import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Registrations waiting for their address to be confirmed (migration 0024). */
export interface RegistrationClaim {
  email: string;
  password_hash: string;
  name: string;
  company: string | null;
  language: 'en' | 'fr';
}

export const registrationClaimsStore = {
  async insert(db: Db, tokenHash: string, claim: RegistrationClaim, lifetimeHours: number): Promise<void> {
    await db
      .insertInto('registration_claims')
      .values({
        token_hash: tokenHash,
        ...claim,
        expires_at: sql<Date>`now() + make_interval(hours => ${lifetimeHours})`,
      })
      .execute();
  },

  /**
   * Takes the unexpired claim of a token and deletes every claim of its address (the confirmed one replaces
   * the others) and the expired ones; undefined for an unknown or expired token.
   */
  async take(db: Db, tokenHash: string): Promise<RegistrationClaim | undefined> {
    const claim = await db
      .deleteFrom('registration_claims')
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['email', 'password_hash', 'name', 'company', 'language'])
      .executeTakeFirst();
    await db
      .deleteFrom('registration_claims')
      .where((eb) =>
        eb.or([eb('expires_at', '<=', sql<Date>`now()`), ...(claim ? [eb('email', '=', claim.email)] : [])]),
      )
      .execute();
    return claim ? { ...claim, language: claim.language === 'fr' ? 'fr' : 'en' } : undefined;
  },

  /** Deletes the claims whose link has expired. */
  async sweep(db: Db): Promise<void> {
    await db
      .deleteFrom('registration_claims')
      .where('expires_at', '<=', sql<Date>`now()`)
      .execute();
  },
};
