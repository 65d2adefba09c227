import type { Db } from '../../../db/database';
import { extractBusinessIntelligence } from '../../tenders';
import { documentsStore } from '../documents.store';
import { readRequirementSources, saveRequirements } from './documents-requirements.store';
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
  const tender = await readRequirementSources(db, tenderId);
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

  await saveRequirements(db, tenderId, intelligence);
  return true;
};
