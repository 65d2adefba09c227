import {
  checkResponse,
  countWords,
  DEFAULT_ORGANIZATION,
  DEFAULT_TENDER_TITLE,
  effectiveTenderStatus,
  emptyResponseSections,
  readinessOf,
  RESPONSE_SECTION_KEYS,
  tenderStatusLabel,
  type Language,
  type ProfileHoldings,
  type ResponseDraft,
  type ResponseStatus,
  type ResponseSectionKey,
  type ResponseSections,
  type ResponseSummary,
  type ResponseTender,
  type TenderStatusCode,
  pickLanguage,
} from '@tenderscout/domain';
import type { ResponseDraftRow, ResponseTenderRow } from './responses.store';

const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The tender as a draft card shows it; the placeholder title and generic organisation when unknown. */
export const toResponseTender = (
  tenderId: string,
  row: ResponseTenderRow | null | undefined,
  language: Language,
): ResponseTender => {
  if (!row) {
    return {
      found: false,
      tender_id: tenderId,
      reference_number: tenderId,
      solicitation_number: null,
      title: DEFAULT_TENDER_TITLE,
      organization: DEFAULT_ORGANIZATION,
      closing_date: null,
      value_amount: null,
      status: null,
    };
  }
  const closingDate = isoOf(row.closing_at);
  const status = effectiveTenderStatus(row.status as TenderStatusCode, closingDate);
  return {
    found: true,
    tender_id: row.id,
    reference_number: row.id,
    solicitation_number: row.solicitation_number,
    title: pickLanguage(language, row.title_en, row.title_fr)?.trim() || DEFAULT_TENDER_TITLE,
    organization:
      pickLanguage(language, row.organization_en, row.organization_fr)?.trim() || DEFAULT_ORGANIZATION,
    closing_date: closingDate,
    value_amount: row.value_amount === null ? null : Number(row.value_amount),
    status: tenderStatusLabel(status, language),
  };
};

/** The API's word for a stored status: a response marked final reads `final`. */
export const statusOf = (stored: 'draft' | 'submitted' | undefined): ResponseStatus =>
  stored === 'submitted' ? 'final' : 'draft';

export const sectionsOf = (row: ResponseDraftRow | undefined): ResponseSections => {
  if (!row) return emptyResponseSections();
  return Object.fromEntries(RESPONSE_SECTION_KEYS.map((key) => [key, row[key]])) as ResponseSections;
};

/** The caller's role in the organization that owns the draft: what they may do with it. */
export type DraftRole = 'owner' | 'member' | 'viewer';

/**
 * `holdings`: what the organization's company profile holds, to check the draft's claims against; `role`: the
 * caller's, which says whether they may save it and mark it final.
 */
export const toResponseDraft = (
  tenderId: string,
  row: ResponseDraftRow | undefined,
  tender: ResponseTender,
  holdings: ProfileHoldings | null,
  role: DraftRole,
): ResponseDraft => {
  const sections = sectionsOf(row);
  const compliance = checkResponse(sections, { holdings });
  return {
    tender_id: tenderId,
    version: row?.version ?? 0,
    status: statusOf(row?.status),
    sections,
    section_updated_at: Object.fromEntries(
      RESPONSE_SECTION_KEYS.map((key) => [key, isoOf(row?.[`${key}_updated_at`] ?? null)]),
    ) as Record<ResponseSectionKey, string | null>,
    created_at: isoOf(row?.created_at ?? null),
    saved_at: isoOf(row?.saved_at ?? null),
    submitted_at: isoOf(row?.submitted_at ?? null),
    compliance,
    readiness: readinessOf(compliance.score),
    tender,
    amendment_impact: null,
    saved_by: row?.saved_by ? { id: row.saved_by, name: row.saved_by_name ?? '' } : null,
    can_edit: role !== 'viewer',
    can_mark_final: role === 'owner',
  };
};

export const toResponseSummary = (
  row: ResponseDraftRow,
  tender: ResponseTender,
  holdings: ProfileHoldings | null,
  role: DraftRole,
): ResponseSummary => {
  const {
    sections,
    section_updated_at: _times,
    amendment_impact: _impact,
    ...rest
  } = toResponseDraft(row.tender_id, row, tender, holdings, role);
  return {
    ...rest,
    word_count: RESPONSE_SECTION_KEYS.reduce((sum, key) => sum + countWords(sections[key]), 0),
  };
};
