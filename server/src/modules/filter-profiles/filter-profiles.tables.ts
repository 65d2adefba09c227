import type { ColumnType } from 'kysely';
import type { Narrowed } from '../../db/narrowed';
import type { DB } from '../../db/tables.generated';

/** jsonb written as a JSON string, read as parsed JSON. */
type JsonText = ColumnType<unknown, string, string>;

/** `filters`: DashboardFilters (packages/domain), normalised. */
export type FilterProfilesTable = Narrowed<DB['filter_profiles'], { filters: JsonText }>;

/** The AI panel's stored user profile; its routes belong to the AI module. */
export type AiProfilesTable = Narrowed<DB['ai_profiles'], { profile: JsonText }>;

declare module '../../db/schema' {
  interface NarrowedTableNames {
    filter_profiles: true;
    ai_profiles: true;
  }
  interface Database {
    filter_profiles: FilterProfilesTable;
    ai_profiles: AiProfilesTable;
  }
}
