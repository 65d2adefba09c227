import { Alert, Button, Loader, Stack, Table, Text } from '@mantine/core';
import { formatTenderDate, type TenderChange } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '../../../lib/i18n';
import { useTenderAmendments } from '../api/get-tender-amendments';

// ------------------------------------------------------------------------------------------------------
// Amendments: what changed in each.

const MAX_CHANGE_TEXT = 280;

const showChangeValue = (value: TenderChange['before'], none: string): string => {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return none;
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  return text.length > MAX_CHANGE_TEXT ? `${text.slice(0, MAX_CHANGE_TEXT)}…` : text;
};

export const AmendmentsSection = ({ tenderId }: { tenderId: string }) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const amendments = useTenderAmendments(tenderId);
  if (amendments.isPending) return <Loader size="sm" aria-label={t('tenders.amendments.loading')} />;
  if (amendments.isError) {
    return (
      <Alert color="red" role="alert" title={t('tenders.amendments.failed')}>
        <Button size="xs" mt="xs" onClick={() => void amendments.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const list = amendments.data.amendments;
  if (list.length === 0) return <Text c="dimmed">{t('tenders.amendments.none')}</Text>;
  const none = t('tenders.amendments.empty');
  return (
    <Stack gap="md">
      {list.map((amendment) => (
        <div key={`${amendment.amendment_number}-${amendment.recorded_at}`}>
          <Text fw={600} fz="sm">
            {t('tenders.amendments.heading', {
              number: amendment.amendment_number,
              date: formatTenderDate(amendment.amendment_date ?? amendment.recorded_at, language),
            })}
          </Text>
          <Table mt={4} withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tenders.amendments.field')}</Table.Th>
                <Table.Th>{t('tenders.amendments.before')}</Table.Th>
                <Table.Th>{t('tenders.amendments.after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {amendment.changes.map((change) => (
                <Table.Tr key={change.field}>
                  <Table.Td>{t(`tenders.fields.${change.field}`)}</Table.Td>
                  <Table.Td c="dimmed">{showChangeValue(change.before, none)}</Table.Td>
                  <Table.Td>{showChangeValue(change.after, none)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ))}
    </Stack>
  );
};
