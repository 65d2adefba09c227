import type { Selectable } from 'kysely';
import type { AwardsTable } from './awards.tables';

export type AwardRow = Omit<Selectable<AwardsTable>, 'search_en'>;

/** Every column but the search vector. */
export const AWARD_COLUMNS = [
  'id',
  'kind',
  'reference_number',
  'solicitation_number',
  'solicitation_key',
  'contract_number',
  'amendment_number',
  'title_en',
  'title_fr',
  'description_en',
  'description_fr',
  'supplier_name',
  'supplier_key',
  'supplier_city',
  'supplier_province',
  'buyer_en',
  'buyer_fr',
  'buyer_key',
  'publication_date',
  'award_date',
  'start_date',
  'end_date',
  'value_amount',
  'value_currency',
  'procurement_categories',
  'unspsc_codes',
  'unspsc_descriptions_en',
  'unspsc_descriptions_fr',
  'gsin_codes',
  'gsin_descriptions_en',
  'gsin_descriptions_fr',
  'commodity_families',
  'regions',
  'status_en',
  'status_fr',
  'content_hash',
  'last_ingest_run_id',
  'created_at',
  'updated_at',
] as const;

/** The columns as `awards.<column>`, for queries that join other tables. */
export const qualified = AWARD_COLUMNS.map((column) => `awards.${column}` as const);

/** Words of a free text as an OR text-search query (letters and digits only, so always valid). */
export const orQueryOf = (text: string, maxWords = 8): string | null => {
  const STOP = new Set([
    'the',
    'and',
    'for',
    'with',
    'des',
    'les',
    'pour',
    'une',
    'from',
    'services',
    'service',
  ]);
  const words = [
    ...new Set(
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length >= 3 && !STOP.has(word) && !/^\d+$/.test(word)),
    ),
  ].slice(0, maxWords);
  return words.length > 0 ? words.join(' | ') : null;
};
