import { isDigestDue } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import type { Embedder } from '../../embeddings';
import { renderCompanyAlertMail } from './alert-mail';
import { recipientOf, tendersForMail } from './alert-recipients';
import { companyAlertsUnsubscribeToken } from './alert-tokens';
import { alertsStore, type CompanyAlertUser } from './alerts.store';
import { mailOutbox } from './mail-outbox';
import { queuePendingAsOneMail } from './pending-digest';

/**
 * "New tenders for my company": each new notice against each completed company profile, chosen as the
 * recommendations choose (open, the profile's codes, regions and description, at least the AI panel's score).
 * A notice notifies a user once from this source (event key `company:<tender id>`); the notification and its
 * instant e-mail are written in one transaction; daily and weekly matches wait for the digest.
 */

export interface CompanyMatchContext {
  db: Db;
  embedder: Embedder;
  secret: Uint8Array;
  origin: string;
  digestHour: number;
  onCompanyError?: (userId: string, error: unknown) => void;
  /**
   * The ids among `tenderIds` the recommendations would show the user, best first: the AI feature's choice, lent
   * by the composition root (server/src/feature-sources.ts).
   */
  recommendedAmong: (
    context: { db: Db; embedder: Embedder },
    userId: string,
    tenderIds: string[],
  ) => Promise<string[]>;
}

type MailKind = 'instant' | 'daily' | 'weekly';

/** Renders and queues the company e-mail of `tenderIds`, inside the caller's transaction. */
const queueCompanyMail = async (
  db: Db,
  context: CompanyMatchContext,
  userId: string,
  kind: MailKind,
  tenderIds: string[],
): Promise<number | undefined> => {
  const recipient = await recipientOf(db, userId);
  if (!recipient) return undefined;
  const token = encodeURIComponent(companyAlertsUnsubscribeToken(context.secret, userId));
  const mail = renderCompanyAlertMail({
    language: recipient.language,
    kind,
    tenders: await tendersForMail(db, tenderIds, recipient.language, context.origin),
    unsubscribePageUrl: `${context.origin}/unsubscribe?token=${token}`,
    oneClickUrl: `${context.origin}/api/alerts/unsubscribe?token=${token}`,
    manageUrl: `${context.origin}/alerts`,
  });
  return mailOutbox.enqueue(db, {
    userId,
    savedSearchId: null,
    to: recipient.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  });
};

const notifyCompanyMatches = async (
  context: CompanyMatchContext,
  user: CompanyAlertUser,
  tenderIds: string[],
): Promise<{ notified: number; mailsQueued: number }> => {
  const isInstant = user.company_alert_frequency === 'instant';
  return context.db.transaction().execute(async (trx) => {
    const inserted = await alertsStore.insertNotifications(
      trx,
      tenderIds.map((tenderId) => ({
        userId: user.id,
        eventKey: `company:${tenderId}`,
        kind: 'company_match' as const,
        tenderId,
        savedSearchId: null,
        mailState: isInstant ? ('queued' as const) : ('pending' as const),
      })),
    );
    if (inserted.length === 0 || !isInstant) return { notified: inserted.length, mailsQueued: 0 };
    const ids = inserted.map((row) => row.id);
    const mailId = await queueCompanyMail(
      trx,
      context,
      user.id,
      'instant',
      inserted.map((row) => row.tender_id),
    );
    if (mailId === undefined) return { notified: inserted.length, mailsQueued: 0 };
    await trx.updateTable('notifications').set({ mail_id: mailId }).where('id', 'in', ids).execute();
    return { notified: inserted.length, mailsQueued: 1 };
  });
};

/** The new notices (first seen in this pass's window) that match each active company profile. */
export const matchCompanyProfiles = async (
  context: CompanyMatchContext,
  users: CompanyAlertUser[],
  fresh: Array<{ id: string; first_seen_at: Date }>,
): Promise<{ notified: number; mailsQueued: number }> => {
  const summary = { notified: 0, mailsQueued: 0 };
  if (fresh.length === 0) return summary;
  for (const user of users) {
    const since = new Date(user.company_alert_since).getTime();
    const candidates = fresh
      .filter((row) => new Date(row.first_seen_at).getTime() > since)
      .map((row) => row.id);
    if (candidates.length === 0) continue;
    try {
      const matches = await context.recommendedAmong(
        { db: context.db, embedder: context.embedder },
        user.id,
        candidates,
      );
      if (matches.length === 0) continue;
      const result = await notifyCompanyMatches(context, user, matches);
      summary.notified += result.notified;
      summary.mailsQueued += result.mailsQueued;
    } catch (error) {
      // One profile that cannot be matched does not stop the others.
      context.onCompanyError?.(user.id, error);
    }
  }
  return summary;
};

const isDue = (user: CompanyAlertUser, frequency: 'daily' | 'weekly', hour: number, now: Date) =>
  isDigestDue({
    now,
    frequency,
    hour,
    lastDigestAt: user.company_alert_digest_at ? new Date(user.company_alert_digest_at) : null,
    createdAt: new Date(user.company_alert_since),
  });

/** The company digests whose slot has come: each user's pending company matches in one e-mail. */
export const sendDueCompanyDigests = async (
  context: CompanyMatchContext,
  users: CompanyAlertUser[],
  now: Date,
): Promise<number> => {
  let queued = 0;
  for (const candidate of users) {
    const frequency = candidate.company_alert_frequency;
    if (frequency !== 'daily' && frequency !== 'weekly') continue;
    if (!isDue(candidate, frequency, context.digestHour, now)) continue;
    queued += await context.db.transaction().execute(async (trx) => {
      // Lock the user so two instances cannot both send the digest; re-read under the lock.
      const user = await trx
        .selectFrom('users')
        .select(['id', 'company_alert_frequency', 'company_alert_since', 'company_alert_digest_at'])
        .where('id', '=', candidate.id)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!user || user.company_alert_frequency !== frequency) return 0;
      if (!isDue(user, frequency, context.digestHour, now)) return 0;
      const pending = await trx
        .selectFrom('notifications')
        .select(['id', 'tender_id'])
        .where('user_id', '=', user.id)
        .where('kind', '=', 'company_match')
        .where('mail_state', '=', 'pending')
        .orderBy('created_at')
        .execute();
      const mails = await queuePendingAsOneMail(trx, pending, (tenderIds) =>
        queueCompanyMail(trx, context, user.id, frequency, tenderIds),
      );
      await trx
        .updateTable('users')
        .set({ company_alert_digest_at: now })
        .where('id', '=', user.id)
        .execute();
      return mails;
    });
  }
  return queued;
};
