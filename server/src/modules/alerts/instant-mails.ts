import type { Db } from '../../db/database';
import type { MailKind } from './alert-mail-texts';
import {
  renderAlertMail,
  renderCompanyAlertMail,
  type MailReason,
  type MailTender,
  type RenderedMail,
} from './alert-mail';
import { apiLanguageOf, recipientOf, tendersForMail, type Recipient } from './alert-recipients';
import {
  companyAlertsUnsubscribeToken,
  NOT_RELEVANT_LINK_DAYS,
  notRelevantToken,
  unsubscribeToken,
} from './alert-tokens';
import { whyOf } from './alerts.store';
import {
  claimPending,
  markQueuedIn,
  markQueuedWithoutMail,
  pendingInstant,
  type PendingRow,
} from './instant-mails.store';
import { mailOutbox } from './mail-outbox.store';

/**
 * The instant alert mails of a pass. The sources (saved searches, the company profile) write their new matches
 * as pending; this step mails each user's pending instant matches, one mail per tender: a tender that a saved
 * search and the company profile (or two searches) found in the same pass goes into one mail, which names every
 * reason. A pass that stopped after the matches were written mails them in the next one.
 */

export interface InstantMailContext {
  db: Db;
  secret: Uint8Array;
  origin: string;
  now?: () => Date;
}

/** One mail: a saved search's (its id) or the company profile's (null), and the rows of each tender in it. */
interface MailGroup {
  savedSearchId: string | null;
  searchName: string | null;
  tenders: Map<string, PendingRow[]>;
}

/** Each tender in the first mail that found it: saved searches oldest first, then the company profile. */
const groupByMail = (rows: PendingRow[]): MailGroup[] => {
  const sorted = [...rows].sort(
    (a, b) =>
      (a.search_created_at ? new Date(a.search_created_at).getTime() : Infinity) -
        (b.search_created_at ? new Date(b.search_created_at).getTime() : Infinity) ||
      (a.saved_search_id ?? '').localeCompare(b.saved_search_id ?? ''),
  );
  const groups = new Map<string, MailGroup>();
  const mailOfTender = new Map<string, MailGroup>();
  for (const row of sorted) {
    let group = mailOfTender.get(row.tender_id);
    if (!group) {
      const key = row.saved_search_id ?? 'company';
      group = groups.get(key) ?? {
        savedSearchId: row.saved_search_id,
        searchName: row.search_name,
        tenders: new Map(),
      };
      groups.set(key, group);
      mailOfTender.set(row.tender_id, group);
    }
    group.tenders.set(row.tender_id, [...(group.tenders.get(row.tender_id) ?? []), row]);
  }
  return [...groups.values()];
};

const reasonOf = (row: PendingRow, recipient: Recipient): MailReason => ({
  source:
    row.kind === 'company_match' ? { kind: 'company' } : { kind: 'search', name: row.search_name ?? '' },
  why: whyOf(row, apiLanguageOf(recipient.language)),
});

const renderGroup = async (
  trx: Db,
  context: InstantMailContext,
  {
    group,
    recipient,
    userId,
    kind,
  }: { group: MailGroup; recipient: Recipient; userId: string; kind: MailKind },
): Promise<RenderedMail> => {
  const now = context.now?.() ?? new Date();
  const expires = new Date(now.getTime() + NOT_RELEVANT_LINK_DAYS * 86_400_000);
  const listed = await tendersForMail(trx, [...group.tenders.keys()], recipient.language, context.origin);
  const tenders: MailTender[] = listed.map((tender) => {
    const rows = group.tenders.get(tender.id) ?? [];
    const own = rows[0]!;
    const token = notRelevantToken(context.secret, { id: own.id, userId }, expires);
    return {
      ...tender,
      reasons: rows.map((row) => reasonOf(row, recipient)),
      notRelevantUrl: `${context.origin}/not-relevant?token=${encodeURIComponent(token)}`,
    };
  });
  const token = encodeURIComponent(
    group.savedSearchId
      ? unsubscribeToken(context.secret, group.savedSearchId, userId)
      : companyAlertsUnsubscribeToken(context.secret, userId),
  );
  const links = {
    language: recipient.language,
    kind,
    tenders,
    unsubscribePageUrl: `${context.origin}/unsubscribe?token=${token}`,
    oneClickUrl: `${context.origin}/api/alerts/unsubscribe?token=${token}`,
    manageUrl: `${context.origin}/alerts`,
    now,
  };
  return group.savedSearchId
    ? renderAlertMail({ ...links, searchName: group.searchName ?? '' })
    : renderCompanyAlertMail(links);
};

/** Renders and queues one mail, and marks its notifications queued with it. */
const queueGroupMail = async (
  trx: Db,
  context: InstantMailContext,
  mail: { group: MailGroup; recipient: Recipient; userId: string; kind: MailKind },
): Promise<number> => {
  const rendered = await renderGroup(trx, context, mail);
  const mailId = await mailOutbox.enqueue(trx, {
    userId: mail.userId,
    savedSearchId: mail.group.savedSearchId,
    to: mail.recipient.email,
    ...rendered,
  });
  const ids = [...mail.group.tenders.values()].flat().map((row) => row.id);
  await markQueuedIn(trx, ids, mailId);
  return 1;
};

/**
 * A digest: one source's pending matches (`rows`, of one user) in one mail of that `kind`. The rows are marked
 * queued whether or not a mail could go (the demo account gets none). Answers how many mails were queued.
 */
export const queueDigestMail = async (
  trx: Db,
  context: InstantMailContext,
  userId: string,
  kind: 'daily' | 'weekly',
  rows: PendingRow[],
): Promise<number> => {
  if (rows.length === 0) return 0;
  const recipient = await recipientOf(trx, userId);
  if (!recipient) {
    await markQueuedWithoutMail(
      trx,
      rows.map((row) => row.id),
    );
    return 0;
  }
  const [group] = groupByMail(rows);
  return group ? queueGroupMail(trx, context, { group, recipient, userId, kind }) : 0;
};

/** Claims and mails one user's pending instant matches, in one transaction. Answers how many mails it queued. */
const mailUser = async (context: InstantMailContext, userId: string, rows: PendingRow[]): Promise<number> =>
  context.db.transaction().execute(async (trx) => {
    // Claim: another pass (or instance) that got here first has already mailed them.
    const claimed = new Set(
      await claimPending(
        trx,
        rows.map((row) => row.id),
      ),
    );
    const recipient = await recipientOf(trx, userId);
    if (!recipient || claimed.size === 0) return 0;
    let queued = 0;
    for (const group of groupByMail(rows.filter((row) => claimed.has(row.id))))
      queued += await queueGroupMail(trx, context, { group, recipient, userId, kind: 'instant' });
    return queued;
  });

/** Mails every user's pending instant matches; answers how many mails were queued. */
export const queueInstantMails = async (context: InstantMailContext): Promise<number> => {
  const rows = await pendingInstant(context.db);
  const byUser = new Map<string, PendingRow[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  let queued = 0;
  for (const [userId, userRows] of byUser) queued += await mailUser(context, userId, userRows);
  return queued;
};
