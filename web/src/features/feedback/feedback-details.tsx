import { Badge, Box, Button, Code, Group, Image, Loader, Stack, Text } from '@mantine/core';
import type { FeedbackItem } from '@tenderscout/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackApi, feedbackQueryKeys } from './api';
import { useDateFormats } from './formats';

type CapturedError = NonNullable<FeedbackItem['captured_errors']>[number];

/**
 * The screenshot's box keeps this height while the picture loads, fails or shows (a 16:9 screenshot at the
 * 480 px width): the picture arrives after the report opens, and growing the report then would push the
 * resolve button down under the admin's pointer.
 */
const SCREENSHOT_HEIGHT = 270;
const SCREENSHOT_WIDTH = 480;

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
  if (!objectUrl) return <Loader size="sm" role="progressbar" aria-label={t('feedback.admin.screenshot')} />;
  return (
    <a href={objectUrl} target="_blank" rel="noreferrer">
      <Image
        src={objectUrl}
        alt={t('feedback.admin.screenshotAlt', { title })}
        maw={SCREENSHOT_WIDTH}
        mah={SCREENSHOT_HEIGHT}
        radius="sm"
        fit="contain"
        style={{ border: '1px solid var(--mantine-color-gray-3)' }}
      />
    </a>
  );
};

const ReportText = ({ item }: { item: FeedbackItem }) => {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
};

const BrowserInfo = ({ info }: { info: NonNullable<FeedbackItem['browser_info']> }) => {
  const { t } = useTranslation();
  return (
    <div>
      <Text fw={600} fz="sm">
        {t('feedback.admin.browser')}
      </Text>
      <Text fz="xs" c="dimmed">
        {t('feedback.admin.browserLine', info)}
      </Text>
      <Text fz="xs" c="dimmed">
        {t('feedback.admin.page', { url: info.url })}
      </Text>
    </div>
  );
};

const CapturedErrorEntry = ({ error }: { error: CapturedError }) => {
  const { t } = useTranslation();
  const format = useDateFormats();
  return (
    <li>
      {/* A div: the type badge is one, and a paragraph cannot hold it. */}
      <Text fz="xs" component="div">
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
  );
};

const CapturedErrors = ({ errors }: { errors: CapturedError[] }) => {
  const { t } = useTranslation();
  return (
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
            <CapturedErrorEntry key={`${error.timestamp}-${index}`} error={error} />
          ))}
        </Stack>
      )}
    </div>
  );
};

const ToggleStatusButton = ({
  item,
  onToggle,
  isBusy,
}: {
  item: FeedbackItem;
  onToggle: (item: FeedbackItem) => void;
  isBusy: boolean;
}) => {
  const { t } = useTranslation();
  const isOpen = item.status === 'open';
  return (
    <Button
      size="xs"
      variant={isOpen ? 'filled' : 'default'}
      color={isOpen ? 'green' : undefined}
      loading={isBusy}
      aria-label={t(isOpen ? 'feedback.admin.resolveLabel' : 'feedback.admin.reopenLabel', {
        title: item.title,
      })}
      onClick={() => onToggle(item)}
    >
      {t(isOpen ? 'feedback.admin.resolve' : 'feedback.admin.reopen')}
    </Button>
  );
};

/** One report opened in the admin list: what the user wrote and sent, and the resolve/reopen action. */
export const FeedbackDetails = ({
  item,
  onToggle,
  isBusy,
}: {
  item: FeedbackItem;
  onToggle: (item: FeedbackItem) => void;
  isBusy: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <ReportText item={item} />
      {item.browser_info && <BrowserInfo info={item.browser_info} />}
      {item.type === 'bug' && <CapturedErrors errors={item.captured_errors ?? []} />}
      {item.screenshot_url && (
        <div>
          <Text fw={600} fz="sm" mb={4}>
            {t('feedback.admin.screenshot')}
          </Text>
          <Box h={SCREENSHOT_HEIGHT} maw={SCREENSHOT_WIDTH}>
            <Screenshot url={item.screenshot_url} title={item.title} />
          </Box>
        </div>
      )}
      <Group>
        <ToggleStatusButton item={item} onToggle={onToggle} isBusy={isBusy} />
      </Group>
    </Stack>
  );
};
