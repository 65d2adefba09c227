import {
  effectiveTenderStatus,
  procurementCategoryLabel,
  regionLabel,
  tenderStatusLabel,
  toBilingualFields,
  type Language,
  type TenderDetail,
  type TenderDocument,
  type TenderStatusCode,
  pickLanguage,
  pickLanguageList,
} from '@tenderscout/domain';
import { toDateOnly, toIsoInstant, type TenderRow } from './tender-row';

const fileNameOf = (url: string): string => {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop() ?? url;
    return decodeURIComponent(last);
  } catch {
    return url;
  }
};

const extensionOf = (fileName: string): string => {
  const match = /\.([a-z0-9]{1,8})$/i.exec(fileName);
  return match ? match[1]!.toLowerCase() : 'unknown';
};

/** The CanadaBuys page of a `cb-` notice (its own feeds leave noticeURL empty for those). */
const canadaBuysPage = (id: string): string | null =>
  /^cb-/i.test(id)
    ? `https://canadabuys.canada.ca/en/tender-opportunities/tender-notice/${encodeURIComponent(id.toLowerCase())}`
    : null;

export const documentsOf = (row: TenderRow): TenderDocument[] => {
  const documents: TenderDocument[] = [];
  const attach = (urls: string[], language: Language) => {
    for (const url of urls) {
      const filename = fileNameOf(url);
      documents.push({
        url,
        filename,
        title: filename,
        file_type: extensionOf(filename),
        type: 'attachment',
        language,
      });
    }
  };
  attach(row.attachments_en, 'eng');
  attach(row.attachments_fr, 'fra');
  const notices = new Map<string, Language>();
  if (row.notice_url_en) notices.set(row.notice_url_en, 'eng');
  if (row.notice_url_fr && !notices.has(row.notice_url_fr)) notices.set(row.notice_url_fr, 'fra');
  for (const [url, language] of notices) {
    documents.push({
      url,
      filename: fileNameOf(url),
      title: 'Notice',
      file_type: 'html',
      type: 'notice',
      language,
    });
  }
  return documents;
};

/** The buyer's organisation with its contact, and the end user, in one language. */
const partiesOf = (row: TenderRow, language: Language): Pick<TenderDetail, 'organization' | 'end_user'> => {
  const contact = language === 'fra' ? row.contact_address.fr : row.contact_address.en;
  const organization = pickLanguage(language, row.organization_en, row.organization_fr);
  const endUser = pickLanguage(language, row.end_user_en, row.end_user_fr);
  return {
    organization: {
      name: organization,
      contracting_entity: organization,
      contact_name: row.contact_name,
      contact_email: row.contact_email,
      contact_phone: row.contact_phone,
      contact_fax: row.contact_fax,
      address: {
        address_line: contact.addressLine,
        city: contact.city,
        province: contact.province,
        postal_code: contact.postalCode,
        country: contact.country,
      },
    },
    end_user: endUser
      ? { name: endUser, address: pickLanguage(language, row.end_user_address_en, row.end_user_address_fr) }
      : null,
  };
};

/** Where the work is: the buyer's address and the delivery regions, and the notice's regions as it gives them. */
const placesOf = (
  row: TenderRow,
  language: Language,
  deliveryLabels: string[],
): Pick<TenderDetail, 'location' | 'regions' | 'regions_of_delivery' | 'regions_of_opportunity'> => {
  const buyer = language === 'fra' ? row.buyer_address.fr : row.buyer_address.en;
  return {
    location: {
      city: buyer.city,
      province: buyer.province,
      postal_code: buyer.postalCode,
      address_line: buyer.addressLine,
      delivery_regions: deliveryLabels,
    },
    regions: row.regions,
    regions_of_delivery: pickLanguageList(language, row.regions_delivery_en, row.regions_delivery_fr),
    regions_of_opportunity: pickLanguageList(
      language,
      row.regions_opportunity_en,
      row.regions_opportunity_fr,
    ),
  };
};

/** The categories and commodity codes, each code with its description in one language. */
const commoditiesOf = (
  row: TenderRow,
  language: Language,
  categoryLabels: string[],
): Pick<TenderDetail, 'categories' | 'unspsc' | 'gsin'> => {
  const unspscDescriptions = pickLanguageList(
    language,
    row.unspsc_descriptions_en,
    row.unspsc_descriptions_fr,
  );
  const gsinDescriptions = pickLanguageList(language, row.gsin_descriptions_en, row.gsin_descriptions_fr);
  return {
    categories: [...new Set([...categoryLabels, ...unspscDescriptions, ...gsinDescriptions])],
    unspsc: row.unspsc_codes.map((code, index) => ({ code, description: unspscDescriptions[index] ?? null })),
    gsin: row.gsin_codes.map((code, index) => ({ code, description: gsinDescriptions[index] ?? null })),
  };
};

/** The notice's documents, and its attachments in the older shapes (URLs, PDFs, discovered content). */
const documentFieldsOf = (
  row: TenderRow,
): Pick<TenderDetail, 'attachments' | 'documents' | 'discovered_pdfs' | 'discovered_content'> => {
  const documents = documentsOf(row);
  const attachments = documents.filter((document) => document.type === 'attachment');
  return {
    attachments: attachments.map((document) => document.url),
    documents,
    discovered_pdfs: attachments
      .filter((document) => document.file_type === 'pdf')
      .map((document) => ({ url: document.url, title: document.title, type: 'pdf' })),
    discovered_content: {
      documents: attachments.map((document) => ({
        url: document.url,
        title: document.title,
        file_type: document.file_type,
        type: document.type,
        size_mb: null,
      })),
    },
  };
};

/** A stored tender as the API's Tender detail, in one language (both languages' text stays available). */
export const toTenderDetail = (
  row: TenderRow,
  language: Language,
  nowMs: number = Date.now(),
): TenderDetail => {
  const closingDate = toIsoInstant(row.closing_at);
  const statusCode = effectiveTenderStatus(row.status as TenderStatusCode, closingDate, nowMs);
  const categoryLabels = row.procurement_categories.map((code) => procurementCategoryLabel(code, language));
  const noticeUrl = pickLanguage(language, row.notice_url_en, row.notice_url_fr);
  const deliveryLabels = row.regions.map((region) => regionLabel(region, language));

  return {
    _id: row.id,
    id: row.id,
    tender_id: row.id,
    reference_number: row.id,
    solicitation_number: row.solicitation_number,
    language,
    title: pickLanguage(language, row.title_en, row.title_fr) ?? '',
    description: pickLanguage(language, row.description_en, row.description_fr) ?? '',
    title_en: row.title_en,
    title_fr: row.title_fr,
    description_en: row.description_en,
    description_fr: row.description_fr,
    status: tenderStatusLabel(statusCode, language),
    status_code: statusCode,
    publish_date: toDateOnly(row.publication_date),
    closing_date: closingDate,
    amendment_number: row.amendment_number,
    amendment_date: toDateOnly(row.amendment_date),
    contract_start_date: toDateOnly(row.contract_start_date),
    contract_end_date: toDateOnly(row.contract_end_date),
    ...partiesOf(row, language),
    ...placesOf(row, language, deliveryLabels),
    value: { amount: row.value_amount, currency: 'CAD' },
    estimated_value: row.value_amount,
    procurement_category: categoryLabels.length > 0 ? categoryLabels.join(', ') : null,
    procurement_category_codes: row.procurement_categories,
    ...commoditiesOf(row, language, categoryLabels),
    notice_type: pickLanguage(language, row.notice_type_en, row.notice_type_fr),
    procurement_method: pickLanguage(language, row.procurement_method_en, row.procurement_method_fr),
    selection_criteria: pickLanguage(language, row.selection_criteria_en, row.selection_criteria_fr),
    limited_tendering_reason: pickLanguage(
      language,
      row.limited_tendering_reason_en,
      row.limited_tendering_reason_fr,
    ),
    trade_agreements: pickLanguageList(language, row.trade_agreements_en, row.trade_agreements_fr),
    notice_url: noticeUrl ?? canadaBuysPage(row.id),
    external_platform_url: noticeUrl,
    platform_classification: { platform_name: row.source_system },
    source_system: row.source_system,
    ...documentFieldsOf(row),
    pdfProcessingStatus: (row.pdf_processing_status as TenderDetail['pdfProcessingStatus']) ?? null,
    business_intelligence: row.business_intelligence,
    first_seen_at: new Date(row.first_seen_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    ...requirementFields(row, categoryLabels, deliveryLabels),
  };
};

/**
 * A tender's requirement flags and lists in the bilingual field names every tender shape carries (detail,
 * search hit): one reading of the row's columns for all of them.
 */
export const requirementFields = (
  row: {
    canadian_made: boolean;
    experience_required: boolean;
    indigenous_business_required: boolean;
    security_clearance_required: boolean;
    product_certifications: string[];
    business_certifications: string[];
    contract_length_months: number | null;
  },
  categoryLabels: string[],
  deliveryLabels: string[],
) =>
  toBilingualFields({
    canadianMade: row.canadian_made,
    experienceRequired: row.experience_required,
    indigenousBusinessRequired: row.indigenous_business_required,
    securityClearanceRequired: row.security_clearance_required,
    masterCategory: categoryLabels[0] ?? null,
    productCertifications: row.product_certifications,
    businessCertifications: row.business_certifications,
    deliveryRegions: deliveryLabels,
    contractLengthMonths: row.contract_length_months,
  });
