import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, generateNotice } from '../src/modules/tenders/ingest/generator';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { toCanadaBuysCsv } from '../src/modules/tenders/ingest/test-support';
import { createTestUser } from './support/accounts';
import { notice } from './support/search-corpus';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/** Without SMTP_URL (the default start), alert e-mails are complete .eml files in DATA_DIR/outbox. */
describe(`Alert e-mails without an SMTP server (${testEngine()} store)`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ALERT_JOB: 'off' });
  }, 60_000);
  afterAll(async () => t?.close());

  it('writes each alert e-mail to DATA_DIR/outbox as an .eml file, once', async () => {
    const user = await createTestUser(t);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-searches',
      headers: user.headers,
      payload: { name: 'Snow', query: 'snow removal' },
    });
    expect(saved.statusCode).toBe(201);
    const record = notice(generateNotice(createRandom(7), 1, Date.now()), {
      referenceNumber: 'cb-919-00000100',
      titleEn: 'Snow removal at a border crossing',
      titleFr: 'Déneigement à un poste frontalier',
    });
    const file = path.join(t.dataDir, 'snow.csv');
    await writeFile(file, toCanadaBuysCsv([record]));
    await ingestSource(t.store.db, file);
    expect(await t.app.alertJob.runOnce()).toMatchObject({ sent: 1 });
    await t.app.alertJob.runOnce();

    const outbox = path.join(t.dataDir, 'outbox');
    const files = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(await readFile(path.join(outbox, files[0]!)));
    expect(mail.subject).toBe('1 new tender for "Snow"');
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe(user.email);
    expect(mail.text).toContain('Snow removal at a border crossing');
    expect(mail.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(true);
  });
});
