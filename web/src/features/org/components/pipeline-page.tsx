import {
  Alert,
  Checkbox,
  Container,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { PIPELINE_STAGES, type PipelineItem, type PipelineStage } from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n';
import { useOrg, usePipeline, useUpsertPipeline, type PipelineFilters } from '../api/org-api';
import { PipelineBoard } from './pipeline-board';
import { PipelineList } from './pipeline-list';
import { TeamFigures } from './team-figures';

const CLOSING_SOON_DAYS = 14;

const Filters = ({
  filters,
  onChange,
}: {
  filters: PipelineFilters;
  onChange: (next: PipelineFilters) => void;
}) => {
  const { t } = useTranslation();
  const org = useOrg();
  const stages = PIPELINE_STAGES.map((stage) => ({ value: stage, label: t(`org.stages.${stage}`) }));
  const owners = (org.data?.members ?? []).map((member) => ({ value: member.user_id, label: member.name }));
  return (
    <Group align="end">
      <Select
        label={t('org.pipeline.filterStage')}
        placeholder={t('org.pipeline.anyStage')}
        data={stages}
        clearable
        value={filters.stage ?? null}
        onChange={(stage) => onChange({ ...filters, stage: stage ?? undefined })}
      />
      <Select
        label={t('org.pipeline.filterOwner')}
        placeholder={t('org.pipeline.anyOwner')}
        data={owners}
        clearable
        value={filters.owner_id ?? null}
        onChange={(owner) => onChange({ ...filters, owner_id: owner ?? undefined })}
      />
      <Checkbox
        label={t('org.pipeline.closingSoon')}
        checked={filters.closing_within_days !== undefined}
        onChange={(event) =>
          onChange({
            ...filters,
            closing_within_days: event.currentTarget.checked ? CLOSING_SOON_DAYS : undefined,
          })
        }
      />
    </Group>
  );
};

/** /pipeline: the organization's tracked tenders as a board (columns by stage) or a filtered list. */
export const PipelinePage = () => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  const [view, setView] = useState<'board' | 'list' | 'figures'>('board');
  const [filters, setFilters] = useState<PipelineFilters>({});
  const [announcement, setAnnouncement] = useState('');
  const org = useOrg();
  const pipeline = usePipeline(view === 'list' ? filters : {}, apiLanguage);
  const upsert = useUpsertPipeline(apiLanguage);
  const canMove = org.data !== undefined && org.data.role !== 'viewer';
  const move = (item: PipelineItem, stage: PipelineStage) =>
    upsert.mutate(
      { tenderId: item.tender_id, body: { stage } },
      {
        onSuccess: () =>
          setAnnouncement(t('org.pipeline.moved', { title: item.title, stage: t(`org.stages.${stage}`) })),
      },
    );
  const items = pipeline.data?.items ?? [];
  return (
    <Container size="xl" py="md">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>{t('org.pipeline.title')}</Title>
          <SegmentedControl
            aria-label={t('org.pipeline.view')}
            value={view}
            onChange={(value) => setView(value)}
            data={[
              { value: 'board', label: t('org.pipeline.board') },
              { value: 'list', label: t('org.pipeline.list') },
              { value: 'figures', label: t('org.pipeline.figures') },
            ]}
          />
        </Group>
        <Text role="status" aria-live="polite" size="sm">
          {announcement}
        </Text>
        {(pipeline.error ?? upsert.error) && (
          <Alert color="red" role="alert">
            {(upsert.error ?? pipeline.error)?.message}
          </Alert>
        )}
        {view === 'list' && <Filters filters={filters} onChange={setFilters} />}
        {view === 'figures' ? (
          <TeamFigures />
        ) : pipeline.isSuccess && items.length === 0 && view === 'board' ? (
          <Text c="dimmed">{t('org.pipeline.empty')}</Text>
        ) : view === 'board' ? (
          <>
            {canMove && (
              <Text size="sm" c="dimmed">
                {t('org.pipeline.dragHint')}
              </Text>
            )}
            <PipelineBoard items={items} canMove={canMove} onMove={move} />
          </>
        ) : (
          <PipelineList items={items} />
        )}
      </Stack>
    </Container>
  );
};
