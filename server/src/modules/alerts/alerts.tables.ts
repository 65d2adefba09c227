import type { ColumnType } from 'kysely';
import type { Narrowed } from '../../db/narrowed';
import type { DB } from '../../db/tables.generated';

/** Columns are generated from the migrations; these are the jsonb shapes SQL cannot say. */
export type SavedSearchesTable = Narrowed<
  DB['saved_searches'],
  {
    /** The search request's filters (input form), blanks dropped. */
    filters: ColumnType<Record<string, unknown>, string, string>;
  }
>;

export type NotificationsTable = DB['notifications'];

export type MailOutboxTable = Narrowed<
  DB['mail_outbox'],
  { headers: ColumnType<Record<string, string>, string | undefined, string> }
>;

declare module '../../db/schema' {
  interface NarrowedTableNames {
    saved_searches: true;
    mail_outbox: true;
  }
  interface Database {
    saved_searches: SavedSearchesTable;
    mail_outbox: MailOutboxTable;
  }
}
