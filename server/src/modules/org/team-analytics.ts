import {
  medianOf,
  PIPELINE_STAGES,
  ratioOf,
  SUBMITTED_OR_LATER,
  type PipelineStage,
  type TeamAnalytics,
} from '@tenderscout/domain';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database';
import type { OrgCaller } from './org.service';
import { orgStore } from './org.store';
import { pipelineStore } from './pipeline.store';

/** The stages at which the organization is bidding: a go, or past it. */
const BIDDING: readonly PipelineStage[] = ['go', 'drafting', 'submitted', 'won', 'lost'];
const MS_PER_DAY = 86_400_000;

const itemsOf = (db: Db, orgId: string) => pipelineStore.figures(db, orgId);

type Item = Awaited<ReturnType<typeof itemsOf>>[number];

/** Decided: a go or no-go recorded, or the tender is at a stage only a decision reaches. */
const decisionOf = (item: Item): 'go' | 'no_go' | null => {
  if (item.stage === 'no_go') return 'no_go';
  if (BIDDING.includes(item.stage)) return 'go';
  return item.decided_stage;
};

/** The organization's figures, from its own pipeline only. */
export const teamAnalytics = async (db: Db, caller: Pick<OrgCaller, 'orgId'>): Promise<TeamAnalytics> => {
  const items = await itemsOf(db, caller.orgId);
  const stages = PIPELINE_STAGES.map((stage) => {
    const inStage = items.filter((item) => item.stage === stage);
    return { stage, count: inStage.length, value: inStage.reduce((sum, item) => sum + (item.value ?? 0), 0) };
  });
  const decisions = items.map(decisionOf).filter((decision) => decision !== null);
  const go = decisions.filter((decision) => decision === 'go').length;
  const submitted = items.filter((item) => SUBMITTED_OR_LATER.includes(item.stage)).length;
  const won = items.filter((item) => item.stage === 'won').length;
  const days = items
    .filter((item) => item.decided_at !== null)
    .map((item) => Math.max(0, (item.decided_at!.getTime() - item.created_at.getTime()) / MS_PER_DAY));
  const median = medianOf(days);
  return {
    stages,
    tracked: items.length,
    decided: decisions.length,
    go,
    bid_rate: ratioOf(go, decisions.length),
    submitted,
    won,
    win_rate: ratioOf(won, submitted),
    median_days_to_decision: median === null ? null : Math.round(median * 10) / 10,
  };
};

const CSV_HEADER = ['figure', 'stage', 'value'];

/** The same figures as CSV: one figure a row, cells a spreadsheet would run as formulas written as text. */
export const teamAnalyticsCsv = async (db: Db, caller: Pick<OrgCaller, 'orgId'>): Promise<string> => {
  const [figures, org] = await Promise.all([teamAnalytics(db, caller), orgStore.findOrg(db, caller.orgId)]);
  const cell = (value: number | null) => (value === null ? '' : String(value));
  const rows: string[][] = [
    ['organization', '', org?.name ?? ''],
    ...figures.stages.flatMap(({ stage, count, value }) => [
      ['tenders', stage, String(count)],
      ['estimated_value', stage, String(value)],
    ]),
    ['tracked', '', String(figures.tracked)],
    ['decided', '', String(figures.decided)],
    ['go', '', String(figures.go)],
    ['bid_rate', '', cell(figures.bid_rate)],
    ['submitted_or_later', '', String(figures.submitted)],
    ['won', '', String(figures.won)],
    ['win_rate', '', cell(figures.win_rate)],
    ['median_days_to_decision', '', cell(figures.median_days_to_decision)],
  ];
  // A leading BOM so spreadsheet programs read the accents as UTF-8.
  return `\uFEFF${stringify([CSV_HEADER, ...rows], { record_delimiter: '\r\n', escape_formulas: true })}`;
};
