import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import type { MailOutboxStatus } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { useFormats } from './formats';

/** Alert e-mails in the outbox: queued (and retrying), sent, failed, and the last delivery error. */
export const MailOutboxSection = ({ mail }: { mail: MailOutboxStatus | null | undefined }) => {
  const { t } = useTranslation();
  const format = useFormats();
  return (
    <>
      <Title order={3} fz="md" mt="lg" mb="sm">
        {t('analytics.pipeline.mail.title')}
      </Title>
      {mail ? (
        <Stack gap="xs">
          <Text fz="sm" c="dimmed">
            {t(`analytics.pipeline.mail.transport.${mail.transport}`)}
          </Text>
          <Group gap="lg">
            {(['queued', 'retrying', 'sent', 'failed'] as const).map((status) => (
              <Text key={status} fz="sm">
                {t(`analytics.pipeline.mail.${status}`)}: <b>{format.number(mail[status])}</b>
              </Text>
            ))}
          </Group>
          <Text fz="sm">
            {t('analytics.pipeline.mail.lastSent')}:{' '}
            <b>
              {mail.last_sent_at ? format.dateTime(mail.last_sent_at) : t('analytics.pipeline.mail.never')}
            </b>
          </Text>
          {mail.last_error && (
            <Alert color="red" title={t('analytics.pipeline.mail.lastError')}>
              <Text fz="sm">
                {mail.last_error_at && `${format.dateTime(mail.last_error_at)} · `}
                {mail.last_error}
              </Text>
            </Alert>
          )}
        </Stack>
      ) : (
        <Text c="dimmed" fz="sm">
          {t('analytics.pipeline.mail.unavailable')}
        </Text>
      )}
    </>
  );
};
