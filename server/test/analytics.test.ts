import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '@tenderscout/domain';
import { loadBundledSample } from '../src/modules/tenders/ingest/bundled';
import { serverRoot } from '../src/lib/paths';
import { createTestApiKey, createTestUser, type TestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
/** Nothing listens on port 9 of the loopback: a feed fetched there fails at once. */
const NOBODY_LISTENS = 'http://127.0.0.1:9';

/**
 * Tenders with dates around today, so every figure (this week, closing soon, the 30-day trend) has something
 * to count besides the bundled real notices, whose dates are what they are.
 */
const seedRecentTenders = async (t: TestApp) => {
  const now = Date.now();
  const rows = Array.from({ length: 24 }, (_, index) => {
    const publishedDaysAgo = index % 35; // some fall outside the 30-day window
    const closesInHours = (index % 12) * 24 - 60; // some closed already, some within 7 days, some later
    return {
      id: `analytics-test-${index}`,
      source_system: 'Synthetic',
      status: index % 7 === 0 ? 'cancelled' : 'open',
      title_en: `Analytics test tender ${index}`,
      content_hash: `hash-${index}`,
      publication_date: new Date(now - publishedDaysAgo * DAY).toISOString().slice(0, 10),
      closing_at: new Date(now + closesInHours * HOUR),
      first_seen_at: new Date(now - (index % 10) * DAY),
      procurement_categories: index % 3 === 0 ? ['SRV', 'GD'] : ['CNST'],
      regions: index % 2 === 0 ? ['Ontario', 'National'] : ['Quebec'],
      unspsc_descriptions_en: index % 4 === 0 ? ['Snow removal services'] : [],
    };
  });
  await sql`
    INSERT INTO tenders (id, source_system, status, title_en, content_hash, publication_date, closing_at,
                         first_seen_at, procurement_categories, regions, unspsc_descriptions_en)
    VALUES ${sql.join(
      rows.map(
        (row) => sql`(${row.id}, ${row.source_system}, ${row.status}, ${row.title_en}, ${row.content_hash},
          ${row.publication_date}::date, ${row.closing_at}, ${row.first_seen_at}, ${row.procurement_categories}::text[],
          ${row.regions}::text[], ${row.unspsc_descriptions_en}::text[])`,
      ),
    )}`.execute(t.store.db);
};

/**
 * Jobs in the documents feature's queue (migration 0006: tender_documents + document_jobs), with known
 * timestamps. Written with SQL against its columns: the documents module has no job-creating call to use yet.
 */
const seedDocumentJobs = async (t: TestApp) => {
  const { rows } = await sql<{
    exists: boolean;
  }>`SELECT to_regclass('document_jobs') IS NOT NULL AS exists`.execute(t.store.db);
  if (!rows[0]?.exists) {
    // The documents migration is not in this tree: create the columns of it that these rows use.
    await sql`CREATE TABLE tender_documents (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), tender_id text NOT NULL,
      source text NOT NULL, filename text NOT NULL, file_type text NOT NULL,
      status text NOT NULL DEFAULT 'pending')`.execute(t.store.db);
    await sql`CREATE TABLE document_jobs (id bigserial PRIMARY KEY, document_id uuid NOT NULL, tender_id text NOT NULL,
      kind text NOT NULL, status text NOT NULL, error text, created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz, finished_at timestamptz)`.execute(t.store.db);
  }
  // Documents in each state: 2 processed, 1 failed, and the one the jobs below belong to (pending).
  await sql`
    INSERT INTO tender_documents (tender_id, source, filename, file_type, status) VALUES
      ('analytics-test-1', 'upload', 'drawings.pdf', 'pdf', 'completed'),
      ('analytics-test-2', 'upload', 'pricing.xlsx', 'xlsx', 'completed'),
      ('analytics-test-3', 'upload', 'locked.pdf', 'pdf', 'failed')`.execute(t.store.db);
  // Completed jobs with known durations: 2 s, 4 s and 9 s within the last day, 30 s two days ago.
  await sql`
    WITH document AS (
      INSERT INTO tender_documents (tender_id, source, filename, file_type)
      VALUES ('analytics-test-1', 'upload', 'statement-of-work.pdf', 'pdf') RETURNING id
    )
    INSERT INTO document_jobs (document_id, tender_id, kind, status, error, created_at, started_at, finished_at)
    SELECT document.id, job.tender_id, 'download', job.status, job.error, job.created_at, job.started_at,
           job.finished_at
    FROM document, (VALUES
      ('analytics-test-1', 'completed', NULL, now() - interval '3 hours', now() - interval '2 hours',
        now() - interval '2 hours' + interval '2 seconds'),
      ('analytics-test-2', 'completed', NULL, now() - interval '3 hours', now() - interval '1 hour',
        now() - interval '1 hour' + interval '4 seconds'),
      ('analytics-test-3', 'completed', NULL, now() - interval '1 hour', now() - interval '10 minutes',
        now() - interval '10 minutes' + interval '9 seconds'),
      ('analytics-test-4', 'completed', NULL, now() - interval '3 days', now() - interval '2 days',
        now() - interval '2 days' + interval '30 seconds'),
      ('analytics-test-5', 'failed', 'PDF is encrypted', now() - interval '1 hour', now() - interval '50 minutes',
        now() - interval '50 minutes'),
      ('analytics-test-6', 'processing', NULL, now() - interval '1 minute', now(), NULL),
      ('analytics-test-7', 'pending', NULL, now(), NULL, NULL),
      ('analytics-test-8', 'pending', NULL, now(), NULL, NULL)
    ) AS job (tender_id, status, error, created_at, started_at, finished_at)`.execute(t.store.db);
};

describe(`analytics (${testEngine()} store)`, () => {
  let t: TestApp;
  let analyst: TestUser;
  let analytics: Analytics;
  /** The app's scheduler started the live feeds between these two instants (when the app became ready). */
  let scheduledFrom: number;
  let scheduledBy: number;

  const one = async <T>(query: ReturnType<typeof sql<T>>): Promise<T> => {
    const { rows } = await query.execute(t.store.db);
    return rows[0]!;
  };

  beforeAll(async () => {
    // Live feeds on (their next runs are reported), at an address where nothing listens, so each attempt fails
    // at once; attachment downloads off, so the documents worker never claims the seeded download jobs and the
    // queue stays as seeded.
    scheduledFrom = Date.now();
    t = await createTestApp({
      INGEST_ON_START: 'on',
      LIVE_FEED_OPEN_NOTICES_URL: `${NOBODY_LISTENS}/open.csv`,
      LIVE_FEED_NEW_NOTICES_URL: `${NOBODY_LISTENS}/new.csv`,
      AWARDS_FEED_URL: `${NOBODY_LISTENS}/awards.csv`,
      DOCUMENT_DOWNLOADS: 'off',
    });
    scheduledBy = Date.now();
    await loadBundledSample(t.store.db);
    await seedRecentTenders(t);
    await seedDocumentJobs(t);
    analyst = await createTestUser(t, { role: 'admin', flags: { analytics: true } });
    const response = await t.app.inject({ method: 'GET', url: '/api/analytics', headers: analyst.headers });
    expect(response.statusCode).toBe(200);
    analytics = response.json<Analytics>();
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a signed-in administrator whose analytics flag is on', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/analytics' })).statusCode).toBe(401);
    // System, pipeline and mail details are for administrators: a user with the flag on is refused.
    const supplier = await createTestUser(t, { flags: { analytics: true } });
    const notAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/analytics',
      headers: { ...supplier.headers, 'accept-language': 'fr' },
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.body).not.toMatch(/node|smtp|postgres|pglite/i);
    expect(notAdmin.json<{ detail: string }>().detail).toMatch(/administrat/i);
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    const demoToken = demo.json<{ access_token: string }>().access_token;
    const demoAnswer = await t.app.inject({
      method: 'GET',
      url: '/api/analytics',
      headers: { authorization: `Bearer ${demoToken}` },
    });
    expect(demoAnswer.statusCode).toBe(403);
    const flagOff = await createTestUser(t, { role: 'admin', flags: { analytics: false } });
    const refused = await t.app.inject({ method: 'GET', url: '/api/analytics', headers: flagOff.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: 'Feature not enabled: analytics' });
    const key = await createTestApiKey(t, analyst);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/analytics', headers: { 'x-api-key': key } }))
        .statusCode,
    ).toBe(403);
  });

  it('counts tenders exactly as the store holds them', async () => {
    const expected = await one(sql<Analytics['tenders']>`
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE status = 'open' AND (closing_at IS NULL OR closing_at > now()))::int AS open,
             count(*) FILTER (WHERE publication_date > current_date - 7
                                AND publication_date <= current_date)::int AS added_this_week,
             count(*) FILTER (WHERE status = 'open' AND closing_at > now()
                                AND closing_at < now() + interval '7 days')::int AS closing_in_7_days
      FROM tenders`);
    expect(expected.total).toBeGreaterThan(100); // the 134 bundled rows (117 distinct) + 24 seeded
    // Published this week: the 7 seeded notices published 0 to 6 days ago; the bundled ones are older, and the
    // time they were loaded does not count.
    expect(expected.added_this_week).toBe(7);
    expect(expected.closing_in_7_days).toBeGreaterThan(0);
    expect(analytics.tenders).toEqual(expected);
  });

  it('gives the top 10 categories, commodities and regions with their real counts', async () => {
    const count = async (column: string) => {
      const { rows } = await sql<{ value: string; count: number }>`
        SELECT v AS value, count(DISTINCT id)::int AS count
        FROM tenders CROSS JOIN LATERAL unnest(${sql.ref(column)}) AS v WHERE v <> ''
        GROUP BY v ORDER BY count DESC, v LIMIT 10`.execute(t.store.db);
      return rows;
    };
    const strip = (entries: Analytics['by_region']) => entries.map(({ value, count }) => ({ value, count }));
    expect(strip(analytics.by_category)).toEqual(await count('procurement_categories'));
    expect(strip(analytics.by_region)).toEqual(await count('regions'));
    expect(strip(analytics.by_commodity)).toEqual(await count('unspsc_descriptions_en'));
    expect(analytics.by_region.length).toBeLessThanOrEqual(10);
    expect(analytics.by_category.find((entry) => entry.value === 'CNST')?.label).toBe('Construction');

    const french = await t.app.inject({
      method: 'GET',
      url: '/api/analytics?language=fra',
      headers: analyst.headers,
    });
    expect(french.json<Analytics>().by_region.find((entry) => entry.value === 'Quebec')?.label).toBe(
      'Québec',
    );
  });

  it('gives 30 Eastern days of tenders published and closing, from the real dates', async () => {
    expect(analytics.trend).toHaveLength(30);
    const today = await one(sql<{ day: string }>`
      SELECT to_char((now() AT TIME ZONE 'America/Toronto')::date, 'YYYY-MM-DD') AS day`);
    expect(analytics.trend.at(-1)?.date).toBe(today.day);
    for (const point of analytics.trend) {
      const expected = await one(sql<{ published: number; closing: number }>`
        SELECT (SELECT count(*)::int FROM tenders WHERE publication_date = ${point.date}::date) AS published,
               (SELECT count(*)::int FROM tenders
                 WHERE to_char(closing_at AT TIME ZONE 'America/Toronto', 'YYYY-MM-DD') = ${point.date}) AS closing`);
      expect(point, point.date).toEqual({ date: point.date, ...expected });
    }
    expect(analytics.trend.some((point) => point.published > 0)).toBe(true);
    expect(analytics.trend.some((point) => point.closing > 0)).toBe(true);
  });

  it('reports the document queue and the measured processing rate and time', async () => {
    const documents = await one(sql<{ processed: number; failed: number }>`
      SELECT count(*) FILTER (WHERE status = 'completed')::int AS processed,
             count(*) FILTER (WHERE status = 'failed')::int AS failed FROM tender_documents`);
    const expected = await one(sql<{
      pending: number;
      processing: number;
      completed: number;
      failed: number;
      in_day: number;
      average: number;
    }>`
      SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
             count(*) FILTER (WHERE status = 'processing')::int AS processing,
             count(*) FILTER (WHERE status = 'completed')::int AS completed,
             count(*) FILTER (WHERE status = 'failed')::int AS failed,
             count(*) FILTER (WHERE status = 'completed' AND finished_at >= now() - interval '24 hours')::int AS in_day,
             (avg(extract(epoch FROM finished_at - started_at)) FILTER (WHERE status = 'completed'))::float8 AS average
      FROM document_jobs`);
    expect(analytics.documents).toEqual({
      documents_processed: documents.processed,
      documents_failed: documents.failed,
      pending: expected.pending,
      processing: expected.processing,
      completed: expected.completed,
      failed: expected.failed,
      completed_in_window: expected.in_day,
      window_hours: 24,
      processing_rate_per_hour: Number((expected.in_day / 24).toFixed(2)),
      average_processing_seconds: Number(expected.average.toFixed(3)),
    });
    // The seeded jobs: 3 of the 4 completed ones finished within the day; mean of 2, 4, 9 and 30 s.
    expect(analytics.documents).toMatchObject({
      documents_processed: 2,
      documents_failed: 1,
      completed: 4,
      failed: 1,
      completed_in_window: 3,
    });
    expect(analytics.documents?.processing_rate_per_hour).toBe(0.13);
    expect(analytics.documents?.average_processing_seconds).toBe(11.25);
  });

  it("shows each feed's last run with its row counts", async () => {
    const lastBundled = await t.store.db
      .selectFrom('ingest_runs')
      .selectAll()
      .where('feed', '=', 'bundled')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const bundled = analytics.pipeline.feeds.find((feed) => feed.feed === 'bundled');
    expect(bundled).toMatchObject({
      is_scheduled: false,
      next_run_at: null,
      last_run: {
        id: lastBundled.id,
        status: 'succeeded',
        rows_read: lastBundled.rows_read,
        rows_inserted: lastBundled.rows_inserted,
        rows_updated: lastBundled.rows_updated,
        rows_unchanged: lastBundled.rows_unchanged,
        rows_rejected: lastBundled.rows_rejected,
      },
    });
    expect(bundled?.last_run?.rows_read).toBeGreaterThan(0);
  });

  it("shows the live feeds' next runs as this process's scheduler plans them", async () => {
    // Open notices and award notices were tried 5 s after the app was ready (one after the other) and failed:
    // the next attempt is the first back-off.
    expect(analytics.pipeline.live_feeds_enabled).toBe(true);
    const liveFeeds = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/analytics', headers: analyst.headers });
      return response.json<Analytics>().pipeline.feeds;
    };
    await expect
      .poll(
        async () =>
          (await liveFeeds())
            .filter((feed) => feed.last_run?.status === 'failed' && feed.next_run_at !== null)
            .map((feed) => feed.feed),
        { timeout: 20_000, interval: 250 },
      )
      .toEqual(['open-notices', 'award-notices']);

    // A run recorded by another instance or an earlier process shows as the feed's last run; it does not
    // move this process's plan.
    const finishedAt = new Date(Date.now() - 500);
    await t.store.db
      .insertInto('ingest_runs')
      .values({
        source: 'https://canadabuys.canada.ca/opendata/pub/newTenderNotice-nouvelAvisAppelOffres.csv',
        feed: 'new-notices',
        status: 'succeeded',
        started_at: new Date(finishedAt.getTime() - 1_000),
        finished_at: finishedAt,
        rows_read: 40,
        rows_inserted: 12,
        rows_updated: 3,
        rows_unchanged: 25,
      })
      .execute();
    const feeds = await liveFeeds();
    // The award notices (AWARDS_FEED_URL, on unless `off`) are fetched at start and daily, like open notices.
    expect(feeds.map((feed) => feed.feed).slice(0, 3)).toEqual([
      'open-notices',
      'new-notices',
      'award-notices',
    ]);
    const [openNotices, newNotices, awardNotices] = feeds;
    for (const feed of [openNotices!, awardNotices!]) {
      expect(feed).toMatchObject({
        is_scheduled: true,
        every_seconds: 86_400,
        last_run: { status: 'failed' },
      });
      const retryInMs = Date.parse(feed.next_run_at!) - Date.parse(feed.last_run!.finished_at!);
      expect(retryInMs).toBeGreaterThanOrEqual(5 * MINUTE - 1_000);
      expect(retryInMs).toBeLessThan(5 * MINUTE + 5_000);
    }
    // New notices: first fetched one period (2 hours) after the scheduler started them.
    expect(newNotices).toMatchObject({
      is_scheduled: true,
      every_seconds: 7_200,
      last_run: {
        rows_read: 40,
        rows_inserted: 12,
        rows_updated: 3,
        duration_seconds: 1,
        rows_per_second: 40,
      },
    });
    const newNoticesAt = Date.parse(newNotices!.next_run_at!);
    expect(newNoticesAt).toBeGreaterThanOrEqual(scheduledFrom + 2 * HOUR);
    expect(newNoticesAt).toBeLessThanOrEqual(scheduledBy + 2 * HOUR);
  });

  it('describes the store and the running server', async () => {
    const store = await one(
      sql<{ size: number }>`SELECT pg_database_size(current_database())::bigint AS size`,
    );
    expect(analytics.system.store_engine).toBe(testEngine());
    // The store may grow by a page between the two reads; it is the real size, not a fixed one.
    expect(Math.abs(analytics.system.store_size_bytes - store.size)).toBeLessThan(1024 * 1024);
    expect(analytics.system.store_size_bytes).toBeGreaterThan(0);
    const manifest = JSON.parse(await readFile(path.join(serverRoot, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(analytics.system.app_version).toBe(manifest.version);
    expect(analytics.system.uptime_seconds).toBe(
      Math.floor((Date.parse(analytics.generated_at) - Date.parse(analytics.system.started_at)) / 1000),
    );
    expect(Math.abs(analytics.system.uptime_seconds - process.uptime())).toBeLessThan(60);
  });
});
