import { Badge, CloseButton, Group } from '@mantine/core';
import {
  DASHBOARD_FLAG_FILTERS,
  normaliseDashboardFilters,
  type DashboardFilters,
  type DashboardListFilter,
  type FilterOption,
  type SearchAggregations,
} from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { DEFAULT_STATUS_FILTER } from '../url-state';

/** One filter in force, in words, and the filters without it. */
export interface ActiveFilterChip {
  key: string;
  /** "Region: Ontario". */
  label: string;
  without: DashboardFilters;
}

const LIST_LABELS: Record<DashboardListFilter, string> = {
  status: 'search.filters.status',
  categories: 'search.filters.category',
  regions: 'search.filters.region',
  organizations: 'search.filters.organization',
  pdfProcessingStatus: 'search.filters.documents',
};

const LIST_OPTIONS: Record<DashboardListFilter, keyof SearchAggregations> = {
  status: 'statuses',
  categories: 'categories',
  regions: 'regions',
  organizations: 'organizations',
  pdfProcessingStatus: 'pdf_processing_statuses',
};

const DATE_FILTERS = ['closing_from', 'closing_to', 'published_from', 'published_to'] as const;

const isOpenOnly = (filters: DashboardFilters): boolean =>
  filters.status?.length === DEFAULT_STATUS_FILTER.length &&
  DEFAULT_STATUS_FILTER.every((value) => filters.status?.includes(value));

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

/**
 * Every filter in force as a chip, each with the filters left when it is removed. The default "Open" status is
 * left out: the dashboard shows it as its own chip ("Open tenders only").
 */
export const useActiveFilterChips = (
  filters: DashboardFilters,
  aggregations: SearchAggregations | undefined,
): ActiveFilterChip[] => {
  const { t, i18n } = useTranslation();
  const normalised = normaliseDashboardFilters(filters);
  const chips: ActiveFilterChip[] = [];
  const optionLabel = (key: DashboardListFilter, value: string): string => {
    const options = aggregations?.[LIST_OPTIONS[key]] as FilterOption[] | undefined;
    return options?.find((option) => option.value === value)?.label ?? value;
  };
  for (const key of Object.keys(LIST_LABELS) as DashboardListFilter[]) {
    if (key === 'status' && isOpenOnly(normalised)) continue;
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

/** The filters in force above the results, each removable by its own named button. */
export const ActiveFilters = ({
  filters,
  aggregations,
  onChange,
}: {
  filters: DashboardFilters;
  aggregations: SearchAggregations | undefined;
  onChange: (filters: DashboardFilters) => void;
}) => {
  const { t } = useTranslation();
  const chips = useActiveFilterChips(filters, aggregations);
  const openOnly = isOpenOnly(filters);
  if (chips.length === 0 && !openOnly) return null;
  return (
    <Group
      gap="xs"
      component="ul"
      aria-label={t('search.chips.title')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {openOnly && (
        <li>
          <Badge
            size="lg"
            variant="light"
            tt="none"
            rightSection={
              <CloseButton
                size="xs"
                variant="transparent"
                aria-label={t('search.openOnly.remove')}
                onClick={() => onChange({ ...filters, status: undefined })}
              />
            }
          >
            {t('search.openOnly.label')}
          </Badge>
        </li>
      )}
      {chips.map((chip) => (
        <li key={chip.key}>
          <Badge
            size="lg"
            variant="outline"
            tt="none"
            rightSection={
              <CloseButton
                size="xs"
                variant="transparent"
                aria-label={t('search.chips.remove', { label: chip.label })}
                onClick={() => onChange(chip.without)}
              />
            }
          >
            {chip.label}
          </Badge>
        </li>
      ))}
    </Group>
  );
};
