import {
  DEFAULT_ORGANIZATION,
  DEFAULT_TENDER_TITLE,
  effectiveTenderStatus,
  procurementCategoryLabel,
  regionLabel,
  tenderStatusLabel,
  type Bookmark,
  type Language,
  type TenderReview,
  type TenderStatusCode,
  type TenderSummary,
  pickLanguage,
} from '@tenderscout/domain';
import { toDateOnly, toIsoInstant } from '../../lib/date-only';
import type { BookmarkRow, ReviewRow, TenderSummaryRow } from './saved.store';

const canadaBuysPage = (id: string): string | null =>
  /^cb-/i.test(id)
    ? `https://canadabuys.canada.ca/en/tender-opportunities/tender-notice/${encodeURIComponent(id.toLowerCase())}`
    : null;

/** A tender row as a card shows it, in one language, with the standard fallbacks for a missing title or buyer. */
export const toTenderSummary = (
  row: TenderSummaryRow,
  language: Language,
  nowMs = Date.now(),
): TenderSummary => {
  const closingDate = toIsoInstant(row.closing_at);
  const statusCode = effectiveTenderStatus(row.status as TenderStatusCode, closingDate, nowMs);
  return {
    id: row.id,
    tender_id: row.id,
    reference_number: row.id,
    solicitation_number: row.solicitation_number,
    title: pickLanguage(language, row.title_en, row.title_fr)?.trim() || DEFAULT_TENDER_TITLE,
    organization:
      pickLanguage(language, row.organization_en, row.organization_fr)?.trim() || DEFAULT_ORGANIZATION,
    status: tenderStatusLabel(statusCode, language),
    status_code: statusCode,
    publish_date: toDateOnly(row.publication_date),
    closing_date: closingDate,
    categories: row.procurement_categories.map((code) => procurementCategoryLabel(code, language)),
    regions: row.regions.map((region) => regionLabel(region, language)),
    estimated_value: row.value_amount,
    notice_url: pickLanguage(language, row.notice_url_en, row.notice_url_fr) ?? canadaBuysPage(row.id),
  };
};

export const toBookmark = (row: BookmarkRow, language: Language): Bookmark => {
  const summary = toTenderSummary(row, language);
  return {
    ...summary,
    tenderId: summary.tender_id,
    publishDate: summary.publish_date,
    closingDate: summary.closing_date,
    bookmarkedAt: new Date(row.bookmarked_at).toISOString(),
    location: {
      province: pickLanguage(language, row.buyer_province_en, row.buyer_province_fr),
      delivery_regions: summary.regions,
    },
  };
};

export const toTenderReview = (row: ReviewRow, language: Language): TenderReview => {
  const summary = toTenderSummary(row, language);
  return {
    id: row.id,
    tender_id: row.id,
    status: row.review_status,
    reviewedAt: new Date(row.reviewed_at).toISOString(),
    tender: {
      id: row.id,
      title: summary.title,
      organization: summary.organization,
      closingDate: summary.closing_date,
      categories: summary.categories,
      estimatedValue: summary.estimated_value,
    },
  };
};
