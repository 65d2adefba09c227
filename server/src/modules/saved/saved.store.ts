import type { StoredReviewStatus } from '@tenderscout/domain';
import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { TenderReviewsTable } from './saved.tables';

/** The tender columns a saved list, a review or the calendar needs (never the long texts). */
export interface TenderSummaryRow {
  id: string;
  solicitation_number: string | null;
  title_en: string | null;
  title_fr: string | null;
  organization_en: string | null;
  organization_fr: string | null;
  status: string;
  closing_at: Date | null;
  publication_date: Date | string | null;
  procurement_categories: string[];
  regions: string[];
  value_amount: number | null;
  notice_url_en: string | null;
  notice_url_fr: string | null;
  buyer_province_en: string | null;
  buyer_province_fr: string | null;
}

export type CalendarFeedRow = Selectable<Database['calendar_feeds']>;

export interface BookmarkRow extends TenderSummaryRow {
  bookmarked_at: Date;
}

export interface ReviewRow extends TenderSummaryRow {
  review_status: Selectable<TenderReviewsTable>['status'];
  reviewed_at: Date;
}

const summaryColumns = [
  't.id',
  't.solicitation_number',
  't.title_en',
  't.title_fr',
  't.organization_en',
  't.organization_fr',
  't.status',
  't.closing_at',
  't.publication_date',
  't.procurement_categories',
  't.regions',
  't.value_amount',
  't.notice_url_en',
  't.notice_url_fr',
  sql<string | null>`t.buyer_address -> 'en' ->> 'province'`.as('buyer_province_en'),
  sql<string | null>`t.buyer_address -> 'fr' ->> 'province'`.as('buyer_province_fr'),
] as const;

/** `%term%` for ILIKE with the term's own wildcards taken literally. */
const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type TenderScope = ExpressionBuilder<Database & { t: Database['tenders'] }, 't'>;

/** Saved Tenders search: title (both languages), tender id / reference, solicitation number, organisation. */
const matchesSearch = (eb: TenderScope, term: string): Expression<SqlBool> => {
  const pattern = containsPattern(term);
  return eb.or([
    eb('t.title_en', 'ilike', pattern),
    eb('t.title_fr', 'ilike', pattern),
    eb('t.id', 'ilike', pattern),
    eb('t.solicitation_number', 'ilike', pattern),
    eb('t.organization_en', 'ilike', pattern),
    eb('t.organization_fr', 'ilike', pattern),
  ]);
};

export const savedStore = {
  tenderExists: async (db: Db, tenderId: string): Promise<boolean> =>
    (await db.selectFrom('tenders').select('id').where('id', '=', tenderId).executeTakeFirst()) !== undefined,

  /** True when a new bookmark was written, false when the user already had it. */
  insertBookmark: async (db: Db, userId: string, tenderId: string): Promise<boolean> => {
    const row = await db
      .insertInto('bookmarks')
      .values({ user_id: userId, tender_id: tenderId })
      .onConflict((oc) => oc.columns(['user_id', 'tender_id']).doNothing())
      .returning('tender_id')
      .executeTakeFirst();
    return row !== undefined;
  },

  deleteBookmark: async (db: Db, userId: string, tenderId: string): Promise<number> => {
    const result = await db
      .deleteFrom('bookmarks')
      .where('user_id', '=', userId)
      .where('tender_id', '=', tenderId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  deleteAllBookmarks: async (db: Db, userId: string): Promise<number> => {
    const result = await db.deleteFrom('bookmarks').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Sets the review (any status from any other) and stamps the time of this decision. */
  upsertReview: async (db: Db, userId: string, tenderId: string, status: StoredReviewStatus) => {
    await db
      .insertInto('tender_reviews')
      .values({ user_id: userId, tender_id: tenderId, status })
      .onConflict((oc) =>
        oc.columns(['user_id', 'tender_id']).doUpdateSet({ status, reviewed_at: sql`now()` }),
      )
      .execute();
  },

  deleteReview: async (db: Db, userId: string, tenderId: string): Promise<number> => {
    const result = await db
      .deleteFrom('tender_reviews')
      .where('user_id', '=', userId)
      .where('tender_id', '=', tenderId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  deleteReviewsWithStatus: async (db: Db, userId: string, status: StoredReviewStatus): Promise<number> => {
    const result = await db
      .deleteFrom('tender_reviews')
      .where('user_id', '=', userId)
      .where('status', '=', status)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  findReviewState: (db: Db, userId: string, tenderId: string) =>
    db
      .selectFrom('tenders as t')
      .leftJoin('tender_reviews as r', (join) =>
        join.onRef('r.tender_id', '=', 't.id').on('r.user_id', '=', userId),
      )
      .leftJoin('bookmarks as b', (join) =>
        join.onRef('b.tender_id', '=', 't.id').on('b.user_id', '=', userId),
      )
      .select(['t.id', 'r.status', 'r.reviewed_at', 'b.created_at as bookmarked_at'])
      .where('t.id', '=', tenderId)
      .executeTakeFirst(),

  /** A page of the user's bookmarks, newest first, with the number of matches and of all bookmarks. */
  listBookmarks: async (
    db: Db,
    userId: string,
    options: { search?: string; limit: number; offset: number },
  ): Promise<{ rows: BookmarkRow[]; total: number; totalSaved: number }> => {
    const term = options.search?.trim();
    let query = db
      .selectFrom('bookmarks as b')
      .innerJoin('tenders as t', 't.id', 'b.tender_id')
      .where('b.user_id', '=', userId);
    if (term) query = query.where((eb) => matchesSearch(eb, term));
    const [rows, counts] = await Promise.all([
      query
        .select([...summaryColumns, 'b.created_at as bookmarked_at'])
        .orderBy('b.created_at', 'desc')
        .orderBy('t.id')
        .limit(options.limit)
        .offset(options.offset)
        .execute(),
      db
        .selectFrom('bookmarks as b')
        .innerJoin('tenders as t', 't.id', 'b.tender_id')
        .where('b.user_id', '=', userId)
        .select((eb) => [
          eb.fn.countAll<number>().as('total_saved'),
          term
            ? eb.fn.countAll<number>().filterWhere(matchesSearch(eb, term)).as('total')
            : eb.fn.countAll<number>().as('total'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: counts.total, totalSaved: counts.total_saved };
  },

  findBookmark: (db: Db, userId: string, tenderId: string): Promise<BookmarkRow | undefined> =>
    db
      .selectFrom('bookmarks as b')
      .innerJoin('tenders as t', 't.id', 'b.tender_id')
      .select([...summaryColumns, 'b.created_at as bookmarked_at'])
      .where('b.user_id', '=', userId)
      .where('b.tender_id', '=', tenderId)
      .executeTakeFirst(),

  listReviews: (db: Db, userId: string, status?: StoredReviewStatus): Promise<ReviewRow[]> => {
    let query = db
      .selectFrom('tender_reviews as r')
      .innerJoin('tenders as t', 't.id', 'r.tender_id')
      .select([...summaryColumns, 'r.status as review_status', 'r.reviewed_at'])
      .where('r.user_id', '=', userId);
    if (status) query = query.where('r.status', '=', status);
    return query.orderBy('r.reviewed_at', 'desc').orderBy('t.id').execute();
  },

  findReview: (db: Db, userId: string, tenderId: string): Promise<ReviewRow | undefined> =>
    db
      .selectFrom('tender_reviews as r')
      .innerJoin('tenders as t', 't.id', 'r.tender_id')
      .select([...summaryColumns, 'r.status as review_status', 'r.reviewed_at'])
      .where('r.user_id', '=', userId)
      .where('r.tender_id', '=', tenderId)
      .executeTakeFirst(),

  /** Counts of all reviews and of those made since the start of today in `timeZone`. */
  reviewStats: async (db: Db, userId: string, timeZone: string) => {
    const { rows } = await sql<{
      total: number;
      saved: number;
      not_applicable: number;
      today_total: number;
      today_saved: number;
      today_not_applicable: number;
    }>`
      WITH today AS (SELECT date_trunc('day', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone} AS start)
      SELECT
        count(status)::int AS total,
        count(status) FILTER (WHERE status = 'saved')::int AS saved,
        count(status) FILTER (WHERE status = 'not_applicable')::int AS not_applicable,
        count(status) FILTER (WHERE reviewed_at >= today.start)::int AS today_total,
        count(status) FILTER (WHERE status = 'saved' AND reviewed_at >= today.start)::int AS today_saved,
        count(status) FILTER (WHERE status = 'not_applicable' AND reviewed_at >= today.start)::int AS today_not_applicable
      FROM today LEFT JOIN tender_reviews ON user_id = ${userId}
      GROUP BY today.start`.execute(db);
    return rows[0]!;
  },

  /** Saved tenders with a closing date, soonest first: the calendar feed's events. */
  listBookmarksWithClosingDate: (db: Db, userId: string): Promise<BookmarkRow[]> =>
    db
      .selectFrom('bookmarks as b')
      .innerJoin('tenders as t', 't.id', 'b.tender_id')
      .select([...summaryColumns, 'b.created_at as bookmarked_at'])
      .where('b.user_id', '=', userId)
      .where('t.closing_at', 'is not', null)
      .orderBy('t.closing_at')
      .execute(),

  findCalendarFeed: (db: Db, userId: string): Promise<CalendarFeedRow | undefined> =>
    db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', userId).executeTakeFirst(),

  findCalendarFeedById: (db: Db, feedId: string): Promise<CalendarFeedRow | undefined> =>
    db.selectFrom('calendar_feeds').selectAll().where('feed_id', '=', feedId).executeTakeFirst(),

  /** Creates the user's feed, or replaces its id (retiring the old URL) when `replace` is set. */
  putCalendarFeed: (db: Db, userId: string, feedId: string, replace: boolean) =>
    db
      .insertInto('calendar_feeds')
      .values({ user_id: userId, feed_id: feedId })
      .onConflict((oc) =>
        replace
          ? oc.column('user_id').doUpdateSet({ feed_id: feedId, created_at: sql`now()`, last_used_at: null })
          : oc.column('user_id').doNothing(),
      )
      .execute(),

  findAccountStatus: async (db: Db, userId: string): Promise<string | undefined> =>
    (await db.selectFrom('users').select('account_status').where('id', '=', userId).executeTakeFirst())
      ?.account_status,

  touchCalendarFeed: async (db: Db, feedId: string) => {
    await db
      .updateTable('calendar_feeds')
      .set({ last_used_at: sql`now()` })
      .where('feed_id', '=', feedId)
      .execute();
  },
};
