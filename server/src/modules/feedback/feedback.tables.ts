import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type {
  BrowserInfo,
  CapturedError,
  FeedbackCategory,
  FeedbackPriority,
  FeedbackStatus,
  FeedbackType,
} from '@tenderscout/domain';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface FeedbackTable {
  id: Generated<string>;
  user_id: string | null;
  type: FeedbackType;
  title: string;
  description: string;
  category: FeedbackCategory;
  priority: FeedbackPriority | null;
  email: string | null;
  browser_info: JSONColumnType<BrowserInfo | null, string | null, string | null>;
  captured_errors: JSONColumnType<CapturedError[] | null, string | null, string | null>;
  /** Relative to DATA_DIR. */
  screenshot_path: string | null;
  screenshot_type: string | null;
  status: ColumnType<FeedbackStatus, FeedbackStatus | undefined, FeedbackStatus>;
  submitted_at: NullableTimestamp;
  created_at: Timestamp;
  resolved_at: NullableTimestamp;
  resolved_by: string | null;
}

// These tables join the store's one Database type from here: db/schema.ts imports no table file.
declare module '../../db/schema' {
  interface Database {
    feedback: FeedbackTable;
  }
}
