import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { extractBusinessIntelligence } from '../../tenders';
import { documentsStore } from '../documents.store';
import { toDateOnly } from '../../../lib/date-only';

/** Document text read per language for requirement extraction (the rules look for sentences, not volume). */
const MAX_DOCUMENT_CHARACTERS = 400_000;

const joinTexts = (...parts: Array<string | null | undefined>): string | null => {
  const kept = parts.filter((part): part is string => Boolean(part?.trim()));
  return kept.length > 0 ? kept.join('\n\n') : null;
};

/**
 * Re-runs requirement extraction (business-intelligence.ts, the same rules as ingest) over the notice's
 * description plus the text of its processed documents, and stores the facts and filter flags on the tender.
 * Bumps `updated_at`, which is how search and the embedder learn the tender's text changed.
 */
export const refreshTenderRequirements = async (db: Db, tenderId: string): Promise<boolean> => {
  const tender = await db
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
  if (!tender) return false;
  const texts = await documentsStore.textsForTender(db, tenderId);
  // Uploads carry no language; their text is read with the English rules (which also match common French).
  const english = texts
    .filter((document) => document.language !== 'fra')
    .map((document) => document.text)
    .join('\n\n')
    .slice(0, MAX_DOCUMENT_CHARACTERS);
  const french = texts
    .filter((document) => document.language === 'fra')
    .map((document) => document.text)
    .join('\n\n')
    .slice(0, MAX_DOCUMENT_CHARACTERS);

  const intelligence = extractBusinessIntelligence({
    titleEn: tender.title_en,
    titleFr: tender.title_fr,
    descriptionEn: joinTexts(tender.description_en, english),
    descriptionFr: joinTexts(tender.description_fr, french),
    selectionCriteriaEn: tender.selection_criteria_en,
    selectionCriteriaFr: tender.selection_criteria_fr,
    contractStartDate: toDateOnly(tender.contract_start_date),
    contractEndDate: toDateOnly(tender.contract_end_date),
    deliveryRegions: tender.regions,
    deliveryPlaces: tender.regions_delivery_en,
    unspscDescriptionsEn: tender.unspsc_descriptions_en,
    gsinDescriptionsEn: tender.gsin_descriptions_en,
  });

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
  return true;
};
