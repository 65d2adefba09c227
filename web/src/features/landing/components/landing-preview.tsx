import { Anchor, Button, Card, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatClosingTime } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { NEWEST_TENDERS_COUNT, useNewestTenders } from '../api/get-newest-tenders';

/**
 * What the app holds, below the hero: the newest open tenders, read from the store as the visitor arrives (a
 * tender's page asks a visitor to sign in first, then opens).
 */
export const LandingPreview = () => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const newest = useNewestTenders();
  const hits = newest.data?.hits ?? [];
  return (
    <Paper
      withBorder
      radius="md"
      mt={48}
      p="lg"
      bg="gray.0"
      component="section"
      aria-labelledby="landing-preview-title"
    >
      <Title order={2} fz="h4" id="landing-preview-title">
        {t('landing.preview.title')}
      </Title>
      <Text fz="sm" mb="md">
        {t('landing.preview.subtitle')}
      </Text>
      {newest.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} role="status" aria-label={t('landing.preview.loading')}>
          {Array.from({ length: NEWEST_TENDERS_COUNT }, (_, index) => (
            <Skeleton key={index} h={96} radius="md" />
          ))}
        </SimpleGrid>
      ) : newest.isError ? (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text fz="sm">
            {t('landing.preview.failed')} {newest.error.message}
          </Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => void newest.refetch()}
            loading={newest.isFetching}
          >
            {t('common.retry')}
          </Button>
        </Stack>
      ) : hits.length === 0 ? (
        <Text fz="sm">{t('landing.preview.empty')}</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 3 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {hits.map((hit) => (
            <Card key={hit.id} withBorder radius="md" padding="md" component="li">
              <Anchor
                component={Link}
                to={paths.tender(hit.id)}
                fw={600}
                c="dark"
                lineClamp={2}
                data-testid="notice-title"
              >
                {hit.title?.trim() || t('landing.preview.untitled')}
              </Anchor>
              {hit.organization && (
                <Text fz="sm" mt={4} lineClamp={1} data-testid="notice-organization">
                  {hit.organization}
                </Text>
              )}
              <Text fz="sm" c="dimmed" mt={4}>
                {t('tenders.card.closes', { date: formatClosingTime(hit.closing_date, language) })}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
};
