import {
  DECISION_STAGES,
  pickLanguage,
  type ChecklistItem,
  type Language,
  type PipelineItem,
  type PipelineQuery,
  type UpsertPipelineBody,
} from '@tenderscout/domain';
import { assertOrgWriter } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import type { OrgContext } from './org-context';
import type { OrgCaller } from './org.service';
import { orgStore } from './org.store';
import { pipelineStore, type PipelineChanges, type PipelineRow } from './pipeline.store';

const present = (row: PipelineRow, language: Language): PipelineItem => ({
  tender_id: row.tender_id,
  title: pickLanguage(language, row.title_en, row.title_fr) ?? row.tender_id,
  organization: pickLanguage(language, row.organization_en, row.organization_fr),
  closing_at: row.closing_at ? row.closing_at.toISOString() : null,
  stage: row.stage,
  owner_id: row.owner_id,
  owner_name: row.owner_name,
  due_date: row.due_date,
  value: row.value,
  p_win: row.p_win,
  decision:
    row.decided_at && row.decided_stage
      ? {
          stage: row.decided_stage,
          by: row.decided_by,
          by_name: row.decided_by_name,
          at: row.decided_at.toISOString(),
          reason: row.decision_reason,
          checklist: row.decision_checklist as ChecklistItem[],
        }
      : null,
  outcome: row.outcome_source
    ? { source: row.outcome_source, supplier: row.outcome_supplier, value: row.outcome_value }
    : null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const listPipeline = async (
  ctx: OrgContext,
  caller: OrgCaller,
  query: PipelineQuery,
): Promise<PipelineItem[]> => {
  const rows = await pipelineStore.list(ctx.db, caller.orgId, {
    stage: query.stage,
    ownerId: query.owner_id,
    closingWithinDays: query.closing_within_days,
  });
  return rows.map((row) => present(row, query.language));
};

export const getPipelineItem = async (
  ctx: OrgContext,
  caller: OrgCaller,
  tenderId: string,
  language: Language,
): Promise<PipelineItem> => {
  const row = await pipelineStore.find(ctx.db, caller.orgId, tenderId);
  if (!row) throw new AppError('not_found', 'org.notTracked');
  return present(row, language);
};

/** The changes a body asks for, and what the activity log records of them. */
const changesOf = (body: UpsertPipelineBody, before: PipelineRow | undefined, caller: OrgCaller) => {
  const changes: PipelineChanges = {};
  if (body.owner_id !== undefined) changes.owner_id = body.owner_id;
  if (body.due_date !== undefined) changes.due_date = body.due_date;
  if (body.value !== undefined) changes.value = body.value;
  if (body.p_win !== undefined) changes.p_win = body.p_win;
  const stageChanged = body.stage !== undefined && body.stage !== (before?.stage ?? 'watching');
  if (body.stage !== undefined) changes.stage = body.stage;
  const decides =
    body.stage !== undefined && DECISION_STAGES.includes(body.stage) && (stageChanged || body.decision);
  if (decides) {
    changes.decided_stage = body.stage as 'go' | 'no_go';
    changes.decided_by = caller.userId;
    changes.decided_at = new Date();
    changes.decision_reason = body.decision?.reason || null;
    changes.decision_checklist = JSON.stringify(body.decision?.checklist ?? []);
  }
  const outcomeStage = (body.stage ?? before?.stage) === 'won' || (body.stage ?? before?.stage) === 'lost';
  if (body.outcome && outcomeStage) {
    changes.outcome_source = 'member';
    changes.outcome_supplier = body.outcome.supplier;
    changes.outcome_value = body.outcome.value;
  } else if (stageChanged && (body.stage === 'won' || body.stage === 'lost')) {
    changes.outcome_source = 'member';
  } else if (stageChanged && before?.outcome_source === 'award') {
    // A member corrects what an award notice said: later award loads leave the tender as the member put it.
    changes.outcome_source = 'member';
  }
  return { changes, stageChanged, decides };
};

/**
 * Tracks a tender or changes it (owners and members; a viewer gets 403). The owner must be a member; stage
 * changes, decisions and other changes go to the activity log.
 */
export const upsertPipelineItem = async (
  ctx: OrgContext,
  caller: OrgCaller,
  tenderId: string,
  body: UpsertPipelineBody,
  language: Language,
): Promise<{ item: PipelineItem; created: boolean }> => {
  assertOrgWriter(caller);
  if (body.owner_id && !(await orgStore.isMember(ctx.db, caller.orgId, body.owner_id))) {
    throw new AppError('validation', 'org.ownerNotMember');
  }
  let before = await pipelineStore.find(ctx.db, caller.orgId, tenderId);
  let created = false;
  if (!before) {
    if (!(await pipelineStore.tenderExists(ctx.db, tenderId)))
      throw new AppError('not_found', 'org.tenderNotFound');
    created = await pipelineStore.insert(ctx.db, caller.orgId, tenderId, caller.userId);
    if (created)
      await pipelineStore.addEvent(ctx.db, {
        orgId: caller.orgId,
        tenderId,
        kind: 'tracked',
        actorId: caller.userId,
      });
    before = await pipelineStore.find(ctx.db, caller.orgId, tenderId);
  }
  const { changes, stageChanged, decides } = changesOf(body, before, caller);
  if (Object.keys(changes).length > 0) await pipelineStore.update(ctx.db, caller.orgId, tenderId, changes);
  const event = { orgId: caller.orgId, tenderId, actorId: caller.userId };
  if (stageChanged) {
    await pipelineStore.addEvent(ctx.db, {
      ...event,
      kind: 'stage',
      detail: { from: before?.stage, to: body.stage },
    });
  }
  if (decides) {
    await pipelineStore.addEvent(ctx.db, {
      ...event,
      kind: 'decision',
      body: changes.decision_reason ?? null,
      detail: { stage: body.stage, checklist: body.decision?.checklist ?? [] },
    });
  }
  const other = ['owner_id', 'due_date', 'value', 'p_win'].filter((key) => key in changes);
  if (other.length > 0 && !created) {
    await pipelineStore.addEvent(ctx.db, { ...event, kind: 'updated', detail: { fields: other } });
  }
  return { item: await getPipelineItem(ctx, caller, tenderId, language), created };
};

export const removePipelineItem = async (
  ctx: OrgContext,
  caller: OrgCaller,
  tenderId: string,
): Promise<void> => {
  assertOrgWriter(caller);
  if (!(await pipelineStore.remove(ctx.db, caller.orgId, tenderId)))
    throw new AppError('not_found', 'org.notTracked');
};
