import type { DashboardFilters, SearchAggregations } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { FilterChipList, useFilterChips, type RemovableChip } from '../../../components/ui/filter-chips';
import { DEFAULT_STATUS_FILTER } from '../url-state';

/** The dashboard's default: open tenders only. */
export const isOpenOnly = (filters: DashboardFilters): boolean =>
  filters.status?.length === DEFAULT_STATUS_FILTER.length &&
  DEFAULT_STATUS_FILTER.every((value) => filters.status?.includes(value));

/**
 * The filters in force above the results, each removable by its own named button; removing one searches
 * without it. The default Open status is its own chip ("Open tenders only" / "Show closed tenders too").
 */
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
  const openOnly = isOpenOnly(filters);
  const chips = useFilterChips(filters, aggregations, openOnly ? ['status'] : []);
  const removable: RemovableChip[] = [
    ...(openOnly
      ? [
          {
            key: 'open-only',
            label: t('search.openOnly.label'),
            removeLabel: t('search.openOnly.remove'),
            onRemove: () => onChange({ ...filters, status: undefined }),
            variant: 'light' as const,
          },
        ]
      : []),
    ...chips.map((chip) => ({
      key: chip.key,
      label: chip.label,
      removeLabel: t('search.chips.remove', { label: chip.label }),
      onRemove: () => onChange(chip.without),
    })),
  ];
  return <FilterChipList label={t('search.chips.title')} chips={removable} />;
};
