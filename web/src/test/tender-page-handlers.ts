import {
  checkCompliance,
  emptyResponseSections,
  RESPONSE_SECTION_KEYS,
  tenderApi,
  type Org,
  type ResponseDraft,
  type ReviewState,
  type SimilarAwardsResponse,
  type TenderAiSummary,
  type TenderAwards,
  type TenderDetail,
  type TenderDocumentsResponse,
} from '@tenderscout/domain';
import { route, type FakeHandler } from './fake-api';

/** GET /api/tenders/{id} answering `tender` (checked against the contract) for `id` (its own by default), else 404. */
export const tenderDetailHandlers = (
  tender: TenderDetail,
  id = tender.tender_id,
): Record<string, FakeHandler> =>
  route(tenderApi.detail, ({ params }) => (params.id === id ? { body: tender } : undefined));

/** The caller's response to a tender as GET /api/me/responses/{id} answers before anything is written. */
export const emptyResponseDraft = (
  tenderId: string,
  overrides: Partial<ResponseDraft> = {},
): ResponseDraft => ({
  tender_id: tenderId,
  version: 0,
  status: 'draft',
  sections: emptyResponseSections(),
  section_updated_at: Object.fromEntries(
    RESPONSE_SECTION_KEYS.map((key) => [key, null]),
  ) as ResponseDraft['section_updated_at'],
  created_at: null,
  saved_at: null,
  submitted_at: null,
  compliance: checkCompliance({}),
  readiness: 'just_started',
  amendment_impact: null,
  saved_by: null,
  can_edit: true,
  can_mark_final: true,
  tender: {
    found: true,
    tender_id: tenderId,
    reference_number: tenderId,
    solicitation_number: null,
    title: 'A tender',
    organization: 'A buyer',
    closing_date: null,
    value_amount: null,
    status: 'Open',
  },
  ...overrides,
});

/**
 * What the tender page's cards ask about one tender, answered as for a notice with nothing more to show: no
 * response drafted, no amendments, awards, comparable awards or documents, not reviewed, the built-in summary, and no score for a
 * user without a company profile. For tests about something else on the page (or on the way to it).
 */
export const tenderCardHandlers = (tenderId: string): Record<string, FakeHandler> => {
  const tender = `/api/tenders/${encodeURIComponent(tenderId)}`;
  return {
    ...route(tenderApi.amendments, ({ params }) =>
      params.id === tenderId
        ? { body: { tender_id: tenderId, current_amendment_number: 0, amendments: [] } }
        : undefined,
    ),
    [`GET ${tender}/awards`]: () => ({ body: { tender_id: tenderId, awards: [] } satisfies TenderAwards }),
    [`GET ${tender}/similar-awards`]: () => ({
      body: {
        tender_id: tenderId,
        awards: [],
        incumbent: null,
        estimate: null,
        estimate_unavailable: 'too_few_comparables',
      } satisfies SimilarAwardsResponse,
    }),
    [`GET ${tender}/summary`]: () => ({
      body: {
        tender_id: tenderId,
        language: 'eng',
        summary: 'A notice with no further details.',
        points: [],
        disqualifiers: [],
        source: 'built-in',
        model: null,
        fallback_reason: null,
      } satisfies TenderAiSummary,
    }),
    [`GET ${tender}/fit`]: () => ({
      status: 409,
      body: {
        detail:
          'No company profile: complete your company profile (onboarding or Settings), or send user_profile',
      },
    }),
    // The signed-in user's organization of one, which does not track the tender.
    'GET /api/org': () => ({
      body: { id: 'org-1', name: 'Test Co.', role: 'owner', members: [], invitations: [] } satisfies Org,
    }),
    [`GET /api/org/pipeline/${encodeURIComponent(tenderId)}`]: () => ({
      status: 404,
      body: { key: 'org.notTracked', detail: "This tender is not in your organization's pipeline" },
    }),
    [`GET /api/me/reviews/${encodeURIComponent(tenderId)}`]: () => ({
      body: {
        tender_id: tenderId,
        status: 'unreviewed',
        reviewedAt: null,
        is_bookmarked: false,
      } satisfies ReviewState,
    }),
    [`GET /api/me/responses/${encodeURIComponent(tenderId)}`]: () => ({ body: emptyResponseDraft(tenderId) }),
    'GET /api/documents': () => ({
      body: {
        tender_id: tenderId,
        pdfProcessingStatus: null,
        documents: [],
      } satisfies TenderDocumentsResponse,
    }),
  };
};
