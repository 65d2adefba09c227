import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The persisted outbox of alert e-mails: claimed with FOR UPDATE SKIP LOCKED, retried with back-off. */

/** After this many failed attempts a mail is given up (status failed) and shown so in Analytics. */
export const MAX_MAIL_ATTEMPTS = 8;
/** A mail claimed by an instance that then stopped (crash) is taken again after this long. */
const CLAIM_MINUTES = 5;

/** Seconds to wait before attempt n+1 after n failures: 30 s, 1 min, 2 min … at most 1 h. */
export const retryDelaySeconds = (attempts: number): number =>
  Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

export interface QueuedMail {
  userId: string | null;
  savedSearchId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface ClaimedMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  attempts: number;
}

/** The outbox by status, and the last error and the last mail sent. */
export interface MailOutboxCounts {
  queued: number;
  sent: number;
  failed: number;
  retrying: number;
  last_error: string | null;
  last_error_at: Date | null;
  last_sent_at: Date | null;
}

export const mailOutbox = {
  async enqueue(db: Db, mail: QueuedMail): Promise<number> {
    const row = await db
      .insertInto('mail_outbox')
      .values({
        user_id: mail.userId,
        saved_search_id: mail.savedSearchId,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        headers: JSON.stringify(mail.headers),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async claim(db: Db): Promise<ClaimedMail | undefined> {
    const result = await sql<ClaimedMail>`
      UPDATE mail_outbox m
      SET status = 'sending', attempts = m.attempts + 1, last_attempt_at = now(),
          locked_until = now() + make_interval(mins => ${CLAIM_MINUTES})
      WHERE m.id = (
        SELECT id FROM mail_outbox
        WHERE (status = 'queued' AND next_attempt_at <= now())
           OR (status = 'sending' AND locked_until < now())
        ORDER BY next_attempt_at, id
        FOR UPDATE SKIP LOCKED
        LIMIT 1
      )
      RETURNING m.id, m.to_address, m.subject, m.text_body, m.html_body, m.headers, m.attempts`.execute(db);
    return result.rows[0];
  },

  async markSent(db: Db, id: number, messageId: string): Promise<void> {
    await db
      .updateTable('mail_outbox')
      .set({
        status: 'sent',
        sent_at: sql<Date>`now()`,
        locked_until: null,
        last_error: null,
        message_id: messageId,
      })
      .where('id', '=', id)
      .execute();
  },

  /** Queued again after the back-off, or failed for good after MAX_MAIL_ATTEMPTS. */
  async markFailed(db: Db, id: number, attempts: number, error: string): Promise<'retry' | 'failed'> {
    const outcome = attempts >= MAX_MAIL_ATTEMPTS ? 'failed' : 'retry';
    await db
      .updateTable('mail_outbox')
      .set({
        status: outcome === 'failed' ? 'failed' : 'queued',
        last_error: error.slice(0, 1000),
        locked_until: null,
        next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
      })
      .where('id', '=', id)
      .execute();
    return outcome;
  },

  /** The outbox by status, and the last error (Analytics' pipeline status). */
  async status(db: Db): Promise<MailOutboxCounts> {
    const result = await sql<MailOutboxCounts>`
      SELECT
        count(*) FILTER (WHERE status IN ('queued', 'sending'))::int AS queued,
        count(*) FILTER (WHERE status = 'sent')::int AS sent,
        count(*) FILTER (WHERE status = 'failed')::int AS failed,
        count(*) FILTER (WHERE status IN ('queued', 'sending') AND attempts > 0)::int AS retrying,
        (SELECT last_error FROM mail_outbox WHERE last_error IS NOT NULL ORDER BY last_attempt_at DESC NULLS LAST, id DESC LIMIT 1) AS last_error,
        (SELECT last_attempt_at FROM mail_outbox WHERE last_error IS NOT NULL ORDER BY last_attempt_at DESC NULLS LAST, id DESC LIMIT 1) AS last_error_at,
        max(sent_at) AS last_sent_at
      FROM mail_outbox`.execute(db);
    return result.rows[0]!;
  },

  /** A saved search's mails, newest first (at most `limit`): its delivery log. */
  async deliveries(db: Db, userId: string, savedSearchId: string, limit: number) {
    return db
      .selectFrom('mail_outbox')
      .select([
        'id',
        'status',
        'subject',
        'to_address',
        'created_at',
        'sent_at',
        'attempts',
        'last_error',
        'message_id',
      ])
      .where('saved_search_id', '=', savedSearchId)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },
};
