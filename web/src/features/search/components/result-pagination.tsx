import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { pageCountOf, paginationWindow, shouldPaginate } from '@tenderscout/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ResultPaginationProps {
  total: number;
  page: number;
  pageSize: number;
  /** The link of a page (keeps the rest of the search), so pages open in new tabs and Back works. */
  hrefOf: (page: number) => string;
}

/** Previous / Next: a link, or a disabled button at either end. */
const StepLink = ({
  to,
  label,
  children,
  ...sections
}: {
  to: string | null;
  label: string;
  children: ReactNode;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}) =>
  to === null ? (
    <Button variant="default" size="sm" px="xs" aria-label={label} disabled {...sections}>
      {children}
    </Button>
  ) : (
    <Button component={Link} to={to} variant="default" size="sm" px="xs" aria-label={label} {...sections}>
      {children}
    </Button>
  );

/**
 * Page links: shown only above one page of results; first, last, 2 pages each side of the current
 * one and ellipses (the window comes from packages/domain pagination.ts).
 */
export const ResultPagination = ({ total, page, pageSize, hrefOf }: ResultPaginationProps) => {
  const { t } = useTranslation();
  if (!shouldPaginate(total, pageSize)) return null;
  const pageCount = pageCountOf(total, pageSize);
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <Group component="nav" aria-label={t('search.pagination.label')} justify="center" gap={6}>
      <StepLink
        to={current > 1 ? hrefOf(current - 1) : null}
        label={t('search.pagination.previous')}
        leftSection={<IconChevronLeft size={16} />}
      >
        {t('search.pagination.previousShort')}
      </StepLink>
      {paginationWindow(current, pageCount).map((item) =>
        item.type === 'ellipsis' ? (
          <Text key={`ellipsis-${item.key}`} c="dimmed" px={4} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={item.page}
            component={Link}
            to={hrefOf(item.page)}
            size="sm"
            px="sm"
            variant={item.page === current ? 'filled' : 'default'}
            aria-label={t('search.pagination.page', { page: item.page })}
            aria-current={item.page === current ? 'page' : undefined}
          >
            {item.page}
          </Button>
        ),
      )}
      <StepLink
        to={current < pageCount ? hrefOf(current + 1) : null}
        label={t('search.pagination.next')}
        rightSection={<IconChevronRight size={16} />}
      >
        {t('search.pagination.nextShort')}
      </StepLink>
    </Group>
  );
};
