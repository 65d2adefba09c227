import { isDigestDue } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import type { Embedder } from '../../embeddings';
import { alertsStore, type CompanyAlertUser } from './alerts.store';
import { queueDigestMail } from './instant-mails';
import { pendingCompanyMatches } from './instant-mails.store';
import { lockCompanyAlertUser, markCompanyDigestSent } from './alert-settings.store';

/**
 * "New tenders for my company": each new notice against each completed company profile, chosen as the
 * recommendations choose (open, the profile's codes, regions and description, at least the AI panel's score).
 * A notice notifies a user once from this source (event key `company:<tender id>`), saying which profile facts
 * it fits; its mail goes at the end of the pass (instant) or in the digest.
 */

export interface CompanyMatchContext {
  db: Db;
  embedder: Embedder;
  secret: Uint8Array;
  origin: string;
  digestHour: number;
  onCompanyError?: (userId: string, error: unknown) => void;
  /**
   * Those of `tenderIds` the recommendations would show the user, best first, with the profile facts each fits: the AI feature's choice, lent
   * by the composition root (server/src/feature-sources.ts).
   */
  recommendedAmong: (
    context: { db: Db; embedder: Embedder },
    userId: string,
    tenderIds: string[],
  ) => Promise<CompanyMatch[]>;
}

/** A notice the recommendations chose, with the profile's facts it fits, in each language. */
export interface CompanyMatch {
  id: string;
  facts: { eng: string[]; fra: string[] };
}

/**
 * Writes the user's new company matches; instant ones are mailed at the end of the pass (queueInstantMails),
 * daily and weekly ones wait for the digest.
 */
const notifyCompanyMatches = async (
  context: CompanyMatchContext,
  user: CompanyAlertUser,
  matches: CompanyMatch[],
): Promise<{ notified: number; mailsQueued: number }> => {
  const inserted = await alertsStore.insertNotifications(
    context.db,
    matches.map((match) => ({
      userId: user.id,
      eventKey: `company:${match.id}`,
      kind: 'company_match' as const,
      tenderId: match.id,
      savedSearchId: null,
      details: { facts: match.facts },
      mailState: 'pending' as const,
    })),
  );
  return { notified: inserted.length, mailsQueued: 0 };
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
      const user = await lockCompanyAlertUser(trx, candidate.id);
      if (!user || user.company_alert_frequency !== frequency) return 0;
      if (!isDue(user, frequency, context.digestHour, now)) return 0;
      const pending = await pendingCompanyMatches(trx, user.id);
      const mails = await queueDigestMail(trx, context, user.id, frequency, pending);
      await markCompanyDigestSent(trx, user.id, now);
      return mails;
    });
  }
  return queued;
};
