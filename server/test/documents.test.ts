import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type {
  PdfViewResponse,
  StoredDocument,
  TenderDetail,
  TenderDocumentsResponse,
  UploadResponse,
} from '@tenderscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocumentWorker } from '../src/modules/documents/jobs/documents-worker';
import { createDocumentStorage } from '../src/modules/documents/document-storage';
import { createTestApiKey, createTestUser, type TestUser } from './support/accounts';
import { courierNotice } from './support/notices';
import { createTender } from './support/tender-factory';
import { createTestApp, testEngine, type TestApp } from './support/test-app';
import { makeCorruptPdf, makePdf, makeTextPdf, multipartBody } from './documents-fixtures';

const ATTACHMENTS = 'https://canadabuys.canada.ca/sites/default/files/webform/tender_notice/83302';
const COURIER_PDF = `${ATTACHMENTS}/1000262320a_rfp_en.pdf`;
const MB = 1024 * 1024;

const multipart = multipartBody;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 3)]);
const BMP = Buffer.concat([Buffer.from('BM'), Buffer.alloc(64, 4)]);
const TIFF = Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00]), Buffer.alloc(64, 5)]);
const XLS = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(512, 0),
]);
const XLSX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(40, 0),
  Buffer.from('[Content_Types].xml xl/workbook.xml xl/worksheets/sheet1.xml'),
]);
const CSV = Buffer.from(
  '\uFEFFitem,quantity,unit price\nCourier pickup,52,45.00\nSnowplough rental,3,1200\n',
);
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(256, 0x90)]);

describe(`documents: upload, view, processing (${testEngine()} store)`, () => {
  let t: TestApp;
  let uploader: TestUser;
  let reader: TestUser;
  /** Closed, with a PDF and a spreadsheet attached in each language, and no security requirement. */
  let courier: string;
  let sapServices: string;

  const upload = (
    user: TestUser | null,
    fields: Record<string, string>,
    file?: { name: string; bytes: Buffer; type?: string },
  ) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: body.payload,
      headers: { ...body.headers, ...(user ? user.headers : {}) },
    });
  };
  const view = (user: TestUser, url: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/pdfs/view?url=${encodeURIComponent(url)}`,
      headers: user.headers,
    });
  const listDocuments = async (user: TestUser, tenderId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/documents?tender_id=${encodeURIComponent(tenderId)}`,
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TenderDocumentsResponse>();
  };
  /** Waits until the queue worker has finished with a document (it runs inside the app, as in production). */
  const waitForDocument = async (tenderId: string, documentId: string): Promise<StoredDocument> => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { documents } = await listDocuments(uploader, tenderId);
      const document = documents.find((entry) => entry.id === documentId);
      if (document && (document.status === 'completed' || document.status === 'failed')) return document;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`document ${documentId} was not processed in time`);
  };
  const storedFiles = async () => {
    const root = path.join(t.dataDir, 'documents');
    const entries = await readdir(root, { recursive: true }).catch(() => [] as string[]);
    return entries.filter((entry) => /\.[a-z]+$/.test(entry) && !entry.startsWith('tmp'));
  };

  beforeAll(async () => {
    // This file uploads dozens of files from one user; the per-user rate limit has its own test.
    t = await createTestApp({ UPLOAD_RATE_LIMIT_PER_MINUTE: '1000' });
    courier = await createTender(
      t,
      courierNotice({
        attachments: {
          en: [COURIER_PDF, `${ATTACHMENTS}/1000262320_appendix-1-of-annex-sow_-delivery-log.xlsx`],
          fr: [
            `${ATTACHMENTS}/1000262320_appendice-1-de-lannexe-edt_registre-des-livraisons.xlsx`,
            `${ATTACHMENTS}/1000262320a_rfp_fr.pdf`,
          ],
        },
      }),
    );
    sapServices = await createTender(t, { title: 'SAP Professional Services' });
    uploader = await createTestUser(t, { flags: { pdf_upload: true } });
    reader = await createTestUser(t, { flags: { pdf_upload: false } });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('upload', () => {
    it('accepts each type, stores it under a generated name and records who, what and where', async () => {
      const files: Array<{ name: string; bytes: Buffer; message: string }> = [
        { name: 'rfp.pdf', bytes: makeTextPdf(1), message: 'PDF uploaded successfully!' },
        { name: 'site.png', bytes: PNG, message: 'Image uploaded successfully!' },
        { name: 'site.jpg', bytes: JPEG, message: 'Image uploaded successfully!' },
        {
          name: 'site.JPEG',
          bytes: Buffer.concat([JPEG, Buffer.from('x')]),
          message: 'Image uploaded successfully!',
        },
        { name: 'anim.gif', bytes: GIF, message: 'Image uploaded successfully!' },
        { name: 'old.bmp', bytes: BMP, message: 'Image uploaded successfully!' },
        { name: 'scan.tif', bytes: TIFF, message: 'Image uploaded successfully!' },
        {
          name: 'scan.tiff',
          bytes: Buffer.concat([TIFF, Buffer.from('y')]),
          message: 'Image uploaded successfully!',
        },
        { name: 'prices.csv', bytes: CSV, message: 'Spreadsheet uploaded successfully!' },
        { name: 'prices.xlsx', bytes: XLSX, message: 'Spreadsheet uploaded successfully!' },
        { name: 'prices.xls', bytes: XLS, message: 'Spreadsheet uploaded successfully!' },
      ];
      for (const file of files) {
        const response = await upload(
          uploader,
          { tender_id: sapServices, platform_name: 'CanadaBuys' },
          file,
        );
        expect(response.statusCode, `${file.name}: ${response.body}`).toBe(201);
        const body = response.json<UploadResponse>();
        expect(body.message).toBe(file.message);
        expect(body.document).toMatchObject({
          tender_id: sapServices,
          source: 'upload',
          filename: file.name,
          file_type: path.extname(file.name).slice(1).toLowerCase(),
          size_bytes: file.bytes.length,
          platform_name: 'CanadaBuys',
          is_stored: true,
          url: `urn:tenderscout:document:${body.document.id}`,
        });
        expect(body.document.checksum).toMatch(/^[0-9a-f]{64}$/);
      }
      const stored = await storedFiles();
      expect(stored).toHaveLength(files.length);
      for (const entry of stored) expect(entry).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z]+$/);
      const row = await t.store.db
        .selectFrom('tender_documents')
        .select(['uploaded_by', 'filename'])
        .where('tender_id', '=', sapServices)
        .where('filename', '=', 'rfp.pdf')
        .executeTakeFirstOrThrow();
      expect(row.uploaded_by).toBe(uploader.id);
    });

    it('refuses other types with the exact message, whatever the content', async () => {
      for (const name of ['setup.exe', 'notes.docx', 'rfp.pdf.exe', 'image.svg']) {
        const response = await upload(uploader, { tender_id: sapServices }, { name, bytes: makeTextPdf(1) });
        expect(response.statusCode, name).toBe(400);
        expect(response.json()).toMatchObject({
          detail:
            'Unsupported file type. Please upload PDF, Image (JPG, PNG, TIFF), or Spreadsheet (CSV, Excel) files.',
        });
      }
    });

    it('refuses a renamed executable and other content that does not match its extension', async () => {
      const cases: Array<[string, Buffer, string]> = [
        ['rfp.pdf', EXE, "The file's content is not a valid PDF file."],
        ['photo.png', JPEG, "The file's content is not a valid PNG file."],
        ['prices.xlsx', EXE, "The file's content is not a valid XLSX file."],
        ['prices.csv', EXE, "The file's content is not a valid CSV file."],
      ];
      for (const [name, bytes, detail] of cases) {
        const response = await upload(uploader, { tender_id: sapServices }, { name, bytes });
        expect(response.statusCode, name).toBe(400);
        expect(response.json()).toMatchObject({ detail });
      }
    });

    it('enforces each type limit with the size and the limit in the message', async () => {
      const overLimit: Array<[string, number, string]> = [
        ['big.pdf', 50 * MB + 10, 'File size (50.00 MB) exceeds 50 MB limit for PDF files.'],
        ['big.png', 25 * MB + 5 * 1024, 'File size (25.00 MB) exceeds 25 MB limit for images.'],
        ['big.csv', 11 * MB, 'File size (11.00 MB) exceeds 10 MB limit for spreadsheets.'],
      ];
      for (const [name, size, detail] of overLimit) {
        const header = name.endsWith('.pdf') ? Buffer.from('%PDF-1.4\n') : name.endsWith('.png') ? PNG : CSV;
        const bytes = Buffer.concat([header, Buffer.alloc(size - header.length, 0x20)]);
        const response = await upload(uploader, { tender_id: sapServices }, { name, bytes });
        expect(response.statusCode, name).toBe(413);
        expect(response.json()).toMatchObject({ detail });
      }
      // Exactly at the limit is accepted.
      const atLimit = Buffer.concat([CSV, Buffer.alloc(10 * MB - CSV.length, 0x20)]);
      const response = await upload(
        uploader,
        { tender_id: sapServices },
        { name: 'limit.csv', bytes: atLimit },
      );
      expect(response.statusCode, response.body).toBe(201);
    });

    it('never uses the client name as a path', async () => {
      const before = new Set(await storedFiles());
      for (const name of ['../../../etc/passwd.pdf', '..\\..\\windows\\evil.pdf', '/abs/path/x.pdf']) {
        const bytes = makeTextPdf(1, `path case ${name}`);
        const response = await upload(uploader, { tender_id: sapServices }, { name, bytes });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json<UploadResponse>().document.filename).toBe(name.split(/[/\\]/).pop());
      }
      const added = (await storedFiles()).filter((entry) => !before.has(entry));
      expect(added).toHaveLength(3);
      for (const entry of added) expect(entry).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}\.pdf$/);
    });

    it('needs a signed-in user with the pdf_upload flag, a file, a known tender', async () => {
      const file = { name: 'a.pdf', bytes: makeTextPdf(1) };
      expect((await upload(null, { tender_id: sapServices }, file)).statusCode).toBe(401);
      const noFlag = await upload(reader, { tender_id: sapServices }, file);
      expect(noFlag.statusCode).toBe(403);
      expect(noFlag.json()).toMatchObject({ detail: 'Feature not enabled: pdf_upload' });
      const key = await createTestApiKey(t, uploader);
      const body = multipart({ tender_id: sapServices }, file);
      const viaKey = await t.app.inject({
        method: 'POST',
        url: '/api/documents/upload',
        payload: body.payload,
        headers: { ...body.headers, 'x-api-key': key },
      });
      expect(viaKey.statusCode).toBe(403);
      expect((await upload(uploader, { tender_id: sapServices })).json()).toMatchObject({
        detail: 'A file is required',
      });
      expect((await upload(uploader, {}, file)).json()).toMatchObject({ detail: 'tender_id is required' });
      const unknown = await upload(uploader, { tender_id: 'cb-nope' }, file);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ detail: 'Tender cb-nope not found' });
      const empty = await upload(
        uploader,
        { tender_id: sapServices },
        { name: 'empty.pdf', bytes: Buffer.alloc(0) },
      );
      expect(empty.json()).toMatchObject({ detail: 'The file is empty.' });
    });
  });

  describe('view and signed links', () => {
    it('signs a short-lived link to a stored copy and serves the file with it', async () => {
      const pdf = makeTextPdf(2, 'signed link check');
      const uploaded = (
        await upload(uploader, { tender_id: courier }, { name: 'annex.pdf', bytes: pdf })
      ).json<UploadResponse>();
      const response = await view(uploader, uploaded.document.url);
      expect(response.statusCode, response.body).toBe(200);
      const { presigned_url: link, expires_at: expiresAt } = response.json<PdfViewResponse>();
      expect(link).toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/content\?expires=\d+&signature=[\w-]+$/);
      const ttl = Date.parse(expiresAt!) - Date.now();
      expect(ttl).toBeGreaterThan(9 * 60 * 1000);
      expect(ttl).toBeLessThanOrEqual(10 * 60 * 1000);

      const file = await t.app.inject({ method: 'GET', url: link });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(pdf)).toBe(true);
      const download = await t.app.inject({ method: 'GET', url: `${link}&download=1` });
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="annex.pdf"/);
    });

    it('answers 403 to a tampered or expired link', async () => {
      const uploaded = (
        await upload(uploader, { tender_id: courier }, { name: 'x.png', bytes: PNG })
      ).json<UploadResponse>();
      const link = new URL(
        (await view(uploader, uploaded.document.url)).json<PdfViewResponse>().presigned_url,
        'http://x',
      );
      const id = link.pathname.split('/')[3]!;
      const expires = Number(link.searchParams.get('expires'));
      const signature = link.searchParams.get('signature')!;
      const fetchWith = (query: string, documentId = id) =>
        t.app.inject({ method: 'GET', url: `/api/documents/${documentId}/content?${query}` });

      const later = await fetchWith(`expires=${expires + 3600}&signature=${signature}`);
      expect(later.statusCode).toBe(403);
      expect(later.json()).toMatchObject({ detail: 'This document link is not valid.' });
      const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
      expect((await fetchWith(`expires=${expires}&signature=${flipped}`)).statusCode).toBe(403);
      expect((await fetchWith('')).statusCode).toBe(403);
      const other = (
        await upload(uploader, { tender_id: courier }, { name: 'y.gif', bytes: GIF })
      ).json<UploadResponse>();
      expect(
        (await fetchWith(`expires=${expires}&signature=${signature}`, other.document.id!)).statusCode,
      ).toBe(403);

      // A link whose time has passed: signed with the app's own signer at a moment 11 minutes ago.
      const { createUrlSigner } = await import('../src/modules/documents/signed-urls');
      const { loadJwtSecret } = await import('../src/modules/auth/accounts/tokens');
      const signer = createUrlSigner(await loadJwtSecret(t.config.JWT_SECRET, t.config.dataDir));
      const old = signer.sign(id, Date.now() - 11 * 60 * 1000);
      const expired = await t.app.inject({ method: 'GET', url: old.url });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({
        detail: 'This document link has expired; open the document again.',
      });
      const fresh = signer.sign(id);
      expect((await t.app.inject({ method: 'GET', url: fresh.url })).statusCode).toBe(200);
    });

    it('returns an allowed government source URL as is, without fetching it', async () => {
      const response = await view(reader, COURIER_PDF);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        presigned_url: COURIER_PDF,
        expires_at: null,
        file_type: 'pdf',
      });
    });

    it('refuses every other URL with 400 (no SSRF)', async () => {
      for (const url of [
        'http://127.0.0.1/admin.pdf',
        'http://169.254.169.254/latest/meta-data/',
        'https://169.254.169.254/latest/meta-data/',
        'http://localhost:3000/api/health',
        'https://[::1]/x.pdf',
        'https://10.1.2.3/x.pdf',
        'file:///etc/passwd',
        'gopher://canadabuys.canada.ca/x',
        'http://canadabuys.canada.ca/x.pdf',
        'https://example.com/rfp.pdf',
        'https://canadabuys.canada.ca.attacker.example/rfp.pdf',
        'https://canadabuys.canada.ca:8443/rfp.pdf',
        'https://user:pass@canadabuys.canada.ca/rfp.pdf',
        'urn:tenderscout:document:../../etc/passwd',
      ]) {
        const response = await view(reader, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json<{ detail: string }>().detail, url).toMatch(/^This URL cannot be viewed/);
      }
      const missing = await view(reader, 'urn:tenderscout:document:00000000-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
      // The notice's own documents are open data: a visitor without an account views them too.
      const anonymous = await t.app.inject({
        method: 'GET',
        url: `/api/pdfs/view?url=${encodeURIComponent(COURIER_PDF)}`,
      });
      expect(anonymous.statusCode, anonymous.body).toBe(200);
      expect(anonymous.json()).toMatchObject({ presigned_url: COURIER_PDF });
    });
  });

  describe('processing', () => {
    it("extracts an upload's text for its uploader, without touching the tender's public facts", async () => {
      const pdf = makeTextPdf(
        3,
        'Bidders must hold a valid Top Secret security clearance. Keyword quokkaflux.',
      );
      const uploaded = (
        await upload(uploader, { tender_id: courier }, { name: 'sow.pdf', bytes: pdf })
      ).json<UploadResponse>();
      expect(uploaded.document.status).toBe('pending');
      const done = await waitForDocument(courier, uploaded.document.id!);
      expect(done).toMatchObject({ status: 'completed', page_count: 3, has_text: true, error: null });
      const row = await t.store.db
        .selectFrom('tender_documents')
        .select('text_content')
        .where('id', '=', uploaded.document.id!)
        .executeTakeFirstOrThrow();
      expect(row.text_content).toContain('quokkaflux');
      // The upload is its uploader's: the tender's public facts and search stay the notice's.
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/tenders/${courier}` })
      ).json<TenderDetail>();
      expect(detail.security_clearance_required).toBe(false);
      const search = await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { query: 'quokkaflux', search_type: 'keyword' },
      });
      expect(search.statusCode, search.body).toBe(200);
      expect(search.json<{ hits: unknown[] }>().hits).toEqual([]);
      const job = await t.store.db
        .selectFrom('document_jobs')
        .selectAll()
        .where('document_id', '=', uploaded.document.id!)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ kind: 'extract', status: 'completed', attempts: 1 });
      expect(job.started_at).not.toBeNull();
      expect(job.finished_at).not.toBeNull();
    });

    it('fails encrypted, corrupt and image-only PDFs with a reason, and keeps working', async () => {
      const cases: Array<[string, Buffer, RegExp]> = [
        ['locked.pdf', makePdf({ pages: [['secret']], encrypted: true }), /password-protected/],
        ['broken.pdf', makeCorruptPdf(), /not a readable PDF/],
        ['scan.pdf', makePdf({ pages: [[], []], withoutText: true }), /no text layer/],
      ];
      for (const [name, bytes, reason] of cases) {
        const uploaded = (
          await upload(uploader, { tender_id: sapServices }, { name, bytes })
        ).json<UploadResponse>();
        const done = await waitForDocument(sapServices, uploaded.document.id!);
        expect(done.status, name).toBe('failed');
        expect(done.error, name).toMatch(reason);
      }
      const good = (
        await upload(
          uploader,
          { tender_id: sapServices },
          { name: 'after.pdf', bytes: makeTextPdf(1, 'still alive') },
        )
      ).json<UploadResponse>();
      expect((await waitForDocument(sapServices, good.document.id!)).status).toBe('completed');
    });

    it("lists published attachments in both languages, with the caller's own uploads only", async () => {
      const { documents, pdfProcessingStatus } = await listDocuments(reader, courier);
      const notice = documents.filter((document) => document.source === 'notice');
      expect(notice.map((document) => document.file_type).sort()).toEqual(
        expect.arrayContaining(['pdf', 'xlsx']),
      );
      expect(new Set(notice.map((document) => document.language))).toEqual(new Set(['eng', 'fra']));
      expect(notice.every((document) => document.status === null && document.is_stored === false)).toBe(true);
      expect(documents.some((document) => document.source === 'upload')).toBe(false);
      expect(pdfProcessingStatus).toBeNull();
      const own = await listDocuments(uploader, courier);
      expect(own.documents.filter((document) => document.source === 'notice')).toHaveLength(notice.length);
      expect(own.documents.some((document) => document.source === 'upload')).toBe(true);
      expect(own.pdfProcessingStatus).toBe('completed');
    });

    it('downloads allowed attachments of open tenders through the injected fetch only', async () => {
      // Attachments are fetched for open tenders only: reopen the notice until next year.
      await t.store.db
        .updateTable('tenders')
        .set({ status: 'open', closing_at: new Date(Date.now() + 365 * 24 * 3600 * 1000) })
        .where('id', '=', courier)
        .execute();
      const requested: string[] = [];
      const pdf = makeTextPdf(
        1,
        'Bidders must hold a valid Top Secret security clearance. Downloaded attachment mentions wombatrix.',
      );
      const worker = startDocumentWorker({
        db: () => t.store.db,
        storage: createDocumentStorage(t.dataDir),
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
        downloads: true,
        autoStart: false,
        fetch: async (url) => {
          requested.push(url);
          return url.endsWith('.pdf')
            ? new Response(pdf, { status: 200, headers: { 'content-type': 'application/pdf' } })
            : new Response('<html>not found</html>', { status: 404 });
        },
        lookup: async (host) => (host === 'canadabuys.canada.ca' ? ['205.193.117.158'] : ['127.0.0.1']),
      });
      try {
        await worker.runUntilIdle();
      } finally {
        await worker.stop();
      }
      expect(requested.length).toBeGreaterThan(0);
      for (const url of requested) expect(new URL(url).hostname).toBe('canadabuys.canada.ca');
      const { documents } = await listDocuments(reader, courier);
      const pdfDocument = documents.find((document) => document.url === COURIER_PDF);
      expect(pdfDocument).toMatchObject({ status: 'completed', is_stored: true, has_text: true });
      // The notice's own documents are public: they set the tender's facts and feed everyone's search.
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/tenders/${courier}` })
      ).json<TenderDetail>();
      expect(detail.business_intelligence.clearance_levels).toContain('Top Secret');
      expect(detail.security_clearance_required).toBe(true);
      const search = await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { query: 'wombatrix', search_type: 'keyword' },
      });
      const hits = search.json<{ hits: Array<{ id: string; highlights: { description: string[] } }> }>().hits;
      expect(hits.map((hit) => hit.id)).toEqual([courier]);
      expect(hits[0]!.highlights.description.join(' ')).toMatch(
        /1000262320a_rfp_en\.pdf: .*<mark>wombatrix<\/mark>/s,
      );
      // The view call now signs a link to the stored copy instead of returning the source URL.
      const viewed = (await view(reader, COURIER_PDF)).json<PdfViewResponse>();
      expect(viewed.presigned_url).toMatch(/^\/api\/documents\//);
      const xlsx = documents.find(
        (document) => document.file_type === 'xlsx' && document.source === 'notice',
      );
      expect(xlsx).toMatchObject({ status: 'failed' });
      expect(xlsx!.error).toMatch(/answered 404/);
    });
  });
});
