import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconCalendarTime, IconCoin, IconMail, IconPhone, IconUser } from '@tabler/icons-react';
import {
  calendarDaysUntil,
  cardStatusOf,
  daysLeft,
  formatClosingTime,
  formatTenderValue,
  statusBadgeColor,
  type TenderDetail,
} from '@tenderscout/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../components/ui/use-now';
import { useApiLanguage } from '../../../lib/i18n';

const Fact = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <Group gap="sm" wrap="nowrap" align="flex-start">
    <Text c="dimmed" mt={2} aria-hidden>
      {icon}
    </Text>
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  </Group>
);

/** "Closes today", "3 days left" or "Closed", from the closing instant and the user's calendar day. */
export const useDaysLeftLabel = (closingDate: string | null): string | null => {
  const { t } = useTranslation();
  const nowMs = useNow();
  const remaining = daysLeft(closingDate, nowMs);
  if (remaining === null) return null;
  if (remaining <= 0) return t('tenders.header.closed');
  const calendarDays = calendarDaysUntil(closingDate, nowMs);
  if (calendarDays === 0) return t('tenders.header.closesToday');
  if (calendarDays === 1) return t('tenders.header.closesTomorrow');
  return t('tenders.header.daysLeft', { count: calendarDays ?? remaining });
};

export interface TenderHeaderProps {
  tender: TenderDetail;
  /** Save / Not applicable / Draft response, composed by the route. */
  actions?: ReactNode;
}

/** Status and amendment badges, the title, and the notice's reference and solicitation numbers. */
const TenderIdentity = ({ tender }: { tender: TenderDetail }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={6} style={{ flex: '1 1 420px' }}>
      <Group gap="xs">
        <Badge
          color={statusBadgeColor(tender.status)}
          variant="filled"
          aria-label={t('tenders.header.statusLabel', { status: tender.status })}
        >
          {tender.status}
        </Badge>
        {tender.amendment_number > 0 && (
          <Badge color="yellow" variant="light">
            {t('tenders.header.amendment', { number: tender.amendment_number })}
          </Badge>
        )}
      </Group>
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {tender.title.trim() || t('ai.untitled')}
      </Title>
      <Group gap="lg">
        <Text fz="sm" c="dimmed">
          {t('tenders.header.reference')}{' '}
          <Text span ff="monospace" c="dark">
            {tender.reference_number}
          </Text>
        </Text>
        {tender.solicitation_number && (
          <Text fz="sm" c="dimmed">
            {t('tenders.header.solicitation')}{' '}
            <Text span ff="monospace" c="dark">
              {tender.solicitation_number}
            </Text>
          </Text>
        )}
      </Group>
    </Stack>
  );
};

/** The buyer and its contact person, e-mail and phone, each when the notice gives it. */
const BuyerFact = ({ buyer }: { buyer: TenderDetail['organization'] }) => {
  const { t } = useTranslation();
  return (
    <Fact icon={<IconBuilding size={18} />} label={t('tenders.header.organization')}>
      <Text fw={500}>{buyer.name?.trim() || t('ai.defaultOrganization')}</Text>
      {buyer.contact_name && (
        <Group gap={4} wrap="nowrap">
          <IconUser size={14} aria-hidden />
          <Text fz="sm">{buyer.contact_name}</Text>
        </Group>
      )}
      {buyer.contact_email && (
        <Group gap={4} wrap="nowrap">
          <IconMail size={14} aria-hidden />
          <Anchor fz="sm" href={`mailto:${buyer.contact_email}`}>
            {buyer.contact_email}
          </Anchor>
        </Group>
      )}
      {buyer.contact_phone && (
        <Group gap={4} wrap="nowrap">
          <IconPhone size={14} aria-hidden />
          <Anchor fz="sm" href={`tel:${buyer.contact_phone.replace(/[^\d+]/g, '')}`}>
            {buyer.contact_phone}
          </Anchor>
        </Group>
      )}
    </Fact>
  );
};

/** The header card: identity, status, deadline in the user's time zone, value, buyer and contact. */
export const TenderHeader = ({ tender, actions }: TenderHeaderProps) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const daysLeftLabel = useDaysLeftLabel(tender.closing_date);
  const nowMs = useNow();
  const isClosingSoon = cardStatusOf({ closingDate: tender.closing_date }, nowMs) === 'Closing Soon';
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <TenderIdentity tender={tender} />
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Fact icon={<IconCalendarTime size={18} />} label={t('tenders.header.closingDate')}>
            <Text fw={500}>{formatClosingTime(tender.closing_date, language)}</Text>
            {daysLeftLabel && (
              <Text fz="sm" c={isClosingSoon ? 'orange.8' : 'dimmed'} fw={isClosingSoon ? 600 : undefined}>
                {daysLeftLabel}
              </Text>
            )}
          </Fact>
          <Fact icon={<IconCoin size={18} />} label={t('tenders.header.value')}>
            <Text fw={500}>{formatTenderValue(tender.value.amount, language)}</Text>
          </Fact>
          <BuyerFact buyer={tender.organization} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
};
