import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatCad, type AwardsResponse } from '@tenderscout/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { AWARD_FILTER_KEYS, awardsExportUrl, useAwardsSearch, type AwardFilters } from '../api/awards-api';
import { AwardBuyerDateValueCells, AwardsPager, AwardTitle } from './award-rows';
import { AwardSearchForm, type SetAwardFilter } from './award-search-form';
import { SectionCard } from '../../../components/ui/section-card';

const filtersFrom = (params: URLSearchParams): AwardFilters => {
  const filters: AwardFilters = {};
  for (const key of AWARD_FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
};

/** The applied filters live in the URL; the form edits a draft of them until it is submitted. */
const useAwardFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [draft, setDraft] = useState<AwardFilters>(filters);

  const apply = (next: AwardFilters) => {
    const clean = new URLSearchParams();
    for (const key of AWARD_FILTER_KEYS) if (next[key]) clean.set(key, next[key]);
    setParams(clean);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...draft, page: undefined });
  };
  const set: SetAwardFilter = (key) => (value) =>
    setDraft((current) => ({
      ...current,
      [key]: value === null || value === '' ? undefined : String(value),
    }));
  const clear = () => {
    setDraft({});
    apply({});
  };
  const filterByBuyer = (buyer: string) => {
    setDraft({ ...draft, buyer });
    apply({ ...filters, buyer, page: undefined });
  };
  return { filters, draft, set, apply, submit, clear, filterByBuyer };
};

const AwardsTable = ({ awards }: { awards: AwardsResponse['awards'] }) => {
  const { t } = useTranslation();
  return (
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
          {awards.map((award) => (
            <Table.Tr key={award.id}>
              <Table.Td>
                <Text fz="sm" fw={500}>
                  <AwardTitle award={award} />
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
              <AwardBuyerDateValueCells award={award} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/** How many awards match and for how much, the export link, the table and its pages. */
const AwardResults = ({
  data,
  filters,
  onPageChange,
}: {
  data: AwardsResponse;
  filters: AwardFilters;
  onPageChange: (page: number) => void;
}) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const page = Number(filters.page ?? 1);
  const pages = Math.max(1, Math.ceil(data.total / data.size));
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <div aria-live="polite">
          <Text fw={600}>{t('awards.page.summary', { count: data.total })}</Text>
          <Text fz="sm" c="dimmed">
            {t('awards.page.totalValue', {
              value: formatCad(data.total_value, language),
              count: data.valued_count,
            })}
          </Text>
        </div>
        {data.total > 0 && (
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
      {data.total === 0 ? (
        <Text c="dimmed">{t('awards.page.empty')}</Text>
      ) : (
        <AwardsTable awards={data.awards} />
      )}
      <AwardsPager page={page} pages={pages} onPageChange={onPageChange} />
    </Stack>
  );
};

/** The top suppliers (to their page) and top buyers (a click filters by that buyer) among the matches. */
const AwardTopFacets = ({
  facets,
  onBuyer,
}: {
  facets: AwardsResponse['facets'];
  onBuyer: (buyer: string) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SectionCard id="awards-top-suppliers" title={t('awards.filters.topSuppliers')}>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {facets.suppliers.map((facet) => (
            <li key={facet.value}>
              <Anchor component={Link} to={paths.supplier(facet.value)} fz="sm">
                {t('awards.filters.facetCount', { label: facet.label, count: facet.count })}
              </Anchor>
            </li>
          ))}
        </Stack>
      </SectionCard>
      <SectionCard id="awards-top-buyers" title={t('awards.filters.topBuyers')}>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {facets.buyers.map((facet) => (
            <li key={facet.value}>
              <Anchor component="button" type="button" fz="sm" ta="left" onClick={() => onBuyer(facet.value)}>
                {t('awards.filters.facetCount', { label: facet.label, count: facet.count })}
              </Anchor>
            </li>
          ))}
        </Stack>
      </SectionCard>
    </Stack>
  );
};

/** /awards: search past awards by text, supplier, buyer, commodity, category, region, year and value. */
export const AwardsPage = () => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const { filters, draft, set, apply, submit, clear, filterByBuyer } = useAwardFilters();
  const search = useAwardsSearch(filters, language);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('awards.page.title')}</Title>
          <Text c="dimmed">{t('awards.page.subtitle')}</Text>
        </div>
        <AwardSearchForm
          draft={draft}
          set={set}
          facets={search.data?.facets}
          onSubmit={submit}
          onClear={clear}
        />

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
              <AwardResults
                data={search.data}
                filters={filters}
                onPageChange={(page) => apply({ ...filters, page: String(page) })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <AwardTopFacets facets={search.data.facets} onBuyer={filterByBuyer} />
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
};
