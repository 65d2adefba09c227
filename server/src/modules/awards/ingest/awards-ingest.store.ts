import { sql, type Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import type { NormalisedAward } from './award-normalise';
import { AWARD_COLUMNS } from '../award-columns';
import type { Database } from '../../../db/schema';

export interface AwardBatchResult {
  inserted: string[];
  updated: string[];
  unchanged: number;
}

const toRow = (award: NormalisedAward, ingestRunId: number | null): Insertable<Database['awards']> => ({
  id: award.id,
  kind: award.kind,
  reference_number: award.referenceNumber,
  solicitation_number: award.solicitationNumber,
  contract_number: award.contractNumber,
  amendment_number: award.amendmentNumber,
  title_en: award.titleEn,
  title_fr: award.titleFr,
  description_en: award.descriptionEn,
  description_fr: award.descriptionFr,
  supplier_name: award.supplierName,
  supplier_key: award.supplierKey,
  supplier_city: award.supplierCity,
  supplier_province: award.supplierProvince,
  buyer_en: award.buyerEn,
  buyer_fr: award.buyerFr,
  buyer_key: award.buyerEn?.toLowerCase() ?? null,
  publication_date: award.publicationDate,
  award_date: award.awardDate,
  start_date: award.startDate,
  end_date: award.endDate,
  value_amount: award.valueAmount,
  value_currency: award.valueCurrency,
  procurement_categories: award.procurementCategories,
  unspsc_codes: award.unspscCodes,
  unspsc_descriptions_en: award.unspscDescriptionsEn,
  unspsc_descriptions_fr: award.unspscDescriptionsFr,
  gsin_codes: award.gsinCodes,
  gsin_descriptions_en: award.gsinDescriptionsEn,
  gsin_descriptions_fr: award.gsinDescriptionsFr,
  commodity_families: award.commodityFamilies,
  regions: award.regions,
  status_en: award.statusEn,
  status_fr: award.statusFr,
  content_hash: award.contentHash,
  last_ingest_run_id: ingestRunId,
});

/** What a later amendment replaces: every column but the key, the generated ones and the timestamps. */
const KEPT_ON_UPDATE = new Set<string>(['id', 'kind', 'solicitation_key', 'created_at', 'updated_at']);
const UPDATABLE = AWARD_COLUMNS.filter((column) => !KEPT_ON_UPDATE.has(column));

/**
 * Upserts one batch of awards (unique ids) in one transaction: new ids are inserted; the same content, or an
 * older amendment than the stored one, is left alone; a later amendment (or a corrected row) replaces the
 * stored award, so contract history read one row per amendment keeps one row per contract.
 */
export const upsertAwardBatch = async (
  db: Db,
  awards: NormalisedAward[],
  ingestRunId: number | null,
): Promise<AwardBatchResult> => {
  if (awards.length === 0) return { inserted: [], updated: [], unchanged: 0 };
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('awards')
      .select(['id', 'amendment_number', 'content_hash'])
      .where(
        'id',
        'in',
        awards.map((award) => award.id),
      )
      .forUpdate()
      .execute();
    const byId = new Map(existing.map((row) => [row.id, row]));
    const inserted: string[] = [];
    const updated: string[] = [];
    const rows: Insertable<Database['awards']>[] = [];
    let unchanged = 0;
    for (const award of awards) {
      const current = byId.get(award.id);
      if (!current) inserted.push(award.id);
      else if (
        current.content_hash === award.contentHash ||
        award.amendmentNumber < current.amendment_number
      ) {
        unchanged += 1;
        continue;
      } else updated.push(award.id);
      rows.push(toRow(award, ingestRunId));
    }
    if (rows.length > 0) {
      await trx
        .insertInto('awards')
        .values(rows)
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((eb) => ({
            ...Object.fromEntries(UPDATABLE.map((column) => [column, eb.ref(`excluded.${column}`)])),
            updated_at: sql<Date>`now()`,
          })),
        )
        .execute();
    }
    return { inserted, updated, unchanged };
  });
};
