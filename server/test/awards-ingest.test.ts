import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { liveFeedJobs } from '../src/modules/tenders/ingest/live-feeds';
import { createScheduler } from '../src/lib/scheduler';
import { readRecords } from '../src/modules/tenders/ingest/test-support';
import { repoRoot } from '../src/lib/paths';
import {
  AWARD_CSV_HEADER_LINE,
  AWARD_NOTICE_HEADER,
  generateAwardCsv,
  toAwardCsvLine,
} from '../src/modules/awards/award-generator';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

const AWARDS_DIR = path.join(repoRoot, 'data', 'canadabuys', 'awards');
const AWARD_SAMPLE = path.join(AWARDS_DIR, 'awardNotice-sample.csv');
const LEGACY_CONTRACTS = path.join(AWARDS_DIR, 'legacy-contracts.csv');

/** The contract-history file's column names (as published), enough of them for the loader. */
const CONTRACT_HISTORY_HEADER = [
  'title-titre-eng',
  'title-titre-fra',
  'referenceNumber-numeroReference',
  'amendmentNumber-numeroModification',
  'procurementNumber-numeroApprovisionnement',
  'solicitationNumber-numeroSollicitation',
  'contractNumber-numeroContrat',
  'numberOfRecords-nombreEnregistrements',
  'publicationDate-datePublication',
  'contractAwardDate-dateAttributionContrat',
  'amendmentDate-dateModification',
  'contractStartDate-contratDateDebut',
  'contractEndDate-dateFinContrat',
  'contractAmount-montantContrat',
  'totalContractValue-valeurTotaleContrat',
  'contractCurrency-contratMonnaie',
  'contractStatus-statutContrat-eng',
  'unspsc',
  'supplierLegalName-nomLegalFournisseur-eng',
  'supplierOperatingName-nomCommercialFournisseur-eng',
  'contractingEntityName-nomEntitContractante-eng',
];
const csv = (header: readonly string[], rows: Array<Record<string, string>>) =>
  `\uFEFF${[header, ...rows.map((row) => header.map((name) => row[name] ?? ''))]
    .map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','))
    .join('\r\n')}\r\n`;

describe(`award and contract-history ingest (${testEngine()} store)`, () => {
  let t: TestApp;
  let dir: string;
  const file = async (name: string, content: string) => {
    const target = path.join(dir, name);
    await writeFile(target, content);
    return target;
  };
  const award = (id: string) =>
    t.store.db.selectFrom('awards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const count = async () =>
    Number(
      (
        await t.store.db
          .selectFrom('awards')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-awards-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.store.db.deleteFrom('awards').execute();
  });

  it('loads the real award rows by their header, with the value, currency and solicitation quirks', async () => {
    const summary = await ingestSource(t.store.db, AWARD_SAMPLE);
    expect(summary).toMatchObject({ fileKind: 'award_notice', rowsRead: 4, inserted: 4, rejected: 0 });

    // Both amounts 0.00: not published, never "free"; currency empty: unknown.
    const pesticide = await award('AN:cb-161-18514997:AG QUEST');
    expect(pesticide).toMatchObject({ value_amount: null, value_currency: null, supplier_name: 'Ag Quest' });
    expect(pesticide.commodity_families).toEqual(['U:1019', 'U:7014', 'U:7712']);
    // contractAmount holds the value while totalContractValue is 0.00.
    const diesel = await award('AN:MX-444028039551:IRVING OIL');
    expect(diesel).toMatchObject({ value_amount: 2_000_000, value_currency: 'CAD', regions: [] });
    // Amendment noise is cut from the solicitation key; the contract number extends the solicitation.
    const dewars = await award('AN:cb-606-97940858:AIR LIQUIDE CANADA');
    expect(dewars).toMatchObject({ solicitation_key: '25-58049', value_amount: null });
    const seal = await award('AN:cb-737-83348500:SIMEX DEFENCE');
    expect(seal).toMatchObject({
      value_amount: 102_715.7,
      value_currency: 'USD',
      solicitation_key: 'W8482-264695',
      contract_number: 'W8482-264695/001/MP9',
    });
  });

  it('is idempotent: the same file again changes nothing', async () => {
    await ingestSource(t.store.db, AWARD_SAMPLE);
    const before = await award('AN:cb-737-83348500:SIMEX DEFENCE');
    const again = await ingestSource(t.store.db, AWARD_SAMPLE);
    expect(again).toMatchObject({ rowsRead: 4, inserted: 0, updated: 0, unchanged: 4, rejected: 0 });
    expect((await award('AN:cb-737-83348500:SIMEX DEFENCE')).updated_at).toEqual(before.updated_at);
    expect(await count()).toBe(4);
  });

  it('loads the real legacy contract history: one row per contract, the latest amendment kept', async () => {
    const summary = await ingestSource(t.store.db, LEGACY_CONTRACTS);
    expect(summary).toMatchObject({ fileKind: 'legacy_contract', rowsRead: 9, inserted: 8, rejected: 0 });
    expect(await count()).toBe(8);
    const falcan = await award('LC:W3931-110059/001/PV');
    expect(falcan).toMatchObject({
      amendment_number: 1,
      value_amount: 22_594,
      value_currency: 'CAD',
      supplier_key: 'FALCAN MEDICAL',
      buyer_en: 'Department of National Defence',
      gsin_codes: ['N6515'],
      commodity_families: ['G:N65'],
      title_en: 'Medical and Surgical Instruments, Equipment and Supplies',
    });
    // total-contract-value holds the value while contract-value is 0.00.
    expect((await award('LC:EP947-110001/003/ZF')).value_amount).toBe(1_181_867);
    // Both 0.00: unknown.
    expect((await award('LC:W2213-050347/077/ZM')).value_amount).toBeNull();
    const again = await ingestSource(t.store.db, LEGACY_CONTRACTS);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 9 });
  });

  it('contract history: a later amendment updates the contract, an older one never replaces it', async () => {
    const base = {
      'title-titre-eng': 'Janitorial services',
      'referenceNumber-numeroReference': 'cb-1-1',
      'solicitationNumber-numeroSollicitation': 'EZ123-240001',
      'contractNumber-numeroContrat': 'EZ123-240001/001/ZM',
      'contractAwardDate-dateAttributionContrat': '2024-05-01',
      'contractCurrency-contratMonnaie': 'CAD',
      'contractStatus-statutContrat-eng': 'Active',
      unspsc: '*76111500',
      'supplierLegalName-nomLegalFournisseur-eng': 'JG Janitorial Services Ltd',
      'contractingEntityName-nomEntitContractante-eng': 'Health Canada',
    };
    const amendments = [
      {
        ...base,
        'amendmentNumber-numeroModification': '000',
        'contractAmount-montantContrat': '100000.00',
        'totalContractValue-valeurTotaleContrat': '100000.00',
      },
      {
        ...base,
        'amendmentNumber-numeroModification': '001',
        'contractAmount-montantContrat': '20000.00',
        'totalContractValue-valeurTotaleContrat': '120000.00',
      },
    ];
    const both = await ingestSource(
      t.store.db,
      await file('history.csv', csv(CONTRACT_HISTORY_HEADER, amendments)),
    );
    expect(both).toMatchObject({ fileKind: 'contract_history', rowsRead: 2, inserted: 1, rejected: 0 });
    expect(await award('CH:EZ123-240001/001/ZM')).toMatchObject({
      amendment_number: 1,
      value_amount: 120_000,
    });

    const older = await ingestSource(
      t.store.db,
      await file('older.csv', csv(CONTRACT_HISTORY_HEADER, amendments.slice(0, 1))),
    );
    expect(older).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
    const later = await ingestSource(
      t.store.db,
      await file(
        'later.csv',
        csv(CONTRACT_HISTORY_HEADER, [
          {
            ...base,
            'amendmentNumber-numeroModification': '002',
            'totalContractValue-valeurTotaleContrat': '150000.00',
          },
        ]),
      ),
    );
    expect(later).toMatchObject({ inserted: 0, updated: 1 });
    expect(await award('CH:EZ123-240001/001/ZM')).toMatchObject({
      amendment_number: 2,
      value_amount: 150_000,
    });
    expect(await count()).toBe(1);
  });

  it('rejects a bad row alone, with its line and reason, and loads the rest', async () => {
    const good = readRecords(AWARD_SAMPLE);
    const rows = [
      good[0]!,
      { ...good[1]!, 'contractAmount-montantContrat': 'two million' },
      { ...good[2]!, 'contractAwardDate-dateAttributionContrat': '2026-02-30' },
      { ...good[3]!, 'supplierLegalName-nomLegalFournisseur-eng': '' },
    ];
    const summary = await ingestSource(
      t.store.db,
      await file('bad.csv', AWARD_CSV_HEADER_LINE + rows.map((row) => toAwardCsvLine(row)).join('')),
    );
    expect(summary).toMatchObject({ rowsRead: 4, inserted: 1, rejected: 3 });
    // Lines as an editor shows them: the first row's UNSPSC list spans three lines.
    expect(summary.rejects).toEqual([
      { line: 5, reason: 'contract value is not a number' },
      { line: 6, reason: 'awardDate is not a date (YYYY-MM-DD)' },
      { line: 8, reason: 'no supplier name' },
    ]);
  });

  it('the generator writes the real award-notice header, and its files load', async () => {
    const real = readRecords(AWARD_SAMPLE);
    expect(Object.keys(real[0]!)).toEqual([...AWARD_NOTICE_HEADER]);
    const summary = await ingestSource(
      t.store.db,
      await file('generated.csv', [...generateAwardCsv(300)].join('')),
    );
    expect(summary).toMatchObject({ fileKind: 'award_notice', rowsRead: 300, inserted: 300, rejected: 0 });
    // Spelling variants of one company share one supplier key.
    const suppliers = await t.store.db
      .selectFrom('awards')
      .select(['supplier_key'])
      .select((eb) => eb.fn.count<number>('supplier_name').distinct().as('spellings'))
      .groupBy('supplier_key')
      .execute();
    expect(suppliers.length).toBeLessThan(60);
    expect(suppliers.some((row) => Number(row.spellings) > 1)).toBe(true);
  });

  it('the live feeds fetch the award file and load it', async () => {
    const body = await readFile(AWARD_SAMPLE);
    const server = createServer((request, response) => {
      if (request.url === '/awards.csv') response.writeHead(200, { 'content-type': 'text/csv' }).end(body);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const infos: string[] = [];
    const scheduler = createScheduler();
    const feeds = liveFeedJobs({
      db: () => t.store.db,
      log: {
        info: (_o: unknown, message?: string) => void infos.push(message ?? ''),
        warn: () => undefined,
      } as never,
      feeds: {
        openNotices: `http://127.0.0.1:${port}/none.csv`,
        newNotices: `http://127.0.0.1:${port}/none.csv`,
        awardNotices: `http://127.0.0.1:${port}/awards.csv`,
      },
      timing: { firstAttemptDelayMs: 0, firstRetryMs: 60_000, newNoticesEveryMs: 60_000 },
    });
    for (const job of feeds) scheduler.add(job);
    const names = feeds.map((job) => job.name);
    scheduler.start(...names);
    try {
      await expect
        .poll(() => infos.find((line) => line.includes('awards.csv')), { timeout: 10_000 })
        .toMatch(/\(award notices\): read 4, inserted 4/);
    } finally {
      await scheduler.stop(...names);
      server.close();
    }
    expect(await count()).toBe(4);
  });

  it('says which files it cannot read', async () => {
    await expect(ingestSource(t.store.db, await file('other.csv', '"a","b"\r\n"1","2"\r\n'))).rejects.toThrow(
      /Not a CanadaBuys tender-notice, award-notice or contract-history file/,
    );
  });
});
