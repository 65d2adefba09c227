import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface FilterProfilesTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  /** DashboardFilters (packages/domain), normalised. */
  filters: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  last_used_at: Timestamp;
}

/** The AI panel's stored user profile; its routes belong to the AI module. */
export interface AiProfilesTable {
  user_id: string;
  profile: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

// These tables join the store's one Database type from here: db/schema.ts imports no table file.
declare module '../../db/schema' {
  interface Database {
    filter_profiles: FilterProfilesTable;
    ai_profiles: AiProfilesTable;
  }
}
