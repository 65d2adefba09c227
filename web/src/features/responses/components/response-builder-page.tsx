import { Alert, Button, Container, Grid, Stack, Text } from '@mantine/core';
import {
  checkResponse,
  sectionsToRevisit,
  effectiveTenderStatus,
  listTenderRequirements,
  type ResponseDraft,
  type ResponseSectionKey,
  type TenderDetail,
} from '@tenderscout/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { useApiLanguage } from '../../../lib/i18n';
import { useCompanyHoldings } from '../api/get-company-holdings';
import { useResponseDraft } from '../api/get-response';
import { useDraftActions } from '../hooks/use-draft-actions';
import { useMarkFinal } from '../hooks/use-mark-final';
import { useResponseEditor } from '../hooks/use-response-editor';
import { useSectionGeneration } from '../hooks/use-section-generation';
import { AmendmentBanner } from './amendment-banner';
import { ClosedWarning, LeaveGuard, ReadOnlyNote, SaveProblems } from './builder-alerts';
import { BuilderHeader } from './builder-header';
import { BuilderSidebar } from './builder-sidebar';
import { ComplianceBanner } from './compliance-banner';
import { SectionEditorList } from './section-editors';

interface ResponseBuilderProps {
  tender: TenderDetail;
  draft: ResponseDraft;
  /** Whose browser-kept unsaved text this is (the signed-in user). */
  userKey: string;
  /** Shown beside a section's text, never inside it (e.g. the award history's price reference on budget). */
  renderSectionAside?: (section: ResponseSectionKey) => ReactNode;
}

/** The response builder (/tender/{id}/respond), with drafts on the server and grounded drafting. */
export const ResponseBuilderPage = ({ tender, draft, userKey, renderSectionAside }: ResponseBuilderProps) => {
  // The state the builder was opened with (e.g. the search it came from) goes back with the user.
  const navigationState: unknown = useLocation().state;
  const tenderId = tender.tender_id;
  const editor = useResponseEditor(tenderId, draft, userKey);
  const isClosed = effectiveTenderStatus(tender.status_code, tender.closing_date) !== 'open';
  // The checklist's words in the reader's language; what it quotes from the notice as the notice says it.
  const language = useApiLanguage();
  const requirements = useMemo(() => listTenderRequirements(tender, language), [tender, language]);
  const [checked, setChecked] = useState(false);
  const holdings = useCompanyHoldings();
  // Claims are checked against the company profile, and mandatory criteria against the notice.
  const compliance = checkResponse(editor.sections, { holdings, requirements });
  const impact = draft.amendment_impact ?? null;
  const revisit = impact ? sectionsToRevisit(impact.criteria, editor.sections) : [];
  const { generating, isGenerating, assist, generateFull } = useSectionGeneration(tenderId, editor);
  const { isSubmitting, submit } = useMarkFinal({ tenderId, editor, isClosed, compliance, navigationState });
  const { isExporting, saveDraft, exportAs, loadLatest } = useDraftActions(tenderId, editor);

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <BuilderHeader
          tender={tender}
          navigationState={navigationState}
          editor={editor}
          isExporting={isExporting}
          isSubmitting={isSubmitting}
          canMarkFinal={compliance.is_compliant && !isGenerating}
          access={{ edit: draft.can_edit, markFinal: draft.can_mark_final }}
          onSaveDraft={() => void saveDraft()}
          onExport={(format) => void exportAs(format)}
          onCheckCompliance={() => setChecked(true)}
          onSubmit={submit}
        />

        {!draft.can_edit && <ReadOnlyNote />}
        <LeaveGuard editor={editor} />
        {isClosed && <ClosedWarning tender={tender} />}
        {impact && <AmendmentBanner impact={impact} revisit={revisit} />}
        <SaveProblems editor={editor} onLoadLatest={() => void loadLatest()} />
        {checked && compliance.score > 0 && <ComplianceBanner result={compliance} revisit={revisit} />}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <SectionEditorList
              editor={editor}
              requirements={requirements}
              generating={generating}
              isGenerating={isGenerating}
              onAssist={assist}
              renderSectionAside={renderSectionAside}
              readOnly={!draft.can_edit}
            />
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 4 }}>
            <BuilderSidebar
              tender={tender}
              isClosed={isClosed}
              sections={editor.sections}
              requirements={requirements}
              onGenerateFull={draft.can_edit ? generateFull : undefined}
              isGenerating={isGenerating}
            />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
};

/** Loads the caller's draft for the tender, then the builder; Loading and an error state with a retry. */
export const ResponseBuilder = ({
  tender,
  userKey,
  renderSectionAside,
}: {
  tender: TenderDetail;
  userKey: string;
  renderSectionAside?: ResponseBuilderProps['renderSectionAside'];
}) => {
  const { t } = useTranslation();
  const draft = useResponseDraft(tender.tender_id);
  if (draft.isPending) return <PageLoader label={t('responses.builder.loadingDraft')} />;
  if (draft.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('responses.builder.draftError')} role="alert">
          <Text fz="sm">{draft.error.message}</Text>
          <Button mt="sm" size="xs" onClick={() => void draft.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }
  return (
    <ResponseBuilderPage
      key={tender.tender_id}
      tender={tender}
      draft={draft.data}
      userKey={userKey}
      renderSectionAside={renderSectionAside}
    />
  );
};
