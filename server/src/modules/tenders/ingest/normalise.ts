import { createHash } from 'node:crypto';
import type { BusinessIntelligence, TenderStatusCode } from '@tenderscout/domain';
import type { Address, NormalisedTender } from '../normalised-tender';
import { extractBusinessIntelligence } from './business-intelligence';
import {
  cleanDescription,
  cleanText,
  splitMultiValue,
  splitUrls,
} from '../../../shared/open-data/clean-text';
import { COLUMNS, type ColumnKey, type RawRecord } from '../../../shared/open-data/columns';
import { easternToUtc, parseCalendarDate } from '../../../shared/open-data/dates';
import { normaliseRegions } from '../../../shared/open-data/regions';

export type { Address, NormalisedTender };

export type NormaliseResult = { ok: true; tender: NormalisedTender } | { ok: false; reason: string };

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

type RecordCore = Pick<
  NormalisedTender,
  | 'id'
  | 'titleEn'
  | 'titleFr'
  | 'amendmentNumber'
  | 'amendmentDate'
  | 'publicationDate'
  | 'contractStartDate'
  | 'contractEndDate'
  | 'closingAt'
>;

/** The notice's identity, titles, amendment and dates, or the reason the row is rejected. */
const readCore = (record: RawRecord): { ok: true; core: RecordCore } | { ok: false; reason: string } => {
  const text = (key: ColumnKey) => cleanText(record[COLUMNS[key]]);
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

  return {
    ok: true,
    core: {
      id,
      titleEn,
      titleFr,
      amendmentNumber: Number.parseInt(amendmentText, 10),
      amendmentDate: value(dates.amendmentDate),
      publicationDate: value(dates.publicationDate),
      contractStartDate: value(dates.contractStartDate),
      contractEndDate: value(dates.contractEndDate),
      closingAt,
    },
  };
};

/** How the notice is bought: categories, method, selection, trade agreements and commodity codes. */
const procurementColumns = (record: RawRecord) => {
  const text = (key: ColumnKey) => cleanText(record[COLUMNS[key]]);
  const list = (key: ColumnKey) => splitMultiValue(record[COLUMNS[key]]);
  return {
    procurementCategories: list('procurementCategory').map((code) => code.toUpperCase()),
    noticeTypeEn: text('noticeTypeEn'),
    noticeTypeFr: text('noticeTypeFr'),
    procurementMethodEn: text('procurementMethodEn'),
    procurementMethodFr: text('procurementMethodFr'),
    selectionCriteriaEn: text('selectionCriteriaEn'),
    selectionCriteriaFr: text('selectionCriteriaFr'),
    limitedTenderingReasonEn: text('limitedTenderingReasonEn'),
    limitedTenderingReasonFr: text('limitedTenderingReasonFr'),
    tradeAgreementsEn: list('tradeAgreementsEn'),
    tradeAgreementsFr: list('tradeAgreementsFr'),
    gsinCodes: list('gsin'),
    gsinDescriptionsEn: list('gsinDescriptionEn'),
    gsinDescriptionsFr: list('gsinDescriptionFr'),
    unspscCodes: list('unspsc'),
    unspscDescriptionsEn: list('unspscDescriptionEn'),
    unspscDescriptionsFr: list('unspscDescriptionFr'),
  } satisfies Partial<NormalisedTender>;
};

/** Who buys, who to ask, and where the notice and its documents are published. */
const buyerColumns = (record: RawRecord) => {
  const text = (key: ColumnKey) => cleanText(record[COLUMNS[key]]);
  return {
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
    attachmentsEn: splitUrls(record[COLUMNS.attachmentsEn]),
    attachmentsFr: splitUrls(record[COLUMNS.attachmentsFr]),
  } satisfies Partial<NormalisedTender>;
};

/** The facts read from the notice's text, as the tender's own filterable columns. */
const intelligenceColumns = (intelligence: BusinessIntelligence) =>
  ({
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
  }) satisfies Partial<NormalisedTender>;

/** One CSV record → a normalised tender, or the reason the row is rejected. */
export const normaliseRecord = (record: RawRecord): NormaliseResult => {
  const read = readCore(record);
  if (!read.ok) return read;
  const { core } = read;
  const text = (key: ColumnKey) => cleanText(record[COLUMNS[key]]);
  const list = (key: ColumnKey) => splitMultiValue(record[COLUMNS[key]]);

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
  const procurement = procurementColumns(record);

  const intelligence = extractBusinessIntelligence({
    titleEn: core.titleEn,
    titleFr: core.titleFr,
    descriptionEn,
    descriptionFr,
    selectionCriteriaEn: procurement.selectionCriteriaEn,
    selectionCriteriaFr: procurement.selectionCriteriaFr,
    contractStartDate: core.contractStartDate,
    contractEndDate: core.contractEndDate,
    deliveryRegions,
    deliveryPlaces: regionsDeliveryEn,
    unspscDescriptionsEn: procurement.unspscDescriptionsEn,
    gsinDescriptionsEn: procurement.gsinDescriptionsEn,
  });

  // The content hash reads the fields in this order: keep it, or every stored notice looks changed.
  const tender: Omit<NormalisedTender, 'contentHash'> = {
    id: core.id,
    amendmentNumber: core.amendmentNumber,
    amendmentDate: core.amendmentDate,
    solicitationNumber: text('solicitationNumber'),
    sourceSystem: sourceSystemOf(core.id),
    titleEn: core.titleEn,
    titleFr: core.titleFr,
    descriptionEn,
    descriptionFr,
    status,
    statusEn,
    statusFr,
    publicationDate: core.publicationDate,
    closingAt: core.closingAt,
    contractStartDate: core.contractStartDate,
    contractEndDate: core.contractEndDate,
    ...procurement,
    regionsOpportunityEn,
    regionsOpportunityFr: list('regionsOfOpportunityFr'),
    regionsDeliveryEn,
    regionsDeliveryFr: list('regionsOfDeliveryFr'),
    regions,
    ...buyerColumns(record),
    ...intelligenceColumns(intelligence),
  };
  return { ok: true, tender: { ...tender, contentHash: hashOf(tender) } };
};
