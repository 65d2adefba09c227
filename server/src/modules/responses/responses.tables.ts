import type { ColumnType } from 'kysely';
import type { Narrowed } from '../../db/narrowed';
import type { DB } from '../../db/tables.generated';

type Status = 'draft' | 'submitted';

export type ResponseDraftsTable = Narrowed<
  DB['response_drafts'],
  { status: ColumnType<Status, Status | undefined, Status> }
>;

declare module '../../db/schema' {
  interface NarrowedTableNames {
    response_drafts: true;
  }
  interface Database {
    response_drafts: ResponseDraftsTable;
  }
}
