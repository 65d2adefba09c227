import { z } from 'zod';
import { languageQuerySchema } from '../tender';
import {
  reviewsQuerySchema,
  reviewsResponseSchema,
  reviewStateSchema,
  reviewStatsQuerySchema,
  reviewStatsSchema,
  savedTenderParamsSchema,
  setReviewBodySchema,
  tenderReviewSchema,
} from '../saved';
import { defineRoute } from './route';

/** The caller's reviews of tenders (saved, not applicable): list, weekly stats, one, set, clear. */
export const reviewApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/me/reviews',
    query: reviewsQuerySchema,
    response: reviewsResponseSchema,
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/api/me/reviews/stats',
    query: reviewStatsQuerySchema,
    response: reviewStatsSchema,
  }),
  state: defineRoute({
    method: 'GET',
    path: '/api/me/reviews/:tenderId',
    params: savedTenderParamsSchema,
    response: reviewStateSchema,
  }),
  set: defineRoute({
    method: 'PUT',
    path: '/api/me/reviews/:tenderId',
    params: savedTenderParamsSchema,
    query: languageQuerySchema,
    body: setReviewBodySchema,
    response: tenderReviewSchema,
  }),
  /** Unsaves: deletes the review and the bookmark. */
  clear: defineRoute({
    method: 'DELETE',
    path: '/api/me/reviews/:tenderId',
    params: savedTenderParamsSchema,
    status: 204,
    response: z.null(),
  }),
};
