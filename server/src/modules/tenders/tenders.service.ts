import {
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
  type AmendmentFit,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import type { Embedder } from '../../embeddings';
import type { NormalisedTender } from './normalised-tender';
import { AppError } from '../../lib/app-error';
import { toTenderDetail } from './tender-presenter';
import { tenderReadStore, type CountRow } from './tender-read.store';
import { amendmentSteps, type AmendmentStep } from './amendment-history';
import { tendersStore } from './tenders.store';

/**
 * What a tender's page shows from other features, lent by the composition root (server/src/feature-sources.ts):
 * whether an award notice names the tender, and the viewer's own uploads among its documents.
 */
export interface TenderDetailSources {
  isAwarded: (db: Db, tender: { id: string; solicitation_number: string | null }) => Promise<boolean>;
  withViewerUploads: (db: Db, detail: TenderDetail, viewerId: string) => Promise<TenderDetail>;
  /** The viewer's fit before and after each amendment (the AI feature's), null without a company profile. */
  amendmentFits?: AmendmentFitsSource;
}

export type AmendmentFitsSource = (
  context: { db: Db; embedder: Embedder },
  userId: string,
  tenderId: string,
  steps: Array<{ before: NormalisedTender; after: NormalisedTender; addedCriteria: string[] }>,
  language: Language,
) => Promise<Array<AmendmentFit | null>>;

/** The mandatory sentences an amendment added (named when no fit criterion moved). */
export const addedCriteriaOf = (step: AmendmentStep): string[] =>
  step.changes.find((change) => change.field === 'mandatory_criteria')?.added ?? [];

/**
 * A tender as `viewerId` sees it: the public detail, plus the viewer's own uploads among its documents.
 * Everyone else, and anonymous callers, get the notice's documents and status alone.
 */
export const getTenderDetail = async (
  sources: TenderDetailSources,
  db: Db,
  id: string,
  language: Language,
  viewerId: string | null = null,
): Promise<TenderDetail> => {
  const row = await tenderReadStore.findById(db, id);
  if (!row) throw new AppError('not_found', 'tenders.notFound');
  const detail = toTenderDetail(row, language);
  // An award notice for this tender (by solicitation or reference number) makes it Awarded.
  const shown =
    detail.status_code !== 'awarded' && (await sources.isAwarded(db, row))
      ? { ...detail, status: tenderStatusLabel('awarded', language), status_code: 'awarded' as const }
      : detail;
  return viewerId === null ? shown : sources.withViewerUploads(db, shown, viewerId);
};

/**
 * Every update a tender went through, newest first: what each changed for a bidder, field by field, each change
 * marked material or not and explained in `language`.
 */
export const getTenderAmendments = async (
  context: { db: Db; embedder: Embedder; sources: TenderDetailSources },
  id: string,
  language: Language,
  viewerId: string | null = null,
): Promise<TenderAmendments> => {
  const row = await tenderReadStore.findById(context.db, id);
  if (!row) throw new AppError('not_found', 'tenders.notFound');
  const steps = await amendmentSteps(context.db, row, language);
  // A signed-in viewer sees what each material amendment did to their fit.
  const material = steps.filter((step) => step.material);
  const fits =
    viewerId !== null && context.sources.amendmentFits && material.length > 0
      ? await context.sources.amendmentFits(
          context,
          viewerId,
          row.id,
          material.map((step) => ({ ...step, addedCriteria: addedCriteriaOf(step) })),
          language,
        )
      : [];
  const fitOf = new Map(material.map((step, index) => [step.version_id, fits[index] ?? null]));
  return {
    tender_id: row.id,
    current_amendment_number: row.amendment_number,
    amendments: steps
      .reverse()
      .map(({ version_id: versionId, before: _before, after: _after, ...amendment }) => ({
        ...amendment,
        ...(viewerId !== null && amendment.material ? { fit: fitOf.get(versionId) ?? null } : {}),
      })),
  };
};

const toOptions = (rows: CountRow[], label: (row: CountRow) => string): FilterOption[] =>
  rows.map((row) => ({ value: row.value, label: label(row), count: row.count }));

/** What the search filters can offer, with how many tenders each value has (real counts). */
export const getFilterOptions = async (db: Db, language: Language): Promise<FilterOptions> => {
  const bilingual = (row: CountRow) => pickLanguage(language, row.value, row.other) ?? row.value;
  const [regions, categories, organizations, statuses, noticeTypes, methods, sources] = await Promise.all([
    tenderReadStore.countArrayValues(db, 'regions'),
    tenderReadStore.countArrayValues(db, 'procurement_categories'),
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
