import { lazy, Suspense } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { hasFeatureFlag } from '@tenderscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePendingAction, useSignInGate } from '../../components/ui/sign-in-prompt';
import { useAuth } from '../../lib/auth/auth-context';
import { DocumentsCard } from '../../features/documents/components/documents-card';
import { TenderReviewActions } from '../../features/saved/components/review-actions';
import { tenderKeys } from '../../features/tenders/api/get-tender';
import { TenderDetailPage } from '../../features/tenders/components/tender-detail-page';
import { ResponseLink } from '../../features/responses/components/response-link';
import { paths } from '../../lib/paths';

// The team's pipeline card loads on its own, so the tender page's first bundle stays within its budget.
const PipelineCard = lazy(() =>
  import('../../features/org/components/pipeline-card').then((module) => ({ default: module.PipelineCard })),
);

// The AI cards are for signed-in users with their flags: they load on their own, after the notice.
const TenderSummaryCard = lazy(() =>
  import('../../features/ai').then((module) => ({ default: module.TenderSummaryCard })),
);
const TenderFitCard = lazy(() =>
  import('../../features/ai').then((module) => ({ default: module.TenderFitCard })),
);

// Past awards load after the notice itself: the card fetches its own data and shows its own loading state.
const TenderAwardsCard = lazy(() =>
  import('../../features/awards').then((module) => ({ default: module.TenderAwardsCard })),
);

/** Draft response for a visitor: asks to sign in, then opens the response builder. */
const VisitorDraftButton = ({ tenderId }: { tenderId: string }) => {
  const { t } = useTranslation();
  const gate = useSignInGate();
  return (
    <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => gate('draft', tenderId)}>
      {t('tenders.draftResponse')}
    </Button>
  );
};

/**
 * /tender/{id}: the tender feature's page with the saved feature's Save / Not applicable buttons and, when the
 * responseBuilder flag is on, Draft response; the documents feature's card (view, download, upload). The route
 * composes features so none imports another.
 */
export const TenderDetailRoute = () => {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const canDraft = hasFeatureFlag(user?.feature_flags, 'responseBuilder');
  const canScore = hasFeatureFlag(user?.feature_flags, 'competitiveness_scoring');
  const canSummarize = hasFeatureFlag(user?.feature_flags, 'ai_summaries');
  const canUpload = hasFeatureFlag(user?.feature_flags, 'pdf_upload');
  const canSave = hasFeatureFlag(user?.feature_flags, 'saved_tenders');
  const isVisitor = user === null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Back signed in after asking to draft: straight to the builder.
  usePendingAction('draft', id, canDraft, () => void navigate(paths.tenderRespond(id)));
  return (
    <TenderDetailPage
      key={id}
      tenderId={id}
      renderActions={(tender) => (
        <>
          {(canSave || isVisitor) && <TenderReviewActions tenderId={tender.tender_id} />}
          {canDraft && <ResponseLink tenderId={tender.tender_id} />}
          {isVisitor && <VisitorDraftButton tenderId={tender.tender_id} />}
        </>
      )}
      renderDocuments={(tender) => (
        <Stack gap="lg">
          <Suspense fallback={null}>
            {canSummarize && <TenderSummaryCard tenderId={tender.tender_id} language={tender.language} />}
            {canScore && <TenderFitCard tenderId={tender.tender_id} />}
          </Suspense>
          {!isVisitor && (
            <Suspense fallback={null}>
              <PipelineCard tenderId={tender.tender_id} />
            </Suspense>
          )}
          <Suspense fallback={null}>
            <TenderAwardsCard tenderId={tender.tender_id} />
          </Suspense>
          <DocumentsCard
            tender={tender}
            canUpload={canUpload}
            // The tender is reloaded after an upload (its processing status and requirements change).
            onTenderChanged={() =>
              void queryClient.invalidateQueries({
                queryKey: tenderKeys.detail(tender.tender_id, tender.language),
              })
            }
          />
        </Stack>
      )}
    />
  );
};
