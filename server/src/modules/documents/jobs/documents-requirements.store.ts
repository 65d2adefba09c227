import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { extractBusinessIntelligence } from '../../tenders';

/** The notice fields requirement extraction reads, or undefined when the tender is gone. */
export const readRequirementSources = async (db: Db, tenderId: string) =>
  db
    .selectFrom('tenders')
    .select([
      'title_en',
      'title_fr',
      'description_en',
      'description_fr',
      'selection_criteria_en',
      'selection_criteria_fr',
      'contract_start_date',
      'contract_end_date',
      'regions',
      'regions_delivery_en',
      'unspsc_descriptions_en',
      'gsin_descriptions_en',
    ])
    .where('id', '=', tenderId)
    .executeTakeFirst();

/** Stores the extracted facts and filter flags on the tender and bumps its `updated_at`. */
export const saveRequirements = async (
  db: Db,
  tenderId: string,
  intelligence: ReturnType<typeof extractBusinessIntelligence>,
): Promise<void> => {
  await db
    .updateTable('tenders')
    .set({
      business_intelligence: JSON.stringify(intelligence),
      canadian_made: intelligence.canadian_made,
      indigenous_business_required: intelligence.indigenous_business_required,
      experience_required: intelligence.experience_required,
      security_clearance_required: intelligence.clearance_required,
      lowest_price_selection: intelligence.lowest_price_selection,
      clearance_levels: intelligence.clearance_levels,
      product_certifications: intelligence.product_certifications,
      business_certifications: intelligence.business_certifications,
      language_requirements: intelligence.language_requirements,
      contract_length_months: intelligence.delivery_timeline_months,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', tenderId)
    .execute();
};
