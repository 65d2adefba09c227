import {
  pdfProcessingStatusSchema,
  PROCUREMENT_CATEGORIES,
  REGIONS,
  TENDER_STATUS_LABELS,
  type SearchFilters,
  type TenderStatusCode,
} from '@tenderscout/domain';
import { sql, type RawBuilder } from 'kysely';

/**
 * Search filters resolved to stored values. Values of a closed vocabulary (status, category, region, PDF
 * status) are matched by code or by their English or French label, case-insensitively; unknown values are
 * dropped, and a filter left with no value is no filter (the issue: "unknown filter values are ignored").
 */
export interface ResolvedFilters {
  statuses: TenderStatusCode[];
  /** Procurement category codes (categories and masterCategory). */
  categoryCodes: string[];
  /** Category values that are not a procurement category: matched against UNSPSC / GSIN descriptions. */
  categoryTexts: string[];
  masterCategoryCodes: string[];
  regions: string[];
  organizations: string[];
  dateFrom?: string;
  dateTo?: string;
  closingFrom?: string;
  closingTo?: string;
  valueMin?: number;
  valueMax?: number;
  pdfStatuses: string[];
  canadianMade?: boolean;
  experienceRequired?: boolean;
  indigenousBusinessRequired?: boolean;
  securityClearanceRequired?: boolean;
  /** Signed-in caller whose not-applicable tenders are hidden (unless they asked to see them). */
  hideNotApplicableFor?: string;
  /** Only these tenders (alerts match a saved search against the notices new since their last pass). */
  onlyIds?: string[];
}

const fold = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

const lookup = <T>(entries: Array<[string[], T]>) => {
  const map = new Map<string, T>();
  for (const [keys, value] of entries) for (const key of keys) map.set(fold(key), value);
  return (input: string): T | undefined => map.get(fold(input));
};

const statusOf = lookup<TenderStatusCode>(
  (Object.keys(TENDER_STATUS_LABELS) as TenderStatusCode[]).map((code) => [
    [
      code,
      TENDER_STATUS_LABELS[code].eng,
      TENDER_STATUS_LABELS[code].fra,
      ...(code === 'open' ? ['active'] : []),
    ],
    code,
  ]),
);
const categoryOf = lookup<string>(
  PROCUREMENT_CATEGORIES.map((category) => [[category.code, category.eng, category.fra], category.code]),
);
const regionOf = lookup<string>(
  REGIONS.map((region) => [[region.value, region.code, region.eng, region.fra], region.value]),
);
const pdfStatusOf = lookup<string>(pdfProcessingStatusSchema.options.map((status) => [[status], status]));

const resolveAll = <T>(values: string[], resolve: (value: string) => T | undefined): T[] => [
  ...new Set(values.map(resolve).filter((value): value is T => value !== undefined)),
];

export const resolveFilters = (filters: SearchFilters, hideNotApplicableFor?: string): ResolvedFilters => ({
  statuses: resolveAll(filters.status, statusOf),
  categoryCodes: resolveAll(filters.categories, categoryOf),
  categoryTexts: filters.categories.filter((value) => categoryOf(value) === undefined),
  masterCategoryCodes: resolveAll(filters.masterCategory, categoryOf),
  regions: resolveAll(filters.regions, regionOf),
  organizations: filters.organizations,
  dateFrom: filters.dateFrom,
  dateTo: filters.dateTo,
  closingFrom: filters.closingFrom,
  closingTo: filters.closingTo,
  valueMin: filters.valueMin,
  valueMax: filters.valueMax,
  pdfStatuses: resolveAll(filters.pdfProcessingStatus, pdfStatusOf),
  canadianMade: filters.canadianMade,
  experienceRequired: filters.experienceRequired,
  indigenousBusinessRequired: filters.indigenousBusinessRequired,
  securityClearanceRequired: filters.securityClearanceRequired,
  hideNotApplicableFor,
});

const isDateOnly = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A condition over free-text values (organisations, UNSPSC descriptions) that no tender has is dropped rather
 * than matching nothing: `NOT EXISTS (any tender matches) OR condition`, evaluated once per query.
 */
const unlessUnknown = (condition: (alias: string) => RawBuilder<boolean>): RawBuilder<boolean> =>
  sql<boolean>`(NOT EXISTS (SELECT 1 FROM tenders AS known WHERE ${condition('known')}) OR ${condition('t')})`;

const organizationMatch = (values: string[]) => (alias: string) =>
  sql<boolean>`(${sql.ref(`${alias}.organization_en`)} = ANY(${values}::text[]) OR ${sql.ref(`${alias}.organization_fr`)} = ANY(${values}::text[]))`;

const categoryTextMatch = (values: string[]) => (alias: string) =>
  sql<boolean>`(${sql.ref(`${alias}.unspsc_descriptions_en`)} && ${values}::text[]
    OR ${sql.ref(`${alias}.unspsc_descriptions_fr`)} && ${values}::text[]
    OR ${sql.ref(`${alias}.gsin_descriptions_en`)} && ${values}::text[]
    OR ${sql.ref(`${alias}.gsin_descriptions_fr`)} && ${values}::text[])`;

/**
 * The effective status (`effectiveStatusSql`: a stored `open` whose closing instant has passed is `closed`) as
 * a predicate an index on (status, closing_at) can answer: `closing_at` compared to now(), no CASE per row.
 */
export const statusFilterSql = (statuses: TenderStatusCode[]): RawBuilder<boolean> => {
  const parts: RawBuilder<boolean>[] = [];
  const others = statuses.filter((status) => status !== 'open' && status !== 'closed');
  if (others.length > 0) parts.push(sql<boolean>`t.status = ANY(${others}::text[])`);
  if (statuses.includes('open'))
    parts.push(sql<boolean>`(t.status = 'open' AND (t.closing_at IS NULL OR t.closing_at > now()))`);
  if (statuses.includes('closed'))
    parts.push(sql<boolean>`(t.status = 'closed' OR (t.status = 'open' AND t.closing_at <= now()))`);
  return parts.length === 0 ? sql<boolean>`FALSE` : sql<boolean>`(${sql.join(parts, sql` OR `)})`;
};

/** The WHERE conditions of the filters over `tenders AS t`, one per filter in use. */
const filterConditions = (filters: ResolvedFilters): RawBuilder<boolean>[] => {
  const conditions: RawBuilder<boolean>[] = [];
  if (filters.statuses.length > 0) conditions.push(statusFilterSql(filters.statuses));
  if (filters.categoryCodes.length > 0) {
    const byCode = sql<boolean>`t.procurement_categories && ${filters.categoryCodes}::text[]`;
    conditions.push(
      filters.categoryTexts.length > 0
        ? sql<boolean>`(${byCode} OR ${categoryTextMatch(filters.categoryTexts)('t')})`
        : byCode,
    );
  } else if (filters.categoryTexts.length > 0) {
    conditions.push(unlessUnknown(categoryTextMatch(filters.categoryTexts)));
  }
  if (filters.masterCategoryCodes.length > 0)
    conditions.push(sql<boolean>`t.procurement_categories[1] = ANY(${filters.masterCategoryCodes}::text[])`);
  if (filters.regions.length > 0) conditions.push(sql<boolean>`t.regions && ${filters.regions}::text[]`);
  if (filters.organizations.length > 0)
    conditions.push(unlessUnknown(organizationMatch(filters.organizations)));
  if (filters.dateFrom) conditions.push(sql<boolean>`t.publication_date >= ${filters.dateFrom}::date`);
  if (filters.dateTo) conditions.push(sql<boolean>`t.publication_date <= ${filters.dateTo}::date`);
  // A date alone means that whole day in Eastern time (CanadaBuys publishes closing times in Eastern time).
  if (filters.closingFrom)
    conditions.push(
      isDateOnly(filters.closingFrom)
        ? sql<boolean>`t.closing_at >= (${filters.closingFrom}::date::timestamp AT TIME ZONE 'America/Toronto')`
        : sql<boolean>`t.closing_at >= ${filters.closingFrom}::timestamptz`,
    );
  if (filters.closingTo)
    conditions.push(
      isDateOnly(filters.closingTo)
        ? sql<boolean>`t.closing_at < ((${filters.closingTo}::date + 1)::timestamp AT TIME ZONE 'America/Toronto')`
        : sql<boolean>`t.closing_at <= ${filters.closingTo}::timestamptz`,
    );
  // A value range keeps the tenders that disclose no value: they may be in it.
  if (filters.valueMin !== undefined)
    conditions.push(sql<boolean>`(t.value_amount IS NULL OR t.value_amount >= ${filters.valueMin})`);
  if (filters.valueMax !== undefined)
    conditions.push(sql<boolean>`(t.value_amount IS NULL OR t.value_amount <= ${filters.valueMax})`);
  if (filters.pdfStatuses.length > 0)
    conditions.push(sql<boolean>`t.pdf_processing_status = ANY(${filters.pdfStatuses}::text[])`);
  if (filters.canadianMade !== undefined)
    conditions.push(sql<boolean>`t.canadian_made = ${filters.canadianMade}`);
  if (filters.experienceRequired !== undefined)
    conditions.push(sql<boolean>`t.experience_required = ${filters.experienceRequired}`);
  if (filters.indigenousBusinessRequired !== undefined)
    conditions.push(sql<boolean>`t.indigenous_business_required = ${filters.indigenousBusinessRequired}`);
  if (filters.securityClearanceRequired !== undefined)
    conditions.push(sql<boolean>`t.security_clearance_required = ${filters.securityClearanceRequired}`);
  if (filters.onlyIds) conditions.push(sql<boolean>`t.id = ANY(${filters.onlyIds}::text[])`);
  if (filters.hideNotApplicableFor)
    conditions.push(sql<boolean>`NOT EXISTS (SELECT 1 FROM tender_reviews AS r
      WHERE r.user_id = ${filters.hideNotApplicableFor}::uuid AND r.tender_id = t.id AND r.status = 'not_applicable')`);
  return conditions;
};

/** The WHERE conditions of the filters over `tenders AS t` (TRUE when there are none). */
export const filterSql = (filters: ResolvedFilters): RawBuilder<boolean> => {
  const conditions = filterConditions(filters);
  return conditions.length === 0 ? sql<boolean>`TRUE` : sql<boolean>`(${sql.join(conditions, sql` AND `)})`;
};

/** Whether the filters exclude anything at all (`filterSql` is not just TRUE). */
export const hasFilterConditions = (filters: ResolvedFilters): boolean =>
  filterConditions(filters).length > 0;
