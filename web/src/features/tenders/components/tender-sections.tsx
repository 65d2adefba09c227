import {
  Accordion,
  Anchor,
  Badge,
  Blockquote,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { formatTenderDate, type BusinessEvidence, type TenderDetail } from '@tenderscout/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '../../../lib/i18n';
import { safeExternalUrl } from '../safe-url';
import { AmendmentsSection } from './amendments-section';
import { evidenceValue } from './evidence-value';
import { FactTable, ListOrNone, Row } from './fact-table';

// ------------------------------------------------------------------------------------------------------
// Description, in either official language.

const DescriptionSection = ({ tender }: { tender: TenderDetail }) => {
  const { t } = useTranslation();
  const hasEnglish = Boolean(tender.description_en?.trim());
  const hasFrench = Boolean(tender.description_fr?.trim());
  // Opens in the language the tender was fetched in (the interface's), the other one click away.
  const prefersFrench = tender.language === 'fra' ? hasFrench || !hasEnglish : !hasEnglish && hasFrench;
  const [language, setLanguage] = useState<'en' | 'fr'>(prefersFrench ? 'fr' : 'en');
  const text = language === 'fr' ? tender.description_fr : tender.description_en;
  return (
    <Stack gap="sm">
      {hasEnglish && hasFrench && (
        <SegmentedControl
          w="fit-content"
          size="xs"
          value={language}
          onChange={(value) => setLanguage(value === 'fr' ? 'fr' : 'en')}
          data={[
            { value: 'en', label: t('tenders.sections.english') },
            { value: 'fr', label: t('tenders.sections.french') },
          ]}
          aria-label={t('tenders.sections.descriptionLanguage')}
        />
      )}
      {text?.trim() ? (
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} lang={language}>
          {text}
        </Text>
      ) : (
        <Text c="dimmed">{t('tenders.sections.noDescription')}</Text>
      )}
    </Stack>
  );
};

// ------------------------------------------------------------------------------------------------------
// Key requirements: each extracted fact with the sentence it was read from.

const KeyRequirementsSection = ({ tender }: { tender: TenderDetail }) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const evidence = tender.business_intelligence.evidence;
  if (evidence.length === 0) return <Text c="dimmed">{t('tenders.sections.noRequirements')}</Text>;
  return (
    <Stack gap="md">
      {evidence.map((item: BusinessEvidence, index) => (
        <div key={`${item.fact}-${index}`}>
          <Group gap="xs">
            <Text fw={600} fz="sm">
              {t(`tenders.facts.${item.fact}`)}
            </Text>
            <Badge variant="light" size="sm">
              {evidenceValue(item, t, language)}
            </Badge>
          </Group>
          <Blockquote p="xs" mt={6} fz="sm" color="gray" lang={item.language === 'fra' ? 'fr' : 'en'}>
            {item.sentence}
            <Text fz="xs" c="dimmed" mt={4}>
              {t('tenders.sections.evidenceSource', { source: t(`tenders.sources.${item.source}`) })}
            </Text>
          </Blockquote>
        </div>
      ))}
    </Stack>
  );
};

// ------------------------------------------------------------------------------------------------------
// Eligibility.

const EligibilitySection = ({ tender }: { tender: TenderDetail }) => {
  const { t } = useTranslation();
  const bi = tender.business_intelligence;
  const indigenous = !bi.indigenous_business_required
    ? t('tenders.eligibility.indigenousNone')
    : bi.indigenous_set_aside === 'partial'
      ? t('tenders.eligibility.indigenousPartial')
      : t('tenders.eligibility.indigenousFull');
  const clearance = !bi.clearance_required
    ? t('tenders.eligibility.clearanceNone')
    : bi.clearance_levels.length > 0
      ? bi.clearance_levels.join(', ')
      : t('tenders.eligibility.clearanceUnspecified');
  return (
    <FactTable>
      <Row label={t('tenders.eligibility.indigenous')}>{indigenous}</Row>
      <Row label={t('tenders.eligibility.clearance')}>{clearance}</Row>
      <Row label={t('tenders.eligibility.canadianContent')}>
        {bi.canadian_made ? t('tenders.eligibility.canadianRequired') : t('tenders.eligibility.canadianNone')}
      </Row>
      <Row label={t('tenders.eligibility.tradeAgreements')}>
        <ListOrNone items={tender.trade_agreements} />
      </Row>
      <Row label={t('tenders.eligibility.experience')}>
        {!bi.experience_required
          ? t('tenders.eligibility.experienceNone')
          : bi.experience_years !== null
            ? t('tenders.eligibility.experienceYears', { count: bi.experience_years })
            : t('tenders.eligibility.experienceRequired')}
      </Row>
      <Row label={t('tenders.eligibility.certifications')}>
        <ListOrNone items={[...bi.product_certifications, ...bi.business_certifications]} />
      </Row>
      <Row label={t('tenders.eligibility.languages')}>
        <ListOrNone items={bi.language_requirements.map((language) => t(`tenders.languages.${language}`))} />
      </Row>
      {tender.limited_tendering_reason && (
        <Row label={t('tenders.eligibility.limitedTendering')}>{tender.limited_tendering_reason}</Row>
      )}
    </FactTable>
  );
};

// ------------------------------------------------------------------------------------------------------
// Location and delivery.

const LocationSection = ({ tender }: { tender: TenderDetail }) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const address = [
    tender.location.address_line,
    tender.location.city,
    tender.location.province,
    tender.location.postal_code,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <FactTable>
      <Row label={t('tenders.location.buyer')}>{address || t('tenders.sections.notStated')}</Row>
      <Row label={t('tenders.location.deliveryRegions')}>
        <ListOrNone
          items={
            tender.regions_of_delivery.length > 0
              ? tender.regions_of_delivery
              : tender.location.delivery_regions
          }
        />
      </Row>
      <Row label={t('tenders.location.opportunityRegions')}>
        <ListOrNone items={tender.regions_of_opportunity} />
      </Row>
      {tender.end_user && (
        <Row label={t('tenders.location.endUser')}>
          {tender.end_user.name}
          {tender.end_user.address && (
            <Text fz="sm" c="dimmed">
              {tender.end_user.address}
            </Text>
          )}
        </Row>
      )}
      {(tender.contract_start_date || tender.contract_end_date) && (
        <Row label={t('tenders.location.contractPeriod')}>
          {t('tenders.location.period', {
            start: formatTenderDate(tender.contract_start_date, language),
            end: formatTenderDate(tender.contract_end_date, language),
          })}
        </Row>
      )}
    </FactTable>
  );
};

// ------------------------------------------------------------------------------------------------------
// Categories with their codes.

const CategoriesSection = ({ tender }: { tender: TenderDetail }) => {
  const { t } = useTranslation();
  const codes = [
    ...tender.unspsc.map((item) => ({ scheme: 'UNSPSC', ...item })),
    ...tender.gsin.map((item) => ({ scheme: 'GSIN', ...item })),
  ];
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {tender.procurement_category ? (
          tender.procurement_category.split(', ').map((category) => (
            <Badge key={category} variant="light">
              {category}
            </Badge>
          ))
        ) : (
          <Text c="dimmed">{t('tenders.sections.noneListed')}</Text>
        )}
      </Group>
      {codes.length > 0 && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tenders.categories.scheme')}</Table.Th>
              <Table.Th>{t('tenders.categories.code')}</Table.Th>
              <Table.Th>{t('tenders.categories.description')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {codes.map((item) => (
              <Table.Tr key={`${item.scheme}-${item.code}`}>
                <Table.Td>{item.scheme}</Table.Td>
                <Table.Td ff="monospace">{item.code}</Table.Td>
                <Table.Td>{item.description ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
};

// ------------------------------------------------------------------------------------------------------
// Selection criteria.

const SelectionSection = ({ tender }: { tender: TenderDetail }) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  return (
    <FactTable>
      <Row label={t('tenders.selection.criteria')}>
        {tender.selection_criteria ?? t('tenders.sections.notStated')}
      </Row>
      <Row label={t('tenders.selection.method')}>
        {tender.procurement_method ?? t('tenders.sections.notStated')}
      </Row>
      <Row label={t('tenders.selection.noticeType')}>
        {tender.notice_type ?? t('tenders.sections.notStated')}
      </Row>
      <Row label={t('tenders.selection.lowestPrice')}>
        {tender.business_intelligence.lowest_price_selection
          ? t('tenders.selection.yes')
          : t('tenders.selection.no')}
      </Row>
      <Row label={t('tenders.selection.published')}>{formatTenderDate(tender.publish_date, language)}</Row>
    </FactTable>
  );
};
// ------------------------------------------------------------------------------------------------------
// Source links.

const SourceSection = ({ tender }: { tender: TenderDetail }) => {
  const { t } = useTranslation();
  const notice = safeExternalUrl(tender.notice_url);
  const platform = safeExternalUrl(tender.external_platform_url);
  return (
    <FactTable>
      <Row label={t('tenders.source.notice')}>
        {notice ? (
          <Anchor href={notice} target="_blank" rel="noopener noreferrer">
            {t('tenders.source.openNotice')}
          </Anchor>
        ) : (
          t('tenders.sections.notStated')
        )}
      </Row>
      <Row label={t('tenders.source.platform')}>
        {tender.platform_classification.platform_name}
        {platform && platform !== notice && (
          <>
            {' · '}
            <Anchor href={platform} target="_blank" rel="noopener noreferrer">
              {t('tenders.source.openPlatform')}
            </Anchor>
          </>
        )}
      </Row>
      <Row label={t('tenders.source.licence')}>{t('tenders.source.licenceText')}</Row>
    </FactTable>
  );
};

const SECTIONS = [
  'description',
  'requirements',
  'eligibility',
  'location',
  'categories',
  'selection',
  'amendments',
  'source',
] as const;

/** The collapsible sections of the detail page (all open at first; each can be folded away). */
export const TenderSections = ({ tender }: { tender: TenderDetail }) => {
  const { t } = useTranslation();
  const body: Record<(typeof SECTIONS)[number], ReactNode> = {
    description: <DescriptionSection tender={tender} />,
    requirements: <KeyRequirementsSection tender={tender} />,
    eligibility: <EligibilitySection tender={tender} />,
    location: <LocationSection tender={tender} />,
    categories: <CategoriesSection tender={tender} />,
    selection: <SelectionSection tender={tender} />,
    amendments: <AmendmentsSection tenderId={tender.id} />,
    source: <SourceSection tender={tender} />,
  };
  return (
    <Accordion
      multiple
      defaultValue={[...SECTIONS]}
      variant="separated"
      radius="md"
      chevronPosition="right"
      order={2}
    >
      {SECTIONS.map((section) => (
        <Accordion.Item key={section} value={section}>
          <Accordion.Control>
            <Text fw={600}>{t(`tenders.sections.${section}`)}</Text>
          </Accordion.Control>
          <Accordion.Panel>{body[section]}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
};
