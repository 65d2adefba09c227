import { createHash } from 'node:crypto';
import type { BusinessIntelligence, TenderStatusCode } from '@tenderscout/domain';
import he from 'he';
import { extractBusinessIntelligence } from './business-intelligence';
import { COLUMNS, type ColumnKey, type RawRecord } from './columns';
import { easternToUtc, parseCalendarDate } from './dates';
import { normaliseRegions } from './regions';

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

export type NormaliseResult = { ok: true; tender: NormalisedTender } | { ok: false; reason: string };

/** Literal placeholders the feeds use for "nothing here". */
const PLACEHOLDERS = new Set([
  'none',
  'aucune',
  'aucun',
  'not applicable',
  'sans objet',
  'n/a',
  's.o.',
  'null',
]);

/** Trims, decodes HTML entities, and treats placeholders as empty. */
export const cleanText = (value: string | undefined): string | null => {
  if (value === undefined) return null;
  const decoded = value.includes('&') ? he.decode(value) : value;
  const trimmed = decoded.replace(/\u00a0/g, ' ').trim();
  if (trimmed === '' || PLACEHOLDERS.has(trimmed.toLowerCase())) return null;
  return trimmed;
};

/** Long text keeps its line structure: CRLF → LF, tabs and trailing spaces tidied, entities decoded. */
const cleanDescription = (value: string | undefined): string | null => {
  const text = cleanText(value);
  if (text === null) return null;
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
};

/** `*a\n*b` multi-value cells (the `*` prefix is kept even on single values). */
export const splitMultiValue = (value: string | undefined): string[] => {
  if (value === undefined) return [];
  const decoded = value.includes('&') ? he.decode(value) : value;
  return decoded
    .split(/\r?\n/)
    .map((item) => item.replace(/^\s*\*/, '').trim())
    .filter((item) => item !== '' && !PLACEHOLDERS.has(item.toLowerCase()));
};

/** Comma-separated URL lists (CanadaBuys joins with `,`, legacy buyandsell with `, `). */
export const splitUrls = (value: string | undefined): string[] => {
  const text = cleanText(value);
  if (text === null) return [];
  return [
    ...new Set(text.split(/,(?=\s*https?:\/\/)|\s*\n\s*/).map((url) => url.replace(/^\*/, '').trim())),
  ].filter((url) => /^https?:\/\//i.test(url));
};

const STATUS_BY_TEXT: Record<string, TenderStatusCode> = {
  open: 'open',
  ouvert: 'open',
  active: 'open',
  actif: 'open',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  annulé: 'cancelled',
  annule: 'cancelled',
  expired: 'expired',
  expiré: 'expired',
  expire: 'expired',
  closed: 'expired',
  fermé: 'expired',
  awarded: 'awarded',
  attribué: 'awarded',
};

/** Which system published the notice, from its reference number's prefix. */
export const sourceSystemOf = (referenceNumber: string): string => {
  if (/^cb-/i.test(referenceNumber)) return 'CanadaBuys';
  if (/^WS\d+-Doc\d+/i.test(referenceNumber)) return 'SAP Ariba';
  if (/^MX-/i.test(referenceNumber)) return 'MERX';
  if (/^PW-/i.test(referenceNumber)) return 'Buyandsell (legacy)';
  if (/^SYN-/i.test(referenceNumber)) return 'Synthetic';
  return 'CanadaBuys';
};

const hashOf = (tender: Omit<NormalisedTender, 'contentHash'>): string =>
  createHash('sha256').update(JSON.stringify(tender)).digest('hex').slice(0, 32);

const address = (
  record: RawRecord,
  keys: { line?: ColumnKey; city: ColumnKey; province: ColumnKey; postal?: ColumnKey; country: ColumnKey },
): Address => ({
  addressLine: keys.line ? cleanText(record[COLUMNS[keys.line]]) : null,
  city: cleanText(record[COLUMNS[keys.city]]),
  province: cleanText(record[COLUMNS[keys.province]]),
  postalCode: keys.postal ? cleanText(record[COLUMNS[keys.postal]]) : null,
  country: cleanText(record[COLUMNS[keys.country]]),
});

// Any printable text up to 200 characters: legacy numbers carry `$`, `/` and `%` (e.g. `PW-$$ZT-009-27511`).
// eslint-disable-next-line no-control-regex -- control characters are exactly what a reference may not hold
const REFERENCE_NUMBER = /^[^\u0000-\u001f\u007f]{1,200}$/;

/** One CSV record → a normalised tender, or the reason the row is rejected. */
export const normaliseRecord = (record: RawRecord): NormaliseResult => {
  const text = (key: ColumnKey) => cleanText(record[COLUMNS[key]]);
  const list = (key: ColumnKey) => splitMultiValue(record[COLUMNS[key]]);

  const id = text('referenceNumber');
  if (id === null) return { ok: false, reason: 'missing reference number' };
  if (!REFERENCE_NUMBER.test(id))
    return { ok: false, reason: `invalid reference number "${id.slice(0, 60)}"` };

  const titleEn = text('titleEn');
  const titleFr = text('titleFr');
  if (titleEn === null && titleFr === null)
    return { ok: false, reason: `${id}: no title in either language` };

  const amendmentText = text('amendmentNumber') ?? '0';
  if (!/^\d{1,6}$/.test(amendmentText))
    return { ok: false, reason: `${id}: invalid amendment number "${amendmentText}"` };

  const dateField = (key: ColumnKey, label: string): { value: string | null } | { error: string } => {
    const raw = text(key);
    if (raw === null) return { value: null };
    const parsed = parseCalendarDate(raw.slice(0, 10));
    return parsed ? { value: parsed } : { error: `${id}: invalid ${label} "${raw}"` };
  };
  const dates = {
    publicationDate: dateField('publicationDate', 'publication date'),
    amendmentDate: dateField('amendmentDate', 'amendment date'),
    contractStartDate: dateField('contractStartDate', 'contract start date'),
    contractEndDate: dateField('contractEndDate', 'contract end date'),
  };
  for (const field of Object.values(dates)) if ('error' in field) return { ok: false, reason: field.error };
  const value = (field: { value: string | null } | { error: string }) =>
    'value' in field ? field.value : null;

  const closingRaw = text('closingDate');
  const closingAt = closingRaw === null ? null : easternToUtc(closingRaw);
  if (closingRaw !== null && closingAt === null)
    return { ok: false, reason: `${id}: invalid closing date "${closingRaw}"` };

  const statusEn = text('statusEn');
  const statusFr = text('statusFr');
  const statusKey = (statusEn ?? statusFr ?? '').toLowerCase();
  // No status published: open, which reads as closed once the closing time has passed (effectiveTenderStatus).
  const status: TenderStatusCode = STATUS_BY_TEXT[statusKey] ?? 'open';

  const regionsDeliveryEn = list('regionsOfDeliveryEn');
  const regionsOpportunityEn = list('regionsOfOpportunityEn');
  const deliveryRegions = normaliseRegions(regionsDeliveryEn);
  const regions = deliveryRegions.length > 0 ? deliveryRegions : normaliseRegions(regionsOpportunityEn);

  const descriptionEn = cleanDescription(record[COLUMNS.descriptionEn]);
  const descriptionFr = cleanDescription(record[COLUMNS.descriptionFr]);
  const selectionCriteriaEn = text('selectionCriteriaEn');
  const selectionCriteriaFr = text('selectionCriteriaFr');
  const contractStartDate = value(dates.contractStartDate);
  const contractEndDate = value(dates.contractEndDate);
  const unspscDescriptionsEn = list('unspscDescriptionEn');
  const gsinDescriptionsEn = list('gsinDescriptionEn');

  const intelligence = extractBusinessIntelligence({
    titleEn,
    titleFr,
    descriptionEn,
    descriptionFr,
    selectionCriteriaEn,
    selectionCriteriaFr,
    contractStartDate,
    contractEndDate,
    deliveryRegions,
    deliveryPlaces: regionsDeliveryEn,
    unspscDescriptionsEn,
    gsinDescriptionsEn,
  });

  const attachmentsEn = splitUrls(record[COLUMNS.attachmentsEn]);
  const tender: Omit<NormalisedTender, 'contentHash'> = {
    id,
    amendmentNumber: Number.parseInt(amendmentText, 10),
    amendmentDate: value(dates.amendmentDate),
    solicitationNumber: text('solicitationNumber'),
    sourceSystem: sourceSystemOf(id),
    titleEn,
    titleFr,
    descriptionEn,
    descriptionFr,
    status,
    statusEn,
    statusFr,
    publicationDate: value(dates.publicationDate),
    closingAt,
    contractStartDate,
    contractEndDate,
    procurementCategories: list('procurementCategory').map((code) => code.toUpperCase()),
    noticeTypeEn: text('noticeTypeEn'),
    noticeTypeFr: text('noticeTypeFr'),
    procurementMethodEn: text('procurementMethodEn'),
    procurementMethodFr: text('procurementMethodFr'),
    selectionCriteriaEn,
    selectionCriteriaFr,
    limitedTenderingReasonEn: text('limitedTenderingReasonEn'),
    limitedTenderingReasonFr: text('limitedTenderingReasonFr'),
    tradeAgreementsEn: list('tradeAgreementsEn'),
    tradeAgreementsFr: list('tradeAgreementsFr'),
    gsinCodes: list('gsin'),
    gsinDescriptionsEn,
    gsinDescriptionsFr: list('gsinDescriptionFr'),
    unspscCodes: list('unspsc'),
    unspscDescriptionsEn,
    unspscDescriptionsFr: list('unspscDescriptionFr'),
    regionsOpportunityEn,
    regionsOpportunityFr: list('regionsOfOpportunityFr'),
    regionsDeliveryEn,
    regionsDeliveryFr: list('regionsOfDeliveryFr'),
    regions,
    organizationEn: text('buyerNameEn'),
    organizationFr: text('buyerNameFr'),
    buyerAddress: {
      en: address(record, {
        line: 'buyerAddressLineEn',
        city: 'buyerCityEn',
        province: 'buyerProvinceEn',
        postal: 'buyerPostalCode',
        country: 'buyerCountryEn',
      }),
      fr: address(record, {
        line: 'buyerAddressLineFr',
        city: 'buyerCityFr',
        province: 'buyerProvinceFr',
        postal: 'buyerPostalCode',
        country: 'buyerCountryFr',
      }),
    },
    endUserEn: text('endUserNameEn'),
    endUserFr: text('endUserNameFr'),
    endUserAddressEn: text('endUserAddressEn'),
    endUserAddressFr: text('endUserAddressFr'),
    contactName: text('contactName'),
    contactEmail: text('contactEmail'),
    contactPhone: text('contactPhone'),
    contactFax: text('contactFax'),
    contactAddress: {
      en: address(record, {
        line: 'contactAddressLineEn',
        city: 'contactCityEn',
        province: 'contactProvinceEn',
        postal: 'contactPostalCode',
        country: 'contactCountryEn',
      }),
      fr: address(record, {
        line: 'contactAddressLineFr',
        city: 'contactCityFr',
        province: 'contactProvinceFr',
        postal: 'contactPostalCode',
        country: 'contactCountryFr',
      }),
    },
    noticeUrlEn: text('noticeUrlEn'),
    noticeUrlFr: text('noticeUrlFr'),
    attachmentsEn,
    attachmentsFr: splitUrls(record[COLUMNS.attachmentsFr]),
    canadianMade: intelligence.canadian_made,
    indigenousBusinessRequired: intelligence.indigenous_business_required,
    experienceRequired: intelligence.experience_required,
    securityClearanceRequired: intelligence.clearance_required,
    lowestPriceSelection: intelligence.lowest_price_selection,
    clearanceLevels: intelligence.clearance_levels,
    productCertifications: intelligence.product_certifications,
    businessCertifications: intelligence.business_certifications,
    languageRequirements: intelligence.language_requirements,
    contractLengthMonths: intelligence.delivery_timeline_months,
    businessIntelligence: intelligence,
  };
  return { ok: true, tender: { ...tender, contentHash: hashOf(tender) } };
};
