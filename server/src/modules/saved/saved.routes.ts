import {
  bookmarkSchema,
  bookmarksQuerySchema,
  bookmarksResponseSchema,
  calendarFeedSchema,
  clearBookmarksResponseSchema,
  languageQuerySchema,
  reviewApi,
  savedIcsQuerySchema,
  savedTenderParamsSchema,
  tenderIdBodySchema,
} from '@tenderscout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertFeature } from '../../lib/access-policy';
import {
  type AuthGuard,
  contractRoute,
  errorResponses,
  principalOf,
  SIGNED_IN_ERRORS,
  type RouteApp,
} from '../../shared/http/route-kit';
import { loadJwtSecret } from '../auth';
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

const errors = SIGNED_IN_ERRORS;

interface SavedRouteDeps {
  /** Saving and reviewing is the `saved_tenders` feature: off means 403, like every feature-gated endpoint. */
  savedFlag: AuthGuard;
  /** The calls a token or an API key makes as its owner, with the feature. */
  userOrKey: { onRequest: AuthGuard[] };
  feedContext: () => CalendarFeedContext;
}

/** The signed-in caller with the `saved_tenders` feature, whose saved tenders the calendar shows. */
const savedTendersOwner = (request: FastifyRequest): string => {
  const principal = principalOf(request);
  assertFeature(principal, 'saved_tenders');
  return principal.userId;
};

/** The caller's saved tenders (bookmarks): list, save, clear all, remove one. */
const registerBookmarkRoutes = (app: RouteApp, { userOrKey }: SavedRouteDeps): void => {
  app.get(
    '/api/me/bookmarks',
    {
      ...userOrKey,
      schema: { querystring: bookmarksQuerySchema, response: { 200: bookmarksResponseSchema, ...errors } },
    },
    async (request) => listBookmarks(app.store.db, principalOf(request).userId, request.query),
  );

  app.post(
    '/api/me/bookmarks',
    {
      ...userOrKey,
      schema: {
        body: tenderIdBodySchema,
        querystring: languageQuerySchema,
        response: { 201: bookmarkSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => {
      const bookmark = await addBookmark(app.store.db, {
        userId: principalOf(request).userId,
        tenderId: request.body.tender_id,
        language: request.query.language,
      });
      return reply.status(201).send(bookmark);
    },
  );

  app.delete(
    '/api/me/bookmarks',
    { ...userOrKey, schema: { response: { 200: clearBookmarksResponseSchema, ...errors } } },
    async (request) => clearBookmarks(app.store.db, principalOf(request).userId),
  );

  app.delete(
    '/api/me/bookmarks/:tenderId',
    { ...userOrKey, schema: { params: savedTenderParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeBookmark(app.store.db, {
        userId: principalOf(request).userId,
        tenderId: request.params.tenderId,
      });
      return reply.status(204).send(null);
    },
  );
};

/** The caller's reviews of tenders (interested, not applicable …): list, weekly stats, one, set, clear. */
const registerReviewRoutes = (app: RouteApp, { userOrKey }: SavedRouteDeps): void => {
  app.route({
    ...contractRoute(reviewApi.list, errors),
    ...userOrKey,
    handler: async (request) => ({
      reviews: await listReviews(app.store.db, principalOf(request).userId, {
        status: request.query.status,
        language: request.query.language,
      }),
    }),
  });

  app.route({
    ...contractRoute(reviewApi.stats, errors),
    ...userOrKey,
    handler: async (request) => getReviewStats(app.store.db, principalOf(request).userId, request.query.tz),
  });

  app.route({
    ...contractRoute(reviewApi.state, errors),
    ...userOrKey,
    handler: async (request) =>
      getReviewState(app.store.db, principalOf(request).userId, request.params.tenderId),
  });

  app.route({
    ...contractRoute(reviewApi.set, errors),
    ...userOrKey,
    handler: async (request) =>
      setReviewStatus(app.store.db, {
        userId: principalOf(request).userId,
        tenderId: request.params.tenderId,
        status: request.body.status,
        language: request.query.language,
      }),
  });

  app.route({
    ...contractRoute(reviewApi.clear, errors),
    ...userOrKey,
    handler: async (request, reply) => {
      await clearReview(app.store.db, {
        userId: principalOf(request).userId,
        tenderId: request.params.tenderId,
      });
      return reply.status(204).send(null);
    },
  });
};

/**
 * The calendar of saved tenders' closing dates: its secret feed URL (an account call, token only, like API keys),
 * and the .ics itself, for the signed-in caller or whoever holds the feed URL.
 */
const registerCalendarRoutes = (app: RouteApp, { savedFlag, feedContext }: SavedRouteDeps): void => {
  app.get(
    '/api/me/calendar-feed',
    { onRequest: [app.requireUser, savedFlag], schema: { response: { 200: calendarFeedSchema, ...errors } } },
    async (request) =>
      getCalendarFeed(feedContext(), {
        userId: principalOf(request).userId,
        origin: originOf(request, app.config.PUBLIC_URL),
        regenerate: false,
      }),
  );

  app.post(
    '/api/me/calendar-feed',
    { onRequest: [app.requireUser, savedFlag], schema: { response: { 201: calendarFeedSchema, ...errors } } },
    async (request, reply) => {
      const feed = await getCalendarFeed(feedContext(), {
        userId: principalOf(request).userId,
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
      const owner =
        feed === undefined ? savedTendersOwner(request) : await resolveCalendarFeedUser(feedContext(), feed);
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

/**
 * The caller's saved tenders, reviews and calendar feed, kept per user on the server.
 * A token or an API key acts as its owner; the feed URL's secret stands in for both on the .ics call only.
 */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  const savedFlag = app.requireFlag('saved_tenders');
  const secret = await loadJwtSecret(app.config.JWT_SECRET, app.config.dataDir);
  const deps: SavedRouteDeps = {
    savedFlag,
    userOrKey: { onRequest: [app.requireUserOrApiKey, savedFlag] },
    feedContext: () => ({ db: app.store.db, secret }),
  };
  registerBookmarkRoutes(app, deps);
  registerReviewRoutes(app, deps);
  registerCalendarRoutes(app, deps);
};
