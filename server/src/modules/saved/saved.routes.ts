import {
  bookmarkSchema,
  bookmarksQuerySchema,
  bookmarksResponseSchema,
  calendarFeedSchema,
  clearBookmarksResponseSchema,
  errorBodySchema,
  languageQuerySchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
  reviewStateSchema,
  reviewStatsQuerySchema,
  reviewStatsSchema,
  savedIcsQuerySchema,
  savedTenderParamsSchema,
  setReviewBodySchema,
  tenderIdBodySchema,
  tenderReviewSchema,
} from '@tenderscout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { loadJwtSecret } from '../../shared/accounts/tokens';
import {
  addBookmark,
  buildSavedCalendar,
  clearBookmarks,
  clearReview,
  getCalendarFeed,
  getReviewState,
  getReviewStats,
  listBookmarks,
  listReviews,
  removeBookmark,
  resolveCalendarFeedUser,
  setReviewStatus,
  type CalendarFeedContext,
} from './saved.service';

/**
 * Where the calendar feed is served: PUBLIC_URL when set, else the address the caller used (its Host header),
 * never a forwarded host header another hop could have set.
 */
const originOf = (request: FastifyRequest, publicUrl: string | undefined): string =>
  publicUrl
    ? publicUrl.replace(/\/+$/, '')
    : `${request.protocol}://${request.headers.host ?? request.socket.localAddress ?? 'localhost'}`;

/**
 * The caller's saved tenders, reviews and calendar feed, kept per user on the server.
 * A token or an API key acts as its owner; the feed URL's secret stands in for both on the .ics call only.
 */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
  // Saving and reviewing is the `saved_tenders` feature: off means 403, like every feature-gated endpoint.
  const savedFlag = app.requireFlag('saved_tenders');
  const userOrKey = { onRequest: [app.requireUserOrApiKey, savedFlag] };
  const userId = (request: FastifyRequest): string => request.principal!.userId;
  const secret = await loadJwtSecret(app.config.JWT_SECRET, app.config.dataDir);
  const feedContext = (): CalendarFeedContext => ({ db: app.store.db, secret });

  app.get(
    '/api/me/bookmarks',
    {
      ...userOrKey,
      schema: { querystring: bookmarksQuerySchema, response: { 200: bookmarksResponseSchema, ...errors } },
    },
    async (request) => listBookmarks(app.store.db, userId(request), request.query),
  );

  app.post(
    '/api/me/bookmarks',
    {
      ...userOrKey,
      schema: {
        body: tenderIdBodySchema,
        querystring: languageQuerySchema,
        response: { 201: bookmarkSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const bookmark = await addBookmark(app.store.db, {
        userId: userId(request),
        tenderId: request.body.tender_id,
        language: request.query.language,
      });
      return reply.status(201).send(bookmark);
    },
  );

  app.delete(
    '/api/me/bookmarks',
    { ...userOrKey, schema: { response: { 200: clearBookmarksResponseSchema, ...errors } } },
    async (request) => clearBookmarks(app.store.db, userId(request)),
  );

  app.delete(
    '/api/me/bookmarks/:tenderId',
    { ...userOrKey, schema: { params: savedTenderParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeBookmark(app.store.db, { userId: userId(request), tenderId: request.params.tenderId });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/me/reviews',
    {
      ...userOrKey,
      schema: { querystring: reviewsQuerySchema, response: { 200: reviewsResponseSchema, ...errors } },
    },
    async (request) => ({
      reviews: await listReviews(app.store.db, userId(request), {
        status: request.query.status,
        language: request.query.language,
      }),
    }),
  );

  app.get(
    '/api/me/reviews/stats',
    {
      ...userOrKey,
      schema: { querystring: reviewStatsQuerySchema, response: { 200: reviewStatsSchema, ...errors } },
    },
    async (request) => getReviewStats(app.store.db, userId(request), request.query.tz),
  );

  app.get(
    '/api/me/reviews/:tenderId',
    {
      ...userOrKey,
      schema: { params: savedTenderParamsSchema, response: { 200: reviewStateSchema, ...errors } },
    },
    async (request) => getReviewState(app.store.db, userId(request), request.params.tenderId),
  );

  app.put(
    '/api/me/reviews/:tenderId',
    {
      ...userOrKey,
      schema: {
        params: savedTenderParamsSchema,
        querystring: languageQuerySchema,
        body: setReviewBodySchema,
        response: { 200: tenderReviewSchema, ...errors },
      },
    },
    async (request) =>
      setReviewStatus(app.store.db, {
        userId: userId(request),
        tenderId: request.params.tenderId,
        status: request.body.status,
        language: request.query.language,
      }),
  );

  app.delete(
    '/api/me/reviews/:tenderId',
    { ...userOrKey, schema: { params: savedTenderParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await clearReview(app.store.db, { userId: userId(request), tenderId: request.params.tenderId });
      return reply.status(204).send(null);
    },
  );

  // The secret feed URL is a credential: managing it is an account call (token only, like API keys).
  app.get(
    '/api/me/calendar-feed',
    { onRequest: [app.requireUser, savedFlag], schema: { response: { 200: calendarFeedSchema, ...errors } } },
    async (request) =>
      getCalendarFeed(feedContext(), {
        userId: userId(request),
        origin: originOf(request, app.config.PUBLIC_URL),
        regenerate: false,
      }),
  );

  app.post(
    '/api/me/calendar-feed',
    { onRequest: [app.requireUser, savedFlag], schema: { response: { 201: calendarFeedSchema, ...errors } } },
    async (request, reply) => {
      const feed = await getCalendarFeed(feedContext(), {
        userId: userId(request),
        origin: originOf(request, app.config.PUBLIC_URL),
        regenerate: true,
      });
      return reply.status(201).send(feed);
    },
  );

  app.get(
    '/api/me/saved.ics',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { querystring: savedIcsQuerySchema, response: { 200: z.string(), ...errors } },
    },
    async (request, reply) => {
      const feed = request.query.feed;
      let owner: string;
      if (feed !== undefined) owner = await resolveCalendarFeedUser(feedContext(), feed);
      else if (request.principal) {
        await savedFlag(request, reply);
        owner = request.principal.userId;
      } else throw new AppError('unauthorized', 'auth.notAuthenticated');
      const calendar = await buildSavedCalendar(app.store.db, {
        userId: owner,
        language: request.query.language,
        origin: originOf(request, app.config.PUBLIC_URL),
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="tenderscout-saved-tenders.ics"')
        .header('cache-control', 'private, no-cache')
        .send(calendar);
    },
  );
};
