import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AwardsResponse,
  SimilarAwardsResponse,
  SupplierProfile,
  TenderAwards,
  TenderDetail,
} from '@tenderscout/domain';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { AWARD_CSV_HEADER_LINE, toAwardCsvLine } from '../src/modules/awards/award-generator';
import { findSimilarAwards } from '../src/modules/awards/awards.store';
import { createTestUser, type TestUser } from './support/accounts';
import {
  atvRentalNotice,
  imArchitectNotice,
  rotaryChairsNotice,
  vesselMonitoringNotice,
} from './support/notices';
import { createTenders } from './support/tender-factory';
import { loadAwardHistory } from './support/award-history';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/** Independent percentile (nearest ranks, linear), as a reader would compute it. */
const quantile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  return sorted[low]! + (sorted[Math.ceil(rank)]! - sorted[low]!) * (rank - low);
};

describe(`awards API (${testEngine()} store)`, () => {
  let t: TestApp;
  let dir: string;
  let imArchitect: string; // DND, UNSPSC 81111705 (family 8111)
  let rotaryChairs: string; // RCMP, UNSPSC 56101504: no award shares its family
  let vesselMonitoring: string; // solicitation M2989-6-3887/A
  let atvRental: string;
  let priced: TestUser;
  let unpriced: TestUser;
  const get = <T>(url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers }).then((response) => ({
      status: response.statusCode,
      body: response.json<T>(),
      response,
    }));

  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-awards-api-'));
    [imArchitect, rotaryChairs, vesselMonitoring, atvRental] = await createTenders(t, [
      imArchitectNotice(),
      rotaryChairsNotice(),
      vesselMonitoringNotice(),
      atvRentalNotice(),
    ]);
    await loadAwardHistory(t.store.db, dir);
    // Awards of two of those tenders: one by solicitation number (with amendment noise), one by reference number.
    const links = path.join(dir, 'links.csv');
    const base = {
      'title-titre-eng': 'Vessel Monitoring Systems',
      'contractAwardDate-dateAttributionContrat': '2026-02-20',
      'totalContractValue-valeurTotaleContrat': '48250.00',
      'contractCurrency-contratMonnaie': 'CAD',
      'supplierLegalName-nomLegalFournisseur-eng': 'Tracking Marine Ltd',
      'contractingEntityName-nomEntitContractante-eng': 'Royal Canadian Mounted Police (RCMP)',
    };
    await writeFile(
      links,
      AWARD_CSV_HEADER_LINE +
        toAwardCsvLine({
          ...base,
          'referenceNumber-numeroReference': 'cb-999-00000001',
          'solicitationNumber-numeroSollicitation': 'M2989-6-3887/A Amendment 2 Modification',
        }) +
        toAwardCsvLine({
          ...base,
          'title-titre-eng': 'ATV rental',
          'referenceNumber-numeroReference': atvRental,
          'supplierLegalName-nomLegalFournisseur-eng': 'Quad Rentals Inc.',
        }),
    );
    await ingestSource(t.store.db, links);
    priced = await createTestUser(t, { flags: { pricing_intelligence: true } });
    unpriced = await createTestUser(t, { flags: { pricing_intelligence: false } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  describe('tender awards', () => {
    it('links an award by normalised solicitation number and marks the tender Awarded', async () => {
      const { status, body } = await get<TenderAwards>(`/api/tenders/${vesselMonitoring}/awards`);
      expect(status).toBe(200);
      expect(body.awards).toHaveLength(1);
      expect(body.awards[0]).toMatchObject({
        supplier: 'Tracking Marine Ltd',
        value: 48_250,
        currency: 'CAD',
        award_date: '2026-02-20',
        tender_id: vesselMonitoring,
      });
      const detail = await get<TenderDetail>(`/api/tenders/${vesselMonitoring}`);
      expect(detail.body).toMatchObject({ status: 'Awarded', status_code: 'awarded' });
      const french = await get<TenderDetail>(`/api/tenders/${vesselMonitoring}?language=fra`);
      expect(french.body.status).toBe('Attribué');
    });

    it('links by reference number when the solicitation does not match', async () => {
      const { body } = await get<TenderAwards>(`/api/tenders/${atvRental}/awards`);
      expect(body.awards.map((award) => award.supplier)).toEqual(['Quad Rentals Inc.']);
    });

    it('a tender without awards keeps its status and lists none; an unknown tender is 404 in both languages', async () => {
      const { body } = await get<TenderAwards>(`/api/tenders/${rotaryChairs}/awards`);
      expect(body.awards).toEqual([]);
      expect((await get<TenderDetail>(`/api/tenders/${rotaryChairs}`)).body.status_code).not.toBe('awarded');
      const missing = await get<{ detail: string }>('/api/tenders/nope/awards', {
        'accept-language': 'fr-CA',
      });
      expect(missing).toMatchObject({ status: 404, body: { detail: "Appel d'offres introuvable" } });
    });
  });

  describe('similar awards and the estimate', () => {
    it('lists the closest awards with why, and an estimate from at least 5 comparable values', async () => {
      const { status, body } = await get<SimilarAwardsResponse>(
        `/api/tenders/${imArchitect}/similar-awards`,
        priced.headers,
      );
      expect(status).toBe(200);
      expect(body.awards).toHaveLength(20);
      // The closest share the commodity family (8111) and the buyer (DND).
      expect(body.awards[0]!.reasons).toEqual(expect.arrayContaining(['same_family', 'same_buyer']));
      expect(body.awards[0]!.unspsc_codes[0]!.slice(0, 4)).toBe('8111');
      const scores = body.awards.map((award) => award.score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);

      expect(body.estimate_unavailable).toBeNull();
      const estimate = body.estimate!;
      expect(estimate.basis_count).toBeGreaterThanOrEqual(5);
      // The list behind the estimate: its awards, all with a published CAD value in the family.
      const basis = body.awards.filter((award) => estimate.basis_ids.includes(award.id));
      expect(basis).toHaveLength(estimate.basis_count);
      expect(basis.every((award) => award.currency === 'CAD' && award.value !== null)).toBe(true);
      const values = basis.map((award) => award.value!);
      expect(estimate.median).toBe(Math.round(quantile(values, 0.5)));
      expect(estimate.low).toBe(Math.round(quantile(values, 0.25)));
      expect(estimate.high).toBe(Math.round(quantile(values, 0.75)));
      expect(estimate.low).toBeLessThanOrEqual(estimate.median);
      expect(estimate.median).toBeLessThanOrEqual(estimate.high);
    });

    it('names the incumbent: the last winner of the same buyer and commodity family', async () => {
      const { body } = await get<SimilarAwardsResponse>(`/api/tenders/${imArchitect}/similar-awards`);
      const latest = await t.store.db
        .selectFrom('awards')
        .select(['id', 'supplier_name'])
        .where('buyer_key', '=', 'department of national defence (dnd)')
        .where((eb) => eb(eb.val('U:8111'), '=', eb.fn.any('commodity_families')))
        .orderBy('award_date', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(body.incumbent).toMatchObject({ id: latest.id, supplier: latest.supplier_name });
    });

    it('gives no estimate without the pricing_intelligence flag, or to an anonymous caller', async () => {
      for (const headers of [unpriced.headers, {}]) {
        const { body } = await get<SimilarAwardsResponse>(
          `/api/tenders/${imArchitect}/similar-awards`,
          headers,
        );
        expect(body).toMatchObject({ estimate: null, estimate_unavailable: 'flag_off' });
        expect(body.awards.length).toBeGreaterThan(0);
      }
    });

    it('never invents a number: too few comparable awards, or a value the notice discloses', async () => {
      const chairs = await get<SimilarAwardsResponse>(
        `/api/tenders/${rotaryChairs}/similar-awards`,
        priced.headers,
      );
      expect(chairs.body).toMatchObject({ estimate: null, estimate_unavailable: 'too_few_comparables' });
      // Similar by buyer only: never the same family.
      expect(chairs.body.awards.every((award) => !award.reasons.includes('same_family'))).toBe(true);

      await t.store.db
        .updateTable('tenders')
        .set({ value_amount: 250_000 })
        .where('id', '=', imArchitect)
        .execute();
      try {
        const disclosed = await get<SimilarAwardsResponse>(
          `/api/tenders/${imArchitect}/similar-awards`,
          priced.headers,
        );
        expect(disclosed.body).toMatchObject({ estimate: null, estimate_unavailable: 'value_disclosed' });
      } finally {
        await t.store.db
          .updateTable('tenders')
          .set({ value_amount: null })
          .where('id', '=', imArchitect)
          .execute();
      }
    });

    it("links each similar award to its tender in the store, and never lists the tender's own awards", async () => {
      const own = await get<TenderAwards>(`/api/tenders/${vesselMonitoring}/awards`);
      const ownIds = own.body.awards.map((award) => award.id);
      expect(ownIds.length).toBeGreaterThan(0);
      const vessel = await get<SimilarAwardsResponse>(
        `/api/tenders/${vesselMonitoring}/similar-awards?same_buyer=true&limit=50`,
      );
      expect(vessel.body.awards.length).toBeGreaterThan(0);
      expect(vessel.body.awards.filter((award) => ownIds.includes(award.id))).toEqual([]);
      expect(ownIds).not.toContain(vessel.body.incumbent?.id);

      // Found from elsewhere (by its words), each award points to its tender: by solicitation, else by reference.
      for (const [text, tenderId] of [
        ['Vessel Monitoring Systems', vesselMonitoring],
        ['ATV rental', atvRental],
      ] as const) {
        const rows = await findSimilarAwards(
          t.store.db,
          { ownTender: null, unspscCodes: [], families: [], buyerKey: null, regions: [], text },
          { limit: 50, sameBuyer: false },
        );
        expect(rows.find((row) => row.title_en === text)?.tender_id).toBe(tenderId);
      }
    });

    it('filters to the same buyer, and pages with limit', async () => {
      const { body } = await get<SimilarAwardsResponse>(
        `/api/tenders/${imArchitect}/similar-awards?same_buyer=true&limit=5&language=fra`,
      );
      expect(body.awards).toHaveLength(5);
      expect(body.awards.every((award) => award.reasons.includes('same_buyer'))).toBe(true);
      expect(body.awards[0]!.buyer).toBe('Ministère de la Défense nationale (MDN)');
    });
  });

  describe('search', () => {
    it('searches with filters and facets, paged', async () => {
      const { status, body } = await get<AwardsResponse>('/api/awards?commodity=8111&size=10&page=2');
      expect(status).toBe(200);
      expect(body.awards).toHaveLength(10);
      expect(body.page).toBe(2);
      expect(body.awards.every((award) => award.unspsc_codes.some((code) => code.startsWith('8111')))).toBe(
        true,
      );
      const count = await t.store.db
        .selectFrom('awards')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => eb(eb.val('U:8111'), '=', eb.fn.any('commodity_families')))
        .executeTakeFirstOrThrow();
      expect(body.total).toBe(Number(count.n));
      // Facets count the matches.
      expect(body.facets.categories).toEqual([{ value: 'SRV', label: 'Services', count: body.total }]);
      const yearTotal = body.facets.years.reduce((sum, facet) => sum + facet.count, 0);
      expect(yearTotal).toBe(body.total);
      expect(body.facets.suppliers.length).toBeGreaterThan(0);
    });

    it('filters by supplier (any spelling), buyer, value and date range, newest first or by value', async () => {
      const bySupplier = await get<AwardsResponse>(
        `/api/awards?supplier=${encodeURIComponent('FALCAN MEDICAL INC')}`,
      );
      expect(bySupplier.body.awards.map((award) => award.id)).toEqual(['LC:W3931-110059/001/PV']);

      const byValue = await get<AwardsResponse>(
        '/api/awards?buyer=national%20defence&value_min=100000&value_max=500000&date_from=2024-01-01&date_to=2024-12-31&sort=value',
      );
      const values = byValue.body.awards.map((award) => award.value!);
      expect(values.length).toBeGreaterThan(0);
      expect([...values].sort((a, b) => b - a)).toEqual(values);
      for (const award of byValue.body.awards) {
        expect(award.value).toBeGreaterThanOrEqual(100_000);
        expect(award.value).toBeLessThanOrEqual(500_000);
        expect(award.award_date! >= '2024-01-01' && award.award_date! <= '2024-12-31').toBe(true);
        expect(award.buyer).toMatch(/National Defence/);
      }

      const text = await get<AwardsResponse>('/api/awards?q=dewars%20cylinders');
      expect(text.body.awards.map((award) => award.supplier)).toEqual(['Air Liquide Canada']);
    });

    it('answers a clear 400 in the caller language for bad filters', async () => {
      const english = await get<{ detail: string }>('/api/awards?value_min=10&value_max=5');
      expect(english.status).toBe(400);
      expect(english.body.detail).toContain('value_min must not exceed value_max');
      const french = await get<{ detail: string }>('/api/awards?date_from=2025-02-01&date_to=2025-01-01', {
        'accept-language': 'fr',
      });
      expect(french.status).toBe(400);
      expect(french.body.detail).toContain('date_from ne doit pas être postérieure à date_to');
      expect((await get('/api/awards?commodity=81%2711')).status).toBe(400);
    });

    it('exports the matches as CSV', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/awards/export?commodity=7214' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      const rows = parse<Record<string, string>>(response.body, { bom: true, columns: true });
      const search = await get<AwardsResponse>('/api/awards?commodity=7214');
      expect(rows).toHaveLength(search.body.total);
      expect(rows[0]).toMatchObject({
        id: search.body.awards[0]!.id,
        supplier: search.body.awards[0]!.supplier,
      });
    });
  });

  describe('supplier page', () => {
    it("groups spelling variants and lists the supplier's awards, buyers, categories and total value", async () => {
      const top = (await get<AwardsResponse>('/api/awards?commodity=7611')).body.facets.suppliers[0]!;
      const { status, body } = await get<SupplierProfile>(
        `/api/suppliers/${encodeURIComponent(top.value)}?size=5`,
      );
      expect(status).toBe(200);
      expect(body.key).toBe(top.value);
      expect(body.other_names.length).toBeGreaterThan(0);
      const stored = await t.store.db
        .selectFrom('awards')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('value_amount').as('total')])
        .where('supplier_key', '=', top.value)
        .executeTakeFirstOrThrow();
      expect(body.award_count).toBe(Number(stored.n));
      expect(body.total_value).toBeCloseTo(Number(stored.total), 2);
      expect(body.awards).toHaveLength(5);
      expect(body.buyers.reduce((sum, buyer) => sum + buyer.count, 0)).toBe(body.award_count);
      expect(body.categories[0]).toMatchObject({ value: 'SRV', label: 'Services' });
    });

    it('finds a supplier by a published spelling, and answers 404 in French for an unknown one', async () => {
      const { body } = await get<SupplierProfile>(
        `/api/suppliers/${encodeURIComponent('Simex Defence Inc.')}`,
      );
      expect(body).toMatchObject({
        name: 'Simex Defence Inc.',
        award_count: 1,
        total_value: 0,
        valued_count: 0,
      });
      const missing = await get<{ detail: string }>('/api/suppliers/Nobody%20Ltd', {
        'accept-language': 'fr',
      });
      expect(missing).toMatchObject({ status: 404, body: { detail: 'Fournisseur introuvable' } });
    });
  });

  // Last: it adds an award to the store.
  describe('after another ingest', () => {
    it('counts the new award in the totals and facets of a search asked before', async () => {
      const url = '/api/awards?buyer=' + encodeURIComponent('Royal Canadian Mounted Police (RCMP)');
      const before = (await get<AwardsResponse>(url)).body;
      const in2026 = (body: AwardsResponse) =>
        body.facets.years.find((facet) => facet.value === '2026')?.count ?? 0;
      // Another page and language of the same search: the same totals.
      const french = (await get<AwardsResponse>(`${url}&page=2&language=fra`)).body;
      expect(french.total).toBe(before.total);

      const file = path.join(dir, 'fresh.csv');
      await writeFile(
        file,
        AWARD_CSV_HEADER_LINE +
          toAwardCsvLine({
            'title-titre-eng': 'Snow clearing of detachment parking lots',
            'referenceNumber-numeroReference': 'cb-999-00000077',
            'contractAwardDate-dateAttributionContrat': '2026-03-02',
            'totalContractValue-valeurTotaleContrat': '1000000000.00',
            'contractCurrency-contratMonnaie': 'CAD',
            'supplierLegalName-nomLegalFournisseur-eng': 'Facet Fresh Ltd',
            'contractingEntityName-nomEntitContractante-eng': 'Royal Canadian Mounted Police (RCMP)',
          }),
      );
      await ingestSource(t.store.db, file);

      const after = (await get<AwardsResponse>(url)).body;
      expect(after.total).toBe(before.total + 1);
      expect(after.total_value).toBe(before.total_value + 1_000_000_000);
      expect(in2026(after)).toBe(in2026(before) + 1);
    });
  });
});
