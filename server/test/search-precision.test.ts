import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  nlStructureToDashboard,
  toSearchFilters,
  type NlSearchResponse,
  type SearchHit,
  type SearchResponse,
} from '@tenderscout/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundledSample } from '../src/modules/tenders/ingest/bundled';
import { createRandom, generateNotice } from '../src/modules/tenders/ingest/generator';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { toCanadaBuysCsv } from '../src/modules/tenders/ingest/test-support';
import { createEmbeddingJob } from '../src/modules/search/embedding-job';
import { createTestUser, type TestUser } from './support/accounts';
import { notice } from './support/search-corpus';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/**
 * Search precision, the trade vocabulary, commodities, spelling, hidden tenders, ordering and the
 * natural-language search, over the bundled real notices plus a few hand-written ones (English only, so French
 * queries must be understood), embedded with the built-in model.
 */

let t: TestApp;
let user: TestUser;

const IDS = {
  pesticide: 'cb-901-00000001',
  snow: 'cb-901-00000002',
  grounds: 'cb-901-00000003',
  guards: 'cb-901-00000004',
  armoured: 'cb-901-00000005',
  openSoon: 'cb-901-00000006',
  openLater: 'cb-901-00000007',
  closedRecently: 'cb-901-00000008',
};

const DAY = 86_400_000;
const closingIn = (days: number): string =>
  `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T14:00:00`;

const post = (url: string, payload: unknown, who: TestUser | null = null) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: who ? who.headers : {} });

const searchOk = async (
  payload: Record<string, unknown>,
  who: TestUser | null = null,
): Promise<SearchResponse> => {
  const response = await post('/api/search', payload, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponse>();
};

const idsOf = (hits: SearchHit[]) => hits.map((hit) => hit.id);

beforeAll(async () => {
  t = await createTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '100000' });
  await loadBundledSample(t.store.db);
  const random = createRandom(77);
  const base = () =>
    notice(generateNotice(random, 0, Date.now()), {
      titleFr: '',
      descriptionFr: '',
      unspsc: '',
      unspscDescriptionEn: '',
      unspscDescriptionFr: '',
      gsin: '',
      gsinDescriptionEn: '',
      gsinDescriptionFr: '',
      regionsOfDeliveryEn: '',
      regionsOfDeliveryFr: '',
      regionsOfOpportunityEn: '',
      regionsOfOpportunityFr: '',
    });
  const records = [
    notice(base(), {
      referenceNumber: IDS.pesticide,
      titleEn: 'Pesticide application at two correctional institutions',
      descriptionEn: 'Application of herbicides and insecticides on the grounds of two institutions.',
      closingDate: closingIn(30),
      procurementCategory: '*SRV',
    }),
    notice(base(), {
      referenceNumber: IDS.snow,
      titleEn: 'Snow clearing of the parking lots - Moncton',
      descriptionEn: 'Plowing and sanding of the parking lots of the federal building in Moncton.',
      closingDate: closingIn(20),
      procurementCategory: '*SRV',
    }),
    notice(base(), {
      referenceNumber: IDS.grounds,
      titleEn: 'Grounds maintenance of a research farm',
      descriptionEn: 'Mowing, trimming and upkeep of the lawns of the research farm.',
      closingDate: closingIn(25),
      procurementCategory: '*SRV',
    }),
    notice(base(), {
      referenceNumber: IDS.guards,
      titleEn: 'Staff at the entrances of a federal building',
      descriptionEn: 'People at the entrances during business hours, checking passes.',
      unspsc: '*92121504',
      unspscDescriptionEn: '*Security guard services',
      unspscDescriptionFr: '*Services de gardiennage',
      closingDate: closingIn(40),
      procurementCategory: '*SRV',
    }),
    notice(base(), {
      referenceNumber: IDS.armoured,
      titleEn: 'Cash pick-up for a mint',
      descriptionEn: 'Weekly pick-up of cash from the mint.',
      unspsc: '*92121502',
      unspscDescriptionEn: '*Armoured car services',
      unspscDescriptionFr: '*Services de véhicules blindés',
      closingDate: closingIn(45),
      procurementCategory: '*SRV',
    }),
    notice(base(), {
      referenceNumber: IDS.openSoon,
      titleEn: 'Wharf decking replacement - Souris',
      descriptionEn: 'Replacement of the wharf decking.',
      closingDate: closingIn(2),
      procurementCategory: '*CNST',
    }),
    notice(base(), {
      referenceNumber: IDS.openLater,
      titleEn: 'Wharf fender repair - Souris',
      descriptionEn: 'Repair of the wharf fenders.',
      closingDate: closingIn(90),
      procurementCategory: '*CNST',
    }),
    notice(base(), {
      referenceNumber: IDS.closedRecently,
      titleEn: 'Wharf lighting - Souris',
      descriptionEn: 'New lighting on the wharf.',
      closingDate: closingIn(-3),
      procurementCategory: '*CNST',
    }),
  ];
  const file = path.join(t.dataDir, 'precision-corpus.csv');
  await writeFile(file, toCanadaBuysCsv(records));
  const summary = await ingestSource(t.store.db, file, { feed: 'file' });
  if (summary.rejected > 0) throw new Error(`${summary.rejected} rows rejected`);
  await createEmbeddingJob({ db: () => t.store.db, embedder: t.app.embedder }).runUntilIdle();
  user = await createTestUser(t);
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe(`search precision (${testEngine()} store)`, () => {
  it('answers nothing to nonsense, on every search type, and counts only what it shows as matches', async () => {
    for (const search_type of ['hybrid', 'keyword', 'semantic']) {
      const body = await searchOk({ query: 'zzzzqqq nonsense', search_type });
      expect(body.total_hits, search_type).toBe(0);
      expect(body.hits, search_type).toEqual([]);
      expect(body.suggestion).toBeNull();
    }
    // A query with matches: the count is exactly the tenders the pages list; related tenders are apart.
    const ids: string[] = [];
    let first: SearchResponse | null = null;
    for (let page = 1; page < 20; page += 1) {
      const body = await searchOk({ query: 'wharf', page, size: 5 });
      first ??= body;
      ids.push(...idsOf(body.hits));
      if (page > 1) expect(body.related).toEqual([]);
      if (body.hits.length < 5) break;
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(first!.total_hits).toBe(ids.length);
    for (const related of first!.related) expect(ids).not.toContain(related.id);
  });

  it('finds a supplier’s words through the trade vocabulary, in English and French, marked as synonyms', async () => {
    const pest = await searchOk({ query: 'pest control' });
    const pesticide = pest.hits.find((hit) => hit.id === IDS.pesticide);
    expect(pesticide?.matched_by).toContain('synonym');
    expect(idsOf(pest.hits)).toContain('WS4092314045-Doc4209875524');

    const snow = await searchOk({ query: 'déneigement', search_type: 'keyword' });
    expect(idsOf(snow.hits)).toContain(IDS.snow);
    expect(idsOf(snow.hits)).toContain('WS5357559463-Doc5367064519');

    const lawn = await searchOk({ query: 'lawn care' });
    expect(idsOf(lawn.hits)).toContain(IDS.grounds);

    // The vocabulary's words stand in for the term the query named, with the query's other words kept.
    const moncton = await searchOk({ query: 'snow plowing Moncton', search_type: 'keyword' });
    expect(idsOf(moncton.hits)).toContain(IDS.snow);
    const elsewhere = await searchOk({ query: 'snow plowing Regina', search_type: 'keyword' });
    expect(idsOf(elsewhere.hits)).not.toContain(IDS.snow);

    // The query's own words rank above the vocabulary's.
    const own = await searchOk({ query: 'snow clearing', search_type: 'keyword' });
    expect(own.hits[0]!.id).toBe(IDS.snow);
    expect(own.hits[0]!.matched_by).toContain('keyword');
  });

  it('does not count a broad reading of a vocabulary term: "cybersecurity" is not every notice with "security"', async () => {
    // The bundled construction source lists speak of "security requirements"; "IT security" must not read as
    // "security" alone (IT is a stop word to full text).
    for (const search_type of ['keyword', 'hybrid']) {
      const body = await searchOk({ query: 'cybersecurity', search_type });
      expect(body.hits.filter((hit) => /source list/i.test(hit.title))).toEqual([]);
      expect(body.total_hits).toBeLessThan(5);
    }
  });

  it('understands a query naming a commodity: its family matches, and the hit says which commodity', async () => {
    const body = await searchOk({ query: 'security guards', search_type: 'keyword' });
    const guards = body.hits.find((hit) => hit.id === IDS.guards);
    expect(guards?.matched_by).toContain('commodity');
    expect(guards?.matched_commodities).toEqual([{ code: '92121504', label: 'Security guard services' }]);
    // Same UNSPSC class (921215): armoured cars, labelled with their own name.
    const armoured = body.hits.find((hit) => hit.id === IDS.armoured);
    expect(armoured?.matched_by).toEqual(['commodity']);
    expect(armoured?.matched_commodities).toEqual([{ code: '92121502', label: 'Armoured car services' }]);
    const french = await searchOk({
      query: 'services de gardiennage',
      language: 'fra',
      search_type: 'keyword',
    });
    expect(french.hits.find((hit) => hit.id === IDS.guards)?.matched_commodities).toEqual([
      { code: '92121504', label: 'Services de gardiennage' },
    ]);
  });

  it('suggests a close spelling for a misspelt word, and finds what the spelling finds', async () => {
    const body = await searchOk({ query: 'pestiside application' });
    expect(body.suggestion).toBe('pesticide application');
    expect(idsOf(body.hits)).toContain(IDS.pesticide);
    const known = await searchOk({ query: 'pesticide application' });
    expect(known.suggestion).toBeNull();
    // A supplier's word the vocabulary knows is not a misspelling, even when no notice contains it.
    for (const query of ['pest control', 'lawn care'])
      expect((await searchOk({ query })).suggestion).toBeNull();
  });

  it('counts the caller’s not-applicable tenders it hides, and shows them on request', async () => {
    await sql`INSERT INTO tender_reviews (user_id, tender_id, status)
      VALUES (${user.id}::uuid, ${IDS.openSoon}, 'not_applicable')`.execute(t.store.db);
    const hidden = await searchOk({ query: 'wharf' }, user);
    expect(idsOf(hidden.hits)).not.toContain(IDS.openSoon);
    expect(hidden.hidden_count).toBe(1);
    const anonymous = await searchOk({ query: 'wharf' });
    expect(anonymous.total_hits).toBe(hidden.total_hits + 1);
    expect(anonymous.hidden_count).toBe(0);
    const shown = await searchOk({ query: 'wharf', show_hidden: true }, user);
    expect(idsOf(shown.hits)).toContain(IDS.openSoon);
    expect(shown.hidden_count).toBe(0);
    await sql`DELETE FROM tender_reviews WHERE user_id = ${user.id}::uuid`.execute(t.store.db);
  });
});

describe(`ordering and categories (${testEngine()} store)`, () => {
  const isSoonestFirst = (hits: SearchHit[]) => {
    const open = hits.filter((hit) => hit.status_code === 'open' && hit.closing_date);
    const closed = hits.filter((hit) => !open.includes(hit));
    // Open ones first, closing soonest first; then the others (tenders without a closing date last).
    expect(hits.slice(0, open.length)).toEqual(open);
    const times = open.map((hit) => Date.parse(hit.closing_date!));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const undated = closed.filter((hit) => !hit.closing_date);
    expect(hits.slice(hits.length - undated.length)).toEqual(undated);
    return { open, closed };
  };

  it('sorts by closing date soonest first, open before closed, when browsing and when searching', async () => {
    const browse = await searchOk({ sort_by: 'closing_date', size: 100 });
    const { open, closed } = isSoonestFirst(browse.hits);
    expect(open.length).toBeGreaterThan(3);
    expect(closed.length).toBeGreaterThan(3);
    for (const search_type of ['hybrid', 'keyword']) {
      const body = await searchOk({ query: 'wharf', sort_by: 'closing_date', search_type });
      isSoonestFirst(body.hits);
      expect(idsOf(body.hits).slice(0, 2)).toEqual([IDS.openSoon, IDS.openLater]);
      expect(idsOf(body.hits)).toContain(IDS.closedRecently);
    }
    // Past the ranked window the store orders the page: same rule.
    const stored = await searchOk({ query: 'services', sort_by: 'closing_date', size: 100 });
    isSoonestFirst(stored.hits);
  });

  it('browses open tenders first, newest first within each group', async () => {
    const body = await searchOk({ size: 100 });
    const openCount = body.hits.filter((hit) => hit.status_code === 'open').length;
    expect(openCount).toBeGreaterThan(0);
    expect(body.hits.slice(0, openCount).every((hit) => hit.status_code === 'open')).toBe(true);
    const dates = body.hits.slice(0, openCount).map((hit) => hit.date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('gives each hit the category codes the filters and aggregations use, with their labels', async () => {
    const all = await searchOk({ query: 'wharf' });
    const bucket = all.aggregations.categories.find((option) => option.value === 'CNST')!;
    expect(bucket.label).toBe('Construction');
    const filtered = await searchOk({ query: 'wharf', filters: { categories: [bucket.value] } });
    expect(filtered.total_hits).toBe(bucket.count);
    for (const hit of filtered.hits) {
      expect(hit.category_codes).toContain('CNST');
      expect(hit.category_values).toContainEqual({ value: 'CNST', label: 'Construction' });
    }
    const french = await searchOk({ query: 'wharf', language: 'fra', filters: { categories: ['CNST'] } });
    expect(french.hits[0]!.category_values).toContainEqual({ value: 'CNST', label: 'Construction' });
  });
});

describe(`natural-language search on the bundled notices (${testEngine()} store)`, () => {
  it('finds the open Ontario construction tenders for "construction work in Ontario open now"', async () => {
    const response = await post(
      '/api/ai/search/natural-language',
      { query: 'construction work in Ontario open now' },
      user,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<NlSearchResponse>();
    expect(body.interpreted).toMatchObject({
      search_terms: 'construction',
      regions: ['Ontario'],
      status: 'open',
    });
    expect(body.results.map((result) => result.id).sort()).toEqual([
      'WS4052927717-Doc4053526199',
      'WS4625503118-Doc4625518879',
    ]);
    // The same words and filters as the dashboard's chips (what the panel puts on it) find the same tenders.
    const { query, filters } = nlStructureToDashboard(body.interpreted);
    const dashboard = await searchOk({ query, filters: toSearchFilters(filters) }, user);
    expect(idsOf(dashboard.hits).sort()).toEqual([
      'WS4052927717-Doc4053526199',
      'WS4625503118-Doc4625518879',
    ]);
    expect(dashboard.total_hits).toBe(2);
  });

  it('explains itself in the language asked for: English by default, French on request', async () => {
    const ask = async (language?: 'fra') => {
      const response = await post(
        '/api/ai/search/natural-language',
        { query: 'construction work in Ontario open now', include_explanation: true, language },
        user,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<NlSearchResponse>();
    };
    const english = await ask();
    expect(english.search_explanation?.summary).toBe(
      'Searching for "construction": open tenders only; ontario.',
    );
    expect(english.results[0]!.match_reasons).toContain('Delivered in Ontario');
    expect(english.results[0]!.match_reasons.join(' ')).toMatch(/Closes .+ ET \(in \d+ days?\)/);

    const french = await ask('fra');
    expect(french.interpreted).toEqual(english.interpreted);
    expect(french.search_explanation?.summary).toBe(
      "Recherche de « construction » : ontario; appels d'offres ouverts seulement.",
    );
    expect(french.search_explanation?.filters).toEqual([
      { field: 'regions', value: 'Ontario', source_text: 'Ontario' },
      { field: 'status', value: "Appels d'offres ouverts seulement", source_text: 'open now' },
    ]);
    const reasons = french.results[0]!.match_reasons;
    expect(reasons).toContain('Livraison : Ontario');
    expect(reasons.join(' ')).toMatch(/Clôture le .+ HE \(dans \d+ jours?\)/);
    expect(reasons.join(' ')).not.toMatch(/Closes|Delivered|Title matches/);
  });

  it('reads a value range, and the search filter for it keeps tenders that disclose no value', async () => {
    const [over, under] = ['WS4052927717-Doc4053526199', 'WS4625503118-Doc4625518879'];
    const setValue = (id: string, amount: number | null) =>
      sql`UPDATE tenders SET value_amount = ${amount} WHERE id = ${id}`.execute(t.store.db);
    await setValue(over, 5_000);
    await setValue(under, 800);
    try {
      const response = await post(
        '/api/ai/search/natural-language',
        { query: 'construction in Ontario under $1,000' },
        user,
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<NlSearchResponse>();
      expect(body.interpreted).toMatchObject({ search_terms: 'construction', value_max: 1000 });
      expect(body.results.map((result) => result.id)).toEqual([under]);

      const { query, filters } = nlStructureToDashboard(body.interpreted);
      expect(filters).toMatchObject({ regions: ['Ontario'], value_max: 1000 });
      const capped = await searchOk({ query, filters: toSearchFilters(filters) }, user);
      expect(idsOf(capped.hits)).toEqual([under]);
      expect(capped.total_hits).toBe(1);
      // Without the chip, the tender over the range is back.
      const { value_max: _removed, ...rest } = filters;
      const uncapped = await searchOk({ query, filters: toSearchFilters(rest) }, user);
      expect(idsOf(uncapped.hits).sort()).toEqual([over, under]);
      // A tender that discloses no value may be in range: it stays.
      await setValue(under, null);
      const undisclosed = await searchOk({ query, filters: toSearchFilters(filters) }, user);
      expect(idsOf(undisclosed.hits)).toEqual([under]);
    } finally {
      await setValue(over, null);
      await setValue(under, null);
    }
  });
});
