import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconCalendar, IconCoin, IconHash } from '@tabler/icons-react';
import {
  cardStatusColor,
  cardStatusOf,
  daysLeft,
  formatCompactCad,
  formatClosingTime,
  type Language,
} from '@tenderscout/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useApiLanguage } from '../../lib/i18n';
import { backToSearchState } from '../../lib/back-to-search';
import { paths } from '../../lib/paths';
import { useNow } from './use-now';

/** What a tender card shows; search hits, bookmarks and home's recent tenders map onto it. */
export interface TenderCardData {
  id: string;
  title?: string | null;
  organization?: string | null;
  /** The tender's own status, used when there is no closing date. */
  status?: string | null;
  closingDate?: string | null;
  amount?: number | null;
  referenceNumber?: string | null;
  categories?: string[];
}

export interface TenderCardProps {
  tender: TenderCardData;
  /** Save / N/A buttons or other controls, composed by the screen (kept out of the link). */
  actions?: ReactNode;
  /** Key indicators (Canadian Made, Security Clearance …) or other badges under the title. */
  indicators?: ReactNode;
  /** Reference time for days left; tests pass a fixed one. */
  nowMs?: number;
  /** How the amount reads (default compact, '$2.5M'); Home shows whole dollars. */
  formatAmount?: (amount: number | null | undefined, language: Language) => string;
}

interface TenderCardFactsProps {
  tender: TenderCardData;
  /** Days until closing; null without a closing date. */
  days: number | null;
  formatAmount: NonNullable<TenderCardProps['formatAmount']>;
}

/** The card's facts at its foot: amount, closing time and days left, category, organisation, reference. */
const TenderCardFacts = ({ tender, days, formatAmount }: TenderCardFactsProps) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const category = tender.categories?.[0];
  return (
    <Stack gap={4} mt="auto">
      <Group gap={6} wrap="nowrap">
        <IconCoin size={16} aria-hidden />
        <Text fz="sm" fw={500}>
          {formatAmount(tender.amount, language)}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconCalendar size={16} aria-hidden />
        <Text fz="sm">
          {t('tenders.card.closes', { date: formatClosingTime(tender.closingDate, language) })}
          {days !== null && days > 0 && (
            <Text span c="dimmed" fz="sm">
              {' · '}
              {t('tenders.card.daysLeft', { count: days })}
            </Text>
          )}
        </Text>
      </Group>
      {category && (
        <Text fz="xs" c="dimmed" lineClamp={1}>
          {category}
        </Text>
      )}
      <Group gap={6} wrap="nowrap">
        <IconBuilding size={16} aria-hidden />
        <Text fz="sm" lineClamp={1} data-testid="notice-organization">
          {tender.organization?.trim() || t('ai.defaultOrganization')}
        </Text>
      </Group>
      {tender.referenceNumber && (
        <Group gap={6} wrap="nowrap">
          <IconHash size={16} aria-hidden />
          <Text fz="xs" c="dimmed" ff="monospace">
            {tender.referenceNumber}
          </Text>
        </Group>
      )}
    </Stack>
  );
};

/**
 * One tender in a list: status badge from days left, title linking to the detail page, amount,
 * closing date, category, organisation and reference. 'Value not disclosed' when the notice gives no value.
 */
export const TenderCard = ({
  tender,
  actions,
  indicators,
  nowMs,
  formatAmount = formatCompactCad,
}: TenderCardProps) => {
  const { t } = useTranslation();
  const location = useLocation();
  const currentTime = useNow();
  const now = nowMs ?? currentTime;
  const status = cardStatusOf({ closingDate: tender.closingDate, status: tender.status }, now);
  // The three statuses worked out from days left read in the interface language; a notice's own status as given.
  const statusKeys: Record<string, 'open' | 'closed' | 'closingSoon'> = {
    Open: 'open',
    Closed: 'closed',
    'Closing Soon': 'closingSoon',
  };
  const statusKey = statusKeys[status];
  const statusText = statusKey ? t(`tenders.card.status.${statusKey}`) : status;
  const days = daysLeft(tender.closingDate, now);
  const title = tender.title?.trim() || t('ai.untitled');
  const headingId = `tender-card-${tender.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId} h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Badge color={cardStatusColor(status)} variant="light">
            {statusText}
          </Badge>
          {actions && (
            <Group gap={4} wrap="nowrap">
              {actions}
            </Group>
          )}
        </Group>
        <Anchor
          component={Link}
          to={paths.tender(tender.id)}
          state={backToSearchState(location)}
          id={headingId}
          data-testid="notice-title"
          fw={600}
          c="dark"
          lineClamp={2}
          underline="hover"
        >
          {title}
        </Anchor>
        {indicators}
        <TenderCardFacts tender={tender} days={days} formatAmount={formatAmount} />
      </Stack>
    </Card>
  );
};
