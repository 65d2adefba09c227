import { languageFromAcceptLanguage, type Language, type MessageLanguage } from '@tenderscout/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

const OVERRIDES: Record<string, MessageLanguage> = { eng: 'en', en: 'en', fra: 'fr', fr: 'fr' };

/**
 * The one language of a request: its Accept-Language, unless the query names one (`?language=fra`, kept for
 * links opened outside the app: feeds, exports). It decides both the data's language and the messages'.
 */
export const requestLanguage = (request: FastifyRequest): MessageLanguage => {
  // The query as sent: a validated query may hold a schema's default language the caller never chose.
  const [, search = ''] = request.url.split('?');
  const asked = new URLSearchParams(search).get('language')?.toLowerCase();
  const override = asked === undefined ? undefined : OVERRIDES[asked];
  return override ?? languageFromAcceptLanguage(request.headers['accept-language']);
};

/** The same language as the tender data spells it (`eng` / `fra`). */
export const requestDataLanguage = (request: FastifyRequest): Language =>
  requestLanguage(request) === 'fr' ? 'fra' : 'eng';

/** Whether a schema has a data `language` field (one that takes 'eng' / 'fra', not a profile's 'en' / 'fr'). */
const hasLanguageField = (schema: unknown): boolean => {
  const shape = (schema as { shape?: unknown } | null | undefined)?.shape;
  if (shape === null || typeof shape !== 'object' || !('language' in shape)) return false;
  const field = (shape as { language?: { safeParse?: (value: unknown) => { success: boolean } } }).language;
  return field?.safeParse?.('fra').success === true;
};

/**
 * One language channel: a route that takes a data `language` (query or body) and was not given one gets the
 * request's language (Accept-Language), before validation, so a schema's English default never wins over it.
 */
const registerRequestLanguage = async (app: FastifyInstance): Promise<void> => {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    const query = request.query as Record<string, unknown> | null;
    if (
      hasLanguageField(schema.querystring) &&
      query &&
      typeof query === 'object' &&
      query.language === undefined
    ) {
      query.language = requestDataLanguage(request);
    }
    const body = request.body as Record<string, unknown> | null | undefined;
    const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
    if (
      hasLanguageField(schema.body) &&
      isObject &&
      (body.language === undefined || body.language === null)
    ) {
      body.language = requestDataLanguage(request);
    }
  });
};

export const requestLanguageDefaults = fastifyPlugin(registerRequestLanguage, { name: 'request-language' });
