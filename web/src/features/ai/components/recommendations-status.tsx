import { Alert, Button, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useRecommendations } from '../api/recommendations';

/**
 * The loading and failed states of a recommendations query (Home's list and the AI panel alike): a labelled
 * spinner, or the reason with Retry. Null once the data is there.
 */
export const RecommendationsStatus = ({ query }: { query: ReturnType<typeof useRecommendations> }) => {
  const { t } = useTranslation();
  if (query.isPending)
    return <Loader size="sm" role="progressbar" aria-label={t('ai.recommendations.loading')} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert" title={t('ai.recommendations.failed')}>
        <Text fz="sm">{query.error.message}</Text>
        <Button size="xs" mt="xs" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  return null;
};
