import type { ColumnType } from 'kysely';
import type { Narrowed } from '../../db/narrowed';
import type { DB } from '../../db/tables.generated';
import type { OrgRole } from '../auth';

type Checked<T> = ColumnType<T, T | undefined, T>;

/** 0028: an invitation to join an organization; the mailed link is signed, single-use and expires. */
export type OrgInvitationsTable = Narrowed<DB['org_invitations'], { role: Checked<OrgRole> }>;

export type PipelineStage =
  'watching' | 'qualifying' | 'go' | 'no_go' | 'drafting' | 'submitted' | 'won' | 'lost';

/** 0028: a tender an organization tracks through its bid pipeline. */
export type PipelineItemsTable = Narrowed<
  DB['pipeline_items'],
  {
    stage: Checked<PipelineStage>;
    /** A calendar date (YYYY-MM-DD): read as text (`due_date::text`), written as text. */
    due_date: ColumnType<string | null, string | null | undefined, string | null>;
    decision_checklist: ColumnType<unknown[], string | undefined, string>;
    outcome_source: Checked<'award' | 'member' | null>;
    decided_stage: Checked<'go' | 'no_go' | null>;
  }
>;

export type PipelineEventKind =
  'tracked' | 'stage' | 'decision' | 'updated' | 'comment' | 'draft' | 'amendment' | 'outcome';

/** 0028: the activity of a tracked tender, comments included. */
export type PipelineEventsTable = Narrowed<
  DB['pipeline_events'],
  {
    kind: Checked<PipelineEventKind>;
    detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  }
>;

declare module '../../db/schema' {
  interface NarrowedTableNames {
    org_invitations: true;
    pipeline_items: true;
    pipeline_events: true;
  }
  interface Database {
    org_invitations: OrgInvitationsTable;
    pipeline_items: PipelineItemsTable;
    pipeline_events: PipelineEventsTable;
  }
}
