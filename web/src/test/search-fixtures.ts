import {
  searchApi,
  searchHitSchema,
  type FilterProfilesResponse,
  type FilterOption,
  type ReviewsResponse,
  type SearchAggregations,
  type SearchHit,
  type SearchResponse,
} from '@tenderscout/domain';
import { emptyFieldsOf } from './empty-fields';
import { route, type FakeHandler } from './fake-api';

/**
 * A search hit as POST /api/search returns it (packages/domain search.ts), with overridable fields. The fields
 * that take an empty value (null, [], false) come from the contract's hit schema, so a hit field the contract
 * gains needs no change here; the fake API checks the whole hit against the contract.
 */
export const makeHit = (overrides: Partial<SearchHit> = {}): SearchHit => {
  const id = overrides.tender_id ?? overrides.id ?? 'cb-100-00000001';
  const hit: Partial<SearchHit> = {
    ...emptyFieldsOf(searchHitSchema),
    id,
    tender_id: id,
    reference_number: id,
    title: 'Snow removal services',
    description: 'Snow clearing of parking lots at the Ottawa campus.',
    organization: 'Public Services and Procurement Canada',
    date: '2025-01-02',
    publish_date: '2025-01-02',
    closing_date: '2099-06-30T18:00:00.000Z',
    status: 'Open',
    status_code: 'open',
    categories: ['Services'],
    category_codes: ['SRV'],
    category_values: [{ value: 'SRV', label: 'Services' }],
    regions: ['Ontario'],
    score: 0.9,
    relevance_score: 0.9,
    matched_by: ['keyword'],
    highlights: { title: [], description: [] },
    language: 'eng',
    'canadianMade-fabriqué Canadien': 'no',
  };
  return { ...hit, ...overrides } as SearchHit;
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
