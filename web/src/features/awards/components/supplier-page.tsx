import {
  Alert,
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
import { formatCad, type SupplierProfile } from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useApiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useSupplier } from '../api/awards-api';
import { AwardBuyerDateValueCells, AwardsPager, AwardTitle } from './award-rows';
import { formatAwardDate } from './award-value';
import { SectionCard } from '../../../components/ui/section-card';

const BackToAwards = () => {
  const { t } = useTranslation();
  return (
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
};

/** Award count, total value and the period the awards span. */
const SupplierStats = ({ supplier }: { supplier: SupplierProfile }) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Card withBorder>
        <Text fz="sm" c="dimmed">
          {t('awards.supplier.awards')}
        </Text>
        <Text fz="xl" fw={700} data-testid="supplier-award-count">
          {supplier.award_count}
        </Text>
      </Card>
      <Card withBorder>
        <Text fz="sm" c="dimmed">
          {t('awards.supplier.totalValue')}
        </Text>
        <Text fz="xl" fw={700}>
          {formatCad(supplier.total_value, language)}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('awards.supplier.valued', { count: supplier.valued_count })}
        </Text>
      </Card>
      <Card withBorder>
        <Text fz="sm" c="dimmed">
          {t('awards.supplier.period')}
        </Text>
        <Text fw={600}>
          {formatAwardDate(supplier.first_award_date, language)} –{' '}
          {formatAwardDate(supplier.last_award_date, language)}
        </Text>
      </Card>
    </SimpleGrid>
  );
};

/** Which buyers award to the supplier, and in which categories. */
const SupplierBuyersAndCategories = ({ supplier }: { supplier: SupplierProfile }) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <SectionCard id="supplier-buyers" title={t('awards.supplier.buyers')} size="h4">
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {supplier.buyers.map((buyer) => (
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
      </SectionCard>
      <SectionCard id="supplier-categories" title={t('awards.supplier.categories')} size="h4">
        <Group gap="xs">
          {supplier.categories.map((category) => (
            <Badge key={category.value} variant="light">
              {t('awards.filters.facetCount', { label: category.label, count: category.count })}
            </Badge>
          ))}
        </Group>
      </SectionCard>
    </SimpleGrid>
  );
};

/** The supplier's awards, a page at a time. */
const SupplierAwards = ({
  supplier,
  page,
  onPageChange,
}: {
  supplier: SupplierProfile;
  page: number;
  onPageChange: (page: number) => void;
}) => {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(supplier.award_count / supplier.size));
  return (
    <SectionCard id="supplier-awards" title={t('awards.supplier.awardsList')} size="h4">
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
            {supplier.awards.map((award) => (
              <Table.Tr key={award.id}>
                <Table.Td fz="sm">
                  <AwardTitle award={award} />
                </Table.Td>
                <AwardBuyerDateValueCells award={award} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <AwardsPager page={page} pages={pages} onPageChange={onPageChange} mt="sm" />
    </SectionCard>
  );
};

const SupplierError = ({ error, onRetry }: { error: Error; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <BackToAwards />
      {error instanceof ApiError && error.status === 404 ? (
        <Text mt="md">{t('awards.supplier.notFound')}</Text>
      ) : (
        <Alert color="red" title={t('awards.supplier.error')} role="alert" mt="md">
          <Text fz="sm">{error.message}</Text>
          <Button mt="sm" size="xs" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
    </Container>
  );
};

/** /suppliers/{name}: who the supplier is, how many awards, for how much, from which buyers. */
export const SupplierPage = ({ name }: { name: string }) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const [page, setPage] = useState(1);
  const supplier = useSupplier(name, page, language);

  if (supplier.isPending)
    return (
      <Container size="xl" py="xl" role="status" aria-label={t('awards.supplier.loading')}>
        <Skeleton h={200} />
      </Container>
    );
  if (supplier.isError)
    return <SupplierError error={supplier.error} onRetry={() => void supplier.refetch()} />;

  const data = supplier.data;
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <BackToAwards />
        <div>
          <Title order={1}>{data.name}</Title>
          {data.other_names.length > 0 && (
            <Text c="dimmed" fz="sm">
              {t('awards.supplier.alsoSpelled', { names: data.other_names.join(' · ') })}
            </Text>
          )}
        </div>
        <SupplierStats supplier={data} />
        <SupplierBuyersAndCategories supplier={data} />
        <SupplierAwards supplier={data} page={page} onPageChange={setPage} />
      </Stack>
    </Container>
  );
};
