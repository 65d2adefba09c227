import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { withExamples } from './openapi-examples';

/** Where the OpenAPI document and its reader are served. */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** The web app's catch-all (index.html for client-side routes): not part of the API. */
const WEB_APP_ROUTE = '/*';

type Security = Array<Record<string, string[]>>;

/**
 * Every route can answer an error through the one error handler (validation, credentials, flags, limits,
 * server faults), always with this body; routes that name an error status declare it themselves.
 */
const ERROR_RESPONSE = {
  description: 'An error: the status says which, `detail` says why, in the language of Accept-Language',
  type: 'object',
  properties: { detail: { type: 'string' } },
  required: ['detail'],
};

/** `/api/me/bookmarks/:tenderId` → `bookmarks`: routes grouped by the resource they act on. */
const tagOf = (url: string): string =>
  url.split('/').filter((segment) => segment !== '' && segment !== 'api' && segment !== 'me')[0] ?? 'api';

/**
 * The credentials a route accepts, read from the guards it runs. Routes without a guard take an optional
 * credential: tender data answers anonymous callers, and a presented credential must still be valid.
 */
const securityOf = (app: FastifyInstance, onRequest: unknown): Security => {
  const guards = new Set<unknown>(Array.isArray(onRequest) ? onRequest : onRequest ? [onRequest] : []);
  if (guards.has(app.requireUserOrApiKey)) return [{ bearerAuth: [] }, { apiKey: [] }];
  if (guards.has(app.requireUser) || guards.has(app.requireAdmin)) return [{ bearerAuth: [] }];
  return [{}, { bearerAuth: [] }, { apiKey: [] }];
};

/**
 * OpenAPI 3.1 generated from the routes' own zod schemas (the same ones that validate requests and check
 * responses), and a reader at /api/docs served from the package, so nothing loads from a CDN.
 * Registered before the routes: the document is collected as they are added.
 */
const registerOpenApi = async (app: FastifyInstance): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TenderScout API',
        version: '1',
        description:
          'Canadian government tenders (CanadaBuys open data): search, tender details, saved tenders, AI help and ' +
          'response drafts. Errors answer `{ "detail": "…" }` in the language of `Accept-Language` (English or ' +
          'French). Tender data answers anonymous callers (rate-limited); everything user-specific needs a ' +
          'bearer token from `POST /api/auth/login` or an API key from Settings.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const { route, url } = document;
      if (url.startsWith(API_DOCS_PATH) || url === OPENAPI_JSON_PATH || url === WEB_APP_ROUTE) {
        return { ...transformed, schema: { ...transformed.schema, hide: true } };
      }
      const onRequest = (route as { onRequest?: onRequestHookHandler | onRequestHookHandler[] }).onRequest;
      const response = (transformed.schema.response ?? {}) as Record<string, unknown>;
      return {
        ...transformed,
        schema: {
          ...transformed.schema,
          tags: [tagOf(url)],
          security: securityOf(app, onRequest),
          response: { ...response, default: response.default ?? ERROR_RESPONSE },
        },
      };
    },
    // Every request body and parameter with a value that works (a real tender, real words), not "string".
    transformObject: (input) => withExamples(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // Hashes of the reference's own inline scripts and styles; never framed, like the rest of the app.
    staticCSP: true,
    // Swagger UI sets inline styles as it renders (as the app's own pages may); scripts stay hash-only.
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
        .replace(' upgrade-insecure-requests;', ''),
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
};

/** It reads the authentication guards to say which credentials each route takes. */
export const openApi = fastifyPlugin(registerOpenApi, { name: 'openapi', dependencies: ['authentication'] });
