import {
  pickLanguage,
  procurementCategoryLabel,
  regionLabel,
  tenderStatusLabel,
  type FilterOption,
  type Language,
  type SearchAggregations,
  type TenderStatusCode,
} from '@tenderscout/domain';

/** The total and the facet counts of `searchStore.aggregate`, labelled in the reader's language. */
export const toAggregations = (
  rows: Array<{ facet: string; value: string | null; other: string | null; count: number }>,
  language: Language,
): { total: number; aggregations: SearchAggregations } => {
  const bucket = (facet: string, label: (value: string, other: string | null) => string): FilterOption[] =>
    rows
      .filter((row) => row.facet === facet && row.value !== null)
      .map((row) => ({ value: row.value!, label: label(row.value!, row.other), count: row.count }))
      .sort((left, right) => right.count - left.count || left.value.localeCompare(right.value));
  const flag = (facet: string) => ({
    true: rows.find((row) => row.facet === facet && row.value === 'true')?.count ?? 0,
    false: rows.find((row) => row.facet === facet && row.value === 'false')?.count ?? 0,
  });
  const bilingual = (value: string, other: string | null) => pickLanguage(language, value, other) ?? value;
  return {
    total: rows.find((row) => row.facet === 'total')?.count ?? 0,
    aggregations: {
      statuses: bucket('status', (value) => tenderStatusLabel(value as TenderStatusCode, language)),
      categories: bucket('category', (value) => procurementCategoryLabel(value, language)),
      regions: bucket('region', (value) => regionLabel(value, language)),
      organizations: bucket('organization', bilingual),
      notice_types: bucket('notice_type', bilingual),
      pdf_processing_statuses: bucket('pdf', (value) => value),
      flags: {
        canadianMade: flag('canadianMade'),
        experienceRequired: flag('experienceRequired'),
        indigenousBusinessRequired: flag('indigenousBusinessRequired'),
        securityClearanceRequired: flag('securityClearanceRequired'),
      },
    },
  };
};
