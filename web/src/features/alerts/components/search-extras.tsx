import { Badge, Button, CloseButton, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { SavedSearch } from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n';
import { useDeliveries, useUpdateSavedSearch } from '../api/alerts';

const STATUS_COLORS = { queued: 'yellow', sent: 'green', failed: 'red' } as const;

/** The words a saved search leaves out (from "Not relevant"), each removable: the refinement stays undoable. */
const Exclusions = ({ search }: { search: SavedSearch }) => {
  const { t } = useTranslation();
  const update = useUpdateSavedSearch();
  if (search.exclusions.length === 0) return null;
  return (
    <Group gap="xs">
      <Text fz="xs" c="dimmed">
        {t('alerts.notRelevant.exclusions')}
      </Text>
      {search.exclusions.map((word) => (
        <Badge
          key={word}
          variant="light"
          color="gray"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={t('alerts.notRelevant.removeExclusion', { word })}
              onClick={() =>
                update.mutate({
                  id: search.id,
                  exclusions: search.exclusions.filter((item) => item !== word),
                })
              }
            />
          }
        >
          {word}
        </Badge>
      ))}
    </Group>
  );
};

/** The search's delivery log, loaded when opened: each alert mail with its status, time and Message-ID. */
const DeliveryLog = ({ searchId }: { searchId: string }) => {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const deliveries = useDeliveries(searchId, true);
  if (deliveries.isPending) return <Loader size="xs" />;
  if (deliveries.isError) return <Text fz="sm">{deliveries.error.message}</Text>;
  if (deliveries.data.deliveries.length === 0)
    return <Text fz="sm">{t('alerts.notRelevant.deliveriesEmpty')}</Text>;
  return (
    <Table fz="xs" aria-label={t('alerts.notRelevant.deliveries')}>
      <Table.Tbody>
        {deliveries.data.deliveries.map((delivery) => (
          <Table.Tr key={delivery.id}>
            <Table.Td>
              <Badge size="xs" color={STATUS_COLORS[delivery.status]}>
                {t(`alerts.notRelevant.deliveryStatus.${delivery.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              {new Date(delivery.sent_at ?? delivery.queued_at).toLocaleString(`${language}-CA`, {
                timeZone: 'America/Toronto',
              })}
            </Table.Td>
            <Table.Td>{delivery.subject}</Table.Td>
            <Table.Td>
              {delivery.message_id
                ? t('alerts.notRelevant.messageId', { id: delivery.message_id })
                : (delivery.last_error ?? '')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

/** Under a saved search: what it leaves out, and its delivery log on demand. */
export const SearchExtras = ({ search }: { search: SavedSearch }) => {
  const { t } = useTranslation();
  const [showLog, setShowLog] = useState(false);
  return (
    <Stack gap={4}>
      <Exclusions search={search} />
      <Button
        size="compact-xs"
        variant="subtle"
        w="fit-content"
        aria-expanded={showLog}
        onClick={() => setShowLog((open) => !open)}
      >
        {t('alerts.notRelevant.deliveries')}
      </Button>
      {showLog && <DeliveryLog searchId={search.id} />}
    </Stack>
  );
};
