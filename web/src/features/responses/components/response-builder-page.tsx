import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  Menu,
  Modal,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconChecklist,
  IconCircleCheck,
  IconCircleDashed,
  IconDeviceFloppy,
  IconDownload,
  IconExternalLink,
  IconSparkles,
} from '@tabler/icons-react';
import {
  checkCompliance,
  checkRequirementCoverage,
  countWords,
  effectiveTenderStatus,
  formatClosingTime,
  formatTenderValue,
  isRequiredSection,
  listTenderRequirements,
  RESPONSE_SECTION_KEYS,
  requirementsAddressedBy,
  splitParagraphs,
  type ComplianceResult,
  type ResponseDraft,
  type ResponseSectionKey,
  type TenderDetail,
  type TenderRequirement,
} from '@tenderscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n';
import { Link, useBlocker, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { messageText } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { downloadResponse, type ExportFormat } from '../api/export-response';
import { streamGeneratedSections } from '../api/generate-response';
import { getResponseDraft, useResponseDraft } from '../api/get-response';
import { responseKeys } from '../api/response-keys';
import { markResponseFinal, needsClosedConfirmation } from '../api/submit-response';
import { blankSectionKeys, useResponseEditor, type ResponseEditor } from '../hooks/use-response-editor';
import { countOpenMarkers } from '../open-markers';

interface ResponseBuilderProps {
  tender: TenderDetail;
  draft: ResponseDraft;
  /** Whose browser-kept unsaved text this is (the signed-in user). */
  userKey: string;
  /** Shown beside a section's text, never inside it (e.g. the award history's price reference on budget). */
  renderSectionAside?: (section: ResponseSectionKey) => ReactNode;
}

const INDICATOR_COLORS: Partial<Record<ResponseEditor['saveState'], string>> = {
  unsaved: 'orange',
  retrying: 'red',
  conflict: 'red',
  error: 'red',
};

/** Saving / saved / offline – retrying / conflict, announced to screen readers as it changes. */
const SavedIndicator = ({ editor }: { editor: ResponseEditor }) => {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const time = editor.savedAt ? new Date(editor.savedAt).toLocaleTimeString(`${language}-CA`) : null;
  const texts: Record<ResponseEditor['saveState'], string> = {
    idle: t('responses.builder.notSaved'),
    unsaved: t('responses.builder.unsaved'),
    saving: t('responses.builder.saving'),
    saved: time ? t('responses.builder.savedAt', { time }) : t('responses.builder.notSaved'),
    retrying: t('responses.builder.retrying', { count: editor.attempts }),
    conflict: t('responses.builder.conflictState'),
    error: t('responses.builder.saveFailedDetail', { detail: editor.lastError ?? '' }),
  };
  return (
    <Text
      fz="sm"
      c={INDICATOR_COLORS[editor.saveState] ?? 'dimmed'}
      role="status"
      aria-live="polite"
      data-testid="save-indicator"
      data-state={editor.saveState}
    >
      {texts[editor.saveState]}
    </Text>
  );
};

/** Where bids really go: the notice on CanadaBuys, with its closing time in Eastern time. */
const SubmissionCard = ({ tender, isClosed }: { tender: TenderDetail; isClosed: boolean }) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  return (
    <Card withBorder component="section" aria-labelledby="submission-title">
      <Title order={2} fz="md" id="submission-title" mb="xs">
        {t('responses.submission.title')}
      </Title>
      <Text fz="sm" mb="xs">
        {t('responses.submission.body')}
      </Text>
      <Text fz="sm" fw={500} mb="sm" c={isClosed ? 'red' : undefined}>
        {tender.closing_date
          ? t('responses.submission.closes', {
              date: formatClosingTime(tender.closing_date, apiLanguage),
            })
          : t('responses.submission.noClosing')}
      </Text>
      {tender.notice_url && (
        <Anchor href={tender.notice_url} target="_blank" rel="noopener noreferrer" fz="sm">
          <Group gap={4} component="span">
            {t('responses.submission.link')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Card>
  );
};

/** In-app navigation away from unsaved text: a pending save is sent first; if it fails, the user chooses. */
const LeaveGuard = ({ editor }: { editor: ResponseEditor }) => {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && editor.hasUnsavedChanges(),
  );
  const { saveNow, saveState } = editor;
  const isPending = saveState === 'unsaved' || saveState === 'saving';
  const isBlocked = blocker.state === 'blocked';
  useEffect(() => {
    // A plain pending autosave goes now, and leaving waits for it rather than asking.
    if (!isBlocked || !isPending) return;
    void saveNow().then((isSaved) => {
      if (isSaved && blocker.state === 'blocked') blocker.proceed();
    });
  }, [blocker, isBlocked, isPending, saveNow]);
  const close = (leave: boolean) => {
    if (blocker.state !== 'blocked') return;
    if (leave) blocker.proceed();
    else blocker.reset();
  };
  return (
    <Modal
      opened={isBlocked && !isPending}
      onClose={() => close(false)}
      title={t('responses.builder.leaveTitle')}
    >
      <Text fz="sm">{t('responses.builder.leaveBody')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => close(false)} data-autofocus>
          {t('responses.builder.stay')}
        </Button>
        <Button color="red" onClick={() => close(true)}>
          {t('responses.builder.leave')}
        </Button>
      </Group>
    </Modal>
  );
};

/** A conflict, a failed or a refused save, or text restored from this device: what happened and what to do. */
const SaveProblems = ({ editor, onLoadLatest }: { editor: ResponseEditor; onLoadLatest: () => void }) => {
  const { t } = useTranslation();
  return (
    <>
      {editor.saveState === 'conflict' && (
        <Alert color="orange" title={t('responses.builder.conflictTitle')} role="alert">
          <Text fz="sm">{t('responses.builder.conflictBody')}</Text>
          <Group mt="sm" gap="xs">
            <Button size="xs" onClick={() => void editor.keepMine()}>
              {t('responses.builder.keepMine')}
            </Button>
            <Button size="xs" variant="default" onClick={onLoadLatest}>
              {t('responses.builder.loadLatest')}
            </Button>
          </Group>
        </Alert>
      )}
      {(editor.saveState === 'retrying' || editor.saveState === 'error') && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          <Text fz="sm">
            {editor.saveState === 'retrying'
              ? t('responses.builder.retrying', { count: editor.attempts })
              : t('responses.builder.saveFailedDetail', { detail: editor.lastError ?? '' })}
          </Text>
          <Button mt="sm" size="xs" variant="default" onClick={() => void editor.saveNow()}>
            {t('responses.builder.retryNow')}
          </Button>
        </Alert>
      )}
      {editor.restored && editor.saveState !== 'conflict' && (
        <Alert color="blue" role="status">
          <Text fz="sm">{t('responses.builder.restored')}</Text>
        </Alert>
      )}
    </>
  );
};

const ComplianceBanner = ({ result }: { result: ComplianceResult }) => {
  const { t } = useTranslation();
  return (
    <Alert
      color={result.is_compliant ? 'green' : 'yellow'}
      title={t('responses.compliance.title', { score: result.score })}
      role="status"
      data-testid="compliance-banner"
    >
      <Text fz="sm">
        {t('responses.compliance.completed', {
          completed: result.completed_sections,
          total: result.total_sections,
        })}
      </Text>
      {result.is_compliant ? (
        <Text fz="sm">{t('responses.compliance.ready')}</Text>
      ) : (
        <>
          <Text fz="sm">{t('responses.compliance.missing')}</Text>
          <List size="sm">
            {result.missing_required.map((key) => (
              <List.Item key={key}>{t(`responses.sections.${key}.title`)}</List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
};

const ParagraphFacts = ({ text, requirements }: { text: string; requirements: TenderRequirement[] }) => {
  const { t } = useTranslation();
  const rows = splitParagraphs(text)
    .map((paragraph, index) => ({ index, facts: requirementsAddressedBy(paragraph, requirements) }))
    .filter((row) => row.facts.length > 0);
  if (rows.length === 0) return null;
  return (
    <Stack gap={2} aria-label={t('responses.builder.factsLabel')}>
      {rows.map((row) => (
        <Text key={row.index} fz="xs" c="dimmed">
          {t('responses.builder.paragraphFacts', {
            number: row.index + 1,
            facts: row.facts.map((fact) => fact.label).join(' · '),
          })}
        </Text>
      ))}
    </Stack>
  );
};

const RequirementsChecklist = ({
  sections,
  requirements,
}: {
  sections: ResponseEditor['sections'];
  requirements: TenderRequirement[];
}) => {
  const { t } = useTranslation();
  const coverage = checkRequirementCoverage(sections, requirements);
  const addressed = coverage.filter((item) => item.addressed).length;
  return (
    <Card withBorder component="section" aria-labelledby="requirements-title">
      <Group gap="xs" mb="xs">
        <IconChecklist size={18} aria-hidden />
        <Title order={2} fz="md" id="requirements-title">
          {t('responses.requirements.title')}
        </Title>
      </Group>
      {coverage.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('responses.requirements.none')}
        </Text>
      ) : (
        <>
          <Text fz="xs" c="dimmed" mb="xs">
            {t('responses.requirements.progress', { addressed, total: coverage.length })}
          </Text>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {coverage.map(({ requirement, addressed: isAddressed, addressed_in }) => (
              <Group
                key={requirement.id}
                component="li"
                gap={6}
                wrap="nowrap"
                align="flex-start"
                data-addressed={isAddressed}
              >
                <ThemeIcon size="sm" variant="light" color={isAddressed ? 'green' : 'gray'} radius="xl">
                  {isAddressed ? <IconCircleCheck size={14} /> : <IconCircleDashed size={14} />}
                </ThemeIcon>
                <div>
                  <Tooltip
                    label={requirement.evidence ?? requirement.label}
                    multiline
                    w={320}
                    disabled={!requirement.evidence}
                  >
                    <Text fz="sm">{requirement.label}</Text>
                  </Tooltip>
                  <Text fz="xs" c={isAddressed ? 'green' : 'dimmed'}>
                    {isAddressed
                      ? t('responses.requirements.addressedIn', {
                          sections: addressed_in
                            .map((key) => t(`responses.sections.${key}.title`))
                            .join(', '),
                        })
                      : t('responses.requirements.notAddressed')}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </>
      )}
    </Card>
  );
};

/** The response builder (/tender/{id}/respond), with drafts on the server and grounded drafting. */
export const ResponseBuilderPage = ({ tender, draft, userKey, renderSectionAside }: ResponseBuilderProps) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  const navigate = useNavigate();
  // The state the builder was opened with (e.g. the search it came from) goes back with the user.
  const navigationState: unknown = useLocation().state;
  const queryClient = useQueryClient();
  const tenderId = tender.tender_id;
  const editor = useResponseEditor(tenderId, draft, userKey);
  const isClosed = effectiveTenderStatus(tender.status_code, tender.closing_date) !== 'open';
  const requirements = useMemo(() => listTenderRequirements(tender), [tender]);
  const [checked, setChecked] = useState(false);
  const [generating, setGenerating] = useState<Set<ResponseSectionKey>>(new Set());
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isExporting, setIsExporting] = useState<ExportFormat | null>(null);
  const compliance = checkCompliance(editor.sections);
  const isGenerating = generating.size > 0;

  const generate = async (keys: ResponseSectionKey[]) => {
    setGenerating(new Set(keys));
    const streamed: Partial<Record<ResponseSectionKey, string>> = {};
    try {
      await streamGeneratedSections({ tenderId, sections: keys, language: apiLanguage }, (event) => {
        if (event.type === 'delta') {
          streamed[event.section] = (streamed[event.section] ?? '') + event.text;
          // Live text while it streams; saved once the section is complete.
          editor.edit(event.section, streamed[event.section] ?? '', { fromGeneration: true });
        } else if (event.type === 'section') {
          editor.edit(event.section, event.text, { fromGeneration: true });
          setGenerating((current) => {
            const next = new Set(current);
            next.delete(event.section);
            return next;
          });
        } else if (event.type === 'error') {
          throw new Error(messageText(event.key, event.params, event.detail));
        }
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('responses.builder.generateFailed'),
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setGenerating(new Set());
    }
  };

  const assist = (key: ResponseSectionKey) => {
    if (editor.sections[key].trim() === '') return void generate([key]);
    modals.openConfirmModal({
      title: t('responses.builder.replaceTitle'),
      children: <Text fz="sm">{t('responses.builder.replaceBody')}</Text>,
      labels: { confirm: t('responses.builder.replaceConfirm'), cancel: t('responses.common.cancel') },
      onConfirm: () => void generate([key]),
    });
  };

  const generateFull = () => {
    const keys = blankSectionKeys(editor.sections);
    if (keys.length === 0) {
      notifications.show({ message: t('responses.builder.nothingEmpty') });
      return;
    }
    void generate(keys);
  };

  // A failure shows in the save state and its alert (with what to do), not in a passing toast.
  const saveDraft = async () => {
    if (await editor.saveNow())
      notifications.show({ color: 'green', message: t('responses.builder.saveSuccess') });
  };

  const markFinal = async (confirmClosed: boolean) => {
    setIsSubmitting(true);
    try {
      if (!(await editor.saveNow())) throw new Error(editor.lastError ?? t('responses.builder.saveFailed'));
      await markResponseFinal(tenderId, { confirmClosed });
      await queryClient.invalidateQueries({ queryKey: responseKeys.all });
      notifications.show({ color: 'green', message: t('responses.builder.markedFinal') });
      void navigate(paths.tender(tenderId), { state: navigationState });
    } catch (error) {
      if (needsClosedConfirmation(error)) {
        askClosedConfirmation();
        return;
      }
      notifications.show({
        color: 'red',
        title: t('responses.builder.markFinalFailed'),
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setIsSubmitting(false);
    }
  };

  // A closed tender takes no bids: marking its response final is asked once more.
  const askClosedConfirmation = () =>
    modals.openConfirmModal({
      title: t('responses.submission.confirmClosedTitle'),
      children: <Text fz="sm">{t('responses.submission.confirmClosedBody')}</Text>,
      labels: { confirm: t('responses.submission.confirmClosed'), cancel: t('responses.common.cancel') },
      confirmProps: { color: 'orange' },
      onConfirm: () => void markFinal(true),
    });

  const markFinalOrAsk = () => {
    if (isClosed) askClosedConfirmation();
    else void markFinal(false);
  };

  const submit = () => {
    if (!compliance.is_compliant) {
      notifications.show({ color: 'red', message: t('responses.compliance.notCompliant') });
      return;
    }
    // A claim the profile does not support, or a missing fact, is the writer's to settle before the bid.
    const openMarkers = countOpenMarkers(editor.sections);
    if (openMarkers === 0) {
      markFinalOrAsk();
      return;
    }
    modals.openConfirmModal({
      title: t('responses.submission.confirmMarkersTitle'),
      children: <Text fz="sm">{t('responses.submission.confirmMarkersBody', { count: openMarkers })}</Text>,
      labels: { confirm: t('responses.submission.confirmMarkers'), cancel: t('responses.common.cancel') },
      confirmProps: { color: 'orange' },
      onConfirm: markFinalOrAsk,
    });
  };

  const exportAs = async (format: ExportFormat) => {
    setIsExporting(format);
    try {
      await editor.saveNow();
      await downloadResponse(tenderId, format);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('responses.builder.exportFailed'),
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setIsExporting(null);
    }
  };

  const loadLatest = async () => {
    try {
      const fresh = await queryClient.fetchQuery({
        queryKey: responseKeys.draft(tenderId),
        queryFn: () => getResponseDraft(tenderId),
        staleTime: 0,
      });
      editor.loadLatest(fresh);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('responses.builder.draftError'),
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Anchor component={Link} to={paths.tender(tenderId)} state={navigationState} fz="sm">
              <Group gap={4}>
                <IconArrowLeft size={14} aria-hidden />
                {t('responses.builder.back')}
              </Group>
            </Anchor>
            <Title order={1} fz="h2">
              {t('responses.builder.title')}
            </Title>
            <Text c="dimmed">{tender.title}</Text>
            <Group gap="xs">
              <SavedIndicator editor={editor} />
              <Badge color={editor.status === 'submitted' ? 'blue' : 'gray'} variant="light">
                {t(`responses.status.${editor.status === 'submitted' ? 'submitted' : 'draft'}`)}
              </Badge>
            </Group>
          </Stack>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={16} />}
              onClick={() => void saveDraft()}
              loading={editor.saveState === 'saving'}
            >
              {t('responses.builder.saveDraft')}
            </Button>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  loading={isExporting !== null}
                >
                  {t('responses.builder.export')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => void exportAs('docx')}>
                  {t('responses.builder.exportDocx')}
                </Menu.Item>
                <Menu.Item onClick={() => void exportAs('pdf')}>{t('responses.builder.exportPdf')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Button
              variant="light"
              leftSection={<IconChecklist size={16} />}
              onClick={() => setChecked(true)}
            >
              {t('responses.builder.checkCompliance')}
            </Button>
            <Tooltip label={t('responses.builder.markFinalHint')} multiline w={280}>
              <Button
                leftSection={<IconCircleCheck size={16} />}
                onClick={submit}
                disabled={!compliance.is_compliant || isGenerating}
                loading={isSubmitting}
              >
                {t('responses.builder.markFinal')}
              </Button>
            </Tooltip>
          </Group>
        </Group>

        <LeaveGuard editor={editor} />
        {isClosed && (
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} />}
            title={t('responses.submission.closedTitle')}
            role="alert"
            data-testid="closed-warning"
          >
            <Text fz="sm">
              {tender.closing_date
                ? t('responses.submission.closedBody', {
                    date: formatClosingTime(tender.closing_date, apiLanguage),
                  })
                : t('responses.submission.closedBodyNoDate')}
            </Text>
          </Alert>
        )}
        <SaveProblems editor={editor} onLoadLatest={() => void loadLatest()} />
        {checked && compliance.score > 0 && <ComplianceBanner result={compliance} />}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              {RESPONSE_SECTION_KEYS.map((key) => {
                const isBusy = generating.has(key);
                const words = countWords(editor.sections[key]);
                return (
                  <Card key={key} withBorder component="section" aria-labelledby={`section-${key}`}>
                    <Group justify="space-between" mb="xs">
                      <Group gap="xs">
                        <Title order={2} fz="lg" id={`section-${key}`}>
                          {t(`responses.sections.${key}.title`)}
                        </Title>
                        {isRequiredSection(key) && (
                          <Badge size="xs" color="red" variant="light">
                            {t('responses.builder.required')}
                          </Badge>
                        )}
                      </Group>
                      {key !== 'additional_info' && (
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconSparkles size={14} />}
                          onClick={() => assist(key)}
                          loading={isBusy}
                          disabled={isGenerating && !isBusy}
                          aria-label={t('responses.builder.assistLabel', {
                            section: t(`responses.sections.${key}.title`),
                          })}
                        >
                          {t('responses.builder.assist')}
                        </Button>
                      )}
                    </Group>
                    <Textarea
                      aria-labelledby={`section-${key}`}
                      placeholder={t(`responses.sections.${key}.placeholder`)}
                      autosize
                      minRows={5}
                      maxRows={24}
                      value={editor.sections[key]}
                      onChange={(event) => editor.edit(key, event.currentTarget.value)}
                      readOnly={isBusy}
                    />
                    {renderSectionAside?.(key)}
                    <Group justify="space-between" mt={6} align="flex-start">
                      <ParagraphFacts text={editor.sections[key]} requirements={requirements} />
                      <Text fz="xs" c="dimmed" ml="auto" data-testid={`words-${key}`}>
                        {t('responses.builder.words', { count: words })}
                      </Text>
                    </Group>
                  </Card>
                );
              })}
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <Card withBorder component="section" aria-labelledby="assistant-title">
                <Group gap="xs" mb="xs">
                  <IconSparkles size={18} aria-hidden />
                  <Title order={2} fz="md" id="assistant-title">
                    {t('responses.assistant.title')}
                  </Title>
                </Group>
                <Text fz="sm" c="dimmed" mb="xs">
                  {t('responses.assistant.body')}
                </Text>
                <Anchor component={Link} to={paths.settingsCompany} fz="sm" display="block" mb="sm">
                  {t('responses.assistant.editProfile')}
                </Anchor>
                <Button
                  fullWidth
                  leftSection={<IconSparkles size={16} />}
                  onClick={generateFull}
                  loading={isGenerating}
                >
                  {t('responses.assistant.generateFull')}
                </Button>
              </Card>

              <SubmissionCard tender={tender} isClosed={isClosed} />

              <RequirementsChecklist sections={editor.sections} requirements={requirements} />

              <Card withBorder component="section" aria-labelledby="summary-title">
                <Title order={2} fz="md" id="summary-title" mb="xs">
                  {t('responses.summary.title')}
                </Title>
                <Stack gap={4}>
                  <Text fz="sm">
                    <Text span c="dimmed">
                      {t('responses.summary.value')}:{' '}
                    </Text>
                    {formatTenderValue(tender.value.amount, apiLanguage)}
                  </Text>
                  <Text fz="sm">
                    <Text span c="dimmed">
                      {t('responses.summary.closing')}:{' '}
                    </Text>
                    {formatClosingTime(tender.closing_date, apiLanguage)}
                  </Text>
                  <Text fz="sm">
                    <Text span c="dimmed">
                      {t('responses.summary.organization')}:{' '}
                    </Text>
                    {tender.organization.name ?? t('responses.summary.defaultOrganization')}
                  </Text>
                  <Text fz="sm">
                    <Text span c="dimmed">
                      {t('responses.summary.reference')}:{' '}
                    </Text>
                    {tender.reference_number}
                  </Text>
                </Stack>
              </Card>

              <Card withBorder component="section" aria-labelledby="tips-title">
                <Title order={2} fz="md" id="tips-title" mb="xs">
                  {t('responses.tips.title')}
                </Title>
                <List size="sm" spacing={4}>
                  <List.Item>{t('responses.tips.requirements')}</List.Item>
                  <List.Item>{t('responses.tips.evidence')}</List.Item>
                  <List.Item>{t('responses.tips.evaluation')}</List.Item>
                  <List.Item>{t('responses.tips.review')}</List.Item>
                </List>
              </Card>
            </Stack>
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
