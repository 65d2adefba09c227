import { tenderAmendmentsSchema } from '../tender-amendments';
import {
  filterOptionsSchema,
  languageQuerySchema,
  tenderByIdQuerySchema,
  tenderDetailQuerySchema,
  tenderDetailSchema,
  tenderIdParamsSchema,
} from '../tender';
import { defineRoute } from './route';

/** A tender's page (open data: anonymous callers may read it) and the search filters' options. */
export const tenderApi = {
  /** An id containing '/' or '%' travels in the query string, not as a path segment. */
  byId: defineRoute({
    method: 'GET',
    path: '/api/tenders/tender-by-id',
    query: tenderByIdQuerySchema,
    response: tenderDetailSchema,
  }),
  filterOptions: defineRoute({
    method: 'GET',
    path: '/api/tenders/filters/options',
    query: languageQuerySchema,
    response: filterOptionsSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/tenders/:id',
    params: tenderIdParamsSchema,
    query: tenderDetailQuerySchema,
    response: tenderDetailSchema,
  }),
  /** What each amendment changed for a bid, explained in the reader's language. */
  amendments: defineRoute({
    method: 'GET',
    path: '/api/tenders/:id/amendments',
    params: tenderIdParamsSchema,
    query: languageQuerySchema,
    response: tenderAmendmentsSchema,
  }),
};
