import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TenderAmendments, TenderDetail } from '@tenderscout/domain';
import { loadBundledSampleIfEmpty } from '../src/modules/tenders/ingest/bundled';
import { COLUMNS } from '../src/shared/open-data/columns';
import { IngestError, ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { liveFeedJobs } from '../src/modules/tenders/ingest/live-feeds';
import { createScheduler } from '../src/lib/scheduler';
import { DATA_FILES, findRecord, toCanadaBuysCsv } from '../src/modules/tenders/ingest/test-support';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

const ID = 'cb-120-98313427';

describe(`ingest (${testEngine()} store)`, () => {
  let t: TestApp;
  let dir: string;
  const file = async (name: string, content: string) => {
    const target = path.join(dir, name);
    await writeFile(target, content);
    return target;
  };
  const count = async () =>
    Number(
      (
        await t.store.db
          .selectFrom('tenders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-ingest-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.store.db.deleteFrom('tenders').execute();
  });

  it('is idempotent: re-ingesting the same file changes nothing', async () => {
    const first = await ingestSource(t.store.db, DATA_FILES.newNotices);
    expect(first).toMatchObject({ rowsRead: 17, inserted: 17, updated: 0, unchanged: 0, rejected: 0 });
    const before = await t.store.db
      .selectFrom('tenders')
      .select(['id', 'updated_at'])
      .where('id', '=', ID)
      .executeTakeFirstOrThrow();
    const second = await ingestSource(t.store.db, DATA_FILES.newNotices);
    expect(second).toMatchObject({
      rowsRead: 17,
      inserted: 0,
      updated: 0,
      unchanged: 17,
      rejected: 0,
      changedIds: [],
    });
    const after = await t.store.db
      .selectFrom('tenders')
      .select(['id', 'updated_at'])
      .where('id', '=', ID)
      .executeTakeFirstOrThrow();
    expect(after.updated_at).toEqual(before.updated_at);
    expect(await count()).toBe(17);
    const versions = await t.app.inject({ method: 'GET', url: `/api/tenders/${ID}/amendments` });
    expect(versions.json()).toEqual({ tender_id: ID, current_amendment_number: 0, amendments: [] });
  });

  it('keeps the previous version when an amendment arrives, and lists what changed', async () => {
    await ingestSource(t.store.db, DATA_FILES.newNotices);
    const original = findRecord(DATA_FILES.newNotices, ID);
    const newAttachment =
      'https://canadabuys.canada.ca/sites/default/files/webform/tender_notice/83302/amendment_001_en.pdf';
    const amended = {
      ...original,
      [COLUMNS.amendmentNumber]: '001',
      [COLUMNS.amendmentDate]: '2026-01-05',
      [COLUMNS.closingDate]: '2026-01-26T14:00:00',
      [COLUMNS.attachmentsEn]: `${original[COLUMNS.attachmentsEn]},${newAttachment}`,
      [COLUMNS.descriptionEn]: `${original[COLUMNS.descriptionEn]}\r\n\r\nAmendment 001: the closing date is extended.`,
    };
    const summary = await ingestSource(t.store.db, await file('amended.csv', toCanadaBuysCsv([amended])));
    expect(summary).toMatchObject({ rowsRead: 1, inserted: 0, updated: 1, unchanged: 0, changedIds: [ID] });

    const detail = (await t.app.inject({ method: 'GET', url: `/api/tenders/${ID}` })).json<TenderDetail>();
    expect(detail).toMatchObject({
      amendment_number: 1,
      amendment_date: '2026-01-05',
      closing_date: '2026-01-26T19:00:00.000Z',
    });
    expect(detail.attachments).toContain(newAttachment);

    const response = await t.app.inject({ method: 'GET', url: `/api/tenders/${ID}/amendments` });
    expect(response.statusCode).toBe(200);
    const history = response.json<TenderAmendments>();
    expect(history).toMatchObject({ tender_id: ID, current_amendment_number: 1 });
    expect(history.amendments).toHaveLength(1);
    const amendment = history.amendments[0]!;
    expect(amendment).toMatchObject({
      amendment_number: 1,
      previous_amendment_number: 0,
      amendment_date: '2026-01-05',
    });
    expect(amendment.changes.map((change) => [change.field, change.material])).toEqual([
      ['closing_date', true],
      ['attachments', true],
      ['description', false],
    ]);
    expect(amendment.changes[0]).toMatchObject({
      before: '2026-01-19T22:00:00.000Z',
      after: '2026-01-26T19:00:00.000Z',
      summary: 'Closing moved from Jan 19, 2026, 5:00 p.m. ET to Jan 26, 2026, 2:00 p.m. ET',
    });
    expect(amendment.changes[1]).toMatchObject({ added: ['amendment_001_en.pdf'], removed: [] });

    // An older amendment arriving later (e.g. an older file) does not roll the tender back.
    const stale = await ingestSource(t.store.db, DATA_FILES.newNotices);
    expect(stale).toMatchObject({ inserted: 0, updated: 0, unchanged: 17 });
    const still = (await t.app.inject({ method: 'GET', url: `/api/tenders/${ID}` })).json<TenderDetail>();
    expect(still.amendment_number).toBe(1);
  });

  it('updates a notice that becomes Cancelled instead of duplicating it', async () => {
    await ingestSource(t.store.db, DATA_FILES.newNotices);
    const cancelled = {
      ...findRecord(DATA_FILES.newNotices, ID),
      [COLUMNS.statusEn]: 'Cancelled',
      [COLUMNS.statusFr]: 'Annulé',
    };
    const summary = await ingestSource(t.store.db, await file('cancelled.csv', toCanadaBuysCsv([cancelled])));
    expect(summary).toMatchObject({ inserted: 0, updated: 1 });
    expect(await count()).toBe(17);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/tenders/${ID}?language=fra` })
    ).json<TenderDetail>();
    expect(detail).toMatchObject({ status: 'Annulé', status_code: 'cancelled' });
    const history = (
      await t.app.inject({ method: 'GET', url: `/api/tenders/${ID}/amendments` })
    ).json<TenderAmendments>();
    expect(history.amendments[0]?.changes).toMatchObject([
      {
        field: 'status',
        before: 'open',
        after: 'cancelled',
        material: true,
        summary: 'Status changed from Open to Cancelled',
      },
    ]);

    // Re-reading the older file where it was still Open does not reopen it.
    const older = await ingestSource(t.store.db, DATA_FILES.newNotices);
    expect(older).toMatchObject({ inserted: 0, updated: 0, unchanged: 17 });
    const after = (await t.app.inject({ method: 'GET', url: `/api/tenders/${ID}` })).json<TenderDetail>();
    expect(after.status_code).toBe('cancelled');
  });

  it('reports a bad row with its line number, skips it and keeps the others', async () => {
    const [a, b, c] = ['cb-120-98313427', 'cb-133-61948591', 'cb-197-50586363'].map((id) =>
      findRecord(DATA_FILES.newNotices, id),
    );
    const badDate = { ...b!, [COLUMNS.closingDate]: '2026-02-31T14:00:00' };
    // Record 1 spans several lines (its description has line breaks); count the lines like an editor would.
    const withShortRow = `${toCanadaBuysCsv([a!, badDate, c!])}"Only","three","fields"\r\n`;
    const lines = withShortRow.split(/\r\n|\n|\r/);
    const badLine = lines.findIndex((line) => line.startsWith(`"${b![COLUMNS.titleEn]}"`)) + 1;
    const summary = await ingestSource(t.store.db, await file('bad.csv', withShortRow));
    expect(summary).toMatchObject({ rowsRead: 4, inserted: 2, rejected: 2 });
    expect(summary.rejects).toEqual([
      { line: badLine, reason: 'cb-133-61948591: invalid closing date "2026-02-31T14:00:00"' },
      { line: lines.length - 1, reason: 'expected 67 fields, found 3' },
    ]);
    const run = await t.store.db
      .selectFrom('ingest_runs')
      .selectAll()
      .where('id', '=', summary.runId)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'succeeded', rows_read: 4, rows_inserted: 2, rows_rejected: 2 });
    expect(run.rejects).toHaveLength(2);
  });

  it('keeps every committed batch when the source fails part-way, and records the failed run', async () => {
    const csv = await (await import('node:fs/promises')).readFile(DATA_FILES.newNotices);
    const cut = csv.subarray(0, Math.floor(csv.length * 0.7));
    const failing = Readable.from(
      (async function* () {
        // Delivered in pieces, as a download is; the connection drops 70 % of the way through.
        for (let offset = 0; offset < cut.length; offset += 2048) {
          yield cut.subarray(offset, offset + 2048);
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        throw new Error('connection reset');
      })(),
    );
    const error = await ingestSource(t.store.db, 'https://example.invalid/feed.csv', {
      batchSize: 5,
      open: async () => ({ totalBytes: csv.length, stream: failing }),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IngestError);
    const summary = (error as IngestError).summary;
    expect(summary.error).toMatch(/connection reset/);
    expect(summary.inserted).toBeGreaterThanOrEqual(5);
    expect(await count()).toBe(summary.inserted);
    const run = await t.store.db
      .selectFrom('ingest_runs')
      .selectAll()
      .where('id', '=', summary.runId)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({
      status: 'failed',
      error: 'connection reset',
      rows_inserted: summary.inserted,
    });
    expect(run.finished_at).not.toBeNull();
  });

  it('streams a file from an http URL, and reports an HTTP error clearly', async () => {
    const body = await (await import('node:fs/promises')).readFile(DATA_FILES.newNotices);
    const server: Server = createServer((request, response) => {
      if (request.url === '/feed.csv') {
        response.writeHead(200, { 'content-type': 'text/csv' });
        // In small chunks, as a network would deliver it.
        let offset = 0;
        const pump = () => {
          if (offset >= body.length) return response.end();
          response.write(body.subarray(offset, offset + 4096));
          offset += 4096;
          setImmediate(pump);
        };
        pump();
      } else {
        response.writeHead(403).end('Forbidden');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const summary = await ingestSource(t.store.db, `http://127.0.0.1:${port}/feed.csv`);
      expect(summary).toMatchObject({ rowsRead: 17, inserted: 17, rejected: 0 });
      await expect(ingestSource(t.store.db, `http://127.0.0.1:${port}/blocked.csv`)).rejects.toThrow(
        `Could not fetch http://127.0.0.1:${port}/blocked.csv: HTTP 403 Forbidden`,
      );
    } finally {
      server.close();
    }
  });

  it('runs the live feeds in the background: a failure is logged and retried, never thrown', async () => {
    const warnings: string[] = [];
    const infos: string[] = [];
    const scheduler = createScheduler();
    const feeds = liveFeedJobs({
      db: () => t.store.db,
      log: {
        info: (_o: unknown, message?: string) => void infos.push(message ?? ''),
        warn: (_o: unknown, message?: string) => void warnings.push(message ?? ''),
      } as never,
      // Nothing listens on port 9 of the loopback: the fetch fails at once.
      feeds: {
        openNotices: 'http://127.0.0.1:9/open.csv',
        newNotices: 'http://127.0.0.1:9/new.csv',
        awardNotices: null,
      },
      timing: {
        firstAttemptDelayMs: 0,
        firstRetryMs: 50,
        newNoticesEveryMs: 60_000,
        openNoticesEveryMs: 60_000,
      },
    });
    for (const job of feeds) scheduler.add(job);
    const names = feeds.map((job) => job.name);
    scheduler.start(...names);
    await expect.poll(() => warnings.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await scheduler.stop(...names);
    expect(warnings[0]).toMatch(
      /^live feed open-notices failed: Could not fetch http:\/\/127\.0\.0\.1:9\/open\.csv/,
    );
    const runs = await t.store.db
      .selectFrom('ingest_runs')
      .selectAll()
      .where('feed', '=', 'open-notices')
      .execute();
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.every((run) => run.status === 'failed')).toBe(true);
  });

  it('loads the bundled real sample into an empty store only', async () => {
    const summaries = await loadBundledSampleIfEmpty(t.store.db);
    expect(summaries?.map((summary) => [summary.inserted, summary.updated, summary.rejected])).toEqual([
      [17, 0, 0],
      // The July 2026 open-notices capture: no BOM, LF line ends, lighter quoting, all 80 rows read.
      [80, 0, 0],
      // The corpus's later status for the 17 official notices and 3 of the capture's.
      [97, 20, 0],
    ]);
    expect(await count()).toBe(194);
    const open = await t.app.inject({ method: 'POST', url: '/api/search', payload: { size: 5 } });
    // A newcomer's first page: open tenders.
    expect(open.json<{ hits: Array<{ status_code: string }> }>().hits.map((hit) => hit.status_code)).toEqual(
      Array.from({ length: 5 }, () => 'open'),
    );
    expect(await loadBundledSampleIfEmpty(t.store.db)).toBeNull();
    const legacy = await t.app.inject({
      method: 'GET',
      url: `/api/tenders/tender-by-id?id=${encodeURIComponent('PW-$$ZT-009-27511')}`,
    });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toMatchObject({ source_system: 'Buyandsell (legacy)', status: 'Expired' });
  });
});
