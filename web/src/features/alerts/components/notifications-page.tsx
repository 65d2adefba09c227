import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n';
import { useMarkNotificationsRead, useNotifications } from '../api/alerts';
import { NotificationItem } from './notification-item';

/** /notifications: every notification, newest first, with mark read and mark all read. */
export const NotificationsPage = () => {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const notifications = useNotifications(language);
  const markRead = useMarkNotificationsRead();
  const data = notifications.data;
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="baseline">
          <Title order={1} fz="h2">
            {t('alerts.notifications.title')}
          </Title>
          {data && data.unread_count > 0 && (
            <Group gap="sm">
              <Text fz="sm" c="dimmed">
                {t('alerts.notifications.unreadCount', { count: data.unread_count })}
              </Text>
              <Button size="xs" variant="light" onClick={() => markRead.mutate({ all: true })}>
                {t('alerts.bell.markAll')}
              </Button>
            </Group>
          )}
        </Group>
        {notifications.isPending && (
          <Group role="status" gap="xs">
            <Loader size="sm" />
            <Text fz="sm">{t('alerts.notifications.loading')}</Text>
          </Group>
        )}
        {notifications.isError && (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{t('alerts.bell.loadFailed')}</Text>
              <Button size="xs" variant="light" onClick={() => void notifications.refetch()}>
                {t('alerts.page.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {data && data.notifications.length === 0 && <Text c="dimmed">{t('alerts.notifications.empty')}</Text>}
        {data && data.notifications.length > 0 && (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.notifications.map((notification) => (
              <Card key={notification.id} withBorder component="li" padding="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <NotificationItem
                    notification={notification}
                    onOpen={(opened) => opened.read_at === null && markRead.mutate({ ids: [opened.id] })}
                  />
                  {notification.read_at === null && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => markRead.mutate({ ids: [notification.id] })}
                      aria-label={t('alerts.notification.markReadLabel', { title: notification.title })}
                    >
                      {t('alerts.notification.markRead')}
                    </Button>
                  )}
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
};
