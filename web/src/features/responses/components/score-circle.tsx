import { RingProgress, Text } from '@mantine/core';
import { scoreLevelOf, type ScoreLevel } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ScoreLevel, string> = { high: 'green', medium: 'yellow', low: 'red' };

/** The compliance score as a ring: high at 70+, medium at 40+, otherwise low. */
export const ScoreCircle = ({ score, size = 72 }: { score: number; size?: number }) => {
  const { t } = useTranslation();
  const level = scoreLevelOf(score);
  return (
    <RingProgress
      size={size}
      thickness={size / 10}
      roundCaps
      sections={[{ value: score, color: COLORS[level] }]}
      aria-label={t('responses.score.label', { score })}
      data-level={level}
      label={
        <Text ta="center" fw={700} fz={size > 60 ? 'sm' : 'xs'}>
          {score}%
        </Text>
      }
    />
  );
};
