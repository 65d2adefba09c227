import {
  companyAlertsBodySchema,
  companyAlertsSchema,
  createSavedSearchBodySchema,
  deliveriesResponseSchema,
  languageQuerySchema,
  languageSchema,
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
  notificationParamsSchema,
  notRelevantResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  savedSearchesResponseSchema,
  savedSearchFeedParamsSchema,
  savedSearchFeedQuerySchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  savedTenderAlertsBodySchema,
  savedTenderAlertsSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
  updateSavedSearchBodySchema,
} from '@tenderscout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AuthGuard,
  errorResponses,
  principalOf,
  SIGNED_IN_ERRORS,
  type RouteApp,
} from '../../shared/http/route-kit';
import { loadJwtSecret } from '../auth';
import { getCompanyAlerts, setCompanyAlerts } from './company-alerts.service';
import { listDeliveries } from './deliveries';
import { markNotRelevant } from './not-relevant';
import { registerNotRelevantLinkRoutes } from './not-relevant-link.routes';
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

const errors = SIGNED_IN_ERRORS;
const tags = ['alerts'];

interface AlertRouteDeps {
  /** The calls a token or an API key makes as its owner. */
  owner: { onRequest: AuthGuard[] };
  secret: Uint8Array;
  originOf: (request: FastifyRequest) => string;
  context: (request: FastifyRequest) => SavedSearchContext;
}

/** The caller's saved searches: list, save, read, change and delete. */
/** "Not relevant" on an alert, and a saved search's delivery log (its alert mails, with their Message-ID). */
const registerDeliveryRoutes = (app: RouteApp, { owner }: AlertRouteDeps): void => {
  app.post(
    '/api/me/notifications/:id/not-relevant',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Hide an alert as not relevant; offers words to exclude from the saved search that found it',
        params: notificationParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: notRelevantResponseSchema, ...errors },
      },
    },
    async (request) =>
      markNotRelevant(app.store.db, principalOf(request).userId, request.params.id, request.query.language),
  );

  app.get(
    '/api/me/saved-searches/:id/deliveries',
    {
      ...owner,
      schema: {
        tags,
        summary:
          "A saved search's delivery log: its alert mails, queued, sent or failed, with the Message-ID",
        params: savedSearchParamsSchema,
        response: { 200: deliveriesResponseSchema, ...errors },
      },
    },
    async (request) => listDeliveries(app.store.db, principalOf(request).userId, request.params.id),
  );
};

const registerSavedSearchRoutes = (app: RouteApp, { owner, context }: AlertRouteDeps): void => {
  app.get(
    '/api/me/saved-searches',
    {
      ...owner,
      schema: {
        tags,
        summary: "The caller's saved searches with their alert settings and feed URLs",
        response: { 200: savedSearchesResponseSchema, ...errors },
      },
    },
    async (request) => listSavedSearches(context(request), principalOf(request).userId),
  );

  app.post(
    '/api/me/saved-searches',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Save a search (query, search type, filters) with an alert frequency',
        body: createSavedSearchBodySchema,
        response: { 201: savedSearchSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createSavedSearch(context(request), principalOf(request).userId, request.body)),
  );

  app.get(
    '/api/me/saved-searches/:id',
    {
      ...owner,
      schema: {
        tags,
        summary: 'One saved search of the caller',
        params: savedSearchParamsSchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) => getSavedSearch(context(request), principalOf(request).userId, request.params.id),
  );

  app.patch(
    '/api/me/saved-searches/:id',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Rename, change, pause or resume a saved search',
        params: savedSearchParamsSchema,
        body: updateSavedSearchBodySchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) =>
      updateSavedSearch(context(request), principalOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/api/me/saved-searches/:id',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Delete a saved search and its notifications',
        params: savedSearchParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch(context(request), principalOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** Whether the saved tenders' changes and the company profile's new matches also go by e-mail. */
const registerAlertSettingsRoutes = (app: RouteApp, { owner }: AlertRouteDeps): void => {
  app.get(
    '/api/me/saved-tender-alerts',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Whether amendments and closing reminders of saved tenders also go by e-mail',
        response: { 200: savedTenderAlertsSchema, ...errors },
      },
    },
    async (request) => getSavedTenderAlerts(app.store.db, principalOf(request).userId),
  );

  app.put(
    '/api/me/saved-tender-alerts',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Turn the e-mails about saved tenders on or off (they stay in the app)',
        body: savedTenderAlertsBodySchema,
        response: { 200: savedTenderAlertsSchema, ...errors },
      },
    },
    async (request) => setSavedTenderAlerts(app.store.db, principalOf(request).userId, request.body),
  );

  app.get(
    '/api/me/company-alerts',
    {
      ...owner,
      schema: {
        tags,
        summary: '"New tenders for my company": how often the company profile\'s new matches are sent',
        response: { 200: companyAlertsSchema, ...errors },
      },
    },
    async (request) => getCompanyAlerts(app.store.db, principalOf(request).userId),
  );

  app.put(
    '/api/me/company-alerts',
    {
      ...owner,
      schema: {
        tags,
        summary: '"New tenders for my company": off, as soon as found, daily or weekly digest',
        body: companyAlertsBodySchema,
        response: { 200: companyAlertsSchema, ...errors },
      },
    },
    async (request) => setCompanyAlerts(app.store.db, principalOf(request).userId, request.body),
  );
};

/** The caller's notifications: the list with its unread count, and marking them read. */
const registerNotificationRoutes = (app: RouteApp, { owner }: AlertRouteDeps): void => {
  app.get(
    '/api/me/notifications',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Notifications, newest first, with the unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request) =>
      listNotifications(app.store.db, principalOf(request).userId, {
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
        tags,
        summary: 'Mark notifications read: the given ids, or all',
        body: markNotificationsReadBodySchema,
        response: { 200: markNotificationsReadResponseSchema, ...errors },
      },
    },
    async (request) =>
      markNotificationsRead(
        app.store.db,
        principalOf(request).userId,
        request.body.all === true ? 'all' : (request.body.ids ?? []),
      ),
  );
};

/**
 * A saved search's Atom feed: replacing its URL (an account call: the URL is a credential, so a token only), and
 * the feed itself, where the signed URL's token is the credential (feed readers send no headers).
 */
const registerFeedRoutes = (app: RouteApp, { secret, originOf, context }: AlertRouteDeps): void => {
  app.post(
    '/api/me/saved-searches/:id/feed',
    {
      onRequest: [app.requireUser],
      schema: {
        tags,
        summary: "Replace a saved search's Atom feed URL (the old one stops working)",
        params: savedSearchParamsSchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) => regenerateFeed(context(request), principalOf(request).userId, request.params.id),
  );

  app.get(
    '/api/feeds/saved-searches/:file',
    {
      ...linkLimit(),
      schema: {
        tags,
        summary: "A saved search's matches as an Atom feed (signed URL)",
        params: savedSearchFeedParamsSchema,
        // Without a language, the feed speaks its owner's.
        querystring: savedSearchFeedQuerySchema.extend({ language: languageSchema.optional() }),
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
        // Feed readers send any Accept-Language: only a language the URL names overrides the owner's.
        language: new URLSearchParams(request.url.split('?')[1] ?? '').has('language')
          ? request.query.language
          : undefined,
      });
      return reply
        .header('content-type', 'application/atom+xml; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(atom);
    },
  );
};

/** The signed unsubscribe link of the alert mails: the token is the credential (mail clients send no headers). */
const registerUnsubscribeRoutes = (app: RouteApp, { secret }: AlertRouteDeps): void => {
  app.get(
    '/api/alerts/unsubscribe',
    {
      ...linkLimit(),
      schema: {
        tags,
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
      ...linkLimit(),
      schema: {
        tags,
        summary:
          "Turn a saved search's alerts, the saved-tender e-mails or the company profile's alerts off (one-click, RFC 8058; no sign-in)",
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResponseSchema, ...errors },
      },
    },
    async (request) => unsubscribe({ db: app.store.db, secret }, request.query.token),
  );
};

/** Signed links are limited per address: whoever holds one may call it without signing in. */
const linkLimit = () => ({ config: { rateLimit: { max: 60, timeWindow: '1 minute' } } });

/**
 * Alerts: saved searches (CRUD, feed URL), notifications (list, mark read), the signed Atom feed and the signed
 * unsubscribe link. The job that matches and sends lives in alert-job.plugin.ts.
 */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = await loadJwtSecret(app.config.JWT_SECRET, app.config.dataDir);
  const originOf = (request: FastifyRequest): string =>
    app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
  const deps: AlertRouteDeps = {
    owner: { onRequest: [app.requireUserOrApiKey] },
    secret,
    originOf,
    context: (request) => ({ db: app.store.db, secret, origin: originOf(request) }),
  };

  // Mail clients send the RFC 8058 one-click unsubscribe as a form post; its body carries nothing we need.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  registerSavedSearchRoutes(app, deps);
  registerDeliveryRoutes(app, deps);
  registerAlertSettingsRoutes(app, deps);
  registerFeedRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  registerUnsubscribeRoutes(app, deps);
  registerNotRelevantLinkRoutes(app, secret);
};
