import type { ColumnType, JSONColumnType } from 'kysely';
import type {
  BrowserInfo,
  CapturedError,
  FeedbackCategory,
  FeedbackPriority,
  FeedbackStatus,
  FeedbackType,
} from '@tenderscout/domain';
import type { Narrowed } from '../../db/narrowed';
import type { DB } from '../../db/tables.generated';

export type FeedbackTable = Narrowed<
  DB['feedback'],
  {
    type: FeedbackType;
    category: FeedbackCategory;
    priority: FeedbackPriority | null;
    browser_info: JSONColumnType<BrowserInfo | null, string | null, string | null>;
    captured_errors: JSONColumnType<CapturedError[] | null, string | null, string | null>;
    status: ColumnType<FeedbackStatus, FeedbackStatus | undefined, FeedbackStatus>;
  }
>;

declare module '../../db/schema' {
  interface NarrowedTableNames {
    feedback: true;
  }
  interface Database {
    feedback: FeedbackTable;
  }
}
