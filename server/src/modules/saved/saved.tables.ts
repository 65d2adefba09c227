import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface BookmarksTable {
  user_id: string;
  tender_id: string;
  created_at: CreatedAt;
}

export interface TenderReviewsTable {
  user_id: string;
  tender_id: string;
  status: 'saved' | 'not_applicable';
  reviewed_at: CreatedAt;
}

export interface CalendarFeedsTable {
  user_id: string;
  feed_id: string;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

// These tables join the store's one Database type from here: db/schema.ts imports no table file.
declare module '../../db/schema' {
  interface Database {
    bookmarks: BookmarksTable;
    tender_reviews: TenderReviewsTable;
    calendar_feeds: CalendarFeedsTable;
  }
}
