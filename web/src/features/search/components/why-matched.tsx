import { Badge, Group } from '@mantine/core';
import type { SearchHit } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';

type MatchReason = SearchHit['matched_by'][number];

/** The reasons worth a chip, in the order a supplier reads them; `browse` (no query) explains nothing. */
const REASONS: ReadonlyArray<Exclude<MatchReason, 'browse' | 'commodity'>> = [
  'reference',
  'keyword',
  'synonym',
  'similar_title',
  'semantic',
];

/**
 * Why a tender is in the results: "Matched commodity: …" for each commodity code the query named, then one
 * chip per other reason the search gave (your words, a related trade term, a close spelling, meaning).
 */
export const WhyMatched = ({ hit }: { hit: SearchHit }) => {
  const { t } = useTranslation();
  const reasons = REASONS.filter((reason) => hit.matched_by.includes(reason));
  const commodities = hit.matched_by.includes('commodity') ? hit.matched_commodities : [];
  if (reasons.length === 0 && commodities.length === 0) return null;
  return (
    <Group gap={4} role="group" aria-label={t('search.why.label')}>
      {commodities.map((commodity) => (
        <Badge key={commodity.code} size="xs" variant="light" color="indigo" tt="none" title={commodity.code}>
          {t('search.why.commodity', { label: commodity.label || commodity.code })}
        </Badge>
      ))}
      {reasons.map((reason) => (
        <Badge key={reason} size="xs" variant="light" color="gray" tt="none">
          {t(`search.why.${reason}`)}
        </Badge>
      ))}
    </Group>
  );
};
