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

export interface SavedTables {
  bookmarks: BookmarksTable;
  tender_reviews: TenderReviewsTable;
  calendar_feeds: CalendarFeedsTable;
}
