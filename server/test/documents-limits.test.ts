import type { StoredDocument, TenderDocumentsResponse, UploadResponse } from '@tenderscout/domain';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from './support/accounts';
import { createTender } from './support/tender-factory';
import { createTestApp, testEngine, type TestApp } from './support/test-app';
import { makePdf, makePdfBomb, makeTextPdf, multipartBody } from './documents-fixtures';

const MB = 1024 * 1024;

describe(`documents: PDF reading limits keep the API answering (${testEngine()} store)`, () => {
  let t: TestApp;
  let tenderId: string;
  let owner: TestUser;

  const upload = async (name: string, bytes: Buffer) => {
    const body = multipartBody({ tender_id: tenderId }, { name, bytes });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: body.payload,
      headers: { ...body.headers, ...owner.headers },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<UploadResponse>().document;
  };
  const documentOf = async (id: string): Promise<StoredDocument | undefined> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/documents?tender_id=${tenderId}`,
      headers: owner.headers,
    });
    return response.json<TenderDocumentsResponse>().documents.find((document) => document.id === id);
  };
  /**
   * Waits until the document is processed while a separate thread (its own event loop, so a blocked API cannot
   * hide it) calls GET /api/health over HTTP every 100 ms and times each answer: the API must keep answering.
   */
  const processWhileProbing = async (id: string) => {
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app is not listening');
    const prober = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
      const timings = [];
      let stopped = false;
      parentPort.once('message', () => { stopped = true; });
      (async () => {
        while (!stopped) {
          const started = performance.now();
          const response = await fetch(workerData.url);
          await response.text();
          timings.push({ ms: performance.now() - started, status: response.status });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        parentPort.postMessage(timings);
      })();`,
      { eval: true, workerData: { url: `http://127.0.0.1:${address.port}/api/health` } },
    );
    const timings = new Promise<Array<{ ms: number; status: number }>>((resolve, reject) => {
      prober.once('message', resolve);
      prober.once('error', reject);
    });
    try {
      for (let attempt = 0; attempt < 600; attempt += 1) {
        const document = await documentOf(id);
        if (document && (document.status === 'completed' || document.status === 'failed')) {
          prober.postMessage('stop');
          const health = await timings;
          return {
            document,
            healthMs: health.map((entry) => entry.ms),
            healthStatuses: new Set(health.map((entry) => entry.status)),
          };
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`document ${id} was not processed in time`);
    } finally {
      await prober.terminate();
    }
  };
  const jobOf = (documentId: string) =>
    t.store.db
      .selectFrom('document_jobs')
      .selectAll()
      .where('document_id', '=', documentId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp({ DOCUMENT_MAX_MEMORY_MB: '256', DOCUMENT_MAX_PAGES: '50' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    tenderId = await createTender(t);
    owner = await createTestUser(t, { flags: { pdf_upload: true } });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('fails a PDF bomb over the memory limit once, with the reason, while /api/health answers', async () => {
    const bomb = await makePdfBomb(300 * MB);
    expect(bomb.length).toBeLessThan(2 * MB);
    const document = await upload('bomb.pdf', bomb);
    const { document: done, healthMs, healthStatuses } = await processWhileProbing(document.id!);
    expect(healthStatuses).toEqual(new Set([200]));
    expect(healthMs.length).toBeGreaterThan(1);
    expect(Math.max(...healthMs)).toBeLessThan(1000);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/needed more than 256 MB of memory/);
    expect(await jobOf(document.id!)).toMatchObject({ status: 'failed', attempts: 1 });
    // The server goes on reading other files.
    const next = await upload('after-bomb.pdf', makeTextPdf(1, 'Read after the bomb.'));
    expect((await processWhileProbing(next.id!)).document).toMatchObject({ status: 'completed' });
  }, 180_000);

  it('fails a PDF over the page limit with the page count in the reason', async () => {
    const pages = Array.from({ length: 60 }, (_, index) => [`Page ${index + 1}`]);
    const document = await upload('long.pdf', makePdf({ pages }));
    const { document: done } = await processWhileProbing(document.id!);
    expect(done.status).toBe('failed');
    expect(done.error).toBe('The PDF has 60 pages; at most 50 are read.');
  });

  it('does not run a job again whose earlier run never finished (no re-run loop after a restart)', async () => {
    // The state a server killed mid-extraction leaves behind: the job claimed once, its lock expired.
    const document = await t.store.db
      .insertInto('tender_documents')
      .values({
        tender_id: tenderId,
        source: 'upload',
        storage_path: null,
        filename: 'killed-the-server.pdf',
        file_type: 'pdf',
        size_bytes: 1000,
        uploaded_by: owner.id,
        status: 'processing',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.store.db
      .insertInto('document_jobs')
      .values({
        document_id: document.id,
        tender_id: tenderId,
        kind: 'extract',
        status: 'processing',
        attempts: 1,
        started_at: new Date(Date.now() - 20 * 60_000),
        locked_by: 'a-server-that-died',
        locked_until: new Date(Date.now() - 5 * 60_000),
      })
      .execute();
    const { document: done } = await processWhileProbing(document.id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/interrupted .* not retried/);
    expect(await jobOf(document.id)).toMatchObject({ status: 'failed', attempts: 2 });
  });
});

describe('documents: the PDF reader process', () => {
  it('stops a file that takes longer than the time limit, with the reason', async () => {
    const { extractPdfTextIsolated } = await import('../src/modules/documents/jobs/pdf-text-sandbox');
    // Text operators: pdf.js builds text content for each, which takes many seconds for 40 MB of them.
    const slow = await makePdfBomb(40 * MB, 'BT /F1 1 Tf 0 0 Td (A) Tj ET\n');
    await expect(
      extractPdfTextIsolated(slow, { maxMemoryMb: 4096, maxPages: 10, timeoutSeconds: 1 }),
    ).rejects.toMatchObject({
      reason: 'timeout',
      message: 'Reading this PDF took longer than 1 s, so it was stopped.',
    });
  }, 120_000);

  it('reads an ordinary PDF in the child process', async () => {
    const { extractPdfTextIsolated } = await import('../src/modules/documents/jobs/pdf-text-sandbox');
    const result = await extractPdfTextIsolated(makeTextPdf(2, 'Child process check.'), {
      maxMemoryMb: 256,
      maxPages: 10,
      timeoutSeconds: 60,
    });
    expect(result.pageCount).toBe(2);
    expect(result.text).toContain('Child process check.');
  }, 120_000);
});
