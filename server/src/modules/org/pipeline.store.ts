import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { PipelineEventKind, PipelineItemsTable, PipelineStage } from './org.tables';

export type PipelineRow = Omit<Selectable<PipelineItemsTable>, 'due_date'> & {
  due_date: string | null;
  title_en: string | null;
  title_fr: string | null;
  organization_en: string | null;
  organization_fr: string | null;
  closing_at: Date | null;
  owner_name: string | null;
  decided_by_name: string | null;
};

export interface PipelineFilter {
  stage?: PipelineStage;
  ownerId?: string;
  closingWithinDays?: number;
}

export type PipelineChanges = Partial<{
  stage: PipelineStage;
  owner_id: string | null;
  due_date: string | null;
  value: number | null;
  p_win: number | null;
  decided_by: string | null;
  decided_stage: 'go' | 'no_go' | null;
  decided_at: Date | null;
  decision_reason: string | null;
  decision_checklist: string;
  outcome_source: 'award' | 'member' | null;
  outcome_supplier: string | null;
  outcome_value: number | null;
}>;

const selectItems = (db: Db, orgId: string) =>
  db
    .selectFrom('pipeline_items as p')
    .innerJoin('tenders as t', 't.id', 'p.tender_id')
    .leftJoin('users as owner', 'owner.id', 'p.owner_id')
    .leftJoin('users as decider', 'decider.id', 'p.decided_by')
    .selectAll('p')
    .select([
      sql<string | null>`p.due_date::text`.as('due_date'),
      't.title_en',
      't.title_fr',
      't.organization_en',
      't.organization_fr',
      't.closing_at',
      'owner.name as owner_name',
      'decider.name as decided_by_name',
    ])
    .where('p.org_id', '=', orgId);

/** SQL of the bid pipeline; every statement is scoped to one organization. */
export const pipelineStore = {
  /** Every item's stage, value and decision (team analytics). */
  async figures(db: Db, orgId: string) {
    return db
      .selectFrom('pipeline_items')
      .select(['stage', 'value', 'decided_stage', 'decided_at', 'created_at'])
      .where('org_id', '=', orgId)
      .execute();
  },
  async list(db: Db, orgId: string, filter: PipelineFilter): Promise<PipelineRow[]> {
    let query = selectItems(db, orgId);
    if (filter.stage) query = query.where('p.stage', '=', filter.stage);
    if (filter.ownerId) query = query.where('p.owner_id', '=', filter.ownerId);
    if (filter.closingWithinDays !== undefined) {
      query = query
        .where('t.closing_at', '>', sql<Date>`now()`)
        .where('t.closing_at', '<=', sql<Date>`now() + make_interval(days => ${filter.closingWithinDays})`);
    }
    return query
      .orderBy('t.closing_at', (ob) => ob.asc().nullsLast())
      .orderBy('p.created_at')
      .execute();
  },

  async find(db: Db, orgId: string, tenderId: string): Promise<PipelineRow | undefined> {
    return selectItems(db, orgId).where('p.tender_id', '=', tenderId).executeTakeFirst();
  },

  async tenderExists(db: Db, tenderId: string): Promise<boolean> {
    const row = await db.selectFrom('tenders').select('id').where('id', '=', tenderId).executeTakeFirst();
    return row !== undefined;
  },

  /** Starts tracking a tender (nothing happens when it is already tracked); true when it was new. */
  async insert(db: Db, orgId: string, tenderId: string, userId: string): Promise<boolean> {
    const result = await db
      .insertInto('pipeline_items')
      .values({ org_id: orgId, tender_id: tenderId, stage: 'watching', created_by: userId })
      .onConflict((oc) => oc.columns(['org_id', 'tender_id']).doNothing())
      .returning('tender_id')
      .executeTakeFirst();
    return result !== undefined;
  },

  async update(db: Db, orgId: string, tenderId: string, changes: PipelineChanges): Promise<void> {
    await db
      .updateTable('pipeline_items')
      .set({ ...changes, updated_at: sql<Date>`now()` })
      .where('org_id', '=', orgId)
      .where('tender_id', '=', tenderId)
      .execute();
  },

  async remove(db: Db, orgId: string, tenderId: string): Promise<boolean> {
    const result = await db
      .deleteFrom('pipeline_items')
      .where('org_id', '=', orgId)
      .where('tender_id', '=', tenderId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },

  async addEvent(
    db: Db,
    event: {
      orgId: string;
      tenderId: string;
      kind: PipelineEventKind;
      actorId: string | null;
      body?: string | null;
      detail?: Record<string, unknown>;
    },
  ) {
    return db
      .insertInto('pipeline_events')
      .values({
        org_id: event.orgId,
        tender_id: event.tenderId,
        kind: event.kind,
        actor_id: event.actorId,
        body: event.body ?? null,
        detail: JSON.stringify(event.detail ?? {}),
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
  },

  async events(db: Db, orgId: string, tenderId: string, kinds?: PipelineEventKind[]) {
    let query = db
      .selectFrom('pipeline_events as e')
      .leftJoin('users as u', 'u.id', 'e.actor_id')
      .select(['e.id', 'e.kind', 'e.actor_id', 'u.name as actor_name', 'e.body', 'e.detail', 'e.created_at'])
      .where('e.org_id', '=', orgId)
      .where('e.tender_id', '=', tenderId);
    if (kinds) query = query.where('e.kind', 'in', kinds);
    const events = await query.orderBy('e.id').execute();
    if (kinds && !kinds.includes('amendment')) return events;
    return [...events, ...(await amendmentsSinceTracked(db, orgId, tenderId))].sort(
      (a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id,
    );
  },
};

/**
 * The notice's amendments loaded since the organization started tracking it, as activity entries: each is kept
 * with the tender's versions when it is loaded (so nothing needs writing here); negative ids keep them apart
 * from the log's own entries.
 */
const amendmentsSinceTracked = async (db: Db, orgId: string, tenderId: string) => {
  const rows = await db
    .selectFrom('tender_versions as v')
    .innerJoin('pipeline_items as p', (join) =>
      join.onRef('p.tender_id', '=', 'v.tender_id').on('p.org_id', '=', orgId),
    )
    .select(['v.id', 'v.replaced_by_amendment', 'v.changed_fields', 'v.recorded_at'])
    .where('v.tender_id', '=', tenderId)
    .whereRef('v.recorded_at', '>=', 'p.created_at')
    .orderBy('v.id')
    .execute();
  return rows.map((row) => ({
    id: -row.id,
    kind: 'amendment' as const,
    actor_id: null,
    actor_name: null,
    body: null,
    detail: { number: row.replaced_by_amendment, fields: row.changed_fields },
    created_at: row.recorded_at,
  }));
};
