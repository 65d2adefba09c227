import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatTenderDate, type AmendmentImpact, type RevisitSection } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '../../../lib/i18n';

/** The sections to revisit against an amendment's new criteria, each with the criterion it does not answer yet. */
export const RevisitList = ({ revisit }: { revisit: RevisitSection[] }) => {
  const { t } = useTranslation();
  if (revisit.length === 0) return null;
  return (
    <>
      <Text fz="sm" fw={600}>
        {t('responses.amendment.revisit')}
      </Text>
      <List size="sm">
        {revisit.map((item) => (
          <List.Item key={`${item.section}:${item.criterion}`}>
            {t('responses.amendment.revisitItem', {
              section: t(`responses.sections.${item.section}.title`),
              criterion: item.criterion,
            })}
          </List.Item>
        ))}
      </List>
    </>
  );
};

/**
 * The tender was amended after this response began: what changed (its material changes) and, checked against
 * the sections as they are now, which ones to revisit for the new criteria.
 */
export const AmendmentBanner = ({
  impact,
  revisit,
}: {
  impact: AmendmentImpact;
  revisit: RevisitSection[];
}) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} />}
      role="alert"
      title={t('responses.amendment.title', {
        number: impact.amendment_number,
        date: formatTenderDate(impact.published_at, language),
      })}
    >
      <List size="sm" mb="xs">
        {impact.changes.map((change) => (
          <List.Item key={change}>{change}</List.Item>
        ))}
      </List>
      {revisit.length > 0 ? (
        <RevisitList revisit={revisit} />
      ) : impact.criteria.length > 0 ? (
        <Text fz="sm">{t('responses.amendment.answered')}</Text>
      ) : null}
    </Alert>
  );
};
