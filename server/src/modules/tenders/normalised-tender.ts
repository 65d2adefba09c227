import type { BusinessIntelligence, TenderStatusCode } from '@tenderscout/domain';

/** A postal address of a notice's buyer or contact, as the notice gives it. */
export interface Address {
  addressLine: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  country: string | null;
}

/** One CanadaBuys notice in the store's shape (both languages side by side). */
export interface NormalisedTender {
  id: string;
  amendmentNumber: number;
  amendmentDate: string | null;
  solicitationNumber: string | null;
  sourceSystem: string;
  titleEn: string | null;
  titleFr: string | null;
  descriptionEn: string | null;
  descriptionFr: string | null;
  status: TenderStatusCode;
  statusEn: string | null;
  statusFr: string | null;
  publicationDate: string | null;
  closingAt: string | null;
  contractStartDate: string | null;
  contractEndDate: string | null;
  procurementCategories: string[];
  noticeTypeEn: string | null;
  noticeTypeFr: string | null;
  procurementMethodEn: string | null;
  procurementMethodFr: string | null;
  selectionCriteriaEn: string | null;
  selectionCriteriaFr: string | null;
  limitedTenderingReasonEn: string | null;
  limitedTenderingReasonFr: string | null;
  tradeAgreementsEn: string[];
  tradeAgreementsFr: string[];
  gsinCodes: string[];
  gsinDescriptionsEn: string[];
  gsinDescriptionsFr: string[];
  unspscCodes: string[];
  unspscDescriptionsEn: string[];
  unspscDescriptionsFr: string[];
  regionsOpportunityEn: string[];
  regionsOpportunityFr: string[];
  regionsDeliveryEn: string[];
  regionsDeliveryFr: string[];
  regions: string[];
  organizationEn: string | null;
  organizationFr: string | null;
  buyerAddress: { en: Address; fr: Address };
  endUserEn: string | null;
  endUserFr: string | null;
  endUserAddressEn: string | null;
  endUserAddressFr: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  contactFax: string | null;
  contactAddress: { en: Address; fr: Address };
  noticeUrlEn: string | null;
  noticeUrlFr: string | null;
  attachmentsEn: string[];
  attachmentsFr: string[];
  canadianMade: boolean;
  indigenousBusinessRequired: boolean;
  experienceRequired: boolean;
  securityClearanceRequired: boolean;
  lowestPriceSelection: boolean;
  clearanceLevels: string[];
  productCertifications: string[];
  businessCertifications: string[];
  languageRequirements: string[];
  contractLengthMonths: number | null;
  businessIntelligence: BusinessIntelligence;
  contentHash: string;
}
