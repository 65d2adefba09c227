import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { formatCad } from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useApiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useSupplier } from '../api/awards-api';
import { formatAwardDate, formatAwardValue } from './award-value';

/** /suppliers/{name}: who the supplier is, how many awards, for how much, from which buyers. */
export const SupplierPage = ({ name }: { name: string }) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const [page, setPage] = useState(1);
  const supplier = useSupplier(name, page, language);

  const back = (
    <Button
      component={Link}
      to={paths.awards}
      variant="subtle"
      px={0}
      w="fit-content"
      leftSection={<IconArrowLeft size={16} />}
    >
      {t('awards.supplier.back')}
    </Button>
  );
  if (supplier.isPending)
    return (
      <Container size="xl" py="xl" role="status" aria-label={t('awards.supplier.loading')}>
        <Skeleton h={200} />
      </Container>
    );
  if (supplier.isError)
    return (
      <Container size="sm" py="xl">
        {back}
        {supplier.error instanceof ApiError && supplier.error.status === 404 ? (
          <Text mt="md">{t('awards.supplier.notFound')}</Text>
        ) : (
          <Alert color="red" title={t('awards.supplier.error')} role="alert" mt="md">
            <Text fz="sm">{supplier.error.message}</Text>
            <Button mt="sm" size="xs" onClick={() => void supplier.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
      </Container>
    );

  const data = supplier.data;
  const pages = Math.max(1, Math.ceil(data.award_count / data.size));
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        {back}
        <div>
          <Title order={1}>{data.name}</Title>
          {data.other_names.length > 0 && (
            <Text c="dimmed" fz="sm">
              {t('awards.supplier.alsoSpelled', { names: data.other_names.join(' · ') })}
            </Text>
          )}
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Card withBorder>
            <Text fz="sm" c="dimmed">
              {t('awards.supplier.awards')}
            </Text>
            <Text fz="xl" fw={700} data-testid="supplier-award-count">
              {data.award_count}
            </Text>
          </Card>
          <Card withBorder>
            <Text fz="sm" c="dimmed">
              {t('awards.supplier.totalValue')}
            </Text>
            <Text fz="xl" fw={700}>
              {formatCad(data.total_value, language)}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('awards.supplier.valued', { count: data.valued_count })}
            </Text>
          </Card>
          <Card withBorder>
            <Text fz="sm" c="dimmed">
              {t('awards.supplier.period')}
            </Text>
            <Text fw={600}>
              {formatAwardDate(data.first_award_date, language)} –{' '}
              {formatAwardDate(data.last_award_date, language)}
            </Text>
          </Card>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Card withBorder component="section" aria-labelledby="supplier-buyers">
            <Title order={2} fz="h4" id="supplier-buyers" mb="xs">
              {t('awards.supplier.buyers')}
            </Title>
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.buyers.map((buyer) => (
                <Group key={buyer.value} component="li" justify="space-between" wrap="nowrap">
                  <Text fz="sm">{buyer.label}</Text>
                  <Text fz="sm" c="dimmed">
                    {t('awards.supplier.buyerRow', {
                      count: buyer.count,
                      value: formatCad(buyer.total_value, language),
                    })}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Card>
          <Card withBorder component="section" aria-labelledby="supplier-categories">
            <Title order={2} fz="h4" id="supplier-categories" mb="xs">
              {t('awards.supplier.categories')}
            </Title>
            <Group gap="xs">
              {data.categories.map((category) => (
                <Badge key={category.value} variant="light">
                  {t('awards.filters.facetCount', { label: category.label, count: category.count })}
                </Badge>
              ))}
            </Group>
          </Card>
        </SimpleGrid>
        <Card withBorder component="section" aria-labelledby="supplier-awards">
          <Title order={2} fz="h4" id="supplier-awards" mb="xs">
            {t('awards.supplier.awardsList')}
          </Title>
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('awards.table.title')}</Table.Th>
                  <Table.Th>{t('awards.table.buyer')}</Table.Th>
                  <Table.Th>{t('awards.table.date')}</Table.Th>
                  <Table.Th ta="right">{t('awards.table.value')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.awards.map((award) => (
                  <Table.Tr key={award.id}>
                    <Table.Td fz="sm">
                      {award.tender_id ? (
                        <Anchor component={Link} to={paths.tender(award.tender_id)}>
                          {award.title}
                        </Anchor>
                      ) : (
                        award.title
                      )}
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
          {pages > 1 && (
            <Group
              justify="center"
              mt="sm"
              component="nav"
              aria-label={t('awards.page.pageOf', { page, pages })}
            >
              <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('awards.page.previous')}
              </Button>
              <Text fz="sm">{t('awards.page.pageOf', { page, pages })}</Text>
              <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('awards.page.next')}
              </Button>
            </Group>
          )}
        </Card>
      </Stack>
    </Container>
  );
};
