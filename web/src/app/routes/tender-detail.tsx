import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { hasFeatureFlag } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { TenderReviewActions } from '../../features/saved/components/review-actions';
import { TenderDetailPage } from '../../features/tenders/components/tender-detail-page';
import { paths } from '../../lib/paths';

/**
 * /tender/{id}: the tender feature's page with the saved feature's Save / Not applicable buttons and, when the
 * responseBuilder flag is on, Draft response. The route composes features so none imports another.
 */
export const TenderDetailRoute = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const canDraft = hasFeatureFlag(user?.feature_flags, 'responseBuilder');
  return (
    <TenderDetailPage
      key={id}
      tenderId={id}
      renderActions={(tender) => (
        <>
          <TenderReviewActions tenderId={tender.tender_id} />
          {canDraft && (
            <Button
              component={Link}
              to={paths.tenderRespond(tender.tender_id)}
              variant="light"
              leftSection={<IconPencil size={16} />}
            >
              {t('tenders.draftResponse')}
            </Button>
          )}
        </>
      )}
    />
  );
};
