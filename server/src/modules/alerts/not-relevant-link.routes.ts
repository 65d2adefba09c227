import {
  notRelevantExcludeBodySchema,
  notRelevantExcludeResponseSchema,
  notRelevantLinkQuerySchema,
  notRelevantLinkSchema,
  notRelevantResponseSchema,
} from '@tenderscout/domain';
import { errorResponses, type RouteApp } from '../../shared/http/route-kit';
import { actOnNotRelevantLink, describeNotRelevantLink, excludeFromLink } from './not-relevant-link';

const tags = ['alerts'];
const errors = errorResponses(400, 404, 409, 429);
/** Signed links are limited per address: whoever holds one may call it without signing in. */
const linkLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

/**
 * The "Not relevant" link of an alert mail's item: the signed token is the credential (no sign-in). GET only
 * describes (mail scanners follow links); POST hides; a second POST changes nothing.
 */
export const registerNotRelevantLinkRoutes = (app: RouteApp, secret: Uint8Array): void => {
  const context = () => ({ db: app.store.db, secret });
  app.get(
    '/api/alerts/not-relevant',
    {
      ...linkLimit,
      schema: {
        tags,
        summary: 'What a mail\'s signed "Not relevant" link would hide (for the confirmation page)',
        querystring: notRelevantLinkQuerySchema,
        response: { 200: notRelevantLinkSchema, ...errors },
      },
    },
    async (request) => describeNotRelevantLink(context(), request.query.token, request.query.language),
  );

  app.post(
    '/api/alerts/not-relevant',
    {
      ...linkLimit,
      schema: {
        tags,
        summary:
          "Hide a mail's alert item as not relevant (signed link, no sign-in); offers words to exclude",
        querystring: notRelevantLinkQuerySchema,
        response: { 200: notRelevantResponseSchema, ...errors },
      },
    },
    async (request) => actOnNotRelevantLink(context(), request.query.token, request.query.language),
  );

  app.post(
    '/api/alerts/not-relevant/exclusions',
    {
      ...linkLimit,
      schema: {
        tags,
        summary: 'Leave a word out of the saved search that found the item (signed link, no sign-in)',
        querystring: notRelevantLinkQuerySchema,
        body: notRelevantExcludeBodySchema,
        response: { 200: notRelevantExcludeResponseSchema, ...errors },
      },
    },
    async (request) => excludeFromLink(context(), request.query.token, request.body.word),
  );
};
