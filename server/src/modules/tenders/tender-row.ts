import type { TenderChange, TenderStatusCode, TrackedTenderField } from '@tenderscout/domain';
import type { Insertable, Selectable } from 'kysely';
import type { NormalisedTender } from './normalised-tender';
import type { TendersTable } from './tenders.tables';
import { toDateOnly, toIsoInstant } from '../../lib/date-only';

export { toDateOnly, toIsoInstant };

export type TenderRow = Selectable<TendersTable>;
export type TenderInsert = Insertable<TendersTable>;

const isPdf = (url: string): boolean => /\.pdf(?:$|[?#])/i.test(url);

/** Whether the notice carries PDF attachments the document pipeline should process. */
export const initialPdfStatus = (tender: NormalisedTender): string | null =>
  [...tender.attachmentsEn, ...tender.attachmentsFr].some(isPdf) ? 'pending' : null;

/** A normalised notice as a `tenders` row (jsonb values serialised explicitly so pg never sends arrays). */
export const toTenderRow = (
  tender: NormalisedTender,
  extra: { pdfProcessingStatus: string | null; ingestRunId: number | null },
): TenderInsert => ({
  id: tender.id,
  amendment_number: tender.amendmentNumber,
  amendment_date: tender.amendmentDate,
  solicitation_number: tender.solicitationNumber,
  source_system: tender.sourceSystem,
  title_en: tender.titleEn,
  title_fr: tender.titleFr,
  description_en: tender.descriptionEn,
  description_fr: tender.descriptionFr,
  status: tender.status,
  status_en: tender.statusEn,
  status_fr: tender.statusFr,
  publication_date: tender.publicationDate,
  closing_at: tender.closingAt,
  contract_start_date: tender.contractStartDate,
  contract_end_date: tender.contractEndDate,
  procurement_categories: tender.procurementCategories,
  notice_type_en: tender.noticeTypeEn,
  notice_type_fr: tender.noticeTypeFr,
  procurement_method_en: tender.procurementMethodEn,
  procurement_method_fr: tender.procurementMethodFr,
  selection_criteria_en: tender.selectionCriteriaEn,
  selection_criteria_fr: tender.selectionCriteriaFr,
  limited_tendering_reason_en: tender.limitedTenderingReasonEn,
  limited_tendering_reason_fr: tender.limitedTenderingReasonFr,
  trade_agreements_en: tender.tradeAgreementsEn,
  trade_agreements_fr: tender.tradeAgreementsFr,
  gsin_codes: tender.gsinCodes,
  gsin_descriptions_en: tender.gsinDescriptionsEn,
  gsin_descriptions_fr: tender.gsinDescriptionsFr,
  unspsc_codes: tender.unspscCodes,
  unspsc_descriptions_en: tender.unspscDescriptionsEn,
  unspsc_descriptions_fr: tender.unspscDescriptionsFr,
  regions_opportunity_en: tender.regionsOpportunityEn,
  regions_opportunity_fr: tender.regionsOpportunityFr,
  regions_delivery_en: tender.regionsDeliveryEn,
  regions_delivery_fr: tender.regionsDeliveryFr,
  regions: tender.regions,
  organization_en: tender.organizationEn,
  organization_fr: tender.organizationFr,
  buyer_address: JSON.stringify(tender.buyerAddress),
  end_user_en: tender.endUserEn,
  end_user_fr: tender.endUserFr,
  end_user_address_en: tender.endUserAddressEn,
  end_user_address_fr: tender.endUserAddressFr,
  contact_name: tender.contactName,
  contact_email: tender.contactEmail,
  contact_phone: tender.contactPhone,
  contact_fax: tender.contactFax,
  contact_address: JSON.stringify(tender.contactAddress),
  notice_url_en: tender.noticeUrlEn,
  notice_url_fr: tender.noticeUrlFr,
  attachments_en: tender.attachmentsEn,
  attachments_fr: tender.attachmentsFr,
  // CanadaBuys tender notices disclose no value; a later source may.
  value_amount: null,
  value_currency: null,
  canadian_made: tender.canadianMade,
  indigenous_business_required: tender.indigenousBusinessRequired,
  experience_required: tender.experienceRequired,
  security_clearance_required: tender.securityClearanceRequired,
  lowest_price_selection: tender.lowestPriceSelection,
  clearance_levels: tender.clearanceLevels,
  product_certifications: tender.productCertifications,
  business_certifications: tender.businessCertifications,
  language_requirements: tender.languageRequirements,
  contract_length_months: tender.contractLengthMonths,
  business_intelligence: JSON.stringify(tender.businessIntelligence),
  pdf_processing_status: extra.pdfProcessingStatus,
  content_hash: tender.contentHash,
  last_ingest_run_id: extra.ingestRunId,
});

/** A stored row back in the normalised shape (for version snapshots and change lists). */
export const fromTenderRow = (row: TenderRow): NormalisedTender => ({
  id: row.id,
  amendmentNumber: row.amendment_number,
  amendmentDate: toDateOnly(row.amendment_date),
  solicitationNumber: row.solicitation_number,
  sourceSystem: row.source_system,
  titleEn: row.title_en,
  titleFr: row.title_fr,
  descriptionEn: row.description_en,
  descriptionFr: row.description_fr,
  status: row.status as TenderStatusCode,
  statusEn: row.status_en,
  statusFr: row.status_fr,
  publicationDate: toDateOnly(row.publication_date),
  closingAt: toIsoInstant(row.closing_at),
  contractStartDate: toDateOnly(row.contract_start_date),
  contractEndDate: toDateOnly(row.contract_end_date),
  procurementCategories: row.procurement_categories,
  noticeTypeEn: row.notice_type_en,
  noticeTypeFr: row.notice_type_fr,
  procurementMethodEn: row.procurement_method_en,
  procurementMethodFr: row.procurement_method_fr,
  selectionCriteriaEn: row.selection_criteria_en,
  selectionCriteriaFr: row.selection_criteria_fr,
  limitedTenderingReasonEn: row.limited_tendering_reason_en,
  limitedTenderingReasonFr: row.limited_tendering_reason_fr,
  tradeAgreementsEn: row.trade_agreements_en,
  tradeAgreementsFr: row.trade_agreements_fr,
  gsinCodes: row.gsin_codes,
  gsinDescriptionsEn: row.gsin_descriptions_en,
  gsinDescriptionsFr: row.gsin_descriptions_fr,
  unspscCodes: row.unspsc_codes,
  unspscDescriptionsEn: row.unspsc_descriptions_en,
  unspscDescriptionsFr: row.unspsc_descriptions_fr,
  regionsOpportunityEn: row.regions_opportunity_en,
  regionsOpportunityFr: row.regions_opportunity_fr,
  regionsDeliveryEn: row.regions_delivery_en,
  regionsDeliveryFr: row.regions_delivery_fr,
  regions: row.regions,
  organizationEn: row.organization_en,
  organizationFr: row.organization_fr,
  buyerAddress: row.buyer_address,
  endUserEn: row.end_user_en,
  endUserFr: row.end_user_fr,
  endUserAddressEn: row.end_user_address_en,
  endUserAddressFr: row.end_user_address_fr,
  contactName: row.contact_name,
  contactEmail: row.contact_email,
  contactPhone: row.contact_phone,
  contactFax: row.contact_fax,
  contactAddress: row.contact_address,
  noticeUrlEn: row.notice_url_en,
  noticeUrlFr: row.notice_url_fr,
  attachmentsEn: row.attachments_en,
  attachmentsFr: row.attachments_fr,
  canadianMade: row.canadian_made,
  indigenousBusinessRequired: row.indigenous_business_required,
  experienceRequired: row.experience_required,
  securityClearanceRequired: row.security_clearance_required,
  lowestPriceSelection: row.lowest_price_selection,
  clearanceLevels: row.clearance_levels,
  productCertifications: row.product_certifications,
  businessCertifications: row.business_certifications,
  languageRequirements: row.language_requirements,
  contractLengthMonths: row.contract_length_months,
  businessIntelligence: row.business_intelligence,
  contentHash: row.content_hash,
});

type ChangeValue = TenderChange['before'];

const TRACKED: Record<TrackedTenderField, (tender: NormalisedTender) => ChangeValue> = {
  amendment_number: (t) => t.amendmentNumber,
  title_en: (t) => t.titleEn,
  title_fr: (t) => t.titleFr,
  description_en: (t) => t.descriptionEn,
  description_fr: (t) => t.descriptionFr,
  status: (t) => t.status,
  closing_date: (t) => t.closingAt,
  publication_date: (t) => t.publicationDate,
  contract_start_date: (t) => t.contractStartDate,
  contract_end_date: (t) => t.contractEndDate,
  documents_en: (t) => t.attachmentsEn,
  documents_fr: (t) => t.attachmentsFr,
  notice_url: (t) => t.noticeUrlEn ?? t.noticeUrlFr,
  solicitation_number: (t) => t.solicitationNumber,
  procurement_categories: (t) => t.procurementCategories,
  unspsc_codes: (t) => t.unspscCodes,
  gsin_codes: (t) => t.gsinCodes,
  regions_of_delivery: (t) => t.regionsDeliveryEn,
  regions_of_opportunity: (t) => t.regionsOpportunityEn,
  notice_type: (t) => t.noticeTypeEn,
  procurement_method: (t) => t.procurementMethodEn,
  selection_criteria: (t) => t.selectionCriteriaEn,
  trade_agreements: (t) => t.tradeAgreementsEn,
  organization: (t) => t.organizationEn,
  contact_name: (t) => t.contactName,
  contact_email: (t) => t.contactEmail,
  contact_phone: (t) => t.contactPhone,
};

/** What an update changed, field by field, in a stable order. */
export const diffTenders = (before: NormalisedTender, after: NormalisedTender): TenderChange[] => {
  const changes: TenderChange[] = [];
  for (const [field, read] of Object.entries(TRACKED) as Array<
    [TrackedTenderField, typeof TRACKED.title_en]
  >) {
    const old = read(before);
    const next = read(after);
    if (JSON.stringify(old) !== JSON.stringify(next)) changes.push({ field, before: old, after: next });
  }
  return changes;
};
