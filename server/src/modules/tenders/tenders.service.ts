import {
  procurementCategoryLabel,
  regionLabel,
  tenderStatusLabel,
  type FilterOption,
  type FilterOptions,
  type Language,
  type TenderAmendments,
  type TenderDetail,
  type TenderStatusCode,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toTenderDetail } from './tender-presenter';
import { toDateOnly } from './tender-row';
import { tendersStore, type CountRow } from './tenders.store';

export const TENDER_NOT_FOUND = 'Tender not found';

export const getTenderDetail = async (db: Db, id: string, language: Language): Promise<TenderDetail> => {
  const row = await tendersStore.findById(db, id);
  if (!row) throw new AppError('not_found', TENDER_NOT_FOUND);
  return toTenderDetail(row, language);
};

/** Every update a tender went through, newest first, with what each one changed. */
export const getTenderAmendments = async (db: Db, id: string): Promise<TenderAmendments> => {
  const row = await tendersStore.findById(db, id);
  if (!row) throw new AppError('not_found', TENDER_NOT_FOUND);
  const versions = await tendersStore.listVersions(db, id);
  return {
    tender_id: row.id,
    current_amendment_number: row.amendment_number,
    amendments: versions.map((version) => ({
      amendment_number: version.replaced_by_amendment,
      previous_amendment_number: version.amendment_number,
      amendment_date: toDateOnly(version.amendment_date),
      recorded_at: new Date(version.recorded_at).toISOString(),
      changes: version.changes,
    })),
  };
};

const toOptions = (rows: CountRow[], label: (row: CountRow) => string): FilterOption[] =>
  rows.map((row) => ({ value: row.value, label: label(row), count: row.count }));

/** What the search filters can offer, with how many tenders each value has (real counts). */
export const getFilterOptions = async (db: Db, language: Language): Promise<FilterOptions> => {
  const bilingual = (row: CountRow) => (language === 'fra' ? (row.other ?? row.value) : row.value);
  const [regions, categories, organizations, statuses, noticeTypes, methods, sources] = await Promise.all([
    tendersStore.countArrayValues(db, 'regions'),
    tendersStore.countArrayValues(db, 'procurement_categories'),
    tendersStore.countBilingual(db, 'organization_en', 'organization_fr'),
    tendersStore.countStatuses(db),
    tendersStore.countBilingual(db, 'notice_type_en', 'notice_type_fr'),
    tendersStore.countBilingual(db, 'procurement_method_en', 'procurement_method_fr'),
    tendersStore.countSourceSystems(db),
  ]);
  return {
    regions: toOptions(regions, (row) => regionLabel(row.value, language)),
    categories: toOptions(categories, (row) => procurementCategoryLabel(row.value, language)),
    organizations: toOptions(organizations, bilingual),
    statuses: toOptions(statuses, (row) => tenderStatusLabel(row.value as TenderStatusCode, language)),
    notice_types: toOptions(noticeTypes, bilingual),
    procurement_methods: toOptions(methods, bilingual),
    source_systems: toOptions(sources, (row) => row.value),
  };
};
