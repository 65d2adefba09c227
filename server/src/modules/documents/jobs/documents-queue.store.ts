import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { DocumentJobKind } from '../documents.tables';

export interface ClaimedJob {
  id: number;
  document_id: string;
  tender_id: string;
  kind: DocumentJobKind;
  attempts: number;
}

/** A job whose worker stopped mid-way (crash, restart) is taken again after this long. */
export const JOB_LOCK_MINUTES = 15;
/**
 * A job runs once: one claimed again after its worker stopped mid-way (crash, restart) is failed with the
 * reason rather than re-run, so a file that brings the server down cannot do it again after each restart.
 */
export const MAX_JOB_ATTEMPTS = 1;

/** The persisted queue: claim with FOR UPDATE SKIP LOCKED, so each job runs on one instance at a time. */
export const documentQueue = {
  async claim(db: Db, workerId: string, kinds: DocumentJobKind[]): Promise<ClaimedJob | undefined> {
    const result = await sql<ClaimedJob>`
      UPDATE document_jobs j
      SET status = 'processing', attempts = j.attempts + 1, started_at = now(), finished_at = NULL,
          locked_by = ${workerId}, locked_until = now() + make_interval(mins => ${JOB_LOCK_MINUTES})
      WHERE j.id = (
        SELECT id FROM document_jobs
        WHERE kind = ANY(${sql.val(kinds)}::text[])
          AND (status = 'pending' OR (status = 'processing' AND locked_until < now()))
        ORDER BY id
        FOR UPDATE SKIP LOCKED
        LIMIT 1
      )
      RETURNING j.id, j.document_id, j.tender_id, j.kind, j.attempts`.execute(db);
    return result.rows[0];
  },

  async finish(
    db: Db,
    jobId: number,
    workerId: string,
    outcome: { status: 'completed' } | { status: 'failed'; error: string },
  ): Promise<void> {
    await db
      .updateTable('document_jobs')
      .set({
        status: outcome.status,
        error: outcome.status === 'failed' ? outcome.error : null,
        finished_at: sql<Date>`now()`,
        locked_until: null,
      })
      .where('id', '=', jobId)
      .where('locked_by', '=', workerId)
      .execute();
  },

  /** Published attachments of open tenders that have no document row yet (at most `limit`). */
  async undiscoveredAttachments(
    db: Db,
    limit: number,
  ): Promise<Array<{ tender_id: string; url: string; language: 'eng' | 'fra' }>> {
    const result = await sql<{ tender_id: string; url: string; language: 'eng' | 'fra' }>`
      SELECT a.tender_id, a.url, a.language FROM (
        SELECT t.id AS tender_id, u.url, 'eng' AS language
        FROM tenders t CROSS JOIN LATERAL unnest(t.attachments_en) AS u(url)
        WHERE t.status = 'open' AND (t.closing_at IS NULL OR t.closing_at > now())
        UNION
        SELECT t.id, u.url, 'fra'
        FROM tenders t CROSS JOIN LATERAL unnest(t.attachments_fr) AS u(url)
        WHERE t.status = 'open' AND (t.closing_at IS NULL OR t.closing_at > now())
      ) a
      -- Only the types the product can show and read; other files stay links to their source.
      WHERE a.url ~* '\\.(pdf|jpe?g|png|tiff?|gif|bmp|csv|xlsx?)$'
        AND NOT EXISTS (
        SELECT 1 FROM tender_documents d WHERE d.tender_id = a.tender_id AND d.url = a.url AND d.source = 'notice'
      )
      ORDER BY a.tender_id, a.url
      LIMIT ${limit}`.execute(db);
    return result.rows;
  },

  /** Records a published attachment as a pending notice document; undefined when it is already recorded. */
  async addNoticeDocument(
    db: Db,
    attachment: { tender_id: string; url: string; language: 'eng' | 'fra' },
    filename: string,
    fileType: string,
  ): Promise<{ id: string; tender_id: string } | undefined> {
    return db
      .insertInto('tender_documents')
      .values({
        tender_id: attachment.tender_id,
        source: 'notice',
        language: attachment.language,
        url: attachment.url,
        filename,
        file_type: fileType,
        status: 'pending',
      })
      .onConflict((conflict) =>
        conflict.columns(['tender_id', 'url']).where('source', '=', 'notice').doNothing(),
      )
      .returning(['id', 'tender_id'])
      .executeTakeFirst();
  },
};
