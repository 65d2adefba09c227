import { Anchor, Button, Group, Table, Text, type MantineSpacing } from '@mantine/core';
import type { Award } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { formatAwardDate, formatAwardValue } from './award-value';

/** An award's title, linked to its tender when that notice is one TenderScout has. */
export const AwardTitle = ({ award }: { award: Pick<Award, 'title' | 'tender_id'> }) =>
  award.tender_id ? (
    <Anchor component={Link} to={paths.tender(award.tender_id)}>
      {award.title}
    </Anchor>
  ) : (
    award.title
  );

/** The buyer, date and value cells that end a row of every award table. */
export const AwardBuyerDateValueCells = ({ award }: { award: Award }) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  return (
    <>
      <Table.Td fz="sm">{award.buyer ?? '—'}</Table.Td>
      <Table.Td fz="sm">{formatAwardDate(award.award_date, language)}</Table.Td>
      <Table.Td fz="sm" ta="right">
        {formatAwardValue(award, language, t)}
      </Table.Td>
    </>
  );
};

/** Previous / "Page n of m" / Next under a list of awards; nothing when it all fits on one page. */
export const AwardsPager = ({
  page,
  pages,
  onPageChange,
  mt,
}: {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  mt?: MantineSpacing;
}) => {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt={mt} component="nav" aria-label={t('awards.page.pageOf', { page, pages })}>
      <Button variant="default" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('awards.page.previous')}
      </Button>
      <Text fz="sm">{t('awards.page.pageOf', { page, pages })}</Text>
      <Button variant="default" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('awards.page.next')}
      </Button>
    </Group>
  );
};
