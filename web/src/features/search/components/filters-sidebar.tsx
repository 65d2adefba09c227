import {
  Anchor,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  countActiveFilters,
  normaliseDashboardFilters,
  type DashboardFilters,
  type DashboardFlagFilter,
  type DashboardListFilter,
  type FilterFlag,
  type FilterOption,
  type SearchAggregations,
} from '@tenderscout/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatCount } from '../../../lib/i18n';

/** The region filter shows the first 10 options, the rest behind 'Show more'. */
export const REGIONS_SHOWN = 10;
const OPTIONS_SHOWN = 10;

export type FiltersChange = DashboardFilters | ((current: DashboardFilters) => DashboardFilters);

export interface FiltersSidebarProps {
  filters: DashboardFilters;
  /** Options and counts of the current search; undefined until the first answer. */
  aggregations?: SearchAggregations;
  /**
   * Given the new filters, or how to change the latest ones: two changes made before the page renders again (a
   * region ticked, then the clearance picked at once) both apply.
   */
  onChange: (change: FiltersChange) => void;
  /** False inside the phone's filter drawer, whose own title already says "Filters". */
  isTitleShown?: boolean;
}

/**
 * The API's options, plus any selected value it no longer lists (so it can still be unticked); `labelOf` names
 * the values this screen knows (statuses, document states) in the interface language.
 */
const withSelected = (
  options: FilterOption[] | undefined,
  selected: string[] | undefined,
  labelOf: (option: FilterOption) => string = (option) => option.label,
): FilterOption[] => {
  const list = [...(options ?? [])];
  for (const value of selected ?? []) {
    if (!list.some((option) => option.value === value)) list.push({ value, label: value, count: 0 });
  }
  return list.map((option) => ({ ...option, label: labelOf(option) }));
};

interface OptionGroupProps {
  label: string;
  options: FilterOption[];
  selected: string[];
  limit: number;
  onChange: (values: string[]) => void;
}

/** Checkboxes with counts; beyond `limit` options a Show more / Show fewer toggle. */
const OptionGroup = ({ label, options, selected, limit, onChange }: OptionGroupProps) => {
  const { t } = useTranslation();
  const formatCount = useFormatCount();
  const [isExpanded, setExpanded] = useState(false);
  if (options.length === 0) return null;
  // Selected options stay visible when the list is folded.
  const visible = isExpanded
    ? options
    : options.filter((option, index) => index < limit || selected.includes(option.value));
  const hidden = options.length - visible.length;
  return (
    <Checkbox.Group label={label} value={selected} onChange={onChange}>
      <Stack gap={6} mt={6}>
        {visible.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            size="xs"
            label={
              <Group gap={6} wrap="nowrap" component="span">
                <span>{option.label}</span>
                <Text span c="dimmed" fz="xs">
                  {formatCount(option.count)}
                </Text>
              </Group>
            }
          />
        ))}
      </Stack>
      {(hidden > 0 || isExpanded) && options.length > limit && (
        <Anchor component="button" type="button" fz="xs" mt={6} onClick={() => setExpanded(!isExpanded)}>
          {isExpanded ? t('search.filters.showFewer') : t('search.filters.showMore', { count: hidden })}
        </Anchor>
      )}
    </Checkbox.Group>
  );
};

const FLAG_FILTERS: Array<{ key: DashboardFlagFilter; aggregation: keyof SearchAggregations['flags'] }> = [
  { key: 'canadianMade', aggregation: 'canadianMade' },
  { key: 'indigenousBusinessRequired', aggregation: 'indigenousBusinessRequired' },
  { key: 'experienceRequired', aggregation: 'experienceRequired' },
  { key: 'securityClearanceRequired', aggregation: 'securityClearanceRequired' },
];

/** The sidebar's title (not inside the drawer, which has its own) and "Clear all" while any filter is on. */
const FiltersHeading = ({
  isTitleShown,
  titleId,
  activeCount,
  onClearAll,
}: {
  isTitleShown: boolean;
  titleId: string;
  activeCount: number;
  onClearAll: () => void;
}) => {
  const { t } = useTranslation();
  if (!isTitleShown && activeCount === 0) return null;
  return (
    <Group justify={isTitleShown ? 'space-between' : 'flex-end'}>
      {isTitleShown && (
        <Title order={2} fz="h4" id={titleId}>
          {t('search.filters.title')}
        </Title>
      )}
      {activeCount > 0 && (
        <Button variant="subtle" size="compact-xs" onClick={onClearAll}>
          {t('search.filters.clearAll', { count: activeCount })}
        </Button>
      )}
    </Group>
  );
};

/** Organisations are many: a searchable multi-select rather than checkboxes. */
const OrganisationFilter = ({
  options,
  selected,
  onChange,
}: {
  options: FilterOption[];
  selected: string[] | undefined;
  onChange: (values: string[]) => void;
}) => {
  const { t } = useTranslation();
  const formatCount = useFormatCount();
  if (options.length === 0) return null;
  return (
    <MultiSelect
      label={t('search.filters.organization')}
      placeholder={selected?.length ? undefined : t('search.filters.organizationPlaceholder')}
      data={options.map((option) => ({
        value: option.value,
        label: `${option.label} (${formatCount(option.count)})`,
      }))}
      value={selected ?? []}
      onChange={onChange}
      searchable
      clearable
      size="xs"
      nothingFoundMessage={t('search.filters.nothingFound')}
    />
  );
};

interface FilterFieldsProps {
  filters: DashboardFilters;
  change: (patch: Partial<DashboardFilters>) => void;
}

const ClosingDateFilter = ({ filters, change }: FilterFieldsProps) => {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500}>
        {t('search.filters.closingDate')}
      </Text>
      <Group grow gap="xs">
        <TextInput
          type="date"
          size="xs"
          label={t('search.filters.closingFrom')}
          value={filters.closing_from ?? ''}
          max={filters.closing_to}
          onChange={(event) => change({ closing_from: event.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          size="xs"
          label={t('search.filters.closingTo')}
          value={filters.closing_to ?? ''}
          min={filters.closing_from}
          onChange={(event) => change({ closing_to: event.currentTarget.value || undefined })}
        />
      </Group>
    </Stack>
  );
};

/** The four requirement flags: any, yes or no, each with how many results have it. */
const FlagFilters = ({
  filters,
  change,
  flags,
}: FilterFieldsProps & { flags: SearchAggregations['flags'] | undefined }) => {
  const { t } = useTranslation();
  const formatCount = useFormatCount();
  return (
    <Stack gap="xs">
      {FLAG_FILTERS.map(({ key, aggregation }) => {
        const counts = flags?.[aggregation];
        const withCount = (label: string, count: number | undefined) =>
          count === undefined ? label : `${label} (${formatCount(count)})`;
        return (
          <NativeSelect
            key={key}
            size="xs"
            label={t(`search.filters.flags.${key}`)}
            value={filters[key] ?? ''}
            onChange={(event) =>
              change({ [key]: (event.currentTarget.value || undefined) as FilterFlag | undefined })
            }
            data={[
              { value: '', label: t('search.filters.flagAny') },
              { value: 'yes', label: withCount(t('search.filters.flagYes'), counts?.true) },
              { value: 'no', label: withCount(t('search.filters.flagNo'), counts?.false) },
            ]}
          />
        );
      })}
    </Stack>
  );
};

/**
 * The dashboard's sidebar: status, category, region (10 shown), organisation, closing-date range,
 * the four requirement flags and document processing status. Options and counts come from the search answer's
 * aggregations; every change is applied at once.
 */
export const FiltersSidebar = ({
  filters,
  aggregations,
  onChange,
  isTitleShown = true,
}: FiltersSidebarProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const change = (patch: Partial<DashboardFilters>) =>
    onChange((current) => normaliseDashboardFilters({ ...current, ...patch }));
  const setList = (key: DashboardListFilter) => (values: string[]) => change({ [key]: values });

  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby={isTitleShown ? titleId : undefined}
      aria-label={isTitleShown ? undefined : t('search.filters.title')}
    >
      <FiltersHeading
        isTitleShown={isTitleShown}
        titleId={titleId}
        activeCount={countActiveFilters(filters)}
        onClearAll={() => onChange({})}
      />

      <OptionGroup
        label={t('search.filters.status')}
        options={withSelected(aggregations?.statuses, filters.status, (option) =>
          t(`search.filters.values.status.${option.value}`, { defaultValue: option.label }),
        )}
        selected={filters.status ?? []}
        limit={OPTIONS_SHOWN}
        onChange={setList('status')}
      />
      <OptionGroup
        label={t('search.filters.category')}
        options={withSelected(aggregations?.categories, filters.categories)}
        selected={filters.categories ?? []}
        limit={OPTIONS_SHOWN}
        onChange={setList('categories')}
      />
      <OptionGroup
        label={t('search.filters.region')}
        options={withSelected(aggregations?.regions, filters.regions)}
        selected={filters.regions ?? []}
        limit={REGIONS_SHOWN}
        onChange={setList('regions')}
      />
      <OrganisationFilter
        options={withSelected(aggregations?.organizations, filters.organizations)}
        selected={filters.organizations}
        onChange={setList('organizations')}
      />
      <ClosingDateFilter filters={filters} change={change} />
      <FlagFilters filters={filters} change={change} flags={aggregations?.flags} />

      <OptionGroup
        label={t('search.filters.documents')}
        options={withSelected(aggregations?.pdf_processing_statuses, filters.pdfProcessingStatus, (option) =>
          t(`search.filters.values.documents.${option.value}`, { defaultValue: option.label }),
        )}
        selected={filters.pdfProcessingStatus ?? []}
        limit={OPTIONS_SHOWN}
        onChange={setList('pdfProcessingStatus')}
      />
    </Stack>
  );
};
