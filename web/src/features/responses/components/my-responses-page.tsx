import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconEye, IconFileText, IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import {
  formatClosingTime,
  type ResponseFilter,
  type ResponsesList,
  type ResponseSummary,
} from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n';
import { Link } from 'react-router';
import { ListPageHeader } from '../../../components/ui/list-page-header';
import { paths } from '../../../lib/paths';
import { useDeleteResponse } from '../api/delete-response';
import { useResponses } from '../api/get-responses';
import { ScoreCircle } from './score-circle';

const READINESS_COLORS = { ready: 'green', in_progress: 'yellow', just_started: 'gray' } as const;

const ResponseCard = ({ response, onDelete }: { response: ResponseSummary; onDelete: () => void }) => {
  const { t } = useTranslation();
  const { language, apiLanguage } = useUiLanguage();
  const { tender } = response;
  return (
    <Card
      withBorder
      component="article"
      aria-labelledby={`response-${response.tender_id}`}
      data-testid="response-card"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Badge color={READINESS_COLORS[response.readiness]} variant="light">
              {t(`responses.readiness.${response.readiness}`)}
            </Badge>
            <Badge color={response.status === 'final' ? 'blue' : 'gray'} variant="light">
              {t(`responses.status.${response.status}`)}
            </Badge>
          </Group>
          <Title order={2} fz="md" id={`response-${response.tender_id}`} lineClamp={2}>
            {tender.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {tender.organization}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('responses.list.reference', { id: response.tender_id })}
          </Text>
        </Stack>
        <ScoreCircle score={response.compliance.score} />
      </Group>
      <Text fz="xs" c="dimmed" mt="sm">
        {t('responses.list.meta', {
          completed: response.compliance.completed_sections,
          total: response.compliance.total_sections,
          words: response.word_count,
        })}
        {' · '}
        {tender.closing_date
          ? t('responses.list.closes', { date: formatClosingTime(tender.closing_date, apiLanguage) })
          : t('responses.list.noClosing')}
        {response.saved_at
          ? ` · ${t('responses.list.saved', { date: new Date(response.saved_at).toLocaleString(`${language}-CA`) })}`
          : ''}
      </Text>
      <Group mt="md" gap="xs">
        <Button
          component={Link}
          to={paths.tenderRespond(response.tender_id)}
          size="xs"
          leftSection={<IconPencil size={14} />}
        >
          {t('responses.list.continue')}
        </Button>
        <Button
          component={Link}
          to={paths.tender(response.tender_id)}
          size="xs"
          variant="default"
          leftSection={<IconEye size={14} />}
        >
          {t('responses.list.viewTender')}
        </Button>
        <Tooltip label={t('responses.list.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            ml="auto"
            onClick={onDelete}
            aria-label={t('responses.list.deleteLabel', { title: tender.title })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
};

const ResponsesLoading = () => {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden />
      <Text ml="sm" c="dimmed">
        {t('responses.list.loading')}
      </Text>
    </Center>
  );
};

const ResponsesError = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('responses.list.error')} role="alert">
      <Text fz="sm">{message}</Text>
      <Button mt="sm" size="xs" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
};

/** No response started yet: a way to the tenders to respond to. */
const NoResponsesYet = () => {
  const { t } = useTranslation();
  return (
    <Stack align="center" py={64} gap="sm">
      <IconFileText size={48} color="var(--mantine-color-gray-5)" aria-hidden />
      <Title order={2} fz="h3">
        {t('responses.list.emptyTitle')}
      </Title>
      <Text c="dimmed" ta="center" maw={440}>
        {t('responses.list.emptyBody')}
      </Text>
      <Button component={Link} to={paths.dashboard} mt="sm">
        {t('responses.list.browse')}
      </Button>
    </Stack>
  );
};

interface ResponseFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  filter: ResponseFilter;
  onFilterChange: (filter: ResponseFilter) => void;
  counts: ResponsesList['counts'] | undefined;
}

/** Search by tender id, and All / Ready / In progress with their counts. */
const ResponseFilters = ({
  search,
  onSearchChange,
  filter,
  onFilterChange,
  counts,
}: ResponseFiltersProps) => {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <TextInput
        label={t('responses.list.searchLabel')}
        placeholder={t('responses.list.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        w={320}
      />
      <SegmentedControl
        aria-label={t('responses.list.filterLabel')}
        value={filter}
        onChange={(value) => onFilterChange(value)}
        data={[
          { value: 'all', label: t('responses.list.filterAll', { count: counts?.all ?? 0 }) },
          {
            value: 'ready',
            label: t('responses.list.filterReady', { count: counts?.ready ?? 0 }),
          },
          {
            value: 'in_progress',
            label: t('responses.list.filterInProgress', { count: counts?.in_progress ?? 0 }),
          },
        ]}
      />
    </Group>
  );
};

/** The cards matching the search and filter, or a line saying none does. */
const ResponseList = ({
  responses,
  onDelete,
}: {
  responses: ResponseSummary[] | undefined;
  onDelete: (response: ResponseSummary) => void;
}) => {
  const { t } = useTranslation();
  if (responses?.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t('responses.list.noMatch')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {responses?.map((response) => (
        <ResponseCard key={response.tender_id} response={response} onDelete={() => onDelete(response)} />
      ))}
    </SimpleGrid>
  );
};

/** Delete, after the user confirms it. */
const useConfirmDelete = () => {
  const { t } = useTranslation();
  const remove = useDeleteResponse();
  return (response: ResponseSummary) =>
    modals.openConfirmModal({
      title: t('responses.list.deleteTitle'),
      children: <Text fz="sm">{t('responses.list.deleteBody', { title: response.tender.title })}</Text>,
      labels: { confirm: t('responses.list.deleteConfirm'), cancel: t('responses.common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(response.tender_id),
    });
};

/** My Responses (/my-responses): draft cards with readiness, filters, search by tender id. */
export const MyResponsesPage = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [filter, setFilter] = useState<ResponseFilter>('all');
  const { apiLanguage } = useUiLanguage();
  // The server writes tender titles and organisations in the interface language (sent as Accept-Language).
  const responses = useResponses({ search: debouncedSearch, filter, language: apiLanguage });
  const confirmDelete = useConfirmDelete();
  const data = responses.data;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <ListPageHeader
          title={t('responses.list.title')}
          summary={data ? t('responses.list.count', { count: data.counts.all }) : t('responses.list.loading')}
        />

        {responses.isPending ? (
          <ResponsesLoading />
        ) : responses.isError ? (
          <ResponsesError message={responses.error.message} onRetry={() => void responses.refetch()} />
        ) : data && data.counts.all === 0 ? (
          <NoResponsesYet />
        ) : (
          <>
            <ResponseFilters
              search={search}
              onSearchChange={setSearch}
              filter={filter}
              onFilterChange={setFilter}
              counts={data?.counts}
            />
            <ResponseList responses={data?.responses} onDelete={confirmDelete} />
          </>
        )}
      </Stack>
    </Container>
  );
};
