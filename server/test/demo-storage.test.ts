import { existsSync } from 'node:fs';
import path from 'node:path';
import type { UploadResponse } from '@tenderscout/domain';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestUser } from './support/accounts';
import { createTender } from './support/tender-factory';
import { createTestApp, testEngine, type TestApp } from './support/test-app';
import { multipartBody } from './documents-fixtures';

const KB = 1024;

/** A CSV of `bytes` bytes whose content differs with `seed` (each is a new upload, not a repeat). */
const csvOf = (bytes: number, seed: string): Buffer => {
  const header = Buffer.from(`item,quantity\n${seed},1\n`);
  return Buffer.concat([header, Buffer.alloc(bytes - header.length, 0x20)]);
};

/**
 * Uploads cannot fill the disk: demo copies (anyone may open one) share a small storage, every upload on the
 * server shares a total, and uploads stop when the data disk's free space falls under a floor. An expired demo
 * copy's files are deleted with it.
 */
describe(`upload storage limits for demo copies, the server and the disk (${testEngine()} store)`, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const start = async (env: Record<string, string>) => {
    const app = await createTestApp(env);
    t = app;
    return { app, tenderId: await createTender(app) };
  };
  const demoHeaders = async (app: TestApp, ip: string) => {
    const demo = await app.app.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress: ip });
    expect(demo.statusCode).toBe(200);
    return { authorization: `Bearer ${demo.json<{ access_token: string }>().access_token}` };
  };
  const upload = (app: TestApp, tenderId: string, headers: Record<string, string>, bytes: Buffer) => {
    const body = multipartBody({ tender_id: tenderId }, { name: 'list.csv', bytes });
    return app.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  it('lets all demo copies together store DEMO_UPLOAD_QUOTA_MB, then answers 507; real accounts still upload', async () => {
    const { app, tenderId } = await start({ DEMO_UPLOAD_QUOTA_MB: '1' });
    const first = await demoHeaders(app, '10.1.0.1');
    const second = await demoHeaders(app, '10.1.0.2');
    expect((await upload(app, tenderId, first, csvOf(600 * KB, 'a'))).statusCode).toBe(201);
    const refused = await upload(app, tenderId, second, csvOf(600 * KB, 'b'));
    expect(refused.statusCode).toBe(507);
    expect(refused.json<{ detail: string }>().detail).toBe(
      'Demo accounts share 1.00 MB of upload storage and it is full right now. Create your own account to upload documents.',
    );
    const french = await upload(app, tenderId, { ...second, 'accept-language': 'fr' }, csvOf(600 * KB, 'c'));
    expect(french.statusCode).toBe(507);
    expect(french.json<{ detail: string }>().detail).toMatch(
      /^Les comptes de démonstration partagent 1,00 Mo/,
    );
    const user = await createTestUser(app, { flags: { pdf_upload: true } });
    expect((await upload(app, tenderId, user.headers, csvOf(600 * KB, 'd'))).statusCode).toBe(201);
  });

  it('refuses every demo upload when DEMO_UPLOAD_QUOTA_MB is 0', async () => {
    const { app, tenderId } = await start({ DEMO_UPLOAD_QUOTA_MB: '0' });
    const refused = await upload(app, tenderId, await demoHeaders(app, '10.2.0.1'), csvOf(2 * KB, 'a'));
    expect(refused.statusCode).toBe(507);
    expect(refused.json<{ detail: string }>().detail).toBe(
      'Demo accounts cannot upload files on this server. Create your own account to upload documents.',
    );
  });

  it('keeps every upload on the server within UPLOAD_TOTAL_MB, whoever uploads', async () => {
    const { app, tenderId } = await start({ UPLOAD_TOTAL_MB: '1' });
    const one = await createTestUser(app, { flags: { pdf_upload: true } });
    const other = await createTestUser(app, { flags: { pdf_upload: true } });
    expect((await upload(app, tenderId, one.headers, csvOf(600 * KB, 'a'))).statusCode).toBe(201);
    const refused = await upload(app, tenderId, other.headers, csvOf(600 * KB, 'b'));
    expect(refused.statusCode).toBe(507);
    expect(refused.json<{ detail: string }>().detail).toBe(
      'This server has no room left for uploads (its limit is 1.00 MB in all). Try again later or contact an administrator.',
    );
  });

  it('refuses uploads while the data disk has less free space than UPLOAD_MIN_FREE_MB', async () => {
    // No disk here has an exabyte free: the floor is always above the free space.
    const { app, tenderId } = await start({ UPLOAD_MIN_FREE_MB: String(1024 ** 4) });
    const user = await createTestUser(app, { flags: { pdf_upload: true } });
    const refused = await upload(app, tenderId, { ...user.headers, 'accept-language': 'fr' }, csvOf(KB, 'a'));
    expect(refused.statusCode).toBe(507);
    expect(refused.json<{ detail: string }>().detail).toBe(
      "Le serveur manque d'espace disque : les téléversements sont suspendus. Réessayez plus tard ou communiquez avec un administrateur.",
    );
  });

  it("deletes an expired demo copy's uploaded files with it", async () => {
    const { app, tenderId } = await start({});
    const headers = await demoHeaders(app, '10.3.0.1');
    const uploaded = await upload(app, tenderId, headers, csvOf(4 * KB, 'a'));
    expect(uploaded.statusCode).toBe(201);
    const { document } = uploaded.json<UploadResponse>();
    const { rows } = await sql<{ storage_path: string }>`
      SELECT storage_path FROM tender_documents WHERE id = ${document.id}`.execute(app.store.db);
    const file = path.join(app.dataDir, 'documents', rows[0]!.storage_path);
    expect(existsSync(file)).toBe(true);
    // Its two hours are over; the next visitor's demo clears expired copies.
    await sql`UPDATE users SET demo_expires_at = now() - interval '1 minute'
              WHERE demo_expires_at IS NOT NULL`.execute(app.store.db);
    await demoHeaders(app, '10.3.0.2');
    expect(existsSync(file)).toBe(false);
    const left = await sql`SELECT id FROM tender_documents WHERE id = ${document.id}`.execute(app.store.db);
    expect(left.rows).toHaveLength(0);
  });
});
