import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { searchApi, type Language } from '@tenderscout/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../lib/api-client';
import { useApiLanguage } from '../../lib/i18n';

const MAX_CODES = 100;

/** GET /api/tenders/commodities: the codes the store's notices carry, by name (English or French) or code. */
const fetchCommodities = (q: string, language: Language, codes: string[]) =>
  callRoute(searchApi.commodities, {
    query: { q, language, limit: 30, ...(codes.length > 0 ? { codes: codes.join(',') } : {}) },
  });

/**
 * The company's commodity codes: a searchable multi-select fed by the codes the notices carry, each shown with
 * its name in the interface language ("72102100 – Snow removal services"). Codes already picked stay listed.
 */
export const CommodityPicker = ({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string | null;
}) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const commodities = useQuery({
    queryKey: ['commodities', debounced, language, value],
    queryFn: () => fetchCommodities(debounced, language, value),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const options = (commodities.data?.commodities ?? []).map((item) => ({
    value: item.code,
    label: item.name === item.code ? item.code : `${item.code} – ${item.name}`,
  }));
  // A code saved before (or no longer in the store) keeps showing.
  for (const code of value)
    if (!options.some((option) => option.value === code)) options.push({ value: code, label: code });
  const nothingFound = commodities.isError
    ? t('onboarding.commodityCodesFailed')
    : commodities.isFetching
      ? t('onboarding.commodityCodesLoading')
      : t('onboarding.commodityCodesNone');
  return (
    <MultiSelect
      label={t('onboarding.commodityCodes')}
      description={t('onboarding.commodityCodesHint')}
      placeholder={value.length === 0 ? t('onboarding.commodityCodesPlaceholder') : undefined}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by name and code, in both languages.
      filter={({ options: all }) => all}
      data={options}
      value={value}
      onChange={onChange}
      maxValues={MAX_CODES}
      nothingFoundMessage={nothingFound}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
};
