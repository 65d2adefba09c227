import {
  Accordion,
  Alert,
  Badge,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FeedbackItem, FeedbackList, FeedbackListQuery } from '@tenderscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackApi, feedbackQueryKeys } from './api';
import { FeedbackDetails } from './feedback-details';
import { useDateFormats } from './formats';

type StatusFilter = FeedbackListQuery['status'];
const PAGE_SIZE = 100;

const priorityColor = { low: 'gray', medium: 'blue', high: 'orange', critical: 'red' } as const;

/** The admin tab's label. */
export const FeedbackTabLabel = () => {
  const { t } = useTranslation();
  return t('feedback.admin.tab');
};

/** Resolves an open report or reopens a resolved one, with a toast either way, then refreshes the lists. */
const useToggleStatus = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: FeedbackItem) =>
      item.status === 'open' ? feedbackApi.resolve(item.id) : feedbackApi.reopen(item.id),
    onSuccess: (item) =>
      notifications.show({
        color: 'green',
        message: t(item.status === 'resolved' ? 'feedback.admin.resolved' : 'feedback.admin.reopened'),
        autoClose: 3000,
      }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: t('feedback.admin.actionFailed', { message: error.message }),
        autoClose: 5000,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackQueryKeys.all }),
  });
};

const StatusFilterBar = ({
  status,
  onChange,
  list,
}: {
  status: StatusFilter;
  onChange: (status: StatusFilter) => void;
  list: FeedbackList | undefined;
}) => {
  const { t } = useTranslation();
  const counts = list?.counts;
  return (
    <Group justify="space-between">
      <SegmentedControl
        aria-label={t('feedback.admin.filter')}
        value={status}
        onChange={(value) => onChange(value)}
        data={(['open', 'resolved', 'all'] as const).map((value) => ({
          value,
          label:
            counts && value !== 'all'
              ? `${t(`feedback.admin.filters.${value}`)} (${counts[value]})`
              : t(`feedback.admin.filters.${value}`),
        }))}
      />
      {list && (
        <Text c="dimmed" fz="sm">
          {t('feedback.admin.count', { count: list.total })}
        </Text>
      )}
    </Group>
  );
};

/** A report's one-line summary: the accordion control that opens it. */
const FeedbackSummary = ({ item }: { item: FeedbackItem }) => {
  const { t } = useTranslation();
  const format = useDateFormats();
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge color={item.type === 'bug' ? 'red' : 'violet'} variant="light">
        {t(`feedback.type.${item.type}`)}
      </Badge>
      {item.priority && (
        <Badge color={priorityColor[item.priority]} variant="outline">
          {t(`feedback.priorities.${item.priority}`)}
        </Badge>
      )}
      <Title order={3} fz="sm" fw={600} style={{ flex: 1 }} lineClamp={1}>
        {item.title}
      </Title>
      <Badge variant="default">{t(`feedback.categories.${item.category}`)}</Badge>
      <Badge color={item.status === 'open' ? 'yellow' : 'green'}>
        {t(`feedback.admin.status.${item.status}`)}
      </Badge>
      <Text fz="xs" c="dimmed" visibleFrom="sm">
        {format.dateTime(item.created_at)}
      </Text>
    </Group>
  );
};

/**
 * The reports, each opening on its details. They open at once, without the height animation: while a panel
 * grows it clips and slides its content, so the resolve button could move between the press and the release
 * of a click, which then lands elsewhere.
 */
const FeedbackReports = ({
  items,
  toggle,
}: {
  items: FeedbackItem[];
  toggle: ReturnType<typeof useToggleStatus>;
}) => {
  return (
    <Accordion variant="separated" multiple transitionDuration={0}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Control>
            <FeedbackSummary item={item} />
          </Accordion.Control>
          <Accordion.Panel>
            <FeedbackDetails
              item={item}
              onToggle={(target) => toggle.mutate(target)}
              isBusy={toggle.isPending && toggle.variables.id === item.id}
            />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
};

/** The admin Feedback tab: reports with their screenshot and captured errors; resolve or reopen them. */
export const AdminFeedbackPanel = () => {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('open');
  const toggle = useToggleStatus();
  const list = useQuery({
    queryKey: feedbackQueryKeys.list(status),
    queryFn: () => feedbackApi.list({ status, size: PAGE_SIZE }),
    staleTime: 0,
  });

  return (
    <Stack>
      <StatusFilterBar status={status} onChange={setStatus} list={list.data} />
      {list.isPending ? (
        <Center py="xl" role="status">
          <Group>
            <Loader size="sm" aria-hidden />
            <Text c="dimmed">{t('feedback.admin.loading')}</Text>
          </Group>
        </Center>
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {list.error.message || t('feedback.admin.loadFailed')}
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed" py="lg">
          {t(`feedback.admin.empty.${status}`)}
        </Text>
      ) : (
        <FeedbackReports items={list.data.items} toggle={toggle} />
      )}
    </Stack>
  );
};
