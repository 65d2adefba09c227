import type {
  ReviewState,
  SimilarAwardsResponse,
  TenderAiSummary,
  TenderAmendments,
  TenderAwards,
  TenderDocumentsResponse,
} from '@tenderscout/domain';
import type { FakeHandler } from './fake-api';

/**
 * What the tender page's cards ask about one tender, answered as for a notice with nothing more to show: no
 * amendments, awards, comparable awards or documents, not reviewed, the built-in summary, and no score for a
 * user without a company profile. For tests about something else on the page (or on the way to it).
 */
export const tenderCardHandlers = (tenderId: string): Record<string, FakeHandler> => {
  const tender = `/api/tenders/${encodeURIComponent(tenderId)}`;
  return {
    [`GET ${tender}/amendments`]: () => ({
      body: { tender_id: tenderId, current_amendment_number: 0, amendments: [] } satisfies TenderAmendments,
    }),
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
    [`GET /api/me/reviews/${encodeURIComponent(tenderId)}`]: () => ({
      body: {
        tender_id: tenderId,
        status: 'unreviewed',
        reviewedAt: null,
        is_bookmarked: false,
      } satisfies ReviewState,
    }),
    'GET /api/documents': () => ({
      body: {
        tender_id: tenderId,
        pdfProcessingStatus: null,
        documents: [],
      } satisfies TenderDocumentsResponse,
    }),
  };
};
