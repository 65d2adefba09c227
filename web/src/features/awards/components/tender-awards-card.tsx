import {
  Alert,
  Anchor,
  Button,
  Card,
  Collapse,
  Group,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import {
  formatCad,
  type SimilarAward,
  type SimilarAwardsResponse,
  type ValueEstimate,
} from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useSimilarAwards, useTenderAwards } from '../api/awards-api';
import { formatAwardDate, formatAwardValue } from './award-value';

const AwardLine = ({ award }: { award: SimilarAward }) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  return (
    <Stack gap={0} component="li">
      <Text fz="sm" fw={500}>
        {award.title}
      </Text>
      <Text fz="sm">
        <Anchor
          component={Link}
          to={paths.supplier(award.supplier_key)}
          aria-label={t('awards.card.openSupplier', { name: award.supplier })}
        >
          {award.supplier}
        </Anchor>{' '}
        · {formatAwardValue(award, language, t)} · {formatAwardDate(award.award_date, language)}
      </Text>
      <Text fz="xs" c="dimmed">
        {award.buyer}
      </Text>
      <Text fz="xs" c="dimmed">
        {t('awards.card.why', {
          reasons: award.reasons.map((reason) => t(`awards.card.reasons.${reason}`)).join(', '),
        })}
      </Text>
    </Stack>
  );
};

/** The award estimate with, on demand, the past contracts it rests on. */
const AwardEstimate = ({
  estimate,
  basis,
  showBasis,
  onToggleBasis,
}: {
  estimate: ValueEstimate;
  basis: SimilarAward[];
  showBasis: boolean;
  onToggleBasis: () => void;
}) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  return (
    <Card bg="var(--mantine-color-gray-0)" padding="sm" data-testid="award-estimate">
      <Text fw={600} fz="sm">
        {t('awards.card.estimateTitle', { count: estimate.basis_count })}
      </Text>
      <Text fz="sm">
        {t('awards.card.estimateRange', {
          low: formatCad(estimate.low, language),
          high: formatCad(estimate.high, language),
          median: formatCad(estimate.median, language),
        })}
      </Text>
      <Text fz="xs" c="dimmed">
        {t('awards.card.estimateNote')}
      </Text>
      <Button
        variant="subtle"
        size="xs"
        px={0}
        w="fit-content"
        onClick={onToggleBasis}
        aria-expanded={showBasis}
        aria-controls="estimate-basis"
      >
        {showBasis ? t('awards.card.hideBasis') : t('awards.card.showBasis', { count: estimate.basis_count })}
      </Button>
      <Collapse expanded={showBasis} id="estimate-basis">
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('awards.card.basisTitle')}
        >
          {basis.map((award) => (
            <AwardLine key={award.id} award={award} />
          ))}
        </Stack>
      </Collapse>
    </Card>
  );
};

/** The incumbent, the estimate (or why there is none), the same-buyer switch and the closest past awards. */
const SimilarAwards = ({
  data,
  sameBuyer,
  onSameBuyerChange,
  showBasis,
  onToggleBasis,
}: {
  data: SimilarAwardsResponse;
  sameBuyer: boolean;
  onSameBuyerChange: (sameBuyer: boolean) => void;
  showBasis: boolean;
  onToggleBasis: () => void;
}) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const estimate = data.estimate;
  const basis = estimate ? data.awards.filter((award) => estimate.basis_ids.includes(award.id)) : [];
  return (
    <Stack gap="sm">
      {data.incumbent && (
        <Text fz="sm" data-testid="incumbent">
          {t('awards.card.incumbent', {
            supplier: data.incumbent.supplier,
            date: formatAwardDate(data.incumbent.award_date, language),
          })}
        </Text>
      )}
      {estimate ? (
        <AwardEstimate
          estimate={estimate}
          basis={basis}
          showBasis={showBasis}
          onToggleBasis={onToggleBasis}
        />
      ) : (
        data.estimate_unavailable &&
        data.estimate_unavailable !== 'flag_off' && (
          <Text fz="sm" c="dimmed">
            {t(`awards.card.noEstimate.${data.estimate_unavailable}`)}
          </Text>
        )
      )}
      <Switch
        label={t('awards.card.sameBuyer')}
        checked={sameBuyer}
        onChange={(event) => onSameBuyerChange(event.currentTarget.checked)}
      />
      {data.awards.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('awards.card.empty')}
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('awards.card.title')}
        >
          {data.awards.slice(0, 8).map((award) => (
            <AwardLine key={award.id} award={award} />
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={paths.awards} fz="sm">
        {t('awards.card.browseAll')}
      </Anchor>
    </Stack>
  );
};

/**
 * "Past awards like this" on a tender: who won it (when awarded), the incumbent, the value estimate with the
 * contracts behind it (pricing_intelligence, decided by the server) and the closest past awards.
 */
export const TenderAwardsCard = ({ tenderId }: { tenderId: string }) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const [sameBuyer, setSameBuyer] = useState(false);
  const [showBasis, setShowBasis] = useState(false);
  const own = useTenderAwards(tenderId, language);
  const similar = useSimilarAwards(tenderId, sameBuyer, language);
  const winner = own.data?.awards[0];

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="tender-awards-title">
      <Group gap="xs" mb="sm">
        <IconTrophy size={20} aria-hidden />
        <Title order={2} fz="h4" id="tender-awards-title">
          {t('awards.card.title')}
        </Title>
      </Group>
      {winner && (
        <Alert color="blue" mb="sm" data-testid="tender-awarded">
          {t(winner.award_date ? 'awards.card.awardedTo' : 'awards.card.awardedToNoDate', {
            supplier: winner.supplier,
            value: formatAwardValue(winner, language, t),
            date: formatAwardDate(winner.award_date, language),
          })}
        </Alert>
      )}
      {similar.isPending ? (
        <Stack role="status" aria-label={t('awards.card.loading')}>
          <Skeleton h={16} />
          <Skeleton h={60} />
        </Stack>
      ) : similar.isError ? (
        <Alert color="red" title={t('awards.card.error')} role="alert">
          <Text fz="sm">{similar.error.message}</Text>
          <Button mt="sm" size="xs" onClick={() => void similar.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <SimilarAwards
          data={similar.data}
          sameBuyer={sameBuyer}
          onSameBuyerChange={setSameBuyer}
          showBasis={showBasis}
          onToggleBasis={() => setShowBasis((open) => !open)}
        />
      )}
    </Card>
  );
};

/** The comparable range beside the Budget & Pricing section of a draft (a reference, never inserted into it). */
export const PriceReference = ({ tenderId }: { tenderId: string }) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const similar = useSimilarAwards(tenderId, false, language);
  if (similar.isPending)
    return (
      <Text fz="xs" c="dimmed" role="status">
        {t('awards.pricing.loading')}
      </Text>
    );
  const unavailable = similar.data?.estimate_unavailable;
  if (similar.isError || unavailable === 'flag_off' || unavailable === 'value_disclosed') return null;
  const estimate = similar.data.estimate;
  return (
    <Card
      withBorder
      padding="xs"
      bg="var(--mantine-color-gray-0)"
      component="aside"
      aria-label={t('awards.pricing.title')}
    >
      <Text fz="xs" fw={600}>
        {t('awards.pricing.title')}
      </Text>
      <Text fz="xs" data-testid="price-reference">
        {estimate
          ? t('awards.pricing.body', {
              low: formatCad(estimate.low, language),
              high: formatCad(estimate.high, language),
              median: formatCad(estimate.median, language),
              count: estimate.basis_count,
            })
          : t('awards.pricing.none')}
      </Text>
    </Card>
  );
};
