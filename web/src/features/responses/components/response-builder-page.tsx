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
  IconArrowLeft,
  IconChecklist,
  IconCircleCheck,
  IconCircleDashed,
  IconDeviceFloppy,
  IconDownload,
  IconSend,
  IconSparkles,
} from '@tabler/icons-react';
import {
  checkCompliance,
  checkRequirementCoverage,
  countWords,
  formatTenderDate,
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
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../lib/paths';
import { downloadResponse, type ExportFormat } from '../api/export-response';
import { streamGeneratedSections } from '../api/generate-response';
import { getResponseDraft, useResponseDraft } from '../api/get-response';
import { responseKeys } from '../api/response-keys';
import { submitResponse } from '../api/submit-response';
import { blankSectionKeys, useResponseEditor, type ResponseEditor } from '../hooks/use-response-editor';

interface ResponseBuilderProps {
  tender: TenderDetail;
  draft: ResponseDraft;
}

const SavedIndicator = ({ editor }: { editor: ResponseEditor }) => {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const time = editor.savedAt ? new Date(editor.savedAt).toLocaleTimeString(`${language}-CA`) : null;
  const text =
    editor.saveState === 'unsaved'
      ? t('responses.builder.unsaved')
      : editor.saveState === 'saving'
        ? t('responses.builder.saving')
        : editor.saveState === 'error'
          ? t('responses.builder.saveFailed')
          : time
            ? t('responses.builder.savedAt', { time })
            : t('responses.builder.notSaved');
  return (
    <Text
      fz="sm"
      c={editor.saveState === 'error' ? 'red' : editor.saveState === 'unsaved' ? 'orange' : 'dimmed'}
      role="status"
      aria-live="polite"
      data-testid="save-indicator"
    >
      {text}
    </Text>
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

/** The response builder (/tender/{id}/respond), SPEC.md §2, with drafts on the server and grounded drafting. */
export const ResponseBuilderPage = ({ tender, draft }: ResponseBuilderProps) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  const navigate = useNavigate();
  // The state the builder was opened with (e.g. the search it came from) goes back with the user.
  const navigationState: unknown = useLocation().state;
  const queryClient = useQueryClient();
  const tenderId = tender.tender_id;
  const editor = useResponseEditor(tenderId, draft);
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
          throw new Error(event.detail);
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

  const saveDraft = async () => {
    const isSaved = await editor.saveNow();
    notifications.show(
      isSaved
        ? { color: 'green', message: t('responses.builder.saveSuccess') }
        : { color: 'red', title: t('responses.builder.saveFailed'), message: editor.lastError ?? '' },
    );
  };

  const submit = async () => {
    if (!compliance.is_compliant) {
      notifications.show({ color: 'red', message: t('responses.compliance.notCompliant') });
      return;
    }
    setIsSubmitting(true);
    try {
      if (!(await editor.saveNow())) throw new Error(editor.lastError ?? t('responses.builder.saveFailed'));
      await submitResponse(tenderId);
      await queryClient.invalidateQueries({ queryKey: responseKeys.all });
      notifications.show({ color: 'green', message: t('responses.builder.submitSuccess') });
      void navigate(paths.tender(tenderId), { state: navigationState });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('responses.builder.submitFailed'),
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setIsSubmitting(false);
    }
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

  const reloadDraft = async () => {
    const fresh = await queryClient.fetchQuery({
      queryKey: responseKeys.draft(tenderId),
      queryFn: () => getResponseDraft(tenderId),
      staleTime: 0,
    });
    editor.reload(fresh);
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
              {editor.status === 'submitted' && (
                <Badge color="blue" variant="light">
                  {t('responses.status.submitted')}
                </Badge>
              )}
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
            <Button
              leftSection={<IconSend size={16} />}
              onClick={() => void submit()}
              disabled={!compliance.is_compliant || isGenerating}
              loading={isSubmitting}
            >
              {t('responses.builder.submit')}
            </Button>
          </Group>
        </Group>

        {editor.isStale && (
          <Alert color="orange" title={t('responses.builder.staleTitle')} role="alert">
            <Text fz="sm">{t('responses.builder.staleBody')}</Text>
            <Button mt="sm" size="xs" onClick={() => void reloadDraft()}>
              {t('responses.builder.reload')}
            </Button>
          </Alert>
        )}
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
                <Text fz="sm" c="dimmed" mb="sm">
                  {t('responses.assistant.body')}
                </Text>
                <Button
                  fullWidth
                  leftSection={<IconSparkles size={16} />}
                  onClick={generateFull}
                  loading={isGenerating}
                >
                  {t('responses.assistant.generateFull')}
                </Button>
              </Card>

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
                    {formatTenderDate(tender.closing_date, apiLanguage)}
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
export const ResponseBuilder = ({ tender }: { tender: TenderDetail }) => {
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
  return <ResponseBuilderPage key={tender.tender_id} tender={tender} draft={draft.data} />;
};
