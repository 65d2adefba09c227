import { Badge, CloseButton, Group } from '@mantine/core';
import {
  DASHBOARD_FLAG_FILTERS,
  normaliseDashboardFilters,
  procurementCategoryLabel,
  regionLabel,
  TENDER_STATUS_LABELS,
  type DashboardFilters,
  type DashboardListFilter,
  type FilterOption,
  type SearchAggregations,
  type TenderStatusCode,
} from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { toApiLanguage } from '../../lib/i18n';

/**
 * The dashboard's filters in words, one chip each ("Region: Ontario", "Value: at most $500,000"), in the
 * reader's language: above the dashboard's results (each removable) and in the AI panel's explanation of a
 * natural-language search.
 */

/** One filter in force, in words, and the filters without it. */
export interface FilterChip {
  key: string;
  /** "Region: Ontario". */
  label: string;
  without: DashboardFilters;
}

const LIST_LABELS = {
  status: 'search.filters.status',
  categories: 'search.filters.category',
  regions: 'search.filters.region',
  organizations: 'search.filters.organization',
  pdfProcessingStatus: 'search.filters.documents',
} as const satisfies Record<DashboardListFilter, string>;

const LIST_OPTIONS: Record<DashboardListFilter, keyof SearchAggregations> = {
  status: 'statuses',
  categories: 'categories',
  regions: 'regions',
  organizations: 'organizations',
  pdfProcessingStatus: 'pdf_processing_statuses',
};

const DATE_FILTERS = ['closing_from', 'closing_to', 'published_from', 'published_to'] as const;

/** A calendar day in the reader's language ("Dec 12, 2026" / "12 déc. 2026"). */
const formatDay = (day: string, locale: string): string => {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
        dateStyle: 'medium',
        timeZone: 'UTC',
      }).format(date);
};

/** Whole dollars in the reader's language ("$500,000" / "500 000 $"). */
const formatDollars = (amount: number, locale: string): string =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount);

/** Every filter in `filters` as a chip (`skip` leaves some list filters out, e.g. a default status). */
export const useFilterChips = (
  filters: DashboardFilters,
  aggregations?: SearchAggregations,
  skip: DashboardListFilter[] = [],
): FilterChip[] => {
  const { t, i18n } = useTranslation();
  const language = toApiLanguage(i18n.language);
  const normalised = normaliseDashboardFilters(filters);
  const chips: FilterChip[] = [];
  // Closed vocabularies in the reader's language at once; other values as the search labels them.
  const optionLabel = (key: DashboardListFilter, value: string): string => {
    if (key === 'status' && value in TENDER_STATUS_LABELS)
      return TENDER_STATUS_LABELS[value as TenderStatusCode][language];
    if (key === 'regions') return regionLabel(value, language);
    if (key === 'categories') return procurementCategoryLabel(value, language);
    const options = aggregations?.[LIST_OPTIONS[key]] as FilterOption[] | undefined;
    return options?.find((option) => option.value === value)?.label ?? value;
  };
  for (const key of Object.keys(LIST_LABELS) as DashboardListFilter[]) {
    if (skip.includes(key)) continue;
    const values = normalised[key] ?? [];
    for (const value of values) {
      const rest = values.filter((other) => other !== value);
      chips.push({
        key: `${key}:${value}`,
        label: t('search.chips.label', { name: t(LIST_LABELS[key]), value: optionLabel(key, value) }),
        // The last status removed means every status (the URL's status=any), not the Open default.
        without: { ...normalised, [key]: rest.length > 0 ? rest : undefined },
      });
    }
  }
  for (const key of DATE_FILTERS) {
    const value = normalised[key];
    if (!value) continue;
    chips.push({
      key,
      label: t(`search.chips.${key}`, { date: formatDay(value, i18n.language) }),
      without: { ...normalised, [key]: undefined },
    });
  }
  for (const key of ['value_min', 'value_max'] as const) {
    const value = normalised[key];
    if (value === undefined) continue;
    chips.push({
      key,
      label: t(`search.chips.${key}`, { amount: formatDollars(value, i18n.language) }),
      without: { ...normalised, [key]: undefined },
    });
  }
  for (const key of DASHBOARD_FLAG_FILTERS) {
    const value = normalised[key];
    if (!value) continue;
    chips.push({
      key,
      label: t('search.chips.label', {
        name: t(`search.filters.flags.${key}`),
        value: t(value === 'yes' ? 'search.filters.flagYes' : 'search.filters.flagNo'),
      }),
      without: { ...normalised, [key]: undefined },
    });
  }
  return chips;
};

export interface RemovableChip {
  key: string;
  label: string;
  /** The remove button's name ("Remove filter Region: Ontario"). */
  removeLabel: string;
  onRemove: () => void;
  variant?: 'light' | 'outline';
}

/** Chips in a labelled list; with `onRemove`, each has its own named remove button. */
export const FilterChipList = ({
  label,
  chips,
}: {
  label: string;
  chips: Array<RemovableChip | { key: string; label: string; onRemove?: undefined; variant?: undefined }>;
}) => {
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Badge
            size="lg"
            variant={chip.variant ?? 'outline'}
            tt="none"
            rightSection={
              chip.onRemove && (
                <CloseButton
                  size="xs"
                  variant="transparent"
                  aria-label={chip.removeLabel}
                  onClick={chip.onRemove}
                />
              )
            }
          >
            {chip.label}
          </Badge>
        </li>
      ))}
    </Group>
  );
};
