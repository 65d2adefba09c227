import { Text, type TextProps } from '@mantine/core';
import { formatCad, type PipelineItem } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n';

/**
 * Who won a tracked tender and for how much, as its award notice (or a member's correction) says: shown on the
 * board's card, in the list and on the tender page's pipeline card.
 */
export const OutcomeLine = ({ item, ...props }: { item: PipelineItem } & TextProps) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  const outcome = item.outcome;
  if (!outcome || (outcome.supplier === null && outcome.value === null)) return null;
  const parts = [
    outcome.supplier ? t('org.outcome.winner', { supplier: outcome.supplier }) : null,
    outcome.value !== null ? t('org.outcome.value', { value: formatCad(outcome.value, apiLanguage) }) : null,
  ].filter(Boolean);
  return (
    <Text {...props}>
      {parts.join(' · ')}{' '}
      <Text span c="dimmed" inherit>
        ({t(outcome.source === 'award' ? 'org.outcome.fromAward' : 'org.outcome.fromMember')})
      </Text>
    </Text>
  );
};
