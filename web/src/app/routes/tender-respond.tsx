import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { useAuth } from '../../lib/auth/auth-context';
import { useApiLanguage } from '../../lib/i18n';
import { PriceReference } from '../../features/awards';
import { ResponseBuilder } from '../../features/responses/components/response-builder-page';
import { useTender } from '../../features/tenders/api/get-tender';
import { paths } from '../../lib/paths';

/**
 * /tender/{id}/respond: the tenders feature loads the tender, the responses feature drafts the answer. Loading
 * until the tender is there; an honest error with a retry when it cannot load (never sample data).
 */
export const TenderRespondRoute = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  // The notice in the reader's language (its French title and text for a French reader).
  const language = useApiLanguage();
  const tender = useTender(id, language);
  // Unsaved text kept in the browser belongs to the signed-in user.
  const { user } = useAuth();
  const userKey = user?.id ?? user?.email ?? 'anonymous';
  if (tender.isPending) return <PageLoader label={t('responses.route.loadingTender')} />;
  if (tender.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('responses.route.tenderError')} role="alert">
          <Text fz="sm">{tender.error.message}</Text>
          <Group mt="sm">
            <Button size="xs" onClick={() => void tender.refetch()}>
              {t('common.retry')}
            </Button>
            <Button size="xs" variant="default" component={Link} to={paths.dashboard}>
              {t('responses.route.backToDashboard')}
            </Button>
          </Group>
        </Alert>
      </Container>
    );
  }
  const tenderId = tender.data.tender_id;
  return (
    <ResponseBuilder
      key={tenderId}
      tender={tender.data}
      userKey={userKey}
      renderSectionAside={(section) => (section === 'budget' ? <PriceReference tenderId={tenderId} /> : null)}
    />
  );
};
