import {
  documentRefOf,
  pickLanguage,
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
import { isOwnUpload } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import { awardsStore } from '../awards/awards.store';
import { combinedStatus, documentsStore } from '../documents/documents.store';
import { toTenderDetail } from './tender-presenter';
import { toDateOnly } from './tender-row';
import { tendersStore, type CountRow } from './tenders.store';

/**
 * A tender as `viewerId` sees it: the public detail, plus the viewer's own uploads among its documents (with
 * their processing status, type and size) and a pdfProcessingStatus that includes them. Everyone else, and
 * anonymous callers, get the notice's documents and status alone.
 */
export const getTenderDetail = async (
  db: Db,
  id: string,
  language: Language,
  viewerId: string | null = null,
): Promise<TenderDetail> => {
  const row = await tendersStore.findById(db, id);
  if (!row) throw new AppError('not_found', 'tenders.notFound');
  const detail = toTenderDetail(row, language);
  // An award notice for this tender (by solicitation or reference number) makes it Awarded.
  const shown =
    detail.status_code !== 'awarded' && (await awardsStore.hasAwards(db, row))
      ? { ...detail, status: tenderStatusLabel('awarded', language), status_code: 'awarded' as const }
      : detail;
  if (viewerId === null) return shown;
  const uploads = (await documentsStore.listForTender(db, row.id, viewerId)).filter((document) =>
    isOwnUpload(document, viewerId),
  );
  if (uploads.length === 0) return shown;
  return {
    ...shown,
    documents: [
      ...shown.documents,
      ...uploads.map((upload) => ({
        url: documentRefOf(upload.id),
        filename: upload.filename,
        title: upload.filename,
        file_type: upload.file_type,
        type: 'upload' as const,
        language: null,
        id: upload.id,
        status: upload.status,
        error: upload.error,
        size_bytes: upload.size_bytes === null ? null : Number(upload.size_bytes),
      })),
    ],
    pdfProcessingStatus: combinedStatus([
      shown.pdfProcessingStatus,
      ...uploads.map((upload) => upload.status),
    ]),
  };
};

/** Every update a tender went through, newest first, with what each one changed. */
export const getTenderAmendments = async (db: Db, id: string): Promise<TenderAmendments> => {
  const row = await tendersStore.findById(db, id);
  if (!row) throw new AppError('not_found', 'tenders.notFound');
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
  const bilingual = (row: CountRow) => pickLanguage(language, row.value, row.other) ?? row.value;
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
