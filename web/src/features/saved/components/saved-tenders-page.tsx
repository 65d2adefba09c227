import {
  Alert,
  Button,
  Center,
  Container,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconBookmarkOff, IconSearch, IconTrash } from '@tabler/icons-react';
import { SAVED_PAGE_SIZE, type BookmarksResponse } from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListPageHeader } from '../../../components/ui/list-page-header';
import { TenderCard } from '../../../components/ui/tender-card';
import { paths } from '../../../lib/paths';
import { useBookmarks } from '../api/get-bookmarks';
import { useClearBookmarks } from '../api/clear-bookmarks';
import { useReviewStats } from '../api/get-review-stats';
import { HiddenTendersPanel } from './hidden-tenders-panel';
import { CalendarMenu } from './calendar-menu';
import { ReviewButtons } from './review-actions';

/** The tab in the URL: `?tab=not-applicable` opens the hidden tenders (links and Back keep it). */
const HIDDEN_TAB = 'not-applicable';

/** The calendar export, and Clear All (after the user confirms it) while anything is saved. */
const SavedActions = ({ totalSaved }: { totalSaved: number }) => {
  const { t } = useTranslation();
  const clearAll = useClearBookmarks();
  const confirmClearAll = () =>
    modals.openConfirmModal({
      title: t('saved.clearAll.title'),
      children: <Text fz="sm">{t('saved.clearAll.body', { count: totalSaved })}</Text>,
      labels: { confirm: t('saved.clearAll.confirm'), cancel: t('saved.clearAll.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => clearAll.mutate(),
    });
  return (
    <>
      <CalendarMenu />
      {totalSaved > 0 && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={confirmClearAll}
          loading={clearAll.isPending}
        >
          {t('saved.clearAll.button')}
        </Button>
      )}
    </>
  );
};

const SavedLoading = () => {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden />
      <Text ml="sm" c="dimmed">
        {t('saved.loading')}
      </Text>
    </Center>
  );
};

const SavedError = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('saved.error.title')} role="alert">
      <Text fz="sm">{message}</Text>
      <Button mt="sm" size="xs" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
};

/** Nothing saved yet: a way to the tenders to save. */
const NothingSaved = () => {
  const { t } = useTranslation();
  return (
    <Stack align="center" py={64} gap="sm">
      <IconBookmarkOff size={48} color="var(--mantine-color-gray-5)" aria-hidden />
      <Title order={2} fz="h3">
        {t('saved.empty.title')}
      </Title>
      <Text c="dimmed" ta="center" maw={420}>
        {t('saved.empty.body')}
      </Text>
      <Button component={Link} to={paths.dashboard} mt="sm">
        {t('saved.empty.browse')}
      </Button>
    </Stack>
  );
};

interface SavedResultsProps {
  data: BookmarksResponse | undefined;
  search: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Which of the saved tenders are shown, their cards, and the pages of 12. */
const SavedResults = ({ data, search, page, pageCount, onPageChange }: SavedResultsProps) => {
  const { t } = useTranslation();
  const total = data?.total ?? 0;
  const from = (page - 1) * SAVED_PAGE_SIZE + 1;
  const to = Math.min(page * SAVED_PAGE_SIZE, total);
  return (
    <>
      <Text fz="sm" c="dimmed" role="status">
        {total === 0
          ? t('saved.results.none', { search })
          : search.trim()
            ? t('saved.results.matching', { from, to, total, search })
            : t('saved.results.showing', { from, to, total })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {data?.bookmarks.map((bookmark) => (
          <TenderCard
            key={bookmark.tender_id}
            tender={{
              id: bookmark.tender_id,
              title: bookmark.title,
              organization: bookmark.organization,
              status: bookmark.status,
              closingDate: bookmark.closingDate,
              amount: bookmark.estimated_value,
              referenceNumber: bookmark.reference_number,
              categories: bookmark.categories,
            }}
            actions={<ReviewButtons tenderId={bookmark.tender_id} status="saved" size="xs" />}
          />
        ))}
      </SimpleGrid>
      {total > SAVED_PAGE_SIZE && (
        <Center>
          <Pagination
            total={pageCount}
            value={page}
            onChange={onPageChange}
            siblings={2}
            boundaries={1}
            getControlProps={(control) => ({
              'aria-label': t(`saved.pagination.${control}`),
            })}
          />
        </Center>
      )}
    </>
  );
};

interface SavedPanelProps {
  bookmarks: ReturnType<typeof useBookmarks>;
  /** What is typed in the search box, and the search the list answers (debounced). */
  search: string;
  debouncedSearch: string;
  onSearchChange: (search: string) => void;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** The "Saved" tab: search box, then the list (or why there is none). */
const SavedPanel = ({ bookmarks, search, debouncedSearch, onSearchChange, ...paging }: SavedPanelProps) => {
  const { t } = useTranslation();
  const totalSaved = bookmarks.data?.total_saved ?? 0;
  return (
    <Stack gap="lg">
      {(totalSaved > 0 || search !== '') && (
        <TextInput
          label={t('saved.search.label')}
          placeholder={t('saved.search.placeholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          maw={520}
        />
      )}

      {bookmarks.isPending ? (
        <SavedLoading />
      ) : bookmarks.isError ? (
        <SavedError message={bookmarks.error.message} onRetry={() => void bookmarks.refetch()} />
      ) : totalSaved === 0 ? (
        <NothingSaved />
      ) : (
        <SavedResults data={bookmarks.data} search={debouncedSearch} {...paging} />
      )}
    </Stack>
  );
};

/**
 * Saved Tenders (/bookmarks): search, cards, pagination of 12, Clear All, calendar export; and a
 * "Not applicable" tab listing the tenders hidden from searches, each with Restore.
 */
export const SavedTendersPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === HIDDEN_TAB ? HIDDEN_TAB : 'saved';
  const hiddenCount = useReviewStats().data?.not_applicable;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [page, setPage] = useState(1);
  const bookmarks = useBookmarks({ search: debouncedSearch, page });

  const data = bookmarks.data;
  const totalSaved = data?.total_saved ?? 0;
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / SAVED_PAGE_SIZE));
  // A removal can leave the current page empty; show the last one that exists.
  if (data && page > pageCount) setPage(pageCount);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <ListPageHeader
          title={t('saved.title')}
          summary={data ? t('saved.count', { count: totalSaved }) : t('saved.loading')}
          actions={<SavedActions totalSaved={totalSaved} />}
        />

        <Tabs
          value={tab}
          onChange={(value) =>
            setSearchParams(value === HIDDEN_TAB ? { tab: HIDDEN_TAB } : {}, { replace: true })
          }
          keepMounted={false}
        >
          <Tabs.List aria-label={t('saved.tabs.label')}>
            <Tabs.Tab value="saved">{t('saved.tabs.saved')}</Tabs.Tab>
            <Tabs.Tab value={HIDDEN_TAB}>
              {t('saved.tabs.hidden')}
              {hiddenCount !== undefined && hiddenCount > 0 ? ` (${hiddenCount})` : ''}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="saved" pt="lg">
            <SavedPanel
              bookmarks={bookmarks}
              search={search}
              debouncedSearch={debouncedSearch}
              onSearchChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
              page={page}
              pageCount={pageCount}
              onPageChange={setPage}
            />
          </Tabs.Panel>
          <Tabs.Panel value={HIDDEN_TAB} pt="lg">
            <HiddenTendersPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
};
