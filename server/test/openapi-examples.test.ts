import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundledAwardsIfEmpty } from '../src/modules/tenders/ingest/bundled';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { repoRoot } from '../src/lib/paths';
import { createTestUser, type TestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  example?: string | number | boolean;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { example?: unknown }> };
}
type Paths = Record<string, Record<string, Operation>>;

interface ExampleRequest {
  operation: string;
  method: string;
  url: string;
  body: unknown;
  /** The fields of a multipart/form-data body (sent with a small PDF as `file`). */
  form?: Record<string, string>;
}

/** The smallest PDF the upload accepts as one. */
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

const multipart = (fields: Record<string, string>): { payload: string; headers: Record<string, string> } => {
  const boundary = 'example-boundary-7f3a';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="statement-of-work.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n${PDF}\r\n--${boundary}--\r\n`,
  );
  return {
    payload: parts.join(''),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** The request "Try it out" sends for an operation: its path and query examples, its body example. */
const exampleRequest = (pathTemplate: string, method: string, operation: Operation): ExampleRequest => {
  const parameters = operation.parameters ?? [];
  const url = pathTemplate.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const example = parameters.find(
      (parameter) => parameter.in === 'path' && parameter.name === name,
    )?.example;
    return encodeURIComponent(String(example ?? ''));
  });
  const query = new URLSearchParams();
  for (const parameter of parameters)
    if (parameter.in === 'query' && parameter.example !== undefined)
      query.set(parameter.name, String(parameter.example));
  const search = query.toString();
  return {
    operation: `${method.toUpperCase()} ${pathTemplate}`,
    method: method.toUpperCase(),
    url: search === '' ? url : `${url}?${search}`,
    body: operation.requestBody?.content['application/json']?.example,
    form: operation.requestBody?.content['multipart/form-data']?.example as
      Record<string, string> | undefined,
  };
};

/** Deletions run after the calls that use what they delete; signing out and a new password end the session. */
const rank = (request: ExampleRequest): number =>
  ['PUT /api/auth/password', 'POST /api/auth/logout'].indexOf(request.operation) + 1 ||
  (request.method === 'DELETE' ? 0.5 : 0);

/**
 * A confirmation link's token exists only in the mail sent at registration: any other answers "this link is
 * not valid" (400), however well-formed the request.
 */
const MAILED_TOKEN = { operation: 'POST /api/auth/register/confirm', key: 'auth.confirmLinkInvalid' };

describe(`the example requests of /api/docs (${testEngine()} store)`, () => {
  let t: TestApp;
  let paths: Paths;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    // The notices and awards that ship with the app, which the examples name.
    await ingestSource(
      t.store.db,
      path.join(repoRoot, 'data', 'canadabuys', 'openTenderNotice-sample-2026-08-03.csv'),
    );
    await loadBundledAwardsIfEmpty(t.store.db);
    admin = await createTestUser(t, {
      role: 'admin',
      password: 'Maple-harbour-42-lantern',
      flags: { pdf_upload: true, api_access: true },
    });
    paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Paths }>().paths;
  }, 180_000);
  afterAll(async () => t?.close());

  const injection = (request: ExampleRequest) => {
    const form = request.form ? multipart(request.form) : null;
    return {
      method: request.method as 'GET',
      url: request.url,
      headers: { ...admin.headers, ...form?.headers },
      ...(form
        ? { payload: form.payload }
        : request.body === undefined
          ? {}
          : { payload: request.body as object }),
    };
  };

  const requests = (): ExampleRequest[] =>
    Object.entries(paths)
      .flatMap(([template, operations]) =>
        Object.entries(operations).map(([method, operation]) => exampleRequest(template, method, operation)),
      )
      .sort((left, right) => rank(left) - rank(right));

  it('gives every path parameter and every JSON request body an example', () => {
    const missing = Object.entries(paths).flatMap(([template, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => [
        ...(operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path' && parameter.example === undefined)
          .map((parameter) => `${method.toUpperCase()} ${template} {${parameter.name}}`),
        ...(operation.requestBody?.content['application/json'] &&
        operation.requestBody.content['application/json'].example === undefined
          ? [`${method.toUpperCase()} ${template} body`]
          : []),
      ]),
    );
    expect(missing).toEqual([]);
  });

  it('names a real tender and real words: the tender opens, the search and the awards find something', async () => {
    const byOperation = new Map(requests().map((request) => [request.operation, request]));
    const send = async (operation: string) => t.app.inject(injection(byOperation.get(operation)!));
    const tender = await send('GET /api/tenders/{id}');
    expect(tender.statusCode).toBe(200);
    expect(tender.json<{ title: string }>().title).toContain('CFB Halifax');
    const search = await send('POST /api/search');
    expect(search.statusCode).toBe(200);
    expect(search.json<{ total_hits: number }>().total_hits).toBeGreaterThan(0);
    const awards = await send('GET /api/awards');
    expect(awards.statusCode).toBe(200);
    expect(awards.json<{ total: number }>().total).toBeGreaterThan(0);
    expect((await send('GET /api/suppliers/{name}')).statusCode).toBe(200);
  });

  it('answers every documented example request without a 400', async () => {
    const refused: string[] = [];
    const all = requests();
    expect(all.length).toBeGreaterThan(100);
    for (const request of all) {
      const response = await t.app.inject(injection(request));
      if (request.operation === MAILED_TOKEN.operation) {
        expect(response.json<{ key: string }>().key).toBe(MAILED_TOKEN.key);
        continue;
      }
      if (response.statusCode === 400)
        refused.push(`${request.operation} → ${request.url}: ${response.body.slice(0, 300)}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);
});
