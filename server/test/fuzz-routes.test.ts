import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeRequest } from '../src/app';
import { createTestUser, type TestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  format?: string;
}
interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const NUL = 'a\u0000b';
/** Malformed values of the kinds the security review sent: NUL bytes, impossible dates, long texts. */
const HOSTILE_STRINGS = [NUL, '2025-02-30', '0000-01-01', '9999-99-99T99:99:99Z', 'x'.repeat(750)];

/** A body with every property of the schema (one level of nesting) set to `value`. */
const bodyWith = (schema: Schema | undefined, value: unknown): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const types = [property.type ?? []].flat();
    if (types.includes('array')) body[name] = [value];
    else if (types.includes('object') && property.properties) body[name] = bodyWith(property, value);
    else body[name] = value;
  }
  return body;
};

/**
 * Every route of the OpenAPI document, called by a signed-in admin with malformed input in every path
 * parameter, query parameter and body field: nothing answers 5xx, every error names its problem in `detail`.
 */
describe(`malformed input never gets a 5xx, on any route (${testEngine()} store)`, () => {
  let t: TestApp;
  let admin: TestUser;
  // Sign-out and password change end the caller's sessions: they are walked with their own user, so the admin's
  // token stays valid for every other route.
  let sessionOwner: TestUser;
  const endsSession = (method: string, url: string) =>
    url.startsWith('/api/auth/logout') || (method === 'PUT' && url.startsWith('/api/auth/password'));
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '100000' });
    admin = await createTestUser(t, { role: 'admin', flags: { api_access: true } });
    sessionOwner = await createTestUser(t);
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
  });
  afterAll(async () => t?.close());

  const requests = () => {
    const list: Array<{ method: string; url: string; payload?: unknown; label: string }> = [];
    for (const [template, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const upper = method.toUpperCase();
        const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        for (const value of HOSTILE_STRINGS) {
          const path = template.replace(/\{[^}]+\}/g, encodeURIComponent(value));
          const query = new URLSearchParams(
            queryNames.map((name): [string, string] => [name, value]),
          ).toString();
          const url = query ? `${path}?${query}` : path;
          const withBody = bodySchema ? { payload: bodyWith(bodySchema, value) } : {};
          list.push({
            method: upper,
            url,
            ...withBody,
            label: `${upper} ${template} ${JSON.stringify(value).slice(0, 20)}`,
          });
          if (bodySchema) list.push({ method: upper, url, payload: {}, label: `${upper} ${template} {}` });
        }
      }
    }
    return list;
  };

  it('walks every documented route', () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(30);
  });

  it('answers 4xx (or success) with a detail, never 5xx', async () => {
    const failures: string[] = [];
    for (const request of requests()) {
      const response = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: endsSession(request.method, request.url) ? sessionOwner.headers : admin.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload as Record<string, unknown> }),
      });
      if (response.statusCode >= 500)
        failures.push(`${request.label} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      else if (response.statusCode >= 400 && typeof response.json<{ detail?: unknown }>().detail !== 'string')
        failures.push(`${request.label} → ${response.statusCode} without detail`);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers a PATCH of a filter profile with {} without error, and keeps the profile as it was', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/me/filter-profiles',
      headers: admin.headers,
      payload: { name: 'Ontario', filters: { regions: ['Ontario'] } },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/me/filter-profiles/${id}`,
      headers: admin.headers,
      payload: {},
    });
    expect(patched.statusCode).toBeLessThan(500);
    if (patched.statusCode >= 400)
      expect(patched.json<{ detail: string }>().detail).toEqual(expect.any(String));
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/me/filter-profiles',
      headers: admin.headers,
    });
    expect(listed.json<{ profiles: Array<{ id: string; name: string }> }>().profiles).toContainEqual(
      expect.objectContaining({ id, name: 'Ontario' }),
    );
  });

  it('answers natural-language queries of 501 to 1,000 characters without a 5xx', async () => {
    for (const length of [501, 750, 1000]) {
      const query = 'snow removal for a federal building in Halifax, '.repeat(30).slice(0, length);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/ai/search/natural-language',
        headers: { ...admin.headers, 'accept-language': 'fr' },
        payload: { query },
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (response.statusCode >= 400) expect(response.json<{ detail: string }>().detail).not.toBe('');
    }
  });

  it('answers impossible dates with 400 naming the field', async () => {
    for (const date of ['2025-02-30', '0000-01-01']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { query: '', filters: { closing_from: date } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(/closing_from/);
    }
  });

  it("answers a path parameter over the length limit with 414 and a detail in the caller's language", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tenders/${'x'.repeat(750)}`,
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({
      detail: 'Un paramètre du chemin est trop long (limite de 500 caractères)',
    });
  });

  it('builds the calendar-feed address from the Host header, never from X-Forwarded-Host, and keeps its secret out of the log', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/calendar-feed',
      headers: { ...admin.headers, host: 'tenders.example.ca', 'x-forwarded-host': 'evil.example.com' },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const url = new URL(response.json<{ url: string }>().url);
    expect(url.host).toBe('tenders.example.ca');
    const secret = url.searchParams.get('feed')!;
    expect(secret.length).toBeGreaterThan(10);

    const logged = serializeRequest({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      host: url.host,
      ip: '127.0.0.1',
      socket: { remotePort: 1 },
    } as unknown as FastifyRequest);
    expect(logged.url).toBe(`${url.pathname}?feed=[redacted]`);
    expect(JSON.stringify(logged)).not.toContain(secret);
  });
});
