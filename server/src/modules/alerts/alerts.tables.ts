import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SavedSearchesTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  query: ColumnType<string, string | undefined, string>;
  search_type: ColumnType<string, string | undefined, string>;
  /** The search request's filters (input form), blanks dropped. */
  filters: ColumnType<Record<string, unknown>, string, string>;
  frequency: ColumnType<string, string | undefined, string>;
  channels: ColumnType<string[], string[] | undefined, string[]>;
  feed_key: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_notified_at: NullableTimestamp;
  last_digest_at: NullableTimestamp;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  event_key: string;
  kind: string;
  tender_id: string;
  saved_search_id: string | null;
  amendment_number: number | null;
  days_before_closing: number | null;
  mail_state: ColumnType<string, string | undefined, string>;
  mail_id: number | null;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

export interface AlertCursorTable {
  id: number;
  matched_until: Timestamp;
  updated_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  user_id: string | null;
  saved_search_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  last_attempt_at: NullableTimestamp;
  next_attempt_at: Timestamp;
  locked_until: NullableTimestamp;
  message_id: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

// These tables join the store's one Database type from here: db/schema.ts imports no table file.
declare module '../../db/schema' {
  interface Database {
    saved_searches: SavedSearchesTable;
    notifications: NotificationsTable;
    alert_cursor: AlertCursorTable;
    mail_outbox: MailOutboxTable;
  }
}
