import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { SearchHit } from '@tenderscout/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TenderCard } from '../../../components/ui/tender-card';
import { HighlightedText } from './highlighted-text';
import { IndicatorBadges } from './indicator-badges';
import { WhyMatched } from './why-matched';

export const ResultsSkeleton = ({ count = 6 }: { count?: number }) => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} role="status" aria-label={t('search.results.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="md" padding="md" aria-hidden>
          <Skeleton h={18} w={70} radius="xl" />
          <Skeleton h={16} mt="md" />
          <Skeleton h={16} mt={6} w="70%" />
          <Skeleton h={12} mt="lg" w="50%" />
          <Skeleton h={12} mt={6} w="60%" />
          <Skeleton h={12} mt={6} w="40%" />
        </Card>
      ))}
    </SimpleGrid>
  );
};

/** The text under a card's title: the matched passage with its words marked, else the start of the notice. */
const Excerpt = ({ hit }: { hit: SearchHit }) => {
  const fragment = hit.highlights.description[0] ?? hit.highlights.title[0];
  if (fragment)
    return (
      <HighlightedText fragment={fragment} fz="sm" c="dimmed" lineClamp={3} data-testid="notice-excerpt" />
    );
  if (!hit.description.trim()) return null;
  return (
    <Text fz="sm" c="dimmed" lineClamp={2} data-testid="notice-excerpt">
      {hit.description}
    </Text>
  );
};

export interface ResultsGridProps {
  hits: SearchHit[];
  renderCardActions?: (hit: SearchHit) => ReactNode;
}

/** Search hits as tender cards, with highlights and key indicators. */
export const ResultsGrid = ({ hits, renderCardActions }: ResultsGridProps) => (
  <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }}>
    {hits.map((hit) => (
      <TenderCard
        key={hit.tender_id}
        tender={{
          id: hit.tender_id,
          title: hit.title,
          organization: hit.organization,
          status: hit.status,
          closingDate: hit.closing_date,
          amount: hit.amount,
          referenceNumber: hit.reference_number,
          categories: hit.categories,
        }}
        actions={renderCardActions?.(hit)}
        indicators={
          <Stack gap={6}>
            <Excerpt hit={hit} />
            <WhyMatched hit={hit} />
            <IndicatorBadges hit={hit} />
          </Stack>
        }
      />
    ))}
  </SimpleGrid>
);

/**
 * Semantic neighbours that are not matches, shown apart and labelled after the matches (or alone, under a
 * plain "no tender matches" when nothing does).
 */
export const RelatedTenders = ({
  hits,
  query,
  hasMatches,
  renderCardActions,
}: {
  hits: SearchHit[];
  query: string;
  hasMatches: boolean;
  renderCardActions?: (hit: SearchHit) => ReactNode;
}) => {
  const { t } = useTranslation();
  if (hits.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="related-tenders-title">
      {!hasMatches && (
        <Title order={2} fz="h3">
          {t('search.related.noMatchTitle', { query })}
        </Title>
      )}
      <div>
        <Title order={hasMatches ? 2 : 3} fz="h4" id="related-tenders-title">
          {t('search.related.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {hasMatches ? t('search.related.hint') : t('search.related.noMatch')}
        </Text>
      </div>
      <ResultsGrid hits={hits} renderCardActions={renderCardActions} />
    </Stack>
  );
};

export const EmptyResults = ({
  hasFilters,
  onClearFilters,
}: {
  hasFilters: boolean;
  onClearFilters: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Stack align="center" py={56} gap="sm" ta="center">
      <IconMoodEmpty size={44} color="var(--mantine-color-gray-5)" aria-hidden />
      <Title order={2} fz="h3">
        {t('search.results.emptyTitle')}
      </Title>
      <Text c="dimmed" maw={440}>
        {hasFilters ? t('search.results.emptyHintFilters') : t('search.results.emptyHint')}
      </Text>
      {hasFilters && (
        <Button variant="light" onClick={onClearFilters}>
          {t('search.results.clearFilters')}
        </Button>
      )}
    </Stack>
  );
};

export const ResultsError = ({
  message,
  onRetry,
  isRetrying,
}: {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('search.results.errorTitle')} role="alert">
      <Text fz="sm">{message}</Text>
      <Button mt="sm" size="xs" onClick={onRetry} loading={isRetrying}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
};
