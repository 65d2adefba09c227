import type { ColumnType, Generated } from 'kysely';
import type { OrgRole } from '../../shared/accounts/accounts.tables';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** 0028: an invitation to join an organization; the mailed link is signed, single-use and expires. */
export interface OrgInvitationsTable {
  id: Generated<string>;
  org_id: string;
  email: string;
  role: OrgRole;
  invited_by: string | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  accepted_by: string | null;
}

export type PipelineStage =
  'watching' | 'qualifying' | 'go' | 'no_go' | 'drafting' | 'submitted' | 'won' | 'lost';

/** 0028: a tender an organization tracks through its bid pipeline. */
export interface PipelineItemsTable {
  org_id: string;
  tender_id: string;
  stage: PipelineStage;
  owner_id: string | null;
  /** A calendar date (YYYY-MM-DD), read as text. */
  due_date: ColumnType<string | null, string | null | undefined, string | null>;
  value: number | null;
  p_win: number | null;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  decision_reason: string | null;
  decision_checklist: ColumnType<unknown[], string | undefined, string>;
  outcome_source: 'award' | 'member' | null;
  outcome_supplier: string | null;
  outcome_value: number | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export type PipelineEventKind =
  'tracked' | 'stage' | 'decision' | 'updated' | 'comment' | 'draft' | 'amendment' | 'outcome';

/** 0028: the activity of a tracked tender, comments included. */
export interface PipelineEventsTable {
  id: Generated<string>;
  org_id: string;
  tender_id: string;
  kind: PipelineEventKind;
  actor_id: string | null;
  body: string | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
}

declare module '../../db/schema' {
  interface Database {
    org_invitations: OrgInvitationsTable;
    pipeline_items: PipelineItemsTable;
    pipeline_events: PipelineEventsTable;
  }
}
