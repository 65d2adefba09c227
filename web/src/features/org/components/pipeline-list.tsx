import { Table, Text } from '@mantine/core';
import { formatCad, formatTenderDate, type PipelineItem } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { OutcomeLine } from './pipeline-outcome';

/** The list view: one row per tracked tender, soonest closing first. */
export const PipelineList = ({ items }: { items: PipelineItem[] }) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('org.pipeline.tender')}</Table.Th>
            <Table.Th>{t('org.pipeline.stage')}</Table.Th>
            <Table.Th>{t('org.pipeline.owner')}</Table.Th>
            <Table.Th>{t('org.pipeline.closes')}</Table.Th>
            <Table.Th>{t('org.pipeline.due')}</Table.Th>
            <Table.Th>{t('org.pipeline.value')}</Table.Th>
            <Table.Th>{t('org.pipeline.pWin')}</Table.Th>
            <Table.Th>{t('org.outcome.column')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.tender_id}>
              <Table.Td>
                <Text component={Link} to={paths.tender(item.tender_id)} c="blue.8" size="sm">
                  {item.title}
                </Text>
              </Table.Td>
              <Table.Td>{t(`org.stages.${item.stage}`)}</Table.Td>
              <Table.Td>{item.owner_name ?? t('org.pipeline.noOwner')}</Table.Td>
              <Table.Td>{item.closing_at ? formatTenderDate(item.closing_at, apiLanguage) : '—'}</Table.Td>
              <Table.Td>{item.due_date ? formatTenderDate(item.due_date, apiLanguage) : '—'}</Table.Td>
              <Table.Td>{item.value !== null ? formatCad(item.value, apiLanguage) : '—'}</Table.Td>
              <Table.Td>{item.p_win ?? '—'}</Table.Td>
              <Table.Td>
                <OutcomeLine item={item} size="sm" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
