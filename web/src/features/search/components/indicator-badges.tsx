import { Badge, Group } from '@mantine/core';
import { BILINGUAL_FIELDS, type SearchHit } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';

/** The key indicators of a card: Canadian Made, Indigenous Preferred, References Required, Security Clearance. */
export const IndicatorBadges = ({ hit }: { hit: SearchHit }) => {
  const { t } = useTranslation();
  const indicators = [
    { key: 'canadianMade', on: hit[BILINGUAL_FIELDS.canadianMade] === 'yes', color: 'red' },
    { key: 'indigenous', on: hit[BILINGUAL_FIELDS.indigenousBusinessRequired], color: 'teal' },
    { key: 'references', on: hit[BILINGUAL_FIELDS.experienceRequired], color: 'blue' },
    { key: 'clearance', on: hit.securityClearanceRequired, color: 'grape' },
  ] as const;
  const shown = indicators.filter((indicator) => indicator.on);
  if (shown.length === 0) return null;
  return (
    <Group gap={4} role="group" aria-label={t('search.indicators.label')}>
      {shown.map((indicator) => (
        <Badge key={indicator.key} size="xs" variant="outline" color={indicator.color}>
          {t(`search.indicators.${indicator.key}`)}
        </Badge>
      ))}
    </Group>
  );
};
