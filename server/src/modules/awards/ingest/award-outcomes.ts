import { supplierKeyOf } from '@tenderscout/domain';
import type { Db } from '../../../db/database';
import {
  addOutcomeEvent,
  linkedAwards,
  setItemOutcome,
  touchedItems,
  type LinkedAward,
} from './award-outcomes.store';

/**
 * The outcome of a tracked tender, read from its award notices as they load: an award to the organization
 * itself (its company name, or one of the other names its profile lists, grouped as award supplier names are)
 * moves the tender to "won", an award to anyone else to "lost" with the winner and the value. A stage a member
 * set by hand (a correction) is never overwritten; a tender the organization decided not to bid on keeps its
 * no-go and only records who won. Each change goes to the tender's activity.
 */

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
    await setItemOutcome(trx, item, stage, outcome);
    const detail = {
      from: item.stage,
      to: stage,
      outcome: outcome.stage,
      supplier: outcome.supplier,
      value: outcome.value,
      currency: outcome.currency,
      award_id: outcome.awardId,
    };
    await addOutcomeEvent(trx, item, detail);
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
