import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

interface Operation {
  security?: Array<Record<string, string[]>>;
  requestBody?: unknown;
  parameters?: Array<{ in: string; name: string }>;
  responses: Record<string, { content?: unknown }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string }> };
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Every route the app serves, read from Fastify's own route tree (not from the document under test):
 * `printRoutes` draws one segment per line, indented four columns per level, with the methods after it.
 */
const routesOf = (tree: string): Array<{ method: string; url: string }> => {
  const routes: Array<{ method: string; url: string }> = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(', ')) {
      if ((METHODS as readonly string[]).includes(method)) routes.push({ method, url });
    }
  }
  return routes;
};

/** Fastify's `/:id` and `/*` in OpenAPI's spelling. */
const openApiPathOf = (url: string): string =>
  url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, '/{*}');

describe(`OpenAPI document (${testEngine()} store)`, () => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(async () => t?.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate({ ...document });
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route the app serves, each with its responses and the error body', () => {
    const served = routesOf(t.app.printRoutes({ commonPrefix: false })).filter(
      ({ url }) => !url.startsWith('/api/docs') && url !== '/api/openapi.json',
    );
    // The tree parser itself must have found the routes, or this test could not fail.
    expect(served.length).toBeGreaterThan(50);
    expect(served).toContainEqual({ method: 'POST', url: '/api/search' });
    expect(served).toContainEqual({ method: 'DELETE', url: '/api/me/bookmarks/:tenderId' });

    const missing = served.filter(
      ({ method, url }) => !document.paths[openApiPathOf(url)]?.[method.toLowerCase()],
    );
    expect(missing).toEqual([]);

    const incomplete = served.filter(({ method, url }) => {
      const statuses = Object.keys(
        document.paths[openApiPathOf(url)]?.[method.toLowerCase()]?.responses ?? {},
      );
      return !statuses.includes('default') || !statuses.some((status) => /^[23]\d\d$/.test(status));
    });
    expect(incomplete, 'routes without a success response or the error body').toEqual([]);
  });

  it('documents request bodies, parameters and the two credentials', () => {
    const search = document.paths['/api/search']?.post;
    expect(search?.requestBody).toBeDefined();
    expect(Object.keys(search?.responses ?? {})).toContain('200');
    expect(document.paths['/api/tenders/{id}']?.get?.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'id' }),
    );

    expect(document.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http' },
      apiKey: { type: 'apiKey' },
    });
    // Account calls take a signed-in user only; tender calls an API key too; public calls no credential.
    expect(document.paths['/api/auth/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/me/bookmarks']?.get?.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
    expect(document.paths['/api/search']?.post?.security).toContainEqual({});
  });

  it('serves a readable reference at /api/docs from the app itself', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/https?:\/\/(?!127\.0\.0\.1|localhost)[^"']*\.js/);
  });
});
