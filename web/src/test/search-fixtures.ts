import {
  searchApi,
  type FilterProfilesResponse,
  type FilterOption,
  type ReviewsResponse,
  type SearchAggregations,
  type SearchHit,
  type SearchResponse,
} from '@tenderscout/domain';
import { route, type FakeHandler } from './fake-api';

/** A search hit as POST /api/search returns it (packages/domain search.ts), with overridable fields. */
export const makeHit = (overrides: Partial<SearchHit> = {}): SearchHit => {
  const id = overrides.tender_id ?? overrides.id ?? 'cb-100-00000001';
  return {
    id,
    tender_id: id,
    reference_number: id,
    solicitation_number: null,
    title: 'Snow removal services',
    description: 'Snow clearing of parking lots at the Ottawa campus.',
    organization: 'Public Services and Procurement Canada',
    amount: null,
    date: '2025-01-02',
    publish_date: '2025-01-02',
    closing_date: '2099-06-30T18:00:00.000Z',
    status: 'Open',
    status_code: 'open',
    categories: ['Services'],
    category_codes: ['SRV'],
    category_values: [{ value: 'SRV', label: 'Services' }],
    regions: ['Ontario'],
    notice_type: null,
    score: 0.9,
    relevance_score: 0.9,
    matched_by: ['keyword'],
    matched_commodities: [],
    highlights: { title: [], description: [] },
    pdfProcessingStatus: null,
    language: 'eng',
    'canadianMade-fabriqué Canadien': 'no',
    'experienceRequired-expérienceRequise': false,
    'indigenousBusinessRequired-entrepriseAutochtooneRequise': false,
    'masterCategory-catégoriePrincipale': null,
    'productCertifications-certificationsProducts': [],
    'businessCertifications-certificationsAffaires': [],
    'deliveryRegions-régionsLivraison': [],
    'contractLengthYears-duréeContratAnnées': null,
    securityClearanceRequired: false,
    security_clearance_required: false,
    ...overrides,
  };
};

const option = (value: string, count: number): FilterOption => ({ value, label: value, count });

export const makeAggregations = (overrides: Partial<SearchAggregations> = {}): SearchAggregations => ({
  statuses: [option('open', 8), option('closed', 3)],
  categories: [option('Services', 7), option('Goods', 4)],
  regions: [option('Ontario', 6), option('Quebec', 3)],
  organizations: [option('Public Services and Procurement Canada', 5)],
  notice_types: [],
  pdf_processing_statuses: [],
  flags: {
    canadianMade: { true: 2, false: 9 },
    experienceRequired: { true: 1, false: 10 },
    indigenousBusinessRequired: { true: 1, false: 10 },
    securityClearanceRequired: { true: 4, false: 7 },
  },
  ...overrides,
});

export const makeSearchResponse = (overrides: Partial<SearchResponse> = {}): SearchResponse => ({
  total_hits: overrides.hits?.length ?? 1,
  hits: [makeHit()],
  page: 1,
  size: 12,
  max_score: 0.9,
  search_type: 'hybrid',
  semantic_available: true,
  aggregations: makeAggregations(),
  related: [],
  hidden_count: 0,
  suggestion: null,
  ...overrides,
});

/**
 * What the dashboard asks besides the signed-in layout, for a user with no reviews or saved filters: one result
 * for any search. For tests that end up on the dashboard (after onboarding, say) but are not about it.
 */
export const dashboardHandlers: Record<string, FakeHandler> = {
  ...route(searchApi.search, () => ({ body: makeSearchResponse() })),
  'GET /api/me/reviews': () => ({ body: { reviews: [] } satisfies ReviewsResponse }),
  'GET /api/me/filter-profiles': () => ({
    body: { profiles: [], max_profiles: 3 } satisfies FilterProfilesResponse,
  }),
};
