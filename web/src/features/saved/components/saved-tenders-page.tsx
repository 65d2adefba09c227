import {
  Alert,
  Button,
  Center,
  Container,
  Group,
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
import { SAVED_PAGE_SIZE } from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
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
  const clearAll = useClearBookmarks();

  const data = bookmarks.data;
  const totalSaved = data?.total_saved ?? 0;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SAVED_PAGE_SIZE));
  // A removal can leave the current page empty; show the last one that exists.
  if (data && page > pageCount) setPage(pageCount);

  const confirmClearAll = () =>
    modals.openConfirmModal({
      title: t('saved.clearAll.title'),
      children: <Text fz="sm">{t('saved.clearAll.body', { count: totalSaved })}</Text>,
      labels: { confirm: t('saved.clearAll.confirm'), cancel: t('saved.clearAll.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => clearAll.mutate(),
    });

  const from = (page - 1) * SAVED_PAGE_SIZE + 1;
  const to = Math.min(page * SAVED_PAGE_SIZE, total);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t('saved.title')}</Title>
            <Text c="dimmed" aria-live="polite">
              {data ? t('saved.count', { count: totalSaved }) : t('saved.loading')}
            </Text>
          </div>
          <Group gap="sm">
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
          </Group>
        </Group>

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
            <Stack gap="lg">
              {(totalSaved > 0 || search !== '') && (
                <TextInput
                  label={t('saved.search.label')}
                  placeholder={t('saved.search.placeholder')}
                  leftSection={<IconSearch size={16} />}
                  value={search}
                  onChange={(event) => {
                    setSearch(event.currentTarget.value);
                    setPage(1);
                  }}
                  maw={520}
                />
              )}

              {bookmarks.isPending ? (
                <Center py="xl" role="status">
                  <Loader aria-hidden />
                  <Text ml="sm" c="dimmed">
                    {t('saved.loading')}
                  </Text>
                </Center>
              ) : bookmarks.isError ? (
                <Alert color="red" title={t('saved.error.title')} role="alert">
                  <Text fz="sm">{bookmarks.error.message}</Text>
                  <Button mt="sm" size="xs" onClick={() => void bookmarks.refetch()}>
                    {t('common.retry')}
                  </Button>
                </Alert>
              ) : totalSaved === 0 ? (
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
              ) : (
                <>
                  <Text fz="sm" c="dimmed" role="status">
                    {total === 0
                      ? t('saved.results.none', { search: debouncedSearch })
                      : debouncedSearch.trim()
                        ? t('saved.results.matching', { from, to, total, search: debouncedSearch })
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
                        onChange={setPage}
                        siblings={2}
                        boundaries={1}
                        getControlProps={(control) => ({
                          'aria-label': t(`saved.pagination.${control}`),
                        })}
                      />
                    </Center>
                  )}
                </>
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value={HIDDEN_TAB} pt="lg">
            <HiddenTendersPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
};
