import type { AwardsTables } from '../modules/awards/awards.tables';
import type { AlertTables } from '../modules/alerts/alerts.tables';
import type { DocumentTables } from '../modules/documents/documents.tables';
import type { FeedbackTables } from '../modules/feedback/feedback.tables';
import type { FilterProfileTables } from '../modules/filter-profiles/filter-profiles.tables';
import type { TenderTables } from '../modules/tenders/tenders.tables';
import type { AccountsTables } from '../modules/users/users.tables';
import type { SavedTables } from '../modules/saved/saved.tables';
import type { ResponsesTables } from '../modules/responses/responses.tables';
import type { SearchTables } from '../modules/search/search.tables';

/**
 * Table types for the typed query layer (Kysely), named as in SQL. Each feature module declares its own tables
 * in its `*.tables.ts` file and adds them here with one `extends`, so modules grow without editing each other.
 */
export interface AppMetaTable {
  key: string;
  value: string;
}

export interface FoundationTables {
  app_meta: AppMetaTable;
}

export interface Database
  extends
    FoundationTables,
    AccountsTables,
    TenderTables,
    SavedTables,
    FeedbackTables,
    DocumentTables,
    ResponsesTables,
    SearchTables,
    FilterProfileTables,
    AwardsTables,
    AlertTables {}
