import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { formatClosingTime, type Notification } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { NotRelevantButton } from './not-relevant-button';

/** What happened, in a few words: a new match of a saved search or of the company profile, an amendment, an approaching deadline. */
export const useNotificationHeadline = () => {
  const { t } = useTranslation();
  return (notification: Notification): string => {
    if (notification.kind === 'amendment')
      return t('alerts.notification.amendment', { number: notification.amendment_number ?? '' });
    if (notification.kind === 'deadline')
      return t('alerts.notification.deadline', { count: notification.days_before_closing ?? 0 });
    if (notification.kind === 'company_match') return t('alerts.notification.company_match');
    return notification.saved_search
      ? t('alerts.notification.new_match', { search: notification.saved_search.name })
      : t('alerts.notification.new_match_plain');
  };
};

/** Why a saved search or the company profile alerted this tender: its words, codes, profile facts or meaning. */
const WhyMatched = ({ why }: { why: NonNullable<Notification['why']> }) => {
  const { t } = useTranslation();
  const parts = [
    why.words.length > 0
      ? t('alerts.why.words', { words: why.words.map((word) => `“${word}”`).join(', ') })
      : null,
    ...why.codes.map((code) => t('alerts.why.code', { code })),
    ...(why.facts ?? []),
    why.meaning ? t('alerts.why.meaning') : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return (
    <Text fz="xs" c="dimmed">
      {t('alerts.why.label', { reasons: parts.join(' · ') })}
    </Text>
  );
};

export interface NotificationItemProps {
  notification: Notification;
  onOpen?: (notification: Notification) => void;
}

/** One notification: what happened, the tender (a link) and when it closes, with an unread mark. */
export const NotificationItem = ({ notification, onOpen }: NotificationItemProps) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const headline = useNotificationHeadline();
  const isUnread = notification.read_at === null;
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap">
        {isUnread && (
          <Badge size="xs" color="red" variant="filled">
            {t('alerts.notification.unread')}
          </Badge>
        )}
        <Text fz="xs" c="dimmed">
          {headline(notification)}
        </Text>
        {notification.kind !== 'deadline' && <NotRelevantButton notification={notification} />}
      </Group>
      <Anchor
        component={Link}
        to={paths.tender(notification.tender_id)}
        fz="sm"
        fw={isUnread ? 600 : 400}
        onClick={() => onOpen?.(notification)}
      >
        {notification.title}
      </Anchor>
      {notification.changes && <Text fz="sm">{notification.changes}</Text>}
      {notification.fit && <Text fz="sm">{notification.fit}</Text>}
      {notification.why && <WhyMatched why={notification.why} />}
      <Text fz="xs" c="dimmed">
        {[
          notification.organization,
          notification.closing_date && formatClosingTime(notification.closing_date, language),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
};
