import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type SectionText = ColumnType<string, string | undefined, string>;

export interface ResponseDraftsTable {
  user_id: string;
  tender_id: string;
  executive_summary: SectionText;
  technical_approach: SectionText;
  project_team: SectionText;
  timeline: SectionText;
  budget: SectionText;
  additional_info: SectionText;
  executive_summary_updated_at: OptionalTimestamp;
  technical_approach_updated_at: OptionalTimestamp;
  project_team_updated_at: OptionalTimestamp;
  timeline_updated_at: OptionalTimestamp;
  budget_updated_at: OptionalTimestamp;
  additional_info_updated_at: OptionalTimestamp;
  version: ColumnType<number, number | undefined, number>;
  status: ColumnType<'draft' | 'submitted', 'draft' | 'submitted' | undefined, 'draft' | 'submitted'>;
  submitted_at: OptionalTimestamp;
  created_at: Timestamp;
  saved_at: Timestamp;
}

// These tables join the store's one Database type from here: db/schema.ts imports no table file.
declare module '../../db/schema' {
  interface Database {
    response_drafts: ResponseDraftsTable;
  }
}
