import { Alert, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dashboardSearchQueryOptions } from '../api/search-tenders';
import type { DashboardSearch } from '../url-state';

/**
 * An open-only search that found nothing says how many closed tenders match the same words and filters, with
 * one click to show them (the same search without the Open filter).
 */
export const ClosedMatches = ({
  search,
  onShowClosed,
}: {
  search: DashboardSearch;
  onShowClosed: () => void;
}) => {
  const { t } = useTranslation();
  const closed = useQuery(
    dashboardSearchQueryOptions({ ...search, filters: { ...search.filters, status: undefined }, page: 1 }),
  );
  const count = closed.data?.total_hits ?? 0;
  if (count === 0) return null;
  return (
    <Alert color="blue" variant="light" role="status">
      <Text fz="sm">{t('search.closedMatches.text', { count })}</Text>
      <Button size="xs" mt="xs" variant="light" onClick={onShowClosed}>
        {t('search.closedMatches.show', { count })}
      </Button>
    </Alert>
  );
};
