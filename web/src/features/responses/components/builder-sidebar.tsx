import { Anchor, Button, Group, List, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconChecklist,
  IconCircleCheck,
  IconCircleDashed,
  IconExternalLink,
  IconSparkles,
} from '@tabler/icons-react';
import {
  checkRequirementCoverage,
  formatClosingTime,
  formatTenderValue,
  submissionChannelOf,
  type TenderDetail,
  type TenderRequirement,
} from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { ResponseEditor } from '../hooks/use-response-editor';
import { SectionCard } from '../../../components/ui/section-card';

/**
 * Where bids really go, as the notice says (by e-mail, epost Connect, another portal, else the notice on
 * CanadaBuys), with its closing time in Eastern time.
 */
const SubmissionChannel = ({ description }: { description: string }) => {
  const { t } = useTranslation();
  const channel = submissionChannelOf(description);
  return (
    <Text fz="sm" mb="xs" data-testid="submission-channel">
      {channel.kind === 'email' ? (
        <>
          {t('responses.submission.bodyEmail')}{' '}
          <Anchor href={`mailto:${channel.address}`} fz="sm">
            {channel.address}
          </Anchor>
        </>
      ) : channel.kind === 'epost' ? (
        t('responses.submission.bodyEpost')
      ) : channel.kind === 'portal' ? (
        t('responses.submission.bodyPortal', { portal: channel.name })
      ) : (
        t('responses.submission.body')
      )}
    </Text>
  );
};

const SubmissionCard = ({ tender, isClosed }: { tender: TenderDetail; isClosed: boolean }) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  return (
    <SectionCard id="submission-title" title={t('responses.submission.title')}>
      <SubmissionChannel description={tender.description} />
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
    </SectionCard>
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
    <SectionCard
      id="requirements-title"
      title={t('responses.requirements.title')}
      icon={<IconChecklist size={18} aria-hidden />}
    >
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
    </SectionCard>
  );
};

const AssistantCard = ({
  onGenerateFull,
  isGenerating,
}: {
  onGenerateFull: () => void;
  isGenerating: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <SectionCard
      id="assistant-title"
      title={t('responses.assistant.title')}
      icon={<IconSparkles size={18} aria-hidden />}
    >
      <Text fz="sm" c="dimmed" mb="xs">
        {t('responses.assistant.body')}
      </Text>
      <Anchor component={Link} to={paths.settingsCompany} fz="sm" display="block" mb="sm">
        {t('responses.assistant.editProfile')}
      </Anchor>
      <Button
        fullWidth
        leftSection={<IconSparkles size={16} />}
        onClick={onGenerateFull}
        loading={isGenerating}
      >
        {t('responses.assistant.generateFull')}
      </Button>
    </SectionCard>
  );
};

const SummaryCard = ({ tender }: { tender: TenderDetail }) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  return (
    <SectionCard id="summary-title" title={t('responses.summary.title')}>
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
    </SectionCard>
  );
};

const TipsCard = () => {
  const { t } = useTranslation();
  return (
    <SectionCard id="tips-title" title={t('responses.tips.title')}>
      <List size="sm" spacing={4}>
        <List.Item>{t('responses.tips.requirements')}</List.Item>
        <List.Item>{t('responses.tips.evidence')}</List.Item>
        <List.Item>{t('responses.tips.evaluation')}</List.Item>
        <List.Item>{t('responses.tips.review')}</List.Item>
      </List>
    </SectionCard>
  );
};

interface BuilderSidebarProps {
  tender: TenderDetail;
  isClosed: boolean;
  sections: ResponseEditor['sections'];
  requirements: TenderRequirement[];
  /** Absent for a reader who cannot change the draft (a viewer): no assistant then. */
  onGenerateFull?: () => void;
  isGenerating: boolean;
}

export const BuilderSidebar = ({
  tender,
  isClosed,
  sections,
  requirements,
  onGenerateFull,
  isGenerating,
}: BuilderSidebarProps) => (
  <Stack gap="md">
    {onGenerateFull && <AssistantCard onGenerateFull={onGenerateFull} isGenerating={isGenerating} />}

    <SubmissionCard tender={tender} isClosed={isClosed} />

    <RequirementsChecklist sections={sections} requirements={requirements} />

    <SummaryCard tender={tender} />

    <TipsCard />
  </Stack>
);
