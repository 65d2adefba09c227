import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { formatTenderDate, type AmendmentChange } from '@tenderscout/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '../../../lib/i18n';
import { useTenderAmendments } from '../api/get-tender-amendments';

// ------------------------------------------------------------------------------------------------------
// Amendments: what each changed for a bid, material changes first marked as such.

// The word diff (and its library) loads only when an amendment changed wording.
const WordDiff = lazy(() => import('./word-diff').then((module) => ({ default: module.WordDiff })));

const ChangeRow = ({ change }: { change: AmendmentChange }) => {
  const { t } = useTranslation();
  const wording = change.field === 'description' || change.field === 'title';
  return (
    <li>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge
          color={change.material ? 'red' : 'gray'}
          variant={change.material ? 'filled' : 'light'}
          style={{ flexShrink: 0 }}
        >
          {change.material ? t('tenders.amendments.material') : t('tenders.amendments.minor')}
        </Badge>
        <Text fz="sm">{change.summary}</Text>
      </Group>
      {wording && typeof change.before === 'string' && typeof change.after === 'string' ? (
        <Suspense fallback={null}>
          <WordDiff before={change.before} after={change.after} />
        </Suspense>
      ) : null}
    </li>
  );
};

export const AmendmentsSection = ({ tenderId }: { tenderId: string }) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const amendments = useTenderAmendments(tenderId, language);
  if (amendments.isPending)
    return <Loader size="sm" role="progressbar" aria-label={t('tenders.amendments.loading')} />;
  if (amendments.isError) {
    return (
      <Alert color="red" role="alert" title={t('tenders.amendments.failed')}>
        <Button size="xs" mt="xs" onClick={() => void amendments.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const list = amendments.data.amendments;
  if (list.length === 0) return <Text c="dimmed">{t('tenders.amendments.none')}</Text>;
  return (
    <Stack gap="md">
      {list.map((amendment) => (
        <section
          key={`${amendment.amendment_number}-${amendment.recorded_at}`}
          aria-label={t('tenders.amendments.heading', {
            number: amendment.amendment_number,
            date: formatTenderDate(amendment.published_at, language),
          })}
        >
          <Text fw={600} fz="sm">
            {t('tenders.amendments.heading', {
              number: amendment.amendment_number,
              date: formatTenderDate(amendment.published_at, language),
            })}
          </Text>
          {amendment.fit && (
            <Text fz="sm" fw={500} mt={4}>
              {t('tenders.amendments.fit', { summary: amendment.fit.summary })}
            </Text>
          )}
          {amendment.changes.length === 0 ? (
            <Text c="dimmed" fz="sm">
              {t('tenders.amendments.nothing')}
            </Text>
          ) : (
            <Stack component="ul" gap={6} mt={4} style={{ listStyle: 'none', paddingLeft: 0 }}>
              {amendment.changes.map((change) => (
                <ChangeRow key={change.field} change={change} />
              ))}
            </Stack>
          )}
        </section>
      ))}
    </Stack>
  );
};
