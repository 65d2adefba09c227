import { Alert, List, Text } from '@mantine/core';
import type { ComplianceResult, ResponseSectionKey, RevisitSection } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { RevisitList } from './amendment-banner';

/**
 * Check Compliance: the score, the sections done, and everything left to settle before the bid — required
 * sections, passages still marked for the writer, claims the company profile does not support and mandatory
 * criteria the text does not answer (and, after an amendment, the sections to revisit). It says the response is ready only when nothing is left.
 */
export const ComplianceBanner = ({
  result,
  revisit = [],
}: {
  result: ComplianceResult;
  /** Sections to revisit against the criteria of an amendment since the draft began. */
  revisit?: RevisitSection[];
}) => {
  const { t } = useTranslation();
  const sectionNames = (keys: readonly ResponseSectionKey[]) =>
    keys.map((key) => t(`responses.sections.${key}.title`)).join(', ');
  return (
    <Alert
      color={result.is_compliant ? 'green' : 'yellow'}
      title={t('responses.compliance.title', { score: result.score })}
      role="status"
      data-testid="compliance-banner"
    >
      <Text fz="sm">
        {t('responses.compliance.completed', {
          completed: result.completed_sections,
          total: result.total_sections,
        })}
      </Text>
      {result.is_compliant && <Text fz="sm">{t('responses.compliance.ready')}</Text>}
      {result.missing_required.length > 0 && (
        <>
          <Text fz="sm">{t('responses.compliance.missing')}</Text>
          <List size="sm">
            {result.missing_required.map((key) => (
              <List.Item key={key}>{t(`responses.sections.${key}.title`)}</List.Item>
            ))}
          </List>
        </>
      )}
      {result.open_markers > 0 && (
        <Text fz="sm">{t('responses.compliance.openMarkers', { count: result.open_markers })}</Text>
      )}
      {result.unsupported_claims.length > 0 && (
        <>
          <Text fz="sm">
            {t('responses.compliance.unsupportedClaims', { count: result.unsupported_claims.length })}
          </Text>
          <List size="sm">
            {result.unsupported_claims.map((claim) => (
              <List.Item key={claim.claim}>
                {t('responses.compliance.claimIn', {
                  claim: claim.text,
                  sections: sectionNames(claim.sections),
                })}
              </List.Item>
            ))}
          </List>
          <Text fz="sm">
            <Link to={paths.settingsCompany}>{t('responses.compliance.editProfile')}</Link>
          </Text>
        </>
      )}
      {result.unmet_criteria.length > 0 && (
        <>
          <Text fz="sm">
            {t('responses.compliance.unmetCriteria', { count: result.unmet_criteria.length })}
          </Text>
          <List size="sm">
            {result.unmet_criteria.map((criterion) => (
              <List.Item key={criterion.id}>{criterion.label}</List.Item>
            ))}
          </List>
        </>
      )}
      <RevisitList revisit={revisit} />
    </Alert>
  );
};
