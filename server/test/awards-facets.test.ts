import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardsQuerySchema } from '@tenderscout/domain';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { AWARD_CSV_HEADER_LINE, toAwardCsvLine } from '../src/modules/awards/award-generator';
import { facetAggregates } from '../src/modules/awards/award-facet-counts';
import { awardsStore } from '../src/modules/awards/awards.store';
import { loadAwardHistory } from './support/award-history';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/** Awards whose names, values and dates test the edges: accents, case, ties, no buyer, no date, other money. */
const edgeAwards = (): string =>
  AWARD_CSV_HEADER_LINE +
  [
    [
      'EDGE-1',
      'Élan Énergie Ltée',
      'Ministère de la Défense nationale (MDN)',
      '2025-03-01',
      '1234.567',
      'CAD',
    ],
    ['EDGE-2', 'élan énergie ltée', 'Department of National Defence (DND)', '2025-03-02', '0.01', 'CAD'],
    ['EDGE-3', 'Zeta Works Inc.', '', '', '25000.00', 'USD'],
    ['EDGE-4', 'alpha works inc', '', '2019-12-31', '999999.99', 'CAD'],
    ['EDGE-5', 'Alpha Works Inc.', 'Parks Canada (PC)', '2026-01-01', '', ''],
  ]
    .map(([reference, supplier, buyer, date, value, currency]) =>
      toAwardCsvLine({
        'referenceNumber-numeroReference': reference!,
        'title-titre-eng': `Edge case ${reference}`,
        'supplierLegalName-nomLegalFournisseur-eng': supplier!,
        'contractingEntityName-nomEntitContractante-eng': buyer!,
        'contractAwardDate-dateAttributionContrat': date!,
        'totalContractValue-valeurTotaleContrat': value!,
        'contractCurrency-contratMonnaie': currency!,
        'gsin-nibs': 'N7030',
      }),
    )
    .join('');

const QUERIES: Array<Record<string, string>> = [
  {},
  { commodity: '8111' },
  { commodity: 'n70' },
  { q: 'software' },
  { q: 'edge case' },
  { supplier: 'maple' },
  { supplier: 'ÉLAN' },
  { supplier: 'alpha works' },
  { supplier: '50%_\\' },
  { buyer: 'defence' },
  { buyer: 'défense' },
  { buyer: 'Parks', year: '2026' },
  { category: 'SRV', region: 'Alberta' },
  { region: 'National Capital Region (NCR)' },
  { year: '2025' },
  { date_from: '2024-01-01', date_to: '2024-06-30' },
  { value_min: '25000', value_max: '1000000' },
  { value_min: '1234.567' },
  { buyer: 'national defence', value_min: '100000', date_from: '2024-01-01', commodity: '81' },
  { supplier: 'nobody at all' },
];

describe(`award facets counted in memory (${testEngine()} store)`, () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-award-facets-'));
    await loadAwardHistory(t.store.db, dir);
    const edges = path.join(dir, 'edges.csv');
    await writeFile(edges, edgeAwards());
    await ingestSource(t.store.db, edges);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(QUERIES)('gives the totals and facets the store counts itself: %j', async (raw) => {
    const query = awardsQuerySchema.parse(raw);
    const expected = await awardsStore.aggregates(t.store.db, query);
    const counted = await facetAggregates(t.store.db, query);
    expect(counted).toEqual(expected);
  });

  it('sees an ingest at once', async () => {
    const query = awardsQuerySchema.parse({ supplier: 'Omega Late' });
    expect((await facetAggregates(t.store.db, query)).totals.total).toBe(0);
    const late = path.join(dir, 'late.csv');
    await writeFile(
      late,
      AWARD_CSV_HEADER_LINE +
        toAwardCsvLine({
          'referenceNumber-numeroReference': 'LATE-1',
          'supplierLegalName-nomLegalFournisseur-eng': 'Omega Late Inc.',
          'contractAwardDate-dateAttributionContrat': '2026-02-01',
        }),
    );
    await ingestSource(t.store.db, late);
    const after = await facetAggregates(t.store.db, query);
    expect(after.totals.total).toBe(1);
    expect(after).toEqual(await awardsStore.aggregates(t.store.db, query));
  });
});
