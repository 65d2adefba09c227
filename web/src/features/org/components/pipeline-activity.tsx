import { Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatClosingTime, type PipelineEvent, type PipelineStage } from '@tenderscout/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n';
import { useActivity, useAddComment } from '../api/org-api';

const EventLine = ({ event }: { event: PipelineEvent }) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  const name = event.actor_name ?? t('org.events.someone');
  const stage = (value: unknown) =>
    typeof value === 'string' ? t(`org.stages.${value as PipelineStage}`) : '';
  return (
    <li>
      <Text size="sm">
        <strong>
          {t(`org.events.${event.kind}`, {
            name,
            from: stage(event.detail.from),
            to: stage(event.detail.to),
            supplier: typeof event.detail.supplier === 'string' ? event.detail.supplier : '',
            number: typeof event.detail.number === 'number' ? event.detail.number : '',
          })}
        </strong>
        {' · '}
        <Text span c="dimmed" size="xs">
          {formatClosingTime(event.created_at, apiLanguage)}
        </Text>
      </Text>
      {event.body && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {event.body}
        </Text>
      )}
    </li>
  );
};

/** Comments (with @mentions) and the activity of a tracked tender. */
export const PipelineActivity = ({ tenderId, canWrite }: { tenderId: string; canWrite: boolean }) => {
  const { t } = useTranslation();
  const activity = useActivity(tenderId, true);
  const add = useAddComment(tenderId);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ body: text }, { onSuccess: () => setText('') });
  };
  const events = activity.data?.events ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} fz="sm" id={`pipeline-activity-${tenderId}`}>
        {t('org.card.activity')}
      </Title>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('org.card.noActivity')}
        </Text>
      ) : (
        <Stack component="ol" gap={6} aria-labelledby={`pipeline-activity-${tenderId}`} pl="md" m={0}>
          {events.map((event) => (
            <EventLine key={event.id} event={event} />
          ))}
        </Stack>
      )}
      {canWrite && (
        <form onSubmit={submit}>
          <Stack gap="xs">
            <Textarea
              label={t('org.card.comment')}
              description={t('org.card.commentHint')}
              autosize
              minRows={2}
              required
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            {add.error && (
              <Text c="red" size="sm" role="alert">
                {add.error.message}
              </Text>
            )}
            <Button type="submit" size="xs" loading={add.isPending} style={{ alignSelf: 'start' }}>
              {t('org.card.post')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
};
