import {
  isDigestDue,
  searchRequestSchema,
  type SearchHit,
  type SearchRequest,
  type SearchResponse,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import type { Embedder } from '../../embeddings';
import { savedTendersUnsubscribeToken } from './alert-tokens';
import { renderSavedTenderMail, type SavedTenderEvent } from './alert-mail';
import { apiLanguageOf, recipientOf, tendersForMail } from './alert-recipients';
import {
  matchCompanyProfiles,
  sendDueCompanyDigests,
  type CompanyMatchContext,
} from './company-alert-matcher';
import { alertsStore, detailsOf, type NewNotification, type SavedSearchRow } from './alerts.store';
import { queueDigestMail, queueInstantMails } from './instant-mails';
import { pendingOfSearch } from './instant-mails.store';
import { amendmentEvents, type AmendmentFitsOf } from './amendment-alerts';
import { hasExcludedWord, whyMatched } from './not-relevant';
import { mailOutbox } from './mail-outbox.store';
import { readSavedTenderMail } from './alert-settings.store';
import {
  advanceMatchCursor,
  attachMail,
  lockSavedSearch,
  markDigestSent,
  markSearchNotified,
  matchWindow,
  savedTendersClosingSoon,
  tenderTexts,
  tendersFirstSeen,
} from './alert-matcher.store';

/**
 * One matching pass: the notices first seen since the last pass (with an overlap) against every active saved
 * search, through the dashboard's own search, and against every company profile whose alerts are on (as the
 * recommendations choose); amendments and approaching deadlines of saved tenders; digests
 * that are due. Every event has a unique key per user, so a pass that re-reads, or two instances at once,
 * notify once; a notification and its outbox mail are written in one transaction, so a crash loses neither.
 */

export interface MatcherContext {
  db: Db;
  embedder: Embedder;
  secret: Uint8Array;
  /** Origin of the links in mails (PUBLIC_URL or this server's address). */
  origin: string;
  digestHour: number;
  now?: () => Date;
  onSearchError?: (savedSearchId: string, error: unknown) => void;
  onCompanyError?: (userId: string, error: unknown) => void;
  /**
   * Runs a saved search's request as the dashboard's search does, among some tenders only: the search feature's,
   * lent by the composition root (server/src/feature-sources.ts).
   */
  searchTenders: (
    context: { db: Db; embedder: Embedder },
    request: SearchRequest,
    caller: { userId: string | null },
    scope: { onlyTenderIds?: string[] },
  ) => Promise<SearchResponse>;
  recommendedAmong: CompanyMatchContext['recommendedAmong'];
  /** The owner's fit before and after an amendment: the AI feature's, lent by the composition root. */
  amendmentFits?: (
    context: { db: Db; embedder: Embedder },
    ...rest: Parameters<AmendmentFitsOf>
  ) => ReturnType<AmendmentFitsOf>;
}

export interface MatchSummary {
  notified: number;
  mailsQueued: number;
}

/** Re-read this much before the cursor: a slow ingest commits notices stamped a little earlier. */
const OVERLAP_MINUTES = 10;
/** At most this many matches of one search per pass (an e-mail lists MAX_TENDERS_PER_MAIL of them). */
const MATCHES_PER_PASS = 100;
const DEADLINE_DAYS = [1, 3] as const;

const matchSavedSearch = async (
  context: MatcherContext,
  search: SavedSearchRow,
  candidateIds: string[],
): Promise<SearchHit[]> => {
  const request = searchRequestSchema.parse({
    query: search.query,
    search_type: search.search_type,
    filters: search.filters,
    size: MATCHES_PER_PASS,
    sort_by: 'relevance',
  });
  const response = await context.searchTenders(
    { db: context.db, embedder: context.embedder },
    request,
    { userId: search.user_id },
    { onlyTenderIds: candidateIds },
  );
  if (search.exclusions.length === 0) return response.hits;
  // Words the user excluded after marking an alert not relevant: such tenders are not alerted.
  const texts = await tenderTexts(
    context.db,
    response.hits.map((hit) => hit.id),
  );
  const excluded = new Set(
    texts
      .filter((row) =>
        hasExcludedWord(
          [row.title_en, row.title_fr, row.description_en, row.description_fr].join(' '),
          search.exclusions,
        ),
      )
      .map((row) => row.id),
  );
  return response.hits.filter((hit) => !excluded.has(hit.id));
};

const notifyMatches = async (
  context: MatcherContext,
  search: SavedSearchRow,
  hits: SearchHit[],
): Promise<MatchSummary> => {
  const tenderIds = hits.map((hit) => hit.id);
  const why = new Map(hits.map((hit) => [hit.id, whyMatched(search.query, hit)]));
  const wantsMail = search.channels.includes('email');
  return context.db.transaction().execute(async (trx) => {
    // Instant matches are mailed at the end of the pass (queueInstantMails), one mail per tender.
    const inserted = await alertsStore.insertNotifications(
      trx,
      tenderIds.map((tenderId): NewNotification => ({
        userId: search.user_id,
        eventKey: `match:${search.id}:${tenderId}`,
        kind: 'new_match',
        tenderId,
        savedSearchId: search.id,
        details: { why: why.get(tenderId) },
        mailState: wantsMail ? 'pending' : 'none',
      })),
    );
    if (inserted.length === 0) return { notified: 0, mailsQueued: 0 };
    await markSearchNotified(trx, search.id);
    return { notified: inserted.length, mailsQueued: 0 };
  });
};

/** Saved tenders closing within 3 days, then within 1 day: one reminder each. */
const deadlineEvents = async (db: Db): Promise<NewNotification[]> => {
  const rows = await savedTendersClosingSoon(db);
  return rows.map((row) => {
    const days = row.within_one_day ? DEADLINE_DAYS[0] : DEADLINE_DAYS[1];
    return {
      userId: row.user_id,
      eventKey: `deadline:${row.tender_id}:${days}`,
      kind: 'deadline',
      tenderId: row.tender_id,
      savedSearchId: null,
      daysBeforeClosing: days,
      mailState: 'none',
    };
  });
};

/**
 * The amendments and closing reminders of one user's saved tenders: in the app, and in one e-mail per pass
 * unless the user turned those e-mails off. Notifications and mail are written in one transaction.
 */
const notifySavedTenderEvents = async (
  context: MatcherContext,
  userId: string,
  events: NewNotification[],
): Promise<MatchSummary> =>
  context.db.transaction().execute(async (trx) => {
    const settings = await readSavedTenderMail(trx, userId);
    const recipient = settings?.saved_tender_mail ? await recipientOf(trx, userId) : undefined;
    const inserted = await alertsStore.insertNotifications(
      trx,
      events.map((event) => ({ ...event, mailState: recipient ? 'queued' : 'none' })),
    );
    if (inserted.length === 0 || !recipient) return { notified: inserted.length, mailsQueued: 0 };
    const tenders = await tendersForMail(
      trx,
      inserted.map((row) => row.tender_id),
      recipient.language,
      context.origin,
    );
    const token = savedTendersUnsubscribeToken(context.secret, userId);
    const mail = renderSavedTenderMail({
      language: recipient.language,
      items: inserted.flatMap((row) => {
        const tender = tenders.find((candidate) => candidate.id === row.tender_id);
        if (!tender) return [];
        const event: SavedTenderEvent =
          row.kind === 'amendment'
            ? {
                kind: 'amendment',
                number: row.amendment_number,
                changes: detailsOf(row).changes?.[apiLanguageOf(recipient.language)] ?? null,
                fit: detailsOf(row).fit?.[apiLanguageOf(recipient.language)] ?? null,
              }
            : { kind: 'deadline', days: row.days_before_closing ?? DEADLINE_DAYS[1] };
        return [{ tender, event }];
      }),
      unsubscribePageUrl: `${context.origin}/unsubscribe?token=${encodeURIComponent(token)}`,
      oneClickUrl: `${context.origin}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      manageUrl: `${context.origin}/alerts`,
    });
    const mailId = await mailOutbox.enqueue(trx, {
      userId,
      savedSearchId: null,
      to: recipient.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
    await attachMail(
      trx,
      inserted.map((row) => row.id),
      mailId,
    );
    return { notified: inserted.length, mailsQueued: 1 };
  });

/** Digests whose slot has come: the pending matches of each daily/weekly search in one e-mail. */
const sendDueDigests = async (
  context: MatcherContext,
  searches: SavedSearchRow[],
  now: Date,
): Promise<number> => {
  let queued = 0;
  for (const candidate of searches) {
    if (candidate.frequency !== 'daily' && candidate.frequency !== 'weekly') continue;
    const frequency = candidate.frequency;
    queued += await context.db.transaction().execute(async (trx) => {
      // Lock the search so two instances cannot both send its digest; re-read it under the lock.
      const search = await lockSavedSearch(trx, candidate.id);
      if (!search || search.frequency !== frequency) return 0;
      const due = isDigestDue({
        now,
        frequency,
        hour: context.digestHour,
        lastDigestAt: search.last_digest_at ? new Date(search.last_digest_at) : null,
        createdAt: new Date(search.created_at),
      });
      if (!due) return 0;
      const pending = await pendingOfSearch(trx, search.id);
      const mails = search.channels.includes('email')
        ? await queueDigestMail(trx, context, search.user_id, frequency, pending)
        : 0;
      await markDigestSent(trx, search.id, now);
      return mails;
    });
  }
  return queued;
};

export const runMatchingPass = async (context: MatcherContext): Promise<MatchSummary> => {
  const { db } = context;
  const now = context.now?.() ?? new Date();
  const window = await matchWindow(db, OVERLAP_MINUTES);
  const from = window?.from ?? new Date(0);
  const until = window?.until ?? now;

  const fresh = await tendersFirstSeen(db, from, until);

  const summary: MatchSummary = { notified: 0, mailsQueued: 0 };
  const searches = await alertsStore.activeSavedSearches(db);
  for (const search of searches) {
    const createdAt = new Date(search.created_at).getTime();
    const candidates = fresh
      .filter((row) => new Date(row.first_seen_at).getTime() > createdAt)
      .map((row) => row.id);
    if (candidates.length === 0) continue;
    try {
      const hits = await matchSavedSearch(context, search, candidates);
      if (hits.length === 0) continue;
      const result = await notifyMatches(context, search, hits);
      summary.notified += result.notified;
      summary.mailsQueued += result.mailsQueued;
    } catch (error) {
      // One search that cannot run (e.g. semantic search unavailable) does not stop the others.
      context.onSearchError?.(search.id, error);
    }
  }
  const companyUsers = await alertsStore.activeCompanyAlertUsers(db);
  const company = await matchCompanyProfiles(context, companyUsers, fresh);
  summary.notified += company.notified;
  summary.mailsQueued += company.mailsQueued;
  summary.mailsQueued += await queueInstantMails(context);

  const { amendmentFits } = context;
  const fits: AmendmentFitsOf | undefined = amendmentFits
    ? (...args) => amendmentFits({ db, embedder: context.embedder }, ...args)
    : undefined;
  const savedTenderEvents = [
    ...(await amendmentEvents(db, from, until, fits)),
    ...(await deadlineEvents(db)),
  ];
  const eventsByUser = new Map<string, NewNotification[]>();
  for (const event of savedTenderEvents) {
    eventsByUser.set(event.userId, [...(eventsByUser.get(event.userId) ?? []), event]);
  }
  for (const [userId, events] of eventsByUser) {
    const result = await notifySavedTenderEvents(context, userId, events);
    summary.notified += result.notified;
    summary.mailsQueued += result.mailsQueued;
  }
  summary.mailsQueued += await sendDueDigests(context, searches, now);
  summary.mailsQueued += await sendDueCompanyDigests(context, companyUsers, now);

  await advanceMatchCursor(db, until);
  return summary;
};
