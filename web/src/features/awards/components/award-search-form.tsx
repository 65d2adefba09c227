import { Button, Card, Grid, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { AwardFacet, AwardsResponse } from '@tenderscout/domain';
import type { TFunction } from 'i18next';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AwardFilters } from '../api/awards-api';

/** Sets one filter of the draft from an input's value; empty clears it. */
export type SetAwardFilter = (key: keyof AwardFilters) => (value: string | number | null) => void;

interface FieldsProps {
  draft: AwardFilters;
  set: SetAwardFilter;
}

const facetOptions = (t: TFunction, facets: AwardFacet[] | undefined) =>
  (facets ?? []).map((facet) => ({
    value: facet.value,
    label: t('awards.filters.facetCount', { label: facet.label, count: facet.count }),
  }));

/** Supplier, buyer, commodity, then category, region and year (offered from the results), then the value range. */
const AwardFilterFields = ({
  draft,
  set,
  facets,
}: FieldsProps & { facets: AwardsResponse['facets'] | undefined }) => {
  const { t } = useTranslation();
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <TextInput
          label={t('awards.filters.supplier')}
          value={draft.supplier ?? ''}
          onChange={(event) => set('supplier')(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <TextInput
          label={t('awards.filters.buyer')}
          value={draft.buyer ?? ''}
          onChange={(event) => set('buyer')(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <TextInput
          label={t('awards.filters.commodity')}
          value={draft.commodity ?? ''}
          onChange={(event) => set('commodity')(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t('awards.filters.category')}
          placeholder={t('awards.filters.any')}
          data={facetOptions(t, facets?.categories)}
          value={draft.category ?? null}
          onChange={set('category')}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t('awards.filters.region')}
          placeholder={t('awards.filters.any')}
          data={facetOptions(t, facets?.regions)}
          value={draft.region ?? null}
          onChange={set('region')}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
        <Select
          label={t('awards.filters.year')}
          placeholder={t('awards.filters.any')}
          data={facetOptions(t, facets?.years)}
          value={draft.year ?? null}
          onChange={set('year')}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <NumberInput
          label={t('awards.filters.valueMin')}
          min={0}
          thousandSeparator
          value={draft.value_min ?? ''}
          onChange={set('value_min')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <NumberInput
          label={t('awards.filters.valueMax')}
          min={0}
          thousandSeparator
          value={draft.value_max ?? ''}
          onChange={set('value_max')}
        />
      </Grid.Col>
    </Grid>
  );
};

/** The award search form: text, filters and sort are a draft until the search is submitted. */
export const AwardSearchForm = ({
  draft,
  set,
  facets,
  onSubmit,
  onClear,
}: FieldsProps & {
  facets: AwardsResponse['facets'] | undefined;
  onSubmit: (event: FormEvent) => void;
  onClear: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      component="form"
      onSubmit={onSubmit}
      role="search"
      aria-label={t('awards.page.searchLabel')}
    >
      <Stack gap="sm">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={t('awards.page.searchLabel')}
            placeholder={t('awards.page.searchPlaceholder')}
            value={draft.q ?? ''}
            onChange={(event) => set('q')(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('awards.page.search')}
          </Button>
        </Group>
        <AwardFilterFields draft={draft} set={set} facets={facets} />
        <Group justify="space-between">
          <Select
            label={t('awards.filters.sort')}
            data={[
              { value: 'date', label: t('awards.filters.sortDate') },
              { value: 'value', label: t('awards.filters.sortValue') },
              { value: 'relevance', label: t('awards.filters.sortRelevance') },
            ]}
            value={draft.sort ?? 'date'}
            onChange={set('sort')}
            allowDeselect={false}
            w={220}
          />
          <Group>
            <Button variant="default" onClick={onClear}>
              {t('awards.page.clear')}
            </Button>
            <Button type="submit">{t('awards.filters.apply')}</Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
};
