import {
  companyAlertsBodySchema,
  companyAlertsSchema,
  createSavedSearchBodySchema,
  errorBodySchema,
  languageQuerySchema,
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  savedSearchesResponseSchema,
  savedSearchFeedParamsSchema,
  savedSearchFeedQuerySchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  savedTenderAlertsSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
  updateSavedSearchBodySchema,
} from '@tenderscout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadJwtSecret } from '../../shared/accounts/tokens';
import { getCompanyAlerts, setCompanyAlerts } from './company-alerts.service';
import { buildSavedSearchFeed, listNotifications, markNotificationsRead } from './notifications.service';
import {
  createSavedSearch,
  deleteSavedSearch,
  describeUnsubscribe,
  feedPath,
  getSavedSearch,
  getSavedTenderAlerts,
  listSavedSearches,
  regenerateFeed,
  resolveFeed,
  setSavedTenderAlerts,
  unsubscribe,
  updateSavedSearch,
  type SavedSearchContext,
} from './saved-searches.service';

/**
 * Alerts: saved searches (CRUD, feed URL), notifications (list, mark read), the signed Atom feed and the signed
 * unsubscribe link. The job that matches and sends lives in alert-job.plugin.ts.
 */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
  const secret = await loadJwtSecret(app.config.JWT_SECRET, app.config.dataDir);
  const originOf = (request: FastifyRequest): string =>
    app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
  const context = (request: FastifyRequest): SavedSearchContext => ({
    db: app.store.db,
    secret,
    origin: originOf(request),
  });
  const userId = (request: FastifyRequest): string => request.principal!.userId;
  const owner = { onRequest: [app.requireUserOrApiKey] };

  // Mail clients send the RFC 8058 one-click unsubscribe as a form post; its body carries nothing we need.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/me/saved-searches',
    {
      ...owner,
      schema: {
        tags: ['alerts'],
        summary: "The caller's saved searches with their alert settings and feed URLs",
        response: { 200: savedSearchesResponseSchema, ...errors },
      },
    },
    async (request) => listSavedSearches(context(request), userId(request)),
  );

  app.post(
    '/api/me/saved-searches',
    {
      ...owner,
      schema: {
        tags: ['alerts'],
        summary: 'Save a search (query, search type, filters) with an alert frequency',
        body: createSavedSearchBodySchema,
        response: { 201: savedSearchSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSavedSearch(context(request), userId(request), request.body)),
  );

  app.get(
    '/api/me/saved-tender-alerts',
    {
      ...owner,
      schema: {
        tags: ['alerts'],
        summary: 'Whether amendments and closing reminders of saved tenders also go by e-mail',
        response: { 200: savedTenderAlertsSchema, ...errors },
      },
    },
    async (request) => getSavedTenderAlerts(app.store.db, userId(request)),
  );

  app.put(
    '/api/me/saved-tender-alerts',
    {
      ...owner,
      schema: {
        tags: ['alerts'],
        summary: 'Turn the e-mails about saved tenders on or off (they stay in the app)',
        body: savedTenderAlertsSchema,
        response: { 200: savedTenderAlertsSchema, ...errors },
      },
    },
    async (request) => setSavedTenderAlerts(app.store.db, userId(request), request.body),
  );

  app.get(
    '/api/me/company-alerts',
    {
      ...owner,
      schema: {
        tags: ['alerts'],
        summary: '"New tenders for my company": how often the company profile\'s new matches are sent',
        response: { 200: companyAlertsSchema, ...errors },
      },
    },
    async (request) => getCompanyAlerts(app.store.db, userId(request)),
  );

  app.put(
    '/api/me/company-alerts',
    {
      ...owner,
      schema: {
        tags: ['alerts'],
        summary: '"New tenders for my company": off, as soon as found, daily or weekly digest',
        body: companyAlertsBodySchema,
        response: { 200: companyAlertsSchema, ...errors },
      },
    },
    async (request) => setCompanyAlerts(app.store.db, userId(request), request.body),
  );

  app.get(
    '/api/me/saved-searches/:id',
    {
      ...owner,
      schema: {
        tags: ['alerts'],
        summary: 'One saved search of the caller',
        params: savedSearchParamsSchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) => getSavedSearch(context(request), userId(request), request.params.id),
  );

  app.patch(
    '/api/me/saved-searches/:id',
    {
      ...owner,
      schema: {
        tags: ['alerts'],
        summary: 'Rename, change, pause or resume a saved search',
        params: savedSearchParamsSchema,
        body: updateSavedSearchBodySchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) => updateSavedSearch(context(request), userId(request), request.params.id, request.body),
  );

  app.delete(
    '/api/me/saved-searches/:id',
    {
      ...owner,
      schema: {
        tags: ['alerts'],
        summary: 'Delete a saved search and its notifications',
        params: savedSearchParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch(context(request), userId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // A feed URL is a credential: replacing it is an account call (token only).
  app.post(
    '/api/me/saved-searches/:id/feed',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['alerts'],
        summary: "Replace a saved search's Atom feed URL (the old one stops working)",
        params: savedSearchParamsSchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) => regenerateFeed(context(request), userId(request), request.params.id),
  );

  app.get(
    '/api/me/notifications',
    {
      ...owner,
      schema: {
        tags: ['alerts'],
        summary: 'Notifications, newest first, with the unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request) =>
      listNotifications(app.store.db, userId(request), {
        unreadOnly: request.query.unread,
        limit: request.query.limit,
        language: request.query.language,
      }),
  );

  app.post(
    '/api/me/notifications/read',
    {
      ...owner,
      schema: {
        tags: ['alerts'],
        summary: 'Mark notifications read: the given ids, or all',
        body: markNotificationsReadBodySchema,
        response: { 200: markNotificationsReadResponseSchema, ...errors },
      },
    },
    async (request) =>
      markNotificationsRead(
        app.store.db,
        userId(request),
        request.body.all === true ? 'all' : (request.body.ids ?? []),
      ),
  );

  // Signed links: the token is the credential (feed readers and mail clients send no headers).
  const linkLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

  app.get(
    '/api/feeds/saved-searches/:file',
    {
      ...linkLimit,
      schema: {
        tags: ['alerts'],
        summary: "A saved search's matches as an Atom feed (signed URL)",
        params: savedSearchFeedParamsSchema,
        querystring: savedSearchFeedQuerySchema.extend(languageQuerySchema.shape),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const id = request.params.file.replace(/\.atom$/i, '');
      const search = await resolveFeed({ db: app.store.db, secret }, id, request.query.token);
      const origin = originOf(request);
      const atom = await buildSavedSearchFeed(app.store.db, search, {
        origin,
        selfUrl: `${origin}${feedPath(search.id)}?token=${encodeURIComponent(request.query.token)}`,
        language: request.query.language,
      });
      return reply
        .header('content-type', 'application/atom+xml; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(atom);
    },
  );

  app.get(
    '/api/alerts/unsubscribe',
    {
      ...linkLimit,
      schema: {
        tags: ['alerts'],
        summary: 'What an unsubscribe link would turn off (for the confirmation page)',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResponseSchema, ...errors },
      },
    },
    async (request) => describeUnsubscribe({ db: app.store.db, secret }, request.query.token),
  );

  app.post(
    '/api/alerts/unsubscribe',
    {
      ...linkLimit,
      schema: {
        tags: ['alerts'],
        summary:
          "Turn a saved search's alerts, the saved-tender e-mails or the company profile's alerts off (one-click, RFC 8058; no sign-in)",
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResponseSchema, ...errors },
      },
    },
    async (request) => unsubscribe({ db: app.store.db, secret }, request.query.token),
  );
};
