import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { UploadResponse } from '@tenderscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from './support/accounts';
import { createTender } from './support/tender-factory';
import { createTestApp, testEngine, type TestApp } from './support/test-app';
import { makeTextPdf, multipartBody } from './documents-fixtures';

const MB = 1024 * 1024;

/** A CSV of `bytes` bytes whose content differs with `seed` (so each is a new upload, not a repeat). */
const csvOf = (bytes: number, seed: string): Buffer => {
  const header = Buffer.from(`item,quantity\n${seed},1\n`);
  return Buffer.concat([header, Buffer.alloc(bytes - header.length, 0x20)]);
};

describe(`documents: per-user upload rate, storage quota and unreadable bodies (${testEngine()} store)`, () => {
  let t: TestApp;
  let tenderId: string;

  const upload = (user: TestUser, name: string, bytes: Buffer, language?: string) => {
    const body = multipartBody({ tender_id: tenderId }, { name, bytes });
    return t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: body.payload,
      headers: { ...body.headers, ...user.headers, ...(language ? { 'accept-language': language } : {}) },
    });
  };
  const newUser = () => createTestUser(t, { flags: { pdf_upload: true } });

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_RATE_LIMIT_PER_MINUTE: '4', UPLOAD_QUOTA_MB: '1' });
    tenderId = await createTender(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('limits uploads per user and minute with a clear 429, in English and French', async () => {
    const busy = await newUser();
    for (let index = 0; index < 4; index += 1) {
      const response = await upload(busy, `page-${index}.pdf`, makeTextPdf(1, `Upload number ${index}.`));
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await upload(busy, 'page-4.pdf', makeTextPdf(1, 'Upload number 4.'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ detail: string }>().detail).toMatch(
      /^Too many uploads: at most 4 per minute\. Try again in \d+ s\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const french = await upload(busy, 'page-5.pdf', makeTextPdf(1, 'Upload number 5.'), 'fr-CA');
    expect(french.statusCode).toBe(429);
    expect(french.json<{ detail: string }>().detail).toMatch(
      /^Trop de téléversements : au plus 4 par minute\. Réessayez dans \d+ s\.$/,
    );
    // The limit is the account's: another user uploads meanwhile.
    const colleague = await newUser();
    expect((await upload(colleague, 'mine.pdf', makeTextPdf(1, 'Colleague upload.'))).statusCode).toBe(201);
  });

  it('keeps each user within the storage quota with a clear 413, and frees it on delete', async () => {
    const user = await newUser();
    const first = await upload(user, 'first.csv', csvOf(0.6 * MB, 'first'));
    expect(first.statusCode, first.body).toBe(201);
    const over = await upload(user, 'second.csv', csvOf(0.6 * MB, 'second'));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      detail:
        'Your uploads already use 0.60 MB of your 1.00 MB storage; delete some of them to upload this file.',
    });
    const french = await upload(user, 'second.csv', csvOf(0.6 * MB, 'second'), 'fr-CA');
    expect(french.json()).toMatchObject({
      detail:
        "Vos téléversements occupent déjà 0,60 Mo de vos 1,00 Mo d'espace; supprimez-en pour téléverser ce fichier.",
    });
    // Another user's quota is their own.
    const other = await newUser();
    expect((await upload(other, 'theirs.csv', csvOf(0.6 * MB, 'theirs'))).statusCode).toBe(201);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${first.json<UploadResponse>().document.id}`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await upload(user, 'second.csv', csvOf(0.6 * MB, 'second'))).statusCode).toBe(201);
  });

  it('answers a cut-off or malformed multipart body with a 400 and a clear detail, never 500', async () => {
    const user = await newUser();
    const whole = multipartBody({ tender_id: tenderId }, { name: 'cut.pdf', bytes: makeTextPdf(3) });
    // The body stops in the middle of the file: no closing boundary ever comes.
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: whole.payload.subarray(0, Math.floor(whole.payload.length / 2)),
      headers: { ...whole.headers, ...user.headers },
    });
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json()).toMatchObject({
      detail: 'The upload was cut off before the whole file arrived. Please upload the file again.',
    });
    const cutFrench = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: whole.payload.subarray(0, 200),
      headers: { ...whole.headers, ...user.headers, 'accept-language': 'fr' },
    });
    expect(cutFrench.statusCode, cutFrench.body).toBe(400);
    expect(cutFrench.json()).toMatchObject({
      detail:
        'Le téléversement a été interrompu avant la réception complète du fichier. Veuillez téléverser le fichier de nouveau.',
    });
    // Nothing of the cut-off files is left behind.
    const temporary = await readdir(path.join(t.dataDir, 'documents', 'tmp')).catch(() => []);
    expect(temporary).toEqual([]);
  });
});
