import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterOptions, TenderDetail, TenderStats } from '@tenderscout/domain';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { DATA_FILES } from '../src/modules/tenders/ingest/test-support';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

describe(`tender API over the real CanadaBuys files (${testEngine()} store)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await ingestSource(t.store.db, DATA_FILES.newNotices);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads an ingested notice back as the Tender detail, in English', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tenders/cb-120-98313427?language=eng' });
    expect(response.statusCode).toBe(200);
    const tender = response.json<TenderDetail>();
    expect(tender).toMatchObject({
      _id: 'cb-120-98313427',
      tender_id: 'cb-120-98313427',
      reference_number: 'cb-120-98313427',
      solicitation_number: '1000262320A',
      title: 'Weekly Courier Services - Hospital Operations',
      title_fr: 'Services de messagerie hebdomadaires - Fonctionnement des hôpitaux',
      // Its closing time (2026-01-19 17:00 Eastern) has passed: Open reads as closed.
      status: 'Closed',
      status_code: 'closed',
      publish_date: '2025-12-30',
      closing_date: '2026-01-19T22:00:00.000Z',
      organization: {
        name: 'Department of Indigenous Services (ISC)',
        contact_name: 'Geordin',
        contact_email: 'geordin.crosbie@sac-isc.gc.ca',
        contact_phone: '(778) 783-3672',
      },
      location: { city: 'Gatineau', province: 'Quebec', delivery_regions: ['Manitoba', 'National'] },
      regions: ['Manitoba', 'National'],
      value: { amount: null, currency: 'CAD' },
      procurement_category: 'Services',
      notice_type: 'Request for Proposal',
      selection_criteria: 'Highest Combined Rating of Technical Merit and Price',
      source_system: 'CanadaBuys',
      platform_classification: { platform_name: 'CanadaBuys' },
      notice_url: 'https://canadabuys.canada.ca/en/tender-opportunities/tender-notice/cb-120-98313427',
      pdfProcessingStatus: 'pending',
      'masterCategory-catégoriePrincipale': 'Services',
      'canadianMade-fabriqué Canadien': 'no',
      'deliveryRegions-régionsLivraison': ['Manitoba', 'National'],
      security_clearance_required: false,
    });
    expect(tender.description).toMatch(/^A courier service is required/);
    expect(tender.categories).toEqual([
      'Services',
      'Road transport of letters and parcels',
      'Postal and small parcel and courier services',
      'Mailing or mail pick up or delivery services',
      'Letter or small parcel local delivery services',
      'Mailing services',
    ]);
    expect(tender.unspsc[0]).toEqual({
      code: '78101809',
      description: 'Road transport of letters and parcels',
    });
    expect(tender.documents).toContainEqual({
      url: 'https://canadabuys.canada.ca/sites/default/files/webform/tender_notice/83302/1000262320a_rfp_en.pdf',
      filename: '1000262320a_rfp_en.pdf',
      title: '1000262320a_rfp_en.pdf',
      file_type: 'pdf',
      type: 'attachment',
      language: 'eng',
    });
    expect(tender.attachments).toHaveLength(4);
    expect(tender.discovered_pdfs.map((pdf) => pdf.title)).toEqual([
      '1000262320a_rfp_en.pdf',
      '1000262320a_rfp_fr.pdf',
    ]);
    expect(tender.business_intelligence.delivery_timeline_months).toBe(13);
  });

  it('answers in French with language=fra', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tenders/cb-120-98313427?language=fra' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      language: 'fra',
      title: 'Services de messagerie hebdomadaires - Fonctionnement des hôpitaux',
      status: 'Fermé',
      organization: { name: 'Ministère des Services aux Autochtones (SAC)' },
      procurement_category: 'Services',
      notice_type: 'Demande de propositions',
      location: { delivery_regions: ['Manitoba', 'National'] },
    });
  });

  it('shows the requirements extracted from the text, with their evidence', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tenders/cb-133-61948591' });
    const tender = response.json<TenderDetail>();
    expect(tender.securityClearanceRequired).toBe(true);
    expect(tender.business_intelligence.clearance_levels).toEqual(['Top Secret']);
    const evidence = tender.business_intelligence.evidence.find((item) => item.fact === 'clearance_required');
    expect(evidence).toMatchObject({ value: 'Top Secret', language: 'eng', source: 'description' });
    expect(evidence?.sentence).toMatch(/Top Secret/);
  });

  it('answers an unknown tender with 404 and a bad language with 400', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/tenders/cb-000-00000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ detail: 'Tender not found' });
    const badLanguage = await t.app.inject({
      method: 'GET',
      url: '/api/tenders/cb-120-98313427?language=de',
    });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json<{ detail: string }>().detail).toMatch(/language/);
  });

  it('looks up by id in the query string, and needs the id', async () => {
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/tenders/tender-by-id?id=${encodeURIComponent('WS5496297033-Doc5497304668')}&language=eng`,
    });
    expect(found.statusCode).toBe(200);
    const ariba = found.json<TenderDetail>();
    expect(ariba).toMatchObject({
      tender_id: 'WS5496297033-Doc5497304668',
      source_system: 'SAP Ariba',
      end_user: { name: 'Department of National Defence (DND)' },
    });
    expect(ariba.external_platform_url).toMatch(/^https:\/\/portal\.us\.bn\.cloud\.ariba\.com\//);
    const missingId = await t.app.inject({ method: 'GET', url: '/api/tenders/tender-by-id' });
    expect(missingId.statusCode).toBe(400);
  });

  it('lists filter options with real counts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tenders/filters/options?language=eng' });
    expect(response.statusCode).toBe(200);
    const options = response.json<FilterOptions>();
    expect(options.categories).toEqual([
      { value: 'SRV', label: 'Services', count: 9 },
      { value: 'GD', label: 'Goods', count: 6 },
      { value: 'CNST', label: 'Construction', count: 2 },
    ]);
    expect(options.regions).toContainEqual({
      value: 'National Capital Region (NCR)',
      label: 'National Capital Region (NCR)',
      count: 6,
    });
    expect(options.statuses).toEqual([{ value: 'closed', label: 'Closed', count: 17 }]);
    expect(options.organizations[0]?.count).toBeGreaterThan(1);
    expect(options.organizations.reduce((sum, o) => sum + o.count, 0)).toBe(17);
    expect(options.notice_types.find((type) => type.value === 'Request for Proposal')?.label).toBe(
      'Request for Proposal',
    );

    const french = (
      await t.app.inject({ method: 'GET', url: '/api/tenders/filters/options?language=fra' })
    ).json<FilterOptions>();
    expect(french.categories[1]).toEqual({ value: 'GD', label: 'Biens', count: 6 });
    expect(french.regions).toContainEqual({
      value: 'National Capital Region (NCR)',
      label: 'Région de la capitale nationale (RCN)',
      count: 6,
    });
  });

  it('gives public stats from the store', async () => {
    // All 17 notices were loaded just now but published long ago: only the two re-dated to this week (today and
    // 6 days ago) count as added this week, not the one published 7 days ago.
    const { rows } = await sql<{ id: string }>`SELECT id FROM tenders ORDER BY id LIMIT 3`.execute(
      t.store.db,
    );
    const daysAgo = [0, 6, 7];
    for (const [index, row] of rows.entries()) {
      await sql`UPDATE tenders SET publication_date = current_date - ${daysAgo[index]}::int
                WHERE id = ${row.id}`.execute(t.store.db);
    }
    const response = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(response.statusCode).toBe(200);
    const stats = response.json<TenderStats>();
    expect(stats.last_ingest_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(stats).toMatchObject({
      total: 17,
      open: 0,
      added_this_week: 2,
      closing_this_week: 0,
      by_category: [
        { value: 'SRV', count: 9 },
        { value: 'GD', count: 6 },
        { value: 'CNST', count: 2 },
      ],
    });
  });

  it('rate-limits the public tender routes per caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(response.headers['x-ratelimit-limit']).toBe('300');
  });
});
