import { Alert, Button, CopyButton, Group, Loader, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  IconCalendarDown,
  IconCalendarEvent,
  IconChevronDown,
  IconDownload,
  IconRefresh,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadSavedCalendar, useCalendarFeed, useRegenerateCalendarFeed } from '../api/calendar-feed';

/** The subscription dialog: the secret feed URL with copy and regenerate. */
const SubscribeModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const feed = useCalendarFeed(opened);
  const regenerate = useRegenerateCalendarFeed();
  const confirmRegenerate = () =>
    modals.openConfirmModal({
      title: t('saved.calendar.regenerateTitle'),
      children: <Text fz="sm">{t('saved.calendar.regenerateBody')}</Text>,
      labels: { confirm: t('saved.calendar.regenerate'), cancel: t('saved.clearAll.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        regenerate.mutate(undefined, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: t('saved.calendar.regenerated'), autoClose: 3000 }),
          onError: (error) => notifications.show({ color: 'red', message: error.message, autoClose: 5000 }),
        }),
    });
  return (
    <Modal opened={opened} onClose={onClose} title={t('saved.calendar.subscribeTitle')} size="lg">
      <Stack gap="sm">
        <Text fz="sm">{t('saved.calendar.subscribeBody')}</Text>
        {feed.isPending ? (
          <Loader size="sm" role="progressbar" aria-label={t('saved.loading')} />
        ) : feed.isError ? (
          <Alert color="red" role="alert">
            {feed.error.message}
          </Alert>
        ) : (
          <>
            <TextInput
              label={t('saved.calendar.urlLabel')}
              value={feed.data.url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group justify="space-between">
              <CopyButton value={feed.data.url}>
                {({ copied, copy }) => (
                  <Button onClick={copy} color={copied ? 'teal' : undefined}>
                    {copied ? t('saved.calendar.copied') : t('saved.calendar.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconRefresh size={16} />}
                onClick={confirmRegenerate}
                loading={regenerate.isPending}
              >
                {t('saved.calendar.regenerate')}
              </Button>
            </Group>
            <Text fz="xs" c="dimmed">
              {t('saved.calendar.secretNote')}
            </Text>
          </>
        )}
      </Stack>
    </Modal>
  );
};

/** Calendar export of saved tenders' closing dates: a one-off .ics download or a live subscription. */
export const CalendarMenu = () => {
  const { t } = useTranslation();
  const [isSubscribeOpen, subscribe] = useDisclosure(false);
  const download = () =>
    downloadSavedCalendar().catch((error: unknown) =>
      notifications.show({
        color: 'red',
        title: t('saved.calendar.downloadFailed'),
        message: error instanceof Error ? error.message : String(error),
        autoClose: 5000,
      }),
    );
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconCalendarEvent size={16} />}
            rightSection={<IconChevronDown size={14} />}
          >
            {t('saved.calendar.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconCalendarDown size={16} />} onClick={subscribe.open}>
            {t('saved.calendar.subscribe')}
          </Menu.Item>
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => void download()}>
            {t('saved.calendar.download')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SubscribeModal opened={isSubscribeOpen} onClose={subscribe.close} />
    </>
  );
};
