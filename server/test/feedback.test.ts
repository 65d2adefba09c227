import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApiKey, createTestUser, type TestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/** A real 1×1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
/** A buffer of exactly `size` bytes that starts with the PNG signature. */
const pngOfSize = (size: number) => {
  const bytes = Buffer.alloc(size);
  PNG_1X1.copy(bytes, 0, 0, Math.min(PNG_1X1.length, size));
  return bytes;
};

const browserInfo = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
  platform: 'Linux x86_64',
  language: 'en-CA',
  viewport: '1280x720',
  url: 'http://127.0.0.1:3000/dashboard',
  timestamp: '2026-03-02T15:04:05.000Z',
};
const capturedError = {
  type: 'console.error' as const,
  message: 'Search failed: Request failed with status 500',
  source: null,
  line: null,
  column: null,
  stack: null,
  timestamp: '2026-03-02T15:03:59.000Z',
};
const bug = (overrides: Record<string, unknown> = {}) => ({
  type: 'bug',
  title: 'Search results do not load',
  description: 'Typing a query on the dashboard shows a spinner forever.',
  category: 'search',
  priority: 'high',
  email: 'reporter@example.ca',
  browserInfo,
  capturedErrors: [capturedError],
  screenshot: null,
  submittedAt: '2026-03-02T15:04:05.000Z',
  ...overrides,
});

describe(`feedback (${testEngine()} store)`, () => {
  let t: TestApp;
  let member: TestUser;
  let admin: TestUser;

  const submit = (payload: unknown, headers: Record<string, string> = member.headers) =>
    t.app.inject({ method: 'POST', url: '/feedback', headers, payload: payload as Record<string, unknown> });
  const adminCall = (method: 'GET' | 'PUT', url: string, headers = admin.headers) =>
    t.app.inject({ method, url, headers });

  beforeAll(async () => {
    t = await createTestApp();
    member = await createTestUser(t, { name: 'Mia Member', email: 'mia@example.ca' });
    admin = await createTestUser(t, { name: 'Ada Admin', role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a signed-in user with a token: 401 anonymous, 403 with an API key', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/feedback', payload: bug() });
    expect(anonymous.statusCode).toBe(401);
    const key = await createTestApiKey(t, member);
    const withKey = await submit(bug(), { 'x-api-key': key });
    expect(withKey.statusCode).toBe(403);
  });

  it('stores a bug report with its screenshot as a file under DATA_DIR, not in the row', async () => {
    const response = await submit(bug({ screenshot: dataUrl(PNG_1X1) }));
    expect(response.statusCode).toBe(201);
    const receipt = response.json<{ id: string; status: string; submitted_at: string }>();
    expect(receipt.status).toBe('open');

    const row = await t.store.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: member.id,
      type: 'bug',
      title: 'Search results do not load',
      category: 'search',
      priority: 'high',
      email: 'reporter@example.ca',
      browser_info: browserInfo,
      captured_errors: [capturedError],
      screenshot_type: 'image/png',
      status: 'open',
      resolved_at: null,
    });
    expect(new Date(row.submitted_at!).toISOString()).toBe('2026-03-02T15:04:05.000Z');
    expect(row.screenshot_path).toBe(path.join('feedback', `${receipt.id}.png`));
    const { rows } = await sql<{ row: string }>`SELECT row_to_json(feedback)::text AS row FROM feedback
      WHERE id = ${receipt.id}`.execute(t.store.db);
    expect(rows[0]?.row).not.toContain('base64');
    expect(await readFile(path.join(t.dataDir, row.screenshot_path!))).toEqual(PNG_1X1);
  });

  it('refuses missing text and a title over 100 characters with the spec messages', async () => {
    for (const blank of [{ title: '   ' }, { description: '' }]) {
      const response = await submit(bug(blank));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail: 'Please fill in all required fields' });
    }
    const long = await submit(bug({ title: 'x'.repeat(101) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ detail: 'Title must be 100 characters or fewer' });
    expect((await submit(bug({ title: 'x'.repeat(100) }))).statusCode).toBe(201);
  });

  it('refuses a screenshot that is not an image, whatever it claims to be', async () => {
    const cases = [
      dataUrl(Buffer.from('just some text'), 'text/plain'),
      // Declared PNG, but the bytes are not one.
      dataUrl(Buffer.from('%PDF-1.7 not an image'), 'image/png'),
      // SVG can carry script; it is never stored or shown to admins.
      dataUrl(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml',
      ),
      'https://example.com/screenshot.png',
    ];
    const before = await t.store.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    for (const screenshot of cases) {
      const response = await submit(bug({ screenshot }));
      expect(response.statusCode, screenshot.slice(0, 30)).toBe(400);
      expect(response.json()).toMatchObject({ detail: 'Please select an image file' });
    }
    const after = await t.store.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('accepts a screenshot of exactly 5 MB and refuses 5 MB + 1 byte', async () => {
    const tooLarge = await submit(bug({ screenshot: dataUrl(pngOfSize(5_242_881)) }));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toMatchObject({ detail: 'Screenshot must be less than 5MB' });

    const atLimit = await submit(bug({ screenshot: dataUrl(pngOfSize(5_242_880)) }));
    expect(atLimit.statusCode).toBe(201);
    const { id } = atLimit.json<{ id: string }>();
    const stored = await readFile(path.join(t.dataDir, 'feedback', `${id}.png`));
    expect(stored.length).toBe(5_242_880);
  });

  it('answers a body far beyond any screenshot with 413 and the screenshot message', async () => {
    const response = await submit(bug({ screenshot: dataUrl(pngOfSize(7_000_000)) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ detail: 'Screenshot must be less than 5MB' });
  });

  it('keeps priority, screenshot and captured errors for bug reports only', async () => {
    const files = async () =>
      existsSync(path.join(t.dataDir, 'feedback')) ? readdir(path.join(t.dataDir, 'feedback')) : [];
    const filesBefore = (await files()).length;
    const response = await submit({
      ...bug({ screenshot: dataUrl(PNG_1X1), priority: 'critical' }),
      type: 'feature',
      title: 'Export saved tenders to Excel',
      description: 'A button on Saved Tenders that downloads the list.',
      category: 'other',
      email: null,
    });
    expect(response.statusCode).toBe(201);
    const row = await t.store.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', response.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      type: 'feature',
      priority: null,
      screenshot_path: null,
      captured_errors: null,
      email: null,
    });
    expect((await files()).length).toBe(filesBefore);
  });

  it('refuses unknown types and categories, and more than 10 captured errors', async () => {
    expect((await submit(bug({ type: 'praise' }))).statusCode).toBe(400);
    expect((await submit(bug({ category: 'billing' }))).statusCode).toBe(400);
    const tooMany = await submit(bug({ capturedErrors: Array.from({ length: 11 }, () => capturedError) }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ detail: string }>().detail).toMatch(/capturedErrors/);
  });

  it('limits each sender to 30 reports in 15 minutes, without affecting others', async () => {
    const busy = await createTestUser(t);
    const other = await createTestUser(t);
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push(
        (await submit(bug({ title: `Report ${index}`, capturedErrors: null }), busy.headers)).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    const blocked = await submit(bug(), busy.headers);
    expect(blocked.json<{ detail: string }>().detail).toMatch(/^Too many requests; try again in \d+ s$/);
    expect((await submit(bug(), other.headers)).statusCode).toBe(201);
  });

  describe('admin Feedback tab', () => {
    let reportId: string;
    beforeAll(async () => {
      const response = await submit(
        bug({ title: 'Admin-visible bug', screenshot: dataUrl(PNG_1X1), capturedErrors: [capturedError] }),
      );
      reportId = response.json<{ id: string }>().id;
    });

    it('is for admins only', async () => {
      for (const [method, url] of [
        ['GET', '/api/admin/feedback'],
        ['PUT', `/api/admin/feedback/${reportId}/resolve`],
        ['GET', `/api/admin/feedback/${reportId}/screenshot`],
      ] as const) {
        expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
        expect((await adminCall(method, url, member.headers)).statusCode, url).toBe(403);
      }
    });

    it('lists open reports newest first, with the sender, errors and a screenshot link', async () => {
      const response = await adminCall('GET', '/api/admin/feedback?status=open&size=100');
      expect(response.statusCode).toBe(200);
      const list = response.json<{
        items: Array<Record<string, unknown>>;
        total: number;
        counts: { open: number; resolved: number };
      }>();
      const { rows } = await sql<{ open: number; resolved: number }>`
        SELECT count(*) FILTER (WHERE status = 'open')::int AS open,
               count(*) FILTER (WHERE status = 'resolved')::int AS resolved FROM feedback`.execute(
        t.store.db,
      );
      expect(list.counts).toEqual(rows[0]);
      expect(list.total).toBe(rows[0]!.open);
      expect(list.items).toHaveLength(rows[0]!.open);
      expect(list.items[0]).toMatchObject({
        id: reportId,
        title: 'Admin-visible bug',
        type: 'bug',
        priority: 'high',
        status: 'open',
        captured_errors: [capturedError],
        browser_info: browserInfo,
        screenshot_url: `/api/admin/feedback/${reportId}/screenshot`,
        user: { id: member.id, name: 'Mia Member', email: 'mia@example.ca' },
        resolved_at: null,
      });
    });

    it('serves the screenshot to admins as the stored image', async () => {
      const response = await adminCall('GET', `/api/admin/feedback/${reportId}/screenshot`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload).toEqual(PNG_1X1);
    });

    it('marks a report resolved (and open again), and answers 404 for an unknown one', async () => {
      const resolved = await adminCall('PUT', `/api/admin/feedback/${reportId}/resolve`);
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json()).toMatchObject({ id: reportId, status: 'resolved' });
      expect(resolved.json<{ resolved_at: string }>().resolved_at).toEqual(expect.any(String));

      const open = await adminCall('GET', '/api/admin/feedback?status=open&size=100');
      expect(open.json<{ items: Array<{ id: string }> }>().items.map((item) => item.id)).not.toContain(
        reportId,
      );
      const done = await adminCall('GET', '/api/admin/feedback?status=resolved');
      expect(done.json<{ items: Array<{ id: string }> }>().items.map((item) => item.id)).toEqual([reportId]);

      const reopened = await adminCall('PUT', `/api/admin/feedback/${reportId}/reopen`);
      expect(reopened.json()).toMatchObject({ status: 'open', resolved_at: null });

      const unknown = await adminCall(
        'PUT',
        '/api/admin/feedback/00000000-0000-4000-8000-000000000000/resolve',
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ detail: 'Feedback not found' });
      expect((await adminCall('PUT', '/api/admin/feedback/not-a-uuid/resolve')).statusCode).toBe(400);
    });

    it('keeps a report when its sender is deleted', async () => {
      const leaver = await createTestUser(t, { email: 'leaver@example.ca' });
      const sent = await submit(bug({ title: 'From someone who left' }), leaver.headers);
      await t.store.db.deleteFrom('users').where('id', '=', leaver.id).execute();
      const list = await adminCall('GET', '/api/admin/feedback?status=all&size=100');
      const item = list
        .json<{ items: Array<{ id: string; user: unknown; title: string }> }>()
        .items.find((entry) => entry.id === sent.json<{ id: string }>().id);
      expect(item).toMatchObject({ title: 'From someone who left', user: null });
    });
  });
});
