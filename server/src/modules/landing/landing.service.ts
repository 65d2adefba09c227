import { procurementCategoryLabel, regionLabel, type Language, type TenderStats } from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { tenderReadStore } from '../tenders';
import { landingStore } from './landing.store';

/** Public figures for the landing page: real counts from the store, never fixed numbers. */
export const getLandingStats = async (db: Db, language: Language): Promise<TenderStats> => {
  const [totals, categories, regions, lastIngest] = await Promise.all([
    tenderReadStore.totals(db),
    tenderReadStore.countArrayValues(db, 'procurement_categories'),
    tenderReadStore.countArrayValues(db, 'regions'),
    landingStore.lastSuccessfulIngest(db),
  ]);
  return {
    ...totals,
    by_category: categories.map((row) => ({
      value: row.value,
      label: procurementCategoryLabel(row.value, language),
      count: row.count,
    })),
    by_region: regions.map((row) => ({
      value: row.value,
      label: regionLabel(row.value, language),
      count: row.count,
    })),
    last_ingest_at: lastIngest ? lastIngest.toISOString() : null,
  };
};
