import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type Bookmark,
  type BookmarksQuery,
  type BookmarksResponse,
  type CalendarFeed,
  type Language,
  type ReviewState,
  type ReviewStats,
  type StoredReviewStatus,
  type TenderReview,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { buildSavedTendersCalendar } from './saved-calendar';
import { deadlinesOf } from './saved-deadlines';
import { toBookmark, toTenderReview } from './saved-presenter';
import { savedStore } from './saved.store';

/**
 * Saving and tracking: any review status can follow any other. The rule that keeps bookmarks and
 * reviews consistent lives here: a tender is bookmarked exactly when its review is `saved`.
 */

const requireTender = async (db: Db, tenderId: string): Promise<void> => {
  if (!(await savedStore.tenderExists(db, tenderId))) throw new AppError('not_found', 'saved.tenderNotFound');
};

const reviewOf = async (
  db: Db,
  userId: string,
  tenderId: string,
  language: Language,
): Promise<TenderReview> => {
  const row = await savedStore.findReview(db, userId, tenderId);
  if (!row) throw new AppError('not_found', 'saved.tenderNotFound');
  return toTenderReview(row, language);
};

/** Saved sets the review and bookmarks the tender; not applicable sets it and removes any bookmark. */
export const setReviewStatus = async (
  db: Db,
  options: { userId: string; tenderId: string; status: StoredReviewStatus; language: Language },
): Promise<TenderReview> => {
  const { userId, tenderId, status } = options;
  await db.transaction().execute(async (trx) => {
    await requireTender(trx, tenderId);
    await savedStore.upsertReview(trx, userId, tenderId, status);
    if (status === 'saved') await savedStore.insertBookmark(trx, userId, tenderId);
    else await savedStore.deleteBookmark(trx, userId, tenderId);
  });
  return reviewOf(db, userId, tenderId, options.language);
};

/** Unsave / unreview: deletes the review and the bookmark (back to unreviewed). Idempotent for a known tender. */
export const clearReview = async (db: Db, options: { userId: string; tenderId: string }): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await requireTender(trx, options.tenderId);
    await savedStore.deleteReview(trx, options.userId, options.tenderId);
    await savedStore.deleteBookmark(trx, options.userId, options.tenderId);
  });
};

/** Bookmarking is saving; a tender already bookmarked is refused with 409. */
export const addBookmark = async (
  db: Db,
  options: { userId: string; tenderId: string; language: Language },
): Promise<Bookmark> => {
  const { userId, tenderId } = options;
  await db.transaction().execute(async (trx) => {
    await requireTender(trx, tenderId);
    if (!(await savedStore.insertBookmark(trx, userId, tenderId))) {
      throw new AppError('conflict', 'saved.alreadyBookmarked');
    }
    await savedStore.upsertReview(trx, userId, tenderId, 'saved');
  });
  const row = await savedStore.findBookmark(db, userId, tenderId);
  if (!row) throw new AppError('not_found', 'saved.tenderNotFound');
  return toBookmark(row, options.language);
};

/** Removing a bookmark is unsaving. */
export const removeBookmark = clearReview;

/** Clear All on Saved Tenders: every bookmark and its saved review; not-applicable decisions stay. */
export const clearBookmarks = async (db: Db, userId: string): Promise<{ deleted: number }> =>
  db.transaction().execute(async (trx) => {
    const deleted = await savedStore.deleteAllBookmarks(trx, userId);
    await savedStore.deleteReviewsWithStatus(trx, userId, 'saved');
    return { deleted };
  });

export const listBookmarks = async (
  db: Db,
  userId: string,
  query: BookmarksQuery,
): Promise<BookmarksResponse> => {
  const { rows, total, totalSaved } = await savedStore.listBookmarks(db, userId, {
    search: query.search,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return {
    bookmarks: rows.map((row) => toBookmark(row, query.language)),
    total,
    total_saved: totalSaved,
    page: query.page,
    size: query.size,
  };
};

export const listReviews = async (
  db: Db,
  userId: string,
  options: { status?: StoredReviewStatus; language: Language },
): Promise<TenderReview[]> =>
  (await savedStore.listReviews(db, userId, options.status)).map((row) =>
    toTenderReview(row, options.language),
  );

export const getReviewState = async (db: Db, userId: string, tenderId: string): Promise<ReviewState> => {
  const row = await savedStore.findReviewState(db, userId, tenderId);
  if (!row) throw new AppError('not_found', 'saved.tenderNotFound');
  return {
    tender_id: row.id,
    status: row.status ?? 'unreviewed',
    reviewedAt: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
    is_bookmarked: row.bookmarked_at !== null,
  };
};

export const getReviewStats = async (db: Db, userId: string, timeZone: string): Promise<ReviewStats> => {
  const row = await savedStore.reviewStats(db, userId, timeZone);
  return {
    total: row.total,
    saved: row.saved,
    not_applicable: row.not_applicable,
    today: { total: row.today_total, saved: row.today_saved, not_applicable: row.today_not_applicable },
    time_zone: timeZone,
  };
};

// ---------------------------------------------------------------------------------------------------------
// The secret calendar feed URL: `?feed=<feed_id>.<mac>`, mac = HMAC-SHA256(server secret, feed_id). Only
// feed_id is stored, so the database alone cannot make a working URL; regenerating replaces feed_id.

export interface CalendarFeedContext {
  db: Db;
  /** The server's signing secret (the JWT secret). */
  secret: Uint8Array;
}

const FEED_PATH = '/api/me/saved.ics';

const macOf = (secret: Uint8Array, feedId: string): string =>
  createHmac('sha256', secret).update(`calendar-feed:${feedId}`).digest('base64url');

const feedTokenOf = (secret: Uint8Array, feedId: string): string => `${feedId}.${macOf(secret, feedId)}`;

const toCalendarFeed = (
  context: CalendarFeedContext,
  feed: { feed_id: string; created_at: Date },
  origin: string,
): CalendarFeed => {
  const path = `${FEED_PATH}?feed=${encodeURIComponent(feedTokenOf(context.secret, feed.feed_id))}`;
  return { url: `${origin}${path}`, path, created_at: new Date(feed.created_at).toISOString() };
};

/** The user's feed URL, created on first use. */
export const getCalendarFeed = async (
  context: CalendarFeedContext,
  options: { userId: string; origin: string; regenerate: boolean },
): Promise<CalendarFeed> => {
  const existing = options.regenerate
    ? undefined
    : await savedStore.findCalendarFeed(context.db, options.userId);
  if (existing) return toCalendarFeed(context, existing, options.origin);
  await savedStore.putCalendarFeed(
    context.db,
    options.userId,
    randomBytes(18).toString('base64url'),
    options.regenerate,
  );
  const feed = await savedStore.findCalendarFeed(context.db, options.userId);
  if (!feed) throw new AppError('not_found', 'saved.calendarFeedNotFound');
  return toCalendarFeed(context, feed, options.origin);
};

/** The approved user a feed token belongs to; 401 for a forged, retired or malformed one. */
export const resolveCalendarFeedUser = async (
  context: CalendarFeedContext,
  token: string,
): Promise<string> => {
  const invalid = new AppError('unauthorized', 'saved.invalidFeedLink');
  const [feedId, mac, ...rest] = token.split('.');
  if (!feedId || !mac || rest.length > 0) throw invalid;
  const expected = Buffer.from(macOf(context.secret, feedId));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
  const feed = await savedStore.findCalendarFeedById(context.db, feedId);
  if (!feed) throw invalid;
  // A feed stops with its owner's access (a rejected account's URL answers nothing).
  if ((await savedStore.findAccountStatus(context.db, feed.user_id)) !== 'approved') throw invalid;
  await savedStore.touchCalendarFeed(context.db, feedId);
  return feed.user_id;
};

/** The iCalendar text of a user's saved tenders' deadlines (closing, questions, site visit). */
export const buildSavedCalendar = async (
  db: Db,
  options: { userId: string; language: Language; origin: string },
): Promise<string> => {
  const rows = await savedStore.listBookmarksWithClosingDate(db, options.userId);
  const tenders = [];
  for (const row of rows) {
    const bookmark = toBookmark(row, options.language);
    tenders.push({ bookmark, deadlines: await deadlinesOf(db, bookmark.tender_id, options.language) });
  }
  return buildSavedTendersCalendar(tenders, { language: options.language, appOrigin: options.origin });
};
