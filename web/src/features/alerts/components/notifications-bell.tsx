import { ActionIcon, Badge, Indicator, Menu, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useMarkNotificationsRead, useNotifications } from '../api/alerts';
import { useNotificationHeadline } from './notification-item';

const SHOWN = 8;

/** The navbar's bell: the unread count, and the latest notifications in a menu (keyboard friendly). */
export const NotificationsBell = () => {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const notifications = useNotifications(language);
  const markRead = useMarkNotificationsRead();
  const headline = useNotificationHeadline();
  const unread = notifications.data?.unread_count ?? 0;
  const label = unread > 0 ? t('alerts.bell.label', { count: unread }) : t('alerts.bell.labelNone');
  const list = notifications.data?.notifications.slice(0, SHOWN) ?? [];

  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={16} color="red" disabled={unread === 0} offset={4}>
      <Menu position="bottom-end" width={340} withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="dark" size="lg" aria-label={label}>
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('alerts.bell.title')}</Menu.Label>
          {notifications.isError && (
            <Text fz="sm" c="red" px="sm" py="xs" role="alert">
              {t('alerts.bell.loadFailed')}
            </Text>
          )}
          {notifications.data && list.length === 0 && (
            <Text fz="sm" c="dimmed" px="sm" py="xs">
              {t('alerts.bell.empty')}
            </Text>
          )}
          {list.map((notification) => (
            <Menu.Item
              key={notification.id}
              component={Link}
              to={paths.tender(notification.tender_id)}
              onClick={() => {
                if (notification.read_at === null) markRead.mutate({ ids: [notification.id] });
              }}
            >
              <Stack gap={2}>
                <Text fz="xs" c="dimmed">
                  {notification.read_at === null && (
                    <Badge size="xs" color="red" variant="filled" mr={6} component="span">
                      {t('alerts.notification.unread')}
                    </Badge>
                  )}
                  {headline(notification)}
                </Text>
                <Text fz="sm" fw={notification.read_at === null ? 600 : 400} lineClamp={2}>
                  {notification.title}
                </Text>
              </Stack>
            </Menu.Item>
          ))}
          <Menu.Divider />
          {unread > 0 && (
            <Menu.Item onClick={() => markRead.mutate({ all: true })}>{t('alerts.bell.markAll')}</Menu.Item>
          )}
          <Menu.Item component={Link} to={paths.notifications}>
            {t('alerts.bell.seeAll')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Indicator>
  );
};
