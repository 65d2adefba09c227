import { sql } from 'kysely';
import type { DbOrTrx } from './documents.store';

/** Takes the lock every upload's capacity check holds, so parallel uploads (any user, any instance) go in turn. */
export const lockUploads = async (trx: DbOrTrx): Promise<void> => {
  await sql`SELECT pg_advisory_xact_lock(hashtext('tenderscout:upload:all'))`.execute(trx);
};

/** The bytes all uploads take together, or only those of the live demo copies. */
export const sumUploads = async (trx: DbOrTrx, onlyLiveDemoCopies: boolean): Promise<number> => {
  const demo = onlyLiveDemoCopies
    ? sql`AND uploaded_by IN (SELECT id FROM users WHERE demo_expires_at > now())`
    : sql``;
  const { rows } = await sql<{ bytes: string }>`
    SELECT coalesce(sum(size_bytes), 0)::text AS bytes FROM tender_documents
    WHERE source = 'upload' ${demo}`.execute(trx);
  return Number(rows[0]?.bytes ?? 0);
};
