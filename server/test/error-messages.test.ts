import { randomUUID } from 'node:crypto';
import { formatHeldMessage, type MessageKey, type MessageParamValue } from '@tenderscout/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from './support/accounts';
import { createTender } from './support/tender-factory';
import { createTestApp, testEngine, type TestApp } from './support/test-app';
import { multipartBody } from './documents-fixtures';

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-CA,en;q=0.9' };

interface ErrorBody {
  key?: unknown;
  params?: Record<string, MessageParamValue>;
  detail?: unknown;
}

type Send = (language: Record<string, string>) => Promise<LightMyRequestResponse>;

/**
 * Every error path an API caller can reach, asked in French and in English: the same status and key both times,
 * `detail` in the language asked for. The catalogue's own test checks that each French text is a translation.
 */
describe(`error messages in the caller's language (${testEngine()} store)`, () => {
  let t: TestApp;
  let tenderId: string;
  let ada: TestUser;
  let admin: TestUser;
  let uploader: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '2', REGISTRATION_MODE: 'open' });
    tenderId = await createTender(t);
    ada = await createTestUser(t, { name: 'Ada' });
    admin = await createTestUser(t, { role: 'admin' });
    uploader = await createTestUser(t, { flags: { pdf_upload: true } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
    remoteAddress?: string,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  const register = (headers: Record<string, string>, email: string, from: string) =>
    call(
      'POST',
      '/api/auth/register',
      headers,
      { email, password: 'a long unusual passphrase 42', name: 'Ada' },
      from,
    );

  /** Repeats a request until it is refused with 429 (at most `tries` times). */
  const untilRateLimited = async (send: () => Promise<LightMyRequestResponse>, tries: number) => {
    let response = await send();
    for (let attempt = 1; attempt < tries && response.statusCode !== 429; attempt += 1)
      response = await send();
    return response;
  };

  const expectInLanguage = (response: LightMyRequestResponse, language: 'en' | 'fr', key: MessageKey) => {
    const body = response.json<ErrorBody>();
    expect(body.key, response.body).toBe(key);
    expect(body.detail).toBe(formatHeldMessage(language, { key, params: body.params ?? {} }));
    return body.detail as string;
  };

  const cases: [name: string, status: number, key: MessageKey, send: Send][] = [
    // Authentication and authorization
    ['no credentials', 401, 'auth.notAuthenticated', (h) => call('GET', '/api/auth/me', h)],
    [
      'a token that is not one',
      401,
      'auth.invalidToken',
      (h) => call('GET', '/api/auth/me', { ...h, authorization: 'Bearer not-a-token' }),
    ],
    [
      'a wrong password',
      401,
      'auth.invalidCredentials',
      (h) => call('POST', '/api/auth/login', h, { email: ada.email, password: 'wrong password' }),
    ],
    [
      'an e-mail already registered (open registration)',
      409,
      'auth.duplicateEmail',
      (h) => register(h, ada.email, `10.1.0.${h === FRENCH ? 1 : 2}`),
    ],
    [
      'a read-only profile field',
      400,
      'auth.emailReadOnly',
      (h) => call('PUT', '/api/auth/me', { ...h, ...ada.headers }, { email: 'other@example.ca' }),
    ],
    [
      'an admin call by a user',
      403,
      'auth.adminOnly',
      (h) => call('GET', '/api/auth/admin/users', { ...h, ...ada.headers }),
    ],
    [
      'a feature flag that is off',
      403,
      'auth.featureNotEnabled',
      (h) => call('POST', '/api/auth/api-key?name=ci', { ...h, ...ada.headers }),
    ],
    [
      'an admin action on an account in the wrong state',
      409,
      'users.onlyPendingApproved',
      (h) => call('PUT', `/api/auth/admin/users/${ada.email}/approve`, { ...h, ...admin.headers }),
    ],
    [
      'an admin action on an unknown account',
      404,
      'users.notFound',
      (h) => call('PUT', '/api/auth/admin/users/nobody@example.ca/approve', { ...h, ...admin.headers }),
    ],
    [
      'deleting an administrator',
      403,
      'users.adminNotDeletable',
      (h) => call('DELETE', `/api/auth/admin/users/${admin.email}`, { ...h, ...admin.headers }),
    ],
    // Validation and the HTTP layer
    [
      'a field that breaks a rule',
      400,
      'http.invalidRequest',
      (h) => call('PUT', '/api/auth/me', { ...h, ...ada.headers }, { name: '   ' }),
    ],
    [
      'a value of the wrong kind',
      400,
      'http.invalidRequest',
      (h) => call('PUT', '/api/auth/me', { ...h, ...ada.headers }, { language: 'de' }),
    ],
    [
      'malformed JSON',
      400,
      'http.malformedJson',
      (h) => call('POST', '/api/auth/login', { ...h, 'content-type': 'application/json' }, '{"email": '),
    ],
    [
      'an unsupported media type',
      415,
      'http.unsupportedMediaType',
      (h) => call('POST', '/api/auth/login', { ...h, 'content-type': 'application/xml' }, '<login/>'),
    ],
    [
      'a body over 1 MB',
      413,
      'http.bodyTooLarge',
      (h) =>
        call(
          'POST',
          '/api/auth/login',
          { ...h, 'content-type': 'application/json' },
          JSON.stringify({ email: 'x@example.ca', password: 'p'.repeat(1_100_000) }),
        ),
    ],
    ['an unknown route', 404, 'http.notFound', (h) => call('GET', '/api/nothing-here', h)],
    [
      'a path parameter over the limit',
      414,
      'http.paramTooLong',
      (h) => call('GET', `/api/tenders/${'x'.repeat(600)}`, h),
    ],
    // Rate limits
    [
      'too many searches',
      429,
      'http.tooManyRequests',
      (h) =>
        untilRateLimited(
          () => call('POST', '/api/search', { ...h, ...ada.headers }, { query: 'software' }),
          4,
        ),
    ],
    [
      'too many registrations from one address',
      429,
      'auth.tooManyAttemptsMinutes',
      (h) =>
        untilRateLimited(() => register(h, `new-${randomUUID().slice(0, 8)}@example.ca`, '10.2.0.1'), 12),
    ],
    // Not found, conflicts and forbidden actions in the features
    ['an unknown tender', 404, 'tenders.notFound', (h) => call('GET', '/api/tenders/cb-000-00000000', h)],
    [
      'bookmarking a tender twice',
      409,
      'saved.alreadyBookmarked',
      async (h) => {
        await call('POST', '/api/me/bookmarks', ada.headers, { tender_id: tenderId });
        return call('POST', '/api/me/bookmarks', { ...h, ...ada.headers }, { tender_id: tenderId });
      },
    ],
    [
      'a forged calendar feed link',
      401,
      'saved.invalidFeedLink',
      (h) => call('GET', '/api/me/saved.ics?feed=nonsense.abc', h),
    ],
    [
      'a draft saved over a newer version',
      409,
      'responses.versionConflict',
      async (h) => {
        const url = `/api/me/responses/${tenderId}`;
        await call('PUT', url, ada.headers, { sections: { budget: 'First.' }, base_version: 0 });
        return call(
          'PUT',
          url,
          { ...h, ...ada.headers },
          { sections: { budget: 'Stale.' }, base_version: 0 },
        );
      },
    ],
    [
      'a filter profile name already used',
      409,
      'filterProfiles.duplicateName',
      async (h) => {
        const profile = { name: 'Ontario', filters: { regions: ['Ontario'] } };
        await call('POST', '/api/me/filter-profiles', ada.headers, profile);
        return call('POST', '/api/me/filter-profiles', { ...h, ...ada.headers }, profile);
      },
    ],
    [
      'an unknown filter profile',
      404,
      'filterProfiles.notFound',
      (h) => call('DELETE', `/api/me/filter-profiles/${randomUUID()}`, { ...h, ...ada.headers }),
    ],
    [
      'an unknown saved search',
      404,
      'alerts.notFound',
      (h) => call('DELETE', `/api/me/saved-searches/${randomUUID()}`, { ...h, ...ada.headers }),
    ],
    [
      'an unknown supplier',
      404,
      'awards.supplierNotFound',
      (h) => call('GET', '/api/suppliers/Nobody%20Inc.', h),
    ],
    [
      'recommendations without a company profile',
      400,
      'ai.noProfile',
      (h) => call('POST', '/api/ai/recommendations/smart', { ...h, ...ada.headers }, {}),
    ],
    [
      'an unknown API key',
      404,
      'apiKeys.notFound',
      async (h) => {
        await call('PUT', '/api/auth/feature-flags', uploader.headers, {
          feature_flags: { api_access: true },
        });
        return call('DELETE', '/api/auth/api-key/nothing', { ...h, ...uploader.headers });
      },
    ],
    // Uploads and documents
    [
      'an upload that is not multipart',
      400,
      'documents.multipartRequired',
      (h) => call('POST', '/api/documents/upload', { ...h, ...uploader.headers }, { tender_id: tenderId }),
    ],
    [
      'an upload of an unsupported type',
      400,
      'documents.unsupportedType',
      (h) => {
        const body = multipartBody(
          { tender_id: tenderId },
          { name: 'setup.exe', bytes: Buffer.from('MZ program') },
        );
        return call(
          'POST',
          '/api/documents/upload',
          { ...h, ...body.headers, ...uploader.headers },
          body.payload,
        );
      },
    ],
    [
      'an upload for an unknown tender',
      404,
      'documents.tenderNotFound',
      (h) => {
        const csv = Buffer.from('item,quantity\nsalt,1\n');
        const body = multipartBody({ tender_id: 'cb-000-00000000' }, { name: 'items.csv', bytes: csv });
        return call(
          'POST',
          '/api/documents/upload',
          { ...h, ...body.headers, ...uploader.headers },
          body.payload,
        );
      },
    ],
    [
      'a document link with a bad signature',
      403,
      'documents.linkInvalid',
      (h) => call('GET', `/api/documents/${randomUUID()}/content?expires=9999999999&signature=forged`, h),
    ],
    [
      'a feedback report far over the size limit',
      413,
      'feedback.screenshotTooLarge',
      (h) =>
        call(
          'POST',
          '/feedback',
          { ...h, ...ada.headers, 'content-type': 'application/json' },
          JSON.stringify({ screenshot: 'x'.repeat(8 * 1024 * 1024 + 10) }),
        ),
    ],
  ];

  it.each(cases)('%s: %i %s', async (_name, status, key, send) => {
    const french = await send(FRENCH);
    expect(french.statusCode, french.body).toBe(status);
    const frenchDetail = expectInLanguage(french, 'fr', key);

    const english = await send(ENGLISH);
    expect(english.statusCode, english.body).toBe(status);
    const englishDetail = expectInLanguage(english, 'en', key);
    expect(frenchDetail).not.toBe(englishDetail);
  });

  it('words a few answers exactly, values and nested words included', async () => {
    expect((await call('GET', '/api/auth/me', FRENCH)).json()).toEqual({
      key: 'auth.notAuthenticated',
      detail: 'Non authentifié',
    });
    const wrongState = await call('PUT', `/api/auth/admin/users/${ada.email}/approve`, {
      ...FRENCH,
      ...admin.headers,
    });
    expect(wrongState.json()).toEqual({
      key: 'users.onlyPendingApproved',
      params: { email: ada.email, status: 'approved' },
      detail: `Seuls les utilisateurs en attente peuvent être approuvés; ${ada.email} est approuvé`,
    });
    const rule = await call('PUT', '/api/auth/me', { ...FRENCH, ...ada.headers }, { name: '   ' });
    expect(rule.json<ErrorBody>().detail).toBe('Requête invalide : body.name : Le nom est obligatoire');
    // The conflict keeps its extra field: the version the client must reload.
    const conflict = await call(
      'PUT',
      `/api/me/responses/${tenderId}`,
      { ...FRENCH, ...ada.headers },
      { sections: { budget: 'Stale again.' }, base_version: 0 },
    );
    const conflictBody = conflict.json<{ key: unknown; version: unknown }>();
    expect(conflictBody.key).toBe('responses.versionConflict');
    expect(typeof conflictBody.version).toBe('number');
  });

  it('renders schema rules with a value in the caller’s language: no English inside a French 400', async () => {
    const search = (headers: Record<string, string>, payload: unknown, from: string) =>
      call('POST', '/api/search', headers, payload, from);
    const french = await search(FRENCH, { page: 0 }, '203.0.113.71');
    expect(french.statusCode).toBe(400);
    expect(french.json<ErrorBody>().detail).toBe('Requête invalide : body.page : doit être au moins 1');
    const tooFar = await search(FRENCH, { query: 'x'.repeat(10_001) }, '203.0.113.72');
    expect(tooFar.json<ErrorBody>().detail).toMatch(
      /^Requête invalide : body\.query : doit compter au plus \d+ caractères$/,
    );
    const english = await search(ENGLISH, { page: 0 }, '203.0.113.73');
    expect(english.json<ErrorBody>().detail).toBe('Invalid request: body.page: must be at least 1');
  });

  it('lets ?language= override Accept-Language for the messages too', async () => {
    const response = await call('GET', '/api/tenders/cb-000-00000000?language=fra', ENGLISH);
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().detail).toBe("Appel d'offres introuvable");
  });

  it('decides the data language the same way: Accept-Language, with ?language= as the override', async () => {
    const url = `/api/tenders/${tenderId}`;
    const byHeader = (await call('GET', url, FRENCH)).json<unknown>();
    const byQuery = (await call('GET', `${url}?language=fra`, ENGLISH)).json<unknown>();
    const english = (await call('GET', url, ENGLISH)).json<unknown>();
    expect(byHeader).toEqual(byQuery);
    expect(byHeader).not.toEqual(english);
    expect((await call('GET', `${url}?language=eng`, FRENCH)).json<unknown>()).toEqual(english);
  });
});
