import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/** SQL only: the tracked tenders award notices settle, and the outcome written to their pipeline item. */

export interface LinkedAward {
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

/** The tracked tenders an award of this batch belongs to (by solicitation key or reference number). */
export const touchedItems = async (db: Db, awardIds: readonly string[]) => {
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
export const linkedAwards = async (db: Db, tenderIds: readonly string[]) => {
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

/** The item's stage and outcome as the award settles them. */
export const setItemOutcome = async (
  db: Db,
  item: LinkedAward,
  stage: string,
  outcome: { supplier: string; value: number | null },
): Promise<void> => {
  await sql`
      UPDATE pipeline_items
      SET stage = ${stage}, outcome_source = 'award', outcome_supplier = ${outcome.supplier},
          outcome_value = ${outcome.value}, updated_at = now()
      WHERE org_id = ${item.org_id} AND tender_id = ${item.tender_id}`.execute(db);
};

/** The outcome in the tender's activity. */
export const addOutcomeEvent = async (db: Db, item: LinkedAward, detail: object): Promise<void> => {
  await sql`
      INSERT INTO pipeline_events (org_id, tender_id, kind, actor_id, detail)
      VALUES (${item.org_id}, ${item.tender_id}, 'outcome', NULL, ${JSON.stringify(detail)}::jsonb)`.execute(
    db,
  );
};
