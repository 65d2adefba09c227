import {
  Accordion,
  Alert,
  Badge,
  Button,
  Center,
  Code,
  Group,
  Image,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FeedbackItem, FeedbackListQuery } from '@tenderscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackApi, feedbackQueryKeys } from './api';
import { useDateFormats } from './formats';

type StatusFilter = FeedbackListQuery['status'];
const PAGE_SIZE = 100;

const priorityColor = { low: 'gray', medium: 'blue', high: 'orange', critical: 'red' } as const;

/** The screenshot, fetched with the admin's token (an `<img src>` cannot send it) and shown from a blob URL. */
const Screenshot = ({ url, title }: { url: string; title: string }) => {
  const { t } = useTranslation();
  const blob = useQuery({
    queryKey: feedbackQueryKeys.screenshot(url),
    queryFn: ({ signal }) => feedbackApi.screenshot(url, signal),
    staleTime: Infinity,
  });
  const objectUrl = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);

  if (blob.isError) return <Text c="red">{t('feedback.admin.screenshotFailed')}</Text>;
  if (!objectUrl) return <Loader size="sm" aria-label={t('feedback.admin.screenshot')} />;
  return (
    <a href={objectUrl} target="_blank" rel="noreferrer">
      <Image
        src={objectUrl}
        alt={t('feedback.admin.screenshotAlt', { title })}
        maw={480}
        radius="sm"
        fit="contain"
        style={{ border: '1px solid var(--mantine-color-gray-3)' }}
      />
    </a>
  );
};

const FeedbackDetails = ({
  item,
  onToggle,
  isBusy,
}: {
  item: FeedbackItem;
  onToggle: (item: FeedbackItem) => void;
  isBusy: boolean;
}) => {
  const { t } = useTranslation();
  const format = useDateFormats();
  const errors = item.captured_errors ?? [];
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600} fz="sm">
          {t('feedback.admin.description')}
        </Text>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.description}
        </Text>
      </div>
      <Text fz="sm" c="dimmed">
        {item.user
          ? t('feedback.admin.from', { name: item.user.name, email: item.user.email })
          : t('feedback.admin.fromDeleted')}
        {item.email ? ` · ${t('feedback.admin.replyTo', { email: item.email })}` : ''}
      </Text>
      {item.browser_info && (
        <div>
          <Text fw={600} fz="sm">
            {t('feedback.admin.browser')}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('feedback.admin.browserLine', item.browser_info)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('feedback.admin.page', { url: item.browser_info.url })}
          </Text>
        </div>
      )}
      {item.type === 'bug' && (
        <div>
          <Text fw={600} fz="sm">
            {t('feedback.admin.errors', { count: errors.length })}
          </Text>
          {errors.length === 0 ? (
            <Text fz="xs" c="dimmed">
              {t('feedback.admin.noErrors')}
            </Text>
          ) : (
            <Stack gap={4} component="ol" style={{ paddingLeft: 16, margin: 0 }}>
              {errors.map((error, index) => (
                <li key={`${error.timestamp}-${index}`}>
                  <Text fz="xs">
                    <Badge size="xs" variant="light" mr={6}>
                      {error.type}
                    </Badge>
                    {format.time(error.timestamp)}{' '}
                    {error.source &&
                      t('feedback.admin.errorAt', {
                        source: error.source,
                        line: error.line ?? '?',
                        column: error.column ?? '?',
                      })}
                  </Text>
                  <Code block fz="xs">
                    {error.stack ?? error.message}
                  </Code>
                </li>
              ))}
            </Stack>
          )}
        </div>
      )}
      {item.screenshot_url && (
        <div>
          <Text fw={600} fz="sm" mb={4}>
            {t('feedback.admin.screenshot')}
          </Text>
          <Screenshot url={item.screenshot_url} title={item.title} />
        </div>
      )}
      <Group>
        <Button
          size="xs"
          variant={item.status === 'open' ? 'filled' : 'default'}
          color={item.status === 'open' ? 'green' : undefined}
          loading={isBusy}
          aria-label={t(
            item.status === 'open' ? 'feedback.admin.resolveLabel' : 'feedback.admin.reopenLabel',
            {
              title: item.title,
            },
          )}
          onClick={() => onToggle(item)}
        >
          {t(item.status === 'open' ? 'feedback.admin.resolve' : 'feedback.admin.reopen')}
        </Button>
      </Group>
    </Stack>
  );
};

/** The admin tab's label. */
export const FeedbackTabLabel = () => {
  const { t } = useTranslation();
  return t('feedback.admin.tab');
};

/** The admin Feedback tab: reports with their screenshot and captured errors; resolve or reopen them. */
export const AdminFeedbackPanel = () => {
  const { t } = useTranslation();
  const format = useDateFormats();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StatusFilter>('open');
  const list = useQuery({
    queryKey: feedbackQueryKeys.list(status),
    queryFn: () => feedbackApi.list({ status, size: PAGE_SIZE }),
    staleTime: 0,
  });
  const toggle = useMutation({
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

  const counts = list.data?.counts;
  return (
    <Stack>
      <Group justify="space-between">
        <SegmentedControl
          aria-label={t('feedback.admin.filter')}
          value={status}
          onChange={(value) => setStatus(value)}
          data={(['open', 'resolved', 'all'] as const).map((value) => ({
            value,
            label:
              counts && value !== 'all'
                ? `${t(`feedback.admin.filters.${value}`)} (${counts[value]})`
                : t(`feedback.admin.filters.${value}`),
          }))}
        />
        {list.data && (
          <Text c="dimmed" fz="sm">
            {t('feedback.admin.count', { count: list.data.total })}
          </Text>
        )}
      </Group>
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
        <Accordion variant="separated" multiple>
          {list.data.items.map((item) => (
            <Accordion.Item key={item.id} value={item.id}>
              <Accordion.Control>
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
      )}
    </Stack>
  );
};
