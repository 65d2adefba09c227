import { supplierKeyOf } from '@tenderscout/domain';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/**
 * The outcome of a tracked tender, read from its award notices as they load: an award to the organization
 * itself (its company name, or one of the other names its profile lists, grouped as award supplier names are)
 * moves the tender to "won", an award to anyone else to "lost" with the winner and the value. A stage a member
 * set by hand (a correction) is never overwritten; a tender the organization decided not to bid on keeps its
 * no-go and only records who won. Each change goes to the tender's activity.
 */

interface LinkedAward {
  org_id: string;
  tender_id: string;
  stage: string;
  outcome_source: string | null;
  outcome_supplier: string | null;
  outcome_value: number | null;
  company_profile: unknown;
  award_id: string;
  supplier_name: string;
  supplier_key: string;
  value_amount: string | number | null;
  value_currency: string | null;
  award_date: string | null;
}

/** The supplier keys of an organization: its profile's company name and the other names it lists. */
export const organizationKeys = (profile: unknown): Set<string> => {
  const stored = (profile ?? {}) as { companyName?: unknown; otherNames?: unknown };
  const others: unknown[] = Array.isArray(stored.otherNames) ? (stored.otherNames as unknown[]) : [];
  const names = [stored.companyName, ...others];
  return new Set(
    names
      .filter((name): name is string => typeof name === 'string')
      .map(supplierKeyOf)
      .filter((key) => key !== ''),
  );
};

/** The tracked tenders an award of this batch belongs to (by solicitation key or reference number). */
const touchedItems = async (db: Db, awardIds: readonly string[]) => {
  const result = await sql<{ tender_id: string }>`
    SELECT DISTINCT p.tender_id
    FROM pipeline_items p
    JOIN tenders t ON t.id = p.tender_id
    JOIN awards a ON a.reference_number = t.id
      OR a.solicitation_key = award_solicitation_key(t.solicitation_number)
    WHERE a.id IN (${sql.join(awardIds)})`.execute(db);
  return result.rows.map((row) => row.tender_id);
};

/** Every award of those tenders, for every organization tracking them. */
const linkedAwards = async (db: Db, tenderIds: readonly string[]) => {
  const result = await sql<LinkedAward>`
    SELECT p.org_id, p.tender_id, p.stage, p.outcome_source, p.outcome_supplier, p.outcome_value,
           o.company_profile, a.id AS award_id, a.supplier_name, a.supplier_key, a.value_amount,
           a.value_currency, a.award_date::text AS award_date
    FROM pipeline_items p
    JOIN organizations o ON o.id = p.org_id
    JOIN tenders t ON t.id = p.tender_id
    JOIN awards a ON a.reference_number = t.id
      OR a.solicitation_key = award_solicitation_key(t.solicitation_number)
    WHERE p.tender_id IN (${sql.join(tenderIds)})
    ORDER BY a.award_date DESC NULLS LAST, a.id`.execute(db);
  return result.rows;
};

interface Outcome {
  stage: string;
  supplier: string;
  value: number | null;
  currency: string | null;
  awardId: string;
}

/** Won when one of the awards names the organization, else lost to the newest award's supplier. */
const outcomeOf = (awards: LinkedAward[]): Outcome => {
  const keys = organizationKeys(awards[0]!.company_profile);
  const own = awards.find(
    (award) => keys.has(award.supplier_key) || keys.has(supplierKeyOf(award.supplier_name)),
  );
  const decisive = own ?? awards[0]!;
  const value = decisive.value_amount === null ? null : Number(decisive.value_amount);
  return {
    stage: own ? 'won' : 'lost',
    supplier: decisive.supplier_name,
    value: value !== null && Number.isFinite(value) ? value : null,
    currency: decisive.value_currency,
    awardId: decisive.award_id,
  };
};

const applyOutcome = async (db: Db, item: LinkedAward, outcome: Outcome): Promise<boolean> => {
  // A member's correction sticks; no-go keeps its decision and only learns who won.
  if (item.outcome_source === 'member') return false;
  const stage = item.stage === 'no_go' ? 'no_go' : outcome.stage;
  const same =
    item.outcome_source === 'award' &&
    item.stage === stage &&
    item.outcome_supplier === outcome.supplier &&
    item.outcome_value === outcome.value;
  if (same) return false;
  await db.transaction().execute(async (trx) => {
    await sql`
      UPDATE pipeline_items
      SET stage = ${stage}, outcome_source = 'award', outcome_supplier = ${outcome.supplier},
          outcome_value = ${outcome.value}, updated_at = now()
      WHERE org_id = ${item.org_id} AND tender_id = ${item.tender_id}`.execute(trx);
    const detail = {
      from: item.stage,
      to: stage,
      outcome: outcome.stage,
      supplier: outcome.supplier,
      value: outcome.value,
      currency: outcome.currency,
      award_id: outcome.awardId,
    };
    await sql`
      INSERT INTO pipeline_events (org_id, tender_id, kind, actor_id, detail)
      VALUES (${item.org_id}, ${item.tender_id}, 'outcome', NULL, ${JSON.stringify(detail)}::jsonb)`.execute(
      trx,
    );
  });
  return true;
};

/**
 * Records the outcome of every tracked tender the given (new or changed) awards belong to; returns how many
 * tracked tenders changed.
 */
export const applyAwardOutcomes = async (db: Db, awardIds: readonly string[]): Promise<number> => {
  if (awardIds.length === 0) return 0;
  const tenderIds = await touchedItems(db, awardIds);
  if (tenderIds.length === 0) return 0;
  const byItem = new Map<string, LinkedAward[]>();
  for (const row of await linkedAwards(db, tenderIds)) {
    const key = `${row.org_id}\u0000${row.tender_id}`;
    byItem.set(key, [...(byItem.get(key) ?? []), row]);
  }
  let changed = 0;
  for (const awards of byItem.values()) {
    if (await applyOutcome(db, awards[0]!, outcomeOf(awards))) changed += 1;
  }
  return changed;
};
