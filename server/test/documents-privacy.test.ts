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
import { createTestApiKey, createTestUser, type TestUser } from './support/accounts';
import { courierNotice } from './support/notices';
import { createTender } from './support/tender-factory';
import { createTestApp, testEngine, type TestApp } from './support/test-app';
import { makeCorruptPdf, makeTextPdf, multipartBody } from './documents-fixtures';

const COURIER_PDF =
  'https://canadabuys.canada.ca/sites/default/files/webform/tender_notice/83302/1000262320a_rfp_en.pdf';
const SECRET_WORD = 'quokkaflux';
const CLEARANCE_SENTENCE = `Bidders must hold a valid Top Secret security clearance. Keyword ${SECRET_WORD}.`;

describe(`documents: uploads belong to their uploader (${testEngine()} store)`, () => {
  let t: TestApp;
  /** A notice with no security clearance in it. */
  let courier: string;
  let sapServices: string;
  let owner: TestUser;
  let other: TestUser;
  let uploaded: StoredDocument;
  let publicStatus: TenderDetail['pdfProcessingStatus'];

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user ? user.headers : {} });
  const upload = async (user: TestUser, tenderId: string, name: string, bytes: Buffer) => {
    const body = multipartBody({ tender_id: tenderId }, { name, bytes });
    return t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: body.payload,
      headers: { ...body.headers, ...user.headers },
    });
  };
  const documentsOf = async (user: TestUser | null, tenderId: string) => {
    const response = await call(user, 'GET', `/api/documents?tender_id=${tenderId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TenderDocumentsResponse>();
  };
  const tenderAs = async (user: TestUser | null, tenderId: string) => {
    const response = await call(user, 'GET', `/api/tenders/${tenderId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TenderDetail>();
  };
  /** Waits for the app's own queue worker to finish with one of `user`'s documents. */
  const waitUntilProcessed = async (user: TestUser, tenderId: string, id: string) => {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const found = (await documentsOf(user, tenderId)).documents.find((document) => document.id === id);
      if (found && (found.status === 'completed' || found.status === 'failed')) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`document ${id} was not processed in time`);
  };
  const searchResponse = async (
    user: TestUser | null,
    query: string,
    options: { search_type?: string; language?: 'eng' | 'fra' } = {},
  ) => {
    const response = await call(user, 'POST', '/api/search', { query, search_type: 'keyword', ...options });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      total_hits: number;
      hits: Array<{ id: string; highlights: { description: string[] } }>;
    }>();
  };
  const search = async (user: TestUser | null, query: string) => (await searchResponse(user, query)).hits;

  beforeAll(async () => {
    t = await createTestApp();
    courier = await createTender(t, courierNotice({ attachments: { en: [COURIER_PDF] } }));
    sapServices = await createTender(t, { title: 'sapServices Professional Services' });
    owner = await createTestUser(t, { name: 'Owner', flags: { pdf_upload: true } });
    other = await createTestUser(t, { name: 'Other', flags: { pdf_upload: true } });
    const before = await tenderAs(null, courier);
    expect(before.security_clearance_required).toBe(false);
    publicStatus = before.pdfProcessingStatus;
    const response = await upload(owner, courier, 'sow.pdf', makeTextPdf(2, CLEARANCE_SENTENCE));
    expect(response.statusCode, response.body).toBe(201);
    uploaded = response.json<UploadResponse>().document;
    expect(await waitUntilProcessed(owner, courier, uploaded.id!)).toMatchObject({ status: 'completed' });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists an upload to its uploader only', async () => {
    expect((await documentsOf(owner, courier)).documents.map((document) => document.id)).toContain(
      uploaded.id,
    );
    const seenByOther = await documentsOf(other, courier);
    expect(seenByOther.documents.filter((document) => document.source === 'upload')).toEqual([]);
    // Through an API key of the other user, too.
    const key = await createTestApiKey(t, other);
    const viaKey = await t.app.inject({
      method: 'GET',
      url: `/api/documents?tender_id=${courier}`,
      headers: { 'x-api-key': key },
    });
    expect(viaKey.json<TenderDocumentsResponse>().documents.some((d) => d.source === 'upload')).toBe(false);
  });

  it('signs links and serves the file to the uploader only; others get 404', async () => {
    const view = (user: TestUser | null) =>
      call(user, 'GET', `/api/pdfs/view?url=${encodeURIComponent(uploaded.url)}`);
    for (const viewer of [other, null]) {
      const refused = await view(viewer);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ detail: 'Document not found' });
    }
    const signed = await view(owner);
    expect(signed.statusCode, signed.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: signed.json<PdfViewResponse>().presigned_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it("never changes the tender's public facts, search or status for anyone else", async () => {
    for (const viewer of [null, other]) {
      const detail = await tenderAs(viewer, courier);
      expect(detail.security_clearance_required).toBe(false);
      expect(detail.business_intelligence.clearance_levels).not.toContain('Top Secret');
      expect(detail.documents.some((document) => document.type === 'upload')).toBe(false);
      expect(detail.pdfProcessingStatus).toBe(publicStatus);
      expect(await search(viewer, SECRET_WORD)).toEqual([]);
    }
    // The uploader's own view of the tender keeps the notice's facts as well.
    expect((await tenderAs(owner, courier)).security_clearance_required).toBe(false);
  });

  it("finds the tender by its upload's words for the uploader alone, labelled as theirs", async () => {
    for (const search_type of ['keyword', 'hybrid']) {
      const mine = await searchResponse(owner, SECRET_WORD, { search_type });
      expect(mine.total_hits).toBe(1);
      expect(mine.hits.map((hit) => hit.id)).toEqual([courier]);
      const quoted = mine.hits[0]!.highlights.description.find((text) => text.includes('sow.pdf'));
      expect(quoted).toMatch(/^Your upload: sow\.pdf: .*<mark>quokkaflux<\/mark>/s);
      for (const viewer of [null, other]) {
        const theirs = await searchResponse(viewer, SECRET_WORD, { search_type });
        expect(theirs.total_hits).toBe(0);
        expect(theirs.hits).toEqual([]);
      }
    }
    const french = await searchResponse(owner, SECRET_WORD, { language: 'fra' });
    expect(french.hits.map((hit) => hit.id)).toEqual([courier]);
    expect(french.hits[0]!.highlights.description[0]).toMatch(/^Votre document téléversé : sow\.pdf: /);
    // A word of the notice itself counts the same for the uploader as for everyone else.
    const noticeWord = await searchResponse(null, 'courier');
    expect((await searchResponse(owner, 'courier')).total_hits).toBe(noticeWord.total_hits);
  });

  it("drafts only from the caller's own uploads, labelled as theirs", async () => {
    const generate = async (user: TestUser) => {
      const response = await call(user, 'POST', `/api/me/responses/${courier}/generate`, {
        sections: ['executive_summary'],
      });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<{ sections: Array<{ text: string }> }>()
        .sections.map((section) => section.text)
        .join('\n');
    };
    const mine = await generate(owner);
    expect(mine).toContain('your uploaded document "sow.pdf"');
    expect(mine).toContain('Top Secret security clearance');
    expect(mine).not.toMatch(/as the notice states it:[^\n]*Top Secret/);
    const theirs = await generate(other);
    expect(theirs).not.toContain(SECRET_WORD);
    expect(theirs).not.toContain('Top Secret');
    expect(theirs).not.toContain('uploaded document');
  });

  it('keeps the same file uploaded by two users as two private documents', async () => {
    const bytes = makeTextPdf(1, 'Shared annex of two suppliers.');
    const first = await upload(owner, sapServices, 'annex.pdf', bytes);
    const second = await upload(other, sapServices, 'annex.pdf', bytes);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    const a = first.json<UploadResponse>().document;
    const b = second.json<UploadResponse>().document;
    expect(b.id).not.toBe(a.id);
    const ownerIds = (await documentsOf(owner, sapServices)).documents.map((document) => document.id);
    const otherIds = (await documentsOf(other, sapServices)).documents.map((document) => document.id);
    expect(ownerIds).toContain(a.id);
    expect(ownerIds).not.toContain(b.id);
    expect(otherIds).toContain(b.id);
    expect(otherIds).not.toContain(a.id);
    // A visitor without an account lists the notice's documents, never anyone's uploads.
    const visitorIds = (await documentsOf(null, sapServices)).documents.map((document) => document.id);
    expect(visitorIds).not.toContain(a.id);
    expect(visitorIds).not.toContain(b.id);
  });

  it('lets the uploader delete an upload (file included); others get 404', async () => {
    const response = await upload(owner, sapServices, 'to-delete.pdf', makeTextPdf(1, 'Delete me please.'));
    const document = response.json<UploadResponse>().document;
    const storedFiles = async () =>
      (await readdir(path.join(t.dataDir, 'documents'), { recursive: true })).filter((entry) =>
        /^[0-9a-f]{2}\/.+\.pdf$/.test(entry),
      );
    const filesBefore = (await storedFiles()).length;
    const byOther = await call(other, 'DELETE', `/api/documents/${document.id}`);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toMatchObject({ detail: 'Document not found' });
    const anonymous = await call(null, 'DELETE', `/api/documents/${document.id}`);
    expect(anonymous.statusCode).toBe(401);
    const french = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${document.id}`,
      headers: { ...other.headers, 'accept-language': 'fr-CA' },
    });
    expect(french.json()).toMatchObject({ detail: 'Document introuvable' });

    const deleted = await call(owner, 'DELETE', `/api/documents/${document.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await documentsOf(owner, sapServices)).documents.map((entry) => entry.id)).not.toContain(
      document.id,
    );
    expect(await storedFiles()).toHaveLength(filesBefore - 1);
    const view = await call(owner, 'GET', `/api/pdfs/view?url=${encodeURIComponent(document.url)}`);
    expect(view.statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/documents/${document.id}`)).statusCode).toBe(404);
  });

  it("refuses to delete the notice's own documents", async () => {
    const notice = await t.store.db
      .insertInto('tender_documents')
      .values({
        tender_id: courier,
        source: 'notice',
        language: 'eng',
        url: COURIER_PDF,
        filename: '1000262320a_rfp_en.pdf',
        file_type: 'pdf',
        status: 'pending',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await call(owner, 'DELETE', `/api/documents/${notice.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      detail: "The notice's own documents cannot be deleted; only your uploads can.",
    });
    // The notice's documents stay public: every user lists them.
    expect((await documentsOf(other, courier)).documents.map((entry) => entry.id)).toContain(notice.id);
    expect((await documentsOf(owner, courier)).documents.map((entry) => entry.id)).toContain(notice.id);
  });

  describe("the uploader's tender lists their uploads among its documents", () => {
    it('with type, size and processing status, completed for a readable PDF', async () => {
      const detail = await tenderAs(owner, courier);
      const listed = detail.documents.find((document) => document.type === 'upload');
      expect(listed).toMatchObject({
        id: uploaded.id,
        url: uploaded.url,
        filename: 'sow.pdf',
        file_type: 'pdf',
        status: 'completed',
        error: null,
        size_bytes: uploaded.size_bytes,
      });
      // Only the uploader: the other user's view of the same tender does not name it.
      expect((await tenderAs(other, courier)).documents.map((document) => document.url)).not.toContain(
        uploaded.url,
      );
    });

    it('pending right after the upload, failed with a reason for a corrupt PDF', async () => {
      const bytes = makeCorruptPdf();
      const response = await upload(owner, sapServices, 'broken.pdf', bytes);
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json<UploadResponse>().document.id!;
      const right = (await tenderAs(owner, sapServices)).documents.find((document) => document.id === id);
      expect(right).toMatchObject({ type: 'upload', filename: 'broken.pdf', size_bytes: bytes.length });
      expect(['pending', 'processing', 'failed']).toContain(right!.status);
      await waitUntilProcessed(owner, sapServices, id);
      const after = await tenderAs(owner, sapServices);
      const failed = after.documents.find((document) => document.id === id);
      expect(failed).toMatchObject({ status: 'failed', file_type: 'pdf' });
      expect(failed!.error).toMatch(/not a readable PDF/);
      expect((await tenderAs(other, sapServices)).documents.some((document) => document.id === id)).toBe(
        false,
      );
    });
  });
});
