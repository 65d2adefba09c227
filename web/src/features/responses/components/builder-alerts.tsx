import { Alert, Blockquote, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatClosingTime, RESPONSE_SECTION_KEYS, type TenderDetail } from '@tenderscout/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n';
import { useBlocker } from 'react-router';
import type { ResponseEditor } from '../hooks/use-response-editor';

const INDICATOR_COLORS: Partial<Record<ResponseEditor['saveState'], string>> = {
  unsaved: 'orange',
  retrying: 'red',
  conflict: 'red',
  error: 'red',
};

/** A time of day as the reader's language writes it: 10:42 / 10 h 42. */
const timeOf = (iso: string, language: string): string =>
  new Date(iso).toLocaleTimeString(`${language}-CA`, { hour: 'numeric', minute: '2-digit' });

/** Saving / saved (by whom) / offline – retrying / conflict, announced to screen readers as it changes. */
export const SavedIndicator = ({ editor }: { editor: ResponseEditor }) => {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const time = editor.savedAt ? timeOf(editor.savedAt, language) : null;
  const saved = editor.savedBy
    ? t('responses.builder.savedByAt', { name: editor.savedBy.name, time })
    : t('responses.builder.savedAt', { time });
  const texts: Record<ResponseEditor['saveState'], string> = {
    idle: t('responses.builder.notSaved'),
    unsaved: t('responses.builder.unsaved'),
    saving: t('responses.builder.saving'),
    saved: time ? saved : t('responses.builder.notSaved'),
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

/** In-app navigation away from unsaved text: a pending save is sent first; if it fails, the user chooses. */
export const LeaveGuard = ({ editor }: { editor: ResponseEditor }) => {
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

/**
 * Someone saved first: who and when, their text of the sections in conflict, and the ways out (keep mine, take
 * theirs, keep both).
 */
const ConflictAlert = ({ editor, onTakeTheirs }: { editor: ResponseEditor; onTakeTheirs: () => void }) => {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const conflict = editor.conflict;
  const theirs = RESPONSE_SECTION_KEYS.filter((key) => conflict?.sections[key] !== undefined);
  const title =
    conflict?.savedBy && conflict.savedAt
      ? t('responses.builder.conflictTitleBy', {
          name: conflict.savedBy.name,
          time: timeOf(conflict.savedAt, language),
        })
      : t('responses.builder.conflictTitle');
  return (
    <Alert color="orange" title={title} role="alert">
      <Text fz="sm">{t('responses.builder.conflictBody')}</Text>
      {theirs.map((key) => (
        <Stack key={key} gap={2} mt="xs">
          <Text fz="sm" fw={600}>
            {t('responses.builder.conflictTheirs', { section: t(`responses.sections.${key}.title`) })}
          </Text>
          <Blockquote p="xs" fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {conflict?.sections[key] ?? ''}
          </Blockquote>
        </Stack>
      ))}
      <Group mt="sm" gap="xs">
        <Button size="xs" onClick={() => void editor.keepMine()}>
          {t('responses.builder.keepMine')}
        </Button>
        <Button size="xs" variant="default" onClick={onTakeTheirs}>
          {t('responses.builder.takeTheirs')}
        </Button>
        <Button size="xs" variant="default" onClick={() => void editor.keepBoth()}>
          {t('responses.builder.keepBoth')}
        </Button>
      </Group>
    </Alert>
  );
};

/** A conflict, a failed or a refused save, or text restored from this device: what happened and what to do. */
export const SaveProblems = ({
  editor,
  onLoadLatest,
}: {
  editor: ResponseEditor;
  onLoadLatest: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <>
      {editor.saveState === 'conflict' && <ConflictAlert editor={editor} onTakeTheirs={onLoadLatest} />}
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

export const ClosedWarning = ({ tender }: { tender: TenderDetail }) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  return (
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
  );
};

/** A viewer's builder: the draft to read, and why it cannot be changed here. */
export const ReadOnlyNote = () => {
  const { t } = useTranslation();
  return (
    <Alert color="blue" title={t('responses.builder.readOnlyTitle')} role="note" data-testid="read-only-note">
      <Text fz="sm">{t('responses.builder.readOnlyBody')}</Text>
    </Alert>
  );
};
