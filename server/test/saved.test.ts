import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApiKey, createTestUser, type TestUser } from './support/accounts';
import { courierNotice } from './support/notices';
import { createTender } from './support/tender-factory';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

type Json = Record<string, unknown>;

const ODD_ID = 'PW-24/0042%B'; // ids with '/' or '%' travel URL-encoded

describe(`saved tenders: reviews, bookmarks, stats and the calendar feed (${testEngine()} store)`, () => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  let courier: string;
  let sap: string;
  let chairs: string;

  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Json,
  ) => t.app.inject({ method, url, payload, headers: user ? user.headers : {} });
  const review = (user: TestUser, id: string, status: string) =>
    call(user, 'PUT', `/api/me/reviews/${encodeURIComponent(id)}`, { status });
  const unreview = (user: TestUser, id: string) =>
    call(user, 'DELETE', `/api/me/reviews/${encodeURIComponent(id)}`);
  const stateOf = async (user: TestUser, id: string) =>
    (await call(user, 'GET', `/api/me/reviews/${encodeURIComponent(id)}`)).json<Json>();
  const bookmarkIds = async (user: TestUser) =>
    (await call(user, 'GET', '/api/me/bookmarks'))
      .json<{ bookmarks: Json[] }>()
      .bookmarks.map((b) => b.tender_id);
  const stats = async (user: TestUser) => (await call(user, 'GET', '/api/me/reviews/stats')).json<Json>();

  beforeAll(async () => {
    t = await createTestApp();
    // Published as Open, its closing time long past: it reads as closed.
    courier = await createTender(t, courierNotice());
    sap = await createTender(t, {
      title: { en: 'SAP Professional Services', fr: 'Services professionnels SAP' },
      buyer: { en: 'Treasury Board (TBS)', fr: 'Conseil du Trésor (SCT)' },
      closingDate: '2026-01-15T14:00:00',
    });
    chairs = await createTender(t, {
      id: 'cb-chairs-0448',
      title: { en: 'Rotary Chairs', fr: 'Chaises pivotantes' },
      buyer: { en: 'Royal Canadian Mounted Police (RCMP)', fr: 'Gendarmerie royale du Canada (GRC)' },
      categories: ['GD'],
    });
    // A reference with '/' and '%', and a title with characters iCalendar escapes.
    await createTender(t, {
      id: ODD_ID,
      title: 'Odd reference; commas, and a\\backslash',
      closingDate: '2099-03-02T14:00:00',
    });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    ada = await createTestUser(t, { name: 'Ada' });
    bob = await createTestUser(t, { name: 'Bob' });
  });

  it('answers 401 to anonymous callers and to a bad token', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/bookmarks'],
      ['POST', '/api/me/bookmarks'],
      ['GET', '/api/me/reviews'],
      ['GET', '/api/me/reviews/stats'],
      ['PUT', `/api/me/reviews/${courier}`],
      ['GET', '/api/me/saved.ics'],
    ] as const) {
      const response = await call(null, method, url, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ detail: 'Not authenticated' });
    }
    const badToken = await t.app.inject({
      method: 'GET',
      url: '/api/me/bookmarks',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(badToken.statusCode).toBe(401);
  });

  it('answers 403 when the caller has turned the saved_tenders feature off', async () => {
    const off = await createTestUser(t, { name: 'Off', flags: { saved_tenders: false } });
    for (const [method, url] of [
      ['GET', '/api/me/bookmarks'],
      ['POST', '/api/me/bookmarks'],
      ['GET', '/api/me/reviews'],
      ['GET', '/api/me/reviews/stats'],
      ['PUT', `/api/me/reviews/${courier}`],
      ['GET', '/api/me/calendar-feed'],
      ['GET', '/api/me/saved.ics'],
    ] as const) {
      const response = await call(off, method, url, method === 'GET' ? undefined : { status: 'saved' });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ detail: 'Feature not enabled: saved_tenders' });
    }
    expect(await stateOf(ada, courier)).toMatchObject({ status: 'unreviewed' });
  });

  it('starts unreviewed, with nothing saved', async () => {
    expect(await stateOf(ada, courier)).toEqual({
      tender_id: courier,
      status: 'unreviewed',
      reviewedAt: null,
      is_bookmarked: false,
    });
    expect(await bookmarkIds(ada)).toEqual([]);
    expect(await stats(ada)).toMatchObject({ total: 0, saved: 0, not_applicable: 0 });
  });

  it('saving sets saved and bookmarks the tender', async () => {
    const response = await review(ada, courier, 'saved');
    expect(response.statusCode).toBe(200);
    const body = response.json<Json>();
    expect(body).toMatchObject({
      id: courier,
      tender_id: courier,
      status: 'saved',
      tender: {
        id: courier,
        title: 'Weekly Courier Services - Hospital Operations',
        organization: 'Department of Indigenous Services (ISC)',
        closingDate: '2026-01-19T22:00:00.000Z',
        categories: ['Services'],
        estimatedValue: null,
      },
    });
    expect(Date.now() - Date.parse(body.reviewedAt as string)).toBeLessThan(60_000);
    expect(await stateOf(ada, courier)).toMatchObject({ status: 'saved', is_bookmarked: true });
    expect(await bookmarkIds(ada)).toEqual([courier]);
  });

  it('saved → not applicable removes the bookmark; not applicable → saved bookmarks it again', async () => {
    await review(ada, courier, 'saved');
    const na = await review(ada, courier, 'not_applicable');
    expect(na.statusCode).toBe(200);
    expect(na.json()).toMatchObject({ status: 'not_applicable' });
    expect(await stateOf(ada, courier)).toMatchObject({ status: 'not_applicable', is_bookmarked: false });
    expect(await bookmarkIds(ada)).toEqual([]);

    await review(ada, courier, 'saved');
    expect(await stateOf(ada, courier)).toMatchObject({ status: 'saved', is_bookmarked: true });
    expect(await bookmarkIds(ada)).toEqual([courier]);
  });

  it('unsaving deletes the record and the bookmark: back to unreviewed', async () => {
    await review(ada, courier, 'saved');
    const response = await unreview(ada, courier);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await stateOf(ada, courier)).toMatchObject({
      status: 'unreviewed',
      reviewedAt: null,
      is_bookmarked: false,
    });
    expect(await bookmarkIds(ada)).toEqual([]);
    expect((await call(ada, 'GET', '/api/me/reviews')).json()).toEqual({ reviews: [] });
  });

  it('unreviewed → not applicable bookmarks nothing; not applicable → unreviewed deletes the record', async () => {
    await review(ada, sap, 'not_applicable');
    expect(await stateOf(ada, sap)).toMatchObject({ status: 'not_applicable', is_bookmarked: false });
    expect(await bookmarkIds(ada)).toEqual([]);
    expect((await unreview(ada, sap)).statusCode).toBe(204);
    expect(await stateOf(ada, sap)).toMatchObject({ status: 'unreviewed' });
    // Unreviewing an unreviewed tender is a no-op, not an error.
    expect((await unreview(ada, sap)).statusCode).toBe(204);
  });

  it('setting the same status again keeps one bookmark and moves the review time', async () => {
    await review(ada, courier, 'saved');
    await sql`UPDATE tender_reviews SET reviewed_at = now() - interval '2 days'`.execute(t.store.db);
    const again = await review(ada, courier, 'saved');
    expect(again.statusCode).toBe(200);
    expect(Date.now() - Date.parse(again.json<{ reviewedAt: string }>().reviewedAt)).toBeLessThan(60_000);
    expect(await bookmarkIds(ada)).toEqual([courier]);
  });

  it('lists reviews newest first, filtered by status', async () => {
    await review(ada, courier, 'saved');
    await review(ada, sap, 'not_applicable');
    await sql`UPDATE tender_reviews SET reviewed_at = reviewed_at - interval '1 hour' WHERE tender_id = ${courier}`.execute(
      t.store.db,
    );
    const all = (await call(ada, 'GET', '/api/me/reviews')).json<{ reviews: Json[] }>().reviews;
    expect(all.map((r) => [r.id, r.status])).toEqual([
      [sap, 'not_applicable'],
      [courier, 'saved'],
    ]);
    const hidden = (await call(ada, 'GET', '/api/me/reviews?status=not_applicable')).json<{
      reviews: Json[];
    }>();
    expect(hidden.reviews.map((r) => r.id)).toEqual([sap]);
  });

  it('refuses a bad status, a missing tender id and an unknown tender', async () => {
    const bad = await review(ada, courier, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toContain('status');

    const missing = await call(ada, 'POST', '/api/me/bookmarks', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ detail: string }>().detail).toContain('tender_id');

    for (const response of [
      await review(ada, 'cb-000-00000000', 'saved'),
      await call(ada, 'POST', '/api/me/bookmarks', { tender_id: 'cb-000-00000000' }),
      await call(ada, 'GET', '/api/me/reviews/cb-000-00000000'),
      await unreview(ada, 'cb-000-00000000'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: 'Tender not found' });
    }
  });

  it('bookmarking saves; a duplicate bookmark is refused with 409', async () => {
    const first = await call(ada, 'POST', '/api/me/bookmarks', { tender_id: courier });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: courier,
      tenderId: courier,
      tender_id: courier,
      reference_number: courier,
      solicitation_number: '1000262320A',
      title: 'Weekly Courier Services - Hospital Operations',
      organization: 'Department of Indigenous Services (ISC)',
      status: 'Closed',
      publishDate: '2025-12-30',
      closingDate: '2026-01-19T22:00:00.000Z',
      categories: ['Services'],
      location: { province: 'Quebec', delivery_regions: ['Manitoba', 'National'] },
    });
    expect(await stateOf(ada, courier)).toMatchObject({ status: 'saved', is_bookmarked: true });

    const duplicate = await call(ada, 'POST', '/api/me/bookmarks', { tender_id: courier });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ detail: 'Tender is already bookmarked' });
    expect(await bookmarkIds(ada)).toEqual([courier]);

    // Removing the bookmark is unsaving.
    expect((await call(ada, 'DELETE', `/api/me/bookmarks/${courier}`)).statusCode).toBe(204);
    expect(await stateOf(ada, courier)).toMatchObject({ status: 'unreviewed', is_bookmarked: false });
  });

  it('gives French text with language=fra', async () => {
    const response = await call(ada, 'POST', '/api/me/bookmarks?language=fra', { tender_id: courier });
    expect(response.json()).toMatchObject({
      title: 'Services de messagerie hebdomadaires - Fonctionnement des hôpitaux',
      status: 'Fermé',
    });
  });

  it('searches Saved Tenders by title, reference, solicitation number and organisation, with pages', async () => {
    for (const id of [courier, sap, chairs]) await review(ada, id, 'saved');
    const search = async (query: string) =>
      (await call(ada, 'GET', `/api/me/bookmarks?search=${encodeURIComponent(query)}`)).json<{
        bookmarks: Json[];
        total: number;
        total_saved: number;
      }>();

    expect((await search('courier')).bookmarks.map((b) => b.tender_id)).toEqual([courier]);
    expect((await search('SAP PROFESSIONAL')).bookmarks.map((b) => b.tender_id)).toEqual([sap]);
    expect((await search('cb-chairs')).bookmarks.map((b) => b.tender_id)).toEqual([chairs]);
    expect((await search('1000262320')).bookmarks.map((b) => b.tender_id)).toEqual([courier]);
    expect((await search('royal canadian mounted')).bookmarks.map((b) => b.tender_id)).toEqual([chairs]);
    expect((await search('messagerie')).bookmarks.map((b) => b.tender_id)).toEqual([courier]);
    const none = await search('%');
    expect(none).toMatchObject({ bookmarks: [], total: 0, total_saved: 3 });

    // Newest first, 2 per page.
    const page1 = (await call(ada, 'GET', '/api/me/bookmarks?size=2')).json<{
      bookmarks: Json[];
      total: number;
    }>();
    const page2 = (await call(ada, 'GET', '/api/me/bookmarks?size=2&page=2')).json<{ bookmarks: Json[] }>();
    expect(page1.total).toBe(3);
    expect([...page1.bookmarks, ...page2.bookmarks].map((b) => b.tender_id)).toEqual([chairs, sap, courier]);

    const badPage = await call(ada, 'GET', '/api/me/bookmarks?page=0');
    expect(badPage.statusCode).toBe(400);
  });

  it('Clear All removes every bookmark and its saved review, and keeps not-applicable decisions', async () => {
    await review(ada, courier, 'saved');
    await review(ada, sap, 'saved');
    await review(ada, chairs, 'not_applicable');
    const response = await call(ada, 'DELETE', '/api/me/bookmarks');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 2 });
    expect(await bookmarkIds(ada)).toEqual([]);
    expect(await stateOf(ada, courier)).toMatchObject({ status: 'unreviewed' });
    expect(await stateOf(ada, chairs)).toMatchObject({ status: 'not_applicable' });
  });

  it('counts reviews in all and for today in the caller time zone', async () => {
    await review(ada, courier, 'saved');
    await review(ada, sap, 'saved');
    await review(ada, chairs, 'not_applicable');
    await sql`UPDATE tender_reviews SET reviewed_at = now() - interval '3 days' WHERE tender_id = ${sap}`.execute(
      t.store.db,
    );
    expect(await stats(ada)).toEqual({
      total: 3,
      saved: 2,
      not_applicable: 1,
      today: { total: 2, saved: 1, not_applicable: 1 },
      time_zone: 'America/Toronto',
    });
    const vancouver = await call(ada, 'GET', '/api/me/reviews/stats?tz=America/Vancouver');
    expect(vancouver.json()).toMatchObject({ total: 3, time_zone: 'America/Vancouver' });
    const badZone = await call(ada, 'GET', '/api/me/reviews/stats?tz=Mars/Olympus');
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json<{ detail: string }>().detail).toContain('tz must be an IANA time zone');
  });

  it('keeps each user to their own tenders, and an API key acts as its owner', async () => {
    await review(ada, courier, 'saved');
    await review(bob, courier, 'not_applicable');
    expect(await bookmarkIds(ada)).toEqual([courier]);
    expect(await bookmarkIds(bob)).toEqual([]);
    expect(await stateOf(bob, courier)).toMatchObject({ status: 'not_applicable' });
    expect(await stats(bob)).toMatchObject({ total: 1, saved: 0, not_applicable: 1 });

    const key = await createTestApiKey(t, ada);
    const viaKey = await t.app.inject({
      method: 'PUT',
      url: `/api/me/reviews/${sap}`,
      headers: { 'x-api-key': key },
      payload: { status: 'saved' },
    });
    expect(viaKey.statusCode).toBe(200);
    expect(await bookmarkIds(ada)).toEqual([sap, courier]);
  });

  it("handles ids containing '/' and '%' through URL encoding", async () => {
    const saved = await review(ada, ODD_ID, 'saved');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id: ODD_ID,
      tender: { title: 'Odd reference; commas, and a\\backslash' },
    });
    expect(await stateOf(ada, ODD_ID)).toMatchObject({ tender_id: ODD_ID, status: 'saved' });
    expect((await call(ada, 'DELETE', `/api/me/bookmarks/${encodeURIComponent(ODD_ID)}`)).statusCode).toBe(
      204,
    );
    expect(await stateOf(ada, ODD_ID)).toMatchObject({ status: 'unreviewed' });
  });

  it('removes a user’s saved tenders with the user', async () => {
    await review(ada, courier, 'saved');
    await sql`DELETE FROM users WHERE id = ${ada.id}`.execute(t.store.db);
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM bookmarks WHERE user_id = ${ada.id}`.execute(t.store.db);
    expect(rows[0]?.n).toBe(0);
  });

  describe('calendar feed', () => {
    const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

    it('gives an iCalendar event at each saved closing date, with the notice link', async () => {
      await review(ada, courier, 'saved');
      await review(ada, ODD_ID, 'saved');
      await review(ada, sap, 'not_applicable');
      const response = await call(ada, 'GET', '/api/me/saved.ics');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const ics = unfold(response.body);
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
      expect(ics).toContain(`UID:${courier}@tenderscout`);
      expect(ics).toContain('DTSTART;TZID=America/Toronto:20260119T170000');
      // 22:00 UTC on January 19 is 5 p.m. in Ottawa: the event is in Eastern time, and so is its description.
      expect(ics).toContain('DESCRIPTION:Closes: Jan 19\\, 2026\\, 5:00 p.m. ET\\n');
      expect(ics).toContain('SUMMARY:Closes: Weekly Courier Services - Hospital Operations');
      expect(ics).toContain(
        `URL;VALUE=URI:https://canadabuys.canada.ca/en/tender-opportunities/tender-notice/${courier}`,
      );
      expect(ics).toContain('TRIGGER:-P3D');
      // Text values are escaped (RFC 5545 §3.3.11).
      expect(ics).toContain('SUMMARY:Closes: Odd reference\\; commas\\, and a\\\\backslash');
      expect(ics).toContain('DTSTART;TZID=America/Toronto:20990302T140000');
      expect(ics).toContain(`/tender/${encodeURIComponent(ODD_ID)}`);
      expect(ics).not.toContain(sap);
    });

    it('serves the secret feed URL without headers, refuses forged and retired ones, and can regenerate', async () => {
      await review(ada, courier, 'saved');
      await review(bob, sap, 'saved');
      const feedResponse = await call(ada, 'GET', '/api/me/calendar-feed');
      expect(feedResponse.statusCode).toBe(200);
      const feed = feedResponse.json<{ url: string; path: string; created_at: string }>();
      expect(feed.path).toMatch(/^\/api\/me\/saved\.ics\?feed=[\w-]+\.[\w-]+$/);
      expect(feed.url).toBe(`http://localhost:80${feed.path}`);
      // The same URL on every visit until regenerated.
      expect((await call(ada, 'GET', '/api/me/calendar-feed')).json()).toEqual(feed);

      const viaFeed = await call(null, 'GET', feed.path);
      expect(viaFeed.statusCode).toBe(200);
      expect(viaFeed.body).toContain(`UID:${courier}@tenderscout`);
      expect(viaFeed.body).not.toContain(sap);

      const forged = await call(null, 'GET', `${feed.path.slice(0, -3)}abc`);
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ detail: 'Invalid calendar feed link' });
      expect((await call(null, 'GET', '/api/me/saved.ics?feed=nonsense')).statusCode).toBe(401);

      const regenerated = await call(ada, 'POST', '/api/me/calendar-feed');
      expect(regenerated.statusCode).toBe(201);
      const next = regenerated.json<{ path: string }>();
      expect(next.path).not.toBe(feed.path);
      expect((await call(null, 'GET', feed.path)).statusCode).toBe(401);
      expect((await call(null, 'GET', next.path)).statusCode).toBe(200);
    });

    it('stops a feed when its owner is no longer approved, and keeps feed management to tokens', async () => {
      const feed = (await call(ada, 'GET', '/api/me/calendar-feed')).json<{ path: string }>();
      const key = await createTestApiKey(t, ada);
      const viaKey = await t.app.inject({
        method: 'GET',
        url: '/api/me/calendar-feed',
        headers: { 'x-api-key': key },
      });
      expect(viaKey.statusCode).toBe(403);
      const icsViaKey = await t.app.inject({
        method: 'GET',
        url: '/api/me/saved.ics',
        headers: { 'x-api-key': key },
      });
      expect(icsViaKey.statusCode).toBe(200);

      await sql`UPDATE users SET account_status = 'rejected' WHERE id = ${ada.id}`.execute(t.store.db);
      expect((await call(null, 'GET', feed.path)).statusCode).toBe(401);
    });
  });
});
