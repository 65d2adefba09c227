import {
  commoditiesQuerySchema,
  commoditiesResponseSchema,
  searchRequestSchema,
  searchResponseSchema,
  semanticSearchRequestSchema,
} from '../search';
import { defineRoute } from './route';

/** Tender search (open data: anonymous callers may search) and the commodity codes the notices carry. */
export const searchApi = {
  search: defineRoute({
    method: 'POST',
    path: '/api/search',
    body: searchRequestSchema,
    response: searchResponseSchema,
  }),
  /** The same body as `search`, always semantic; the same answer. */
  semantic: defineRoute({
    method: 'POST',
    path: '/api/search/semantic',
    body: semanticSearchRequestSchema,
    response: searchResponseSchema,
  }),
  /** The company profile's commodity picker. */
  commodities: defineRoute({
    method: 'GET',
    path: '/api/tenders/commodities',
    query: commoditiesQuerySchema,
    response: commoditiesResponseSchema,
  }),
};
