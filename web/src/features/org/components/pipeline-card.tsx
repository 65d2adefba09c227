import { Button, Group, NumberInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconLayoutKanban } from '@tabler/icons-react';
import {
  PIPELINE_STAGES,
  formatTenderDate,
  type PipelineItem,
  type PipelineStage,
} from '@tenderscout/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { useUiLanguage } from '../../../lib/i18n';
import { useOrg, usePipelineItem, useRemovePipeline, useUpsertPipeline } from '../api/org-api';
import { PipelineActivity } from './pipeline-activity';
import { OutcomeLine } from './pipeline-outcome';

const numberOrNull = (value: string | number): number | null => (typeof value === 'number' ? value : null);

const NumbersRow = ({
  canWrite,
  due,
  value,
  pWin,
  onDue,
  onValue,
  onPWin,
}: {
  canWrite: boolean;
  due: string;
  value: string | number;
  pWin: string | number;
  onDue: (value: string) => void;
  onValue: (value: string | number) => void;
  onPWin: (value: string | number) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Group grow align="end">
      <TextInput
        type="date"
        label={t('org.pipeline.due')}
        value={due}
        disabled={!canWrite}
        onChange={(e) => onDue(e.currentTarget.value)}
      />
      <NumberInput
        label={t('org.pipeline.value')}
        min={0}
        value={value}
        disabled={!canWrite}
        onChange={onValue}
      />
      <NumberInput
        label={t('org.pipeline.pWin')}
        min={0}
        max={100}
        value={pWin}
        disabled={!canWrite}
        onChange={onPWin}
      />
    </Group>
  );
};

const DecisionLine = ({ item }: { item: PipelineItem }) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  return (
    <>
      {item.decision && (
        <Text size="sm">
          {t('org.card.decidedBy', {
            stage: t(`org.stages.${item.decision.stage}`),
            name: item.decision.by_name ?? t('org.events.someone'),
            date: formatTenderDate(item.decision.at, apiLanguage),
          })}
          {item.decision.reason ? ` — ${item.decision.reason}` : ''}
        </Text>
      )}
      <OutcomeLine item={item} size="sm" />
    </>
  );
};

const SaveRow = ({
  canWrite,
  pending,
  saved,
  error,
}: {
  canWrite: boolean;
  pending: boolean;
  saved: boolean;
  error: Error | null;
}) => {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error.message}
        </Text>
      )}
      {canWrite && (
        <Group>
          <Button type="submit" size="xs" loading={pending}>
            {t('org.card.save')}
          </Button>
          {saved && (
            <Text size="sm" role="status">
              {t('org.card.saved')}
            </Text>
          )}
        </Group>
      )}
    </>
  );
};

const DetailsForm = ({ item, canWrite }: { item: PipelineItem; canWrite: boolean }) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  const org = useOrg();
  const upsert = useUpsertPipeline(apiLanguage);
  const [stage, setStage] = useState<PipelineStage>(item.stage);
  const [ownerId, setOwnerId] = useState<string | null>(item.owner_id);
  const [due, setDue] = useState(item.due_date ?? '');
  const [value, setValue] = useState<string | number>(item.value ?? '');
  const [pWin, setPWin] = useState<string | number>(item.p_win ?? '');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    upsert.mutate({
      tenderId: item.tender_id,
      body: {
        stage,
        owner_id: ownerId,
        due_date: due || null,
        value: numberOrNull(value),
        p_win: numberOrNull(pWin),
        ...(reason.trim() ? { decision: { reason } } : {}),
      },
    });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Group grow align="end">
          <Select
            label={t('org.pipeline.stage')}
            data={PIPELINE_STAGES.map((value) => ({ value, label: t(`org.stages.${value}`) }))}
            value={stage}
            allowDeselect={false}
            disabled={!canWrite}
            onChange={(value) => value && setStage(value)}
          />
          <Select
            label={t('org.pipeline.owner')}
            placeholder={t('org.pipeline.noOwner')}
            data={(org.data?.members ?? []).map((member) => ({ value: member.user_id, label: member.name }))}
            value={ownerId}
            clearable
            disabled={!canWrite}
            onChange={setOwnerId}
          />
        </Group>
        <NumbersRow
          canWrite={canWrite}
          due={due}
          value={value}
          pWin={pWin}
          onDue={setDue}
          onValue={setValue}
          onPWin={setPWin}
        />
        <DecisionLine item={item} />
        {canWrite && (stage === 'go' || stage === 'no_go') && (
          <Textarea
            label={t('org.card.reason')}
            autosize
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        )}
        <SaveRow
          canWrite={canWrite}
          pending={upsert.isPending}
          saved={upsert.isSuccess}
          error={upsert.error}
        />
      </Stack>
    </form>
  );
};

/** The tender page's pipeline card: track the tender, its stage and details, the decision, comments, activity. */
export const PipelineCard = ({ tenderId }: { tenderId: string }) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  const org = useOrg();
  const item = usePipelineItem(tenderId, apiLanguage);
  const upsert = useUpsertPipeline(apiLanguage);
  const remove = useRemovePipeline();
  const canWrite = org.data !== undefined && org.data.role !== 'viewer';
  if (item.isPending || !org.data) return null;
  return (
    <SectionCard
      id="pipeline-card-title"
      title={t('org.card.title')}
      icon={<IconLayoutKanban size={18} aria-hidden />}
    >
      {item.data ? (
        <Stack gap="md">
          <DetailsForm key={item.data.updated_at} item={item.data} canWrite={canWrite} />
          <PipelineActivity tenderId={tenderId} canWrite={canWrite} />
          {canWrite && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              style={{ alignSelf: 'start' }}
              onClick={() => remove.mutate(tenderId)}
            >
              {t('org.card.untrack')}
            </Button>
          )}
        </Stack>
      ) : canWrite ? (
        <Button
          variant="light"
          loading={upsert.isPending}
          onClick={() => upsert.mutate({ tenderId, body: { stage: 'watching' } })}
        >
          {t('org.card.track')}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {t('org.card.readOnly')}
        </Text>
      )}
    </SectionCard>
  );
};
