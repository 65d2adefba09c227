import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { formatCad } from '@tenderscout/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { AWARD_FILTER_KEYS, awardsExportUrl, useAwardsSearch, type AwardFilters } from '../api/awards-api';
import { formatAwardDate, formatAwardValue } from './award-value';

const filtersFrom = (params: URLSearchParams): AwardFilters => {
  const filters: AwardFilters = {};
  for (const key of AWARD_FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
};

/** /awards: search past awards by text, supplier, buyer, commodity, category, region, year and value. */
export const AwardsPage = () => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [draft, setDraft] = useState<AwardFilters>(filters);
  const search = useAwardsSearch(filters, language);

  const apply = (next: AwardFilters) => {
    const clean = new URLSearchParams();
    for (const key of AWARD_FILTER_KEYS) if (next[key]) clean.set(key, next[key]);
    setParams(clean);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...draft, page: undefined });
  };
  const set = (key: keyof AwardFilters) => (value: string | number | null) =>
    setDraft((current) => ({
      ...current,
      [key]: value === null || value === '' ? undefined : String(value),
    }));

  const data = search.data;
  const page = Number(filters.page ?? 1);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  const facetOptions = (facets: Array<{ value: string; label: string; count: number }> | undefined) =>
    (facets ?? []).map((facet) => ({
      value: facet.value,
      label: t('awards.filters.facetCount', { label: facet.label, count: facet.count }),
    }));

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('awards.page.title')}</Title>
          <Text c="dimmed">{t('awards.page.subtitle')}</Text>
        </div>
        <Card
          withBorder
          component="form"
          onSubmit={submit}
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
                  data={facetOptions(data?.facets.categories)}
                  value={draft.category ?? null}
                  onChange={set('category')}
                  clearable
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                <Select
                  label={t('awards.filters.region')}
                  placeholder={t('awards.filters.any')}
                  data={facetOptions(data?.facets.regions)}
                  value={draft.region ?? null}
                  onChange={set('region')}
                  clearable
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
                <Select
                  label={t('awards.filters.year')}
                  placeholder={t('awards.filters.any')}
                  data={facetOptions(data?.facets.years)}
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
                <Button
                  variant="default"
                  onClick={() => {
                    setDraft({});
                    apply({});
                  }}
                >
                  {t('awards.page.clear')}
                </Button>
                <Button type="submit">{t('awards.filters.apply')}</Button>
              </Group>
            </Group>
          </Stack>
        </Card>

        {search.isPending ? (
          <Stack role="status" aria-label={t('awards.page.loading')}>
            <Skeleton h={40} />
            <Skeleton h={240} />
          </Stack>
        ) : search.isError ? (
          <Alert color="red" title={t('awards.page.error')} role="alert">
            <Text fz="sm">{search.error.message}</Text>
            <Button mt="sm" size="xs" onClick={() => void search.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 9 }}>
              <Stack gap="sm">
                <Group justify="space-between">
                  <div aria-live="polite">
                    <Text fw={600}>{t('awards.page.summary', { count: data!.total })}</Text>
                    <Text fz="sm" c="dimmed">
                      {t('awards.page.totalValue', {
                        value: formatCad(data!.total_value, language),
                        count: data!.valued_count,
                      })}
                    </Text>
                  </div>
                  {data!.total > 0 && (
                    <Button
                      component="a"
                      href={awardsExportUrl(filters, language)}
                      variant="light"
                      leftSection={<IconDownload size={16} aria-hidden />}
                    >
                      {t('awards.page.export')}
                    </Button>
                  )}
                </Group>
                {data!.total === 0 ? (
                  <Text c="dimmed">{t('awards.page.empty')}</Text>
                ) : (
                  <Table.ScrollContainer minWidth={720}>
                    <Table striped highlightOnHover>
                      <Table.Caption>{t('awards.table.caption')}</Table.Caption>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('awards.table.title')}</Table.Th>
                          <Table.Th>{t('awards.table.supplier')}</Table.Th>
                          <Table.Th>{t('awards.table.buyer')}</Table.Th>
                          <Table.Th>{t('awards.table.date')}</Table.Th>
                          <Table.Th ta="right">{t('awards.table.value')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {data!.awards.map((award) => (
                          <Table.Tr key={award.id}>
                            <Table.Td>
                              <Text fz="sm" fw={500}>
                                {award.tender_id ? (
                                  <Anchor component={Link} to={paths.tender(award.tender_id)}>
                                    {award.title}
                                  </Anchor>
                                ) : (
                                  award.title
                                )}
                              </Text>
                              <Badge size="xs" variant="light" color="gray">
                                {t(`awards.kind.${award.kind}`)}
                              </Badge>
                            </Table.Td>
                            <Table.Td>
                              <Anchor component={Link} to={paths.supplier(award.supplier_key)} fz="sm">
                                {award.supplier}
                              </Anchor>
                            </Table.Td>
                            <Table.Td fz="sm">{award.buyer ?? '—'}</Table.Td>
                            <Table.Td fz="sm">{formatAwardDate(award.award_date, language)}</Table.Td>
                            <Table.Td fz="sm" ta="right">
                              {formatAwardValue(award, language, t)}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
                {pages > 1 && (
                  <Group
                    justify="center"
                    component="nav"
                    aria-label={t('awards.page.pageOf', { page, pages })}
                  >
                    <Button
                      variant="default"
                      disabled={page <= 1}
                      onClick={() => apply({ ...filters, page: String(page - 1) })}
                    >
                      {t('awards.page.previous')}
                    </Button>
                    <Text fz="sm">{t('awards.page.pageOf', { page, pages })}</Text>
                    <Button
                      variant="default"
                      disabled={page >= pages}
                      onClick={() => apply({ ...filters, page: String(page + 1) })}
                    >
                      {t('awards.page.next')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Stack gap="md">
                <Card withBorder component="section" aria-labelledby="awards-top-suppliers">
                  <Title order={2} fz="md" id="awards-top-suppliers" mb="xs">
                    {t('awards.filters.topSuppliers')}
                  </Title>
                  <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                    {data!.facets.suppliers.map((facet) => (
                      <li key={facet.value}>
                        <Anchor component={Link} to={paths.supplier(facet.value)} fz="sm">
                          {t('awards.filters.facetCount', { label: facet.label, count: facet.count })}
                        </Anchor>
                      </li>
                    ))}
                  </Stack>
                </Card>
                <Card withBorder component="section" aria-labelledby="awards-top-buyers">
                  <Title order={2} fz="md" id="awards-top-buyers" mb="xs">
                    {t('awards.filters.topBuyers')}
                  </Title>
                  <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                    {data!.facets.buyers.map((facet) => (
                      <li key={facet.value}>
                        <Anchor
                          component="button"
                          type="button"
                          fz="sm"
                          ta="left"
                          onClick={() => {
                            setDraft({ ...draft, buyer: facet.value });
                            apply({ ...filters, buyer: facet.value, page: undefined });
                          }}
                        >
                          {t('awards.filters.facetCount', { label: facet.label, count: facet.count })}
                        </Anchor>
                      </li>
                    ))}
                  </Stack>
                </Card>
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
};
