import type { SearchResponse } from '@tenderscout/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApiKey, createTestUser } from './support/accounts';
import { HAND_WRITTEN_IDS, loadSearchCorpus } from './support/search-corpus';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

let t: TestApp;

const search = async (payload: unknown, headers: Record<string, string> = {}, url = '/api/search') => {
  const response = await t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  return response;
};

const searchOk = async (payload: unknown, headers: Record<string, string> = {}): Promise<SearchResponse> => {
  const response = await search(payload, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponse>();
};

/** Every id the search returns, across pages. */
const allIds = async (payload: Record<string, unknown>): Promise<string[]> => {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const body = await searchOk({ ...payload, page, size: 100 });
    ids.push(...body.hits.map((hit) => hit.id));
    if (body.hits.length < 100) return ids;
  }
};

const countWhere = async (condition: ReturnType<typeof sql>): Promise<number> => {
  const { rows } = await sql<{
    count: number;
  }>`SELECT count(*)::int AS count FROM tenders AS t WHERE ${condition}`.execute(t.store.db);
  return rows[0]!.count;
};

const daysFromNow = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '100000' });
  await loadSearchCorpus(t);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe(`POST /api/search (${testEngine()} store)`, () => {
  it('browses newest first with an empty query, with the documented search response shape', async () => {
    const body = await searchOk({});
    expect(body.total_hits).toBe(46);
    expect(body.page).toBe(1);
    expect(body.size).toBe(20);
    expect(body.hits).toHaveLength(20);
    const dates = body.hits.map((hit) => hit.date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const hit = body.hits[0]!;
    for (const field of [
      'id',
      'tender_id',
      'reference_number',
      'solicitation_number',
      'title',
      'description',
      'organization',
      'amount',
      'date',
      'closing_date',
      'status',
      'categories',
      'regions',
      'score',
      'highlights',
      'pdfProcessingStatus',
      'canadianMade-fabriqué Canadien',
      'experienceRequired-expérienceRequise',
      'indigenousBusinessRequired-entrepriseAutochtooneRequise',
      'securityClearanceRequired',
    ])
      expect(hit).toHaveProperty(field);
    expect(body.aggregations.statuses.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(46);
  });

  it('finds the buyer’s words with the title ranked first and highlighted', async () => {
    const body = await searchOk({ query: 'snow removal', search_type: 'keyword' });
    expect(body.hits[0]!.id).toBe(HAND_WRITTEN_IDS.snow);
    expect(body.hits[0]!.highlights.title[0]).toContain('<mark>Snow</mark>');
    expect(body.hits[0]!.score).toBeGreaterThan(0);
    expect(body.hits[0]!.score).toBeLessThanOrEqual(1);
    expect(body.hits[0]!.matched_by).toContain('keyword');
  });

  it('stems and folds accents in French: "securite", "déneigement", "deneigement"', async () => {
    for (const query of ['securite', 'sécurité gardiennage', 'SECURITE campus']) {
      const ids = (await searchOk({ query, search_type: 'keyword' })).hits.map((hit) => hit.id);
      expect(ids, query).toContain(HAND_WRITTEN_IDS.security);
    }
    for (const query of ['déneigement', 'deneigement', 'stationnement']) {
      const body = await searchOk({ query, search_type: 'keyword' });
      expect(body.hits[0]?.id, query).toBe(HAND_WRITTEN_IDS.snow);
    }
    // "stationnement" (singular) finds "stationnements": French stemming.
    const french = await searchOk({ query: 'déglaçage', search_type: 'keyword', language: 'fra' });
    expect(french.hits[0]!.title).toBe('Déneigement et déglaçage des stationnements - Halifax');
    expect(french.hits[0]!.highlights.title[0]).toContain('<mark>déglaçage</mark>');
  });

  it('highlights the trade vocabulary’s words for what the query names, not only the words typed', async () => {
    // "déneigement" names snow removal: the English title's own words for it are marked.
    const body = await searchOk({ query: 'déneigement Halifax', search_type: 'keyword' });
    expect(body.hits[0]!.id).toBe(HAND_WRITTEN_IDS.snow);
    expect(body.hits[0]!.highlights.title[0]).toMatch(/<mark>Snow<\/mark> <mark>removal<\/mark>/i);
    expect(body.hits[0]!.highlights.title[0]).toContain('<mark>Halifax</mark>');
  });

  it('understands websearch syntax: "quoted phrases", -exclusion and OR', async () => {
    const phrase = await allIds({ query: '"de-icing of parking lots"', search_type: 'keyword' });
    expect(phrase).toEqual([HAND_WRITTEN_IDS.snow]);
    const wrongOrder = await allIds({ query: '"parking de-icing"', search_type: 'keyword' });
    expect(wrongOrder).toEqual([]);
    const either = await allIds({ query: 'ergonomic OR translation', search_type: 'keyword' });
    expect(either).toEqual(
      expect.arrayContaining([HAND_WRITTEN_IDS.furniture, HAND_WRITTEN_IDS.translation]),
    );
    const excluded = await allIds({ query: 'ergonomic OR translation -manuals', search_type: 'keyword' });
    expect(excluded).toContain(HAND_WRITTEN_IDS.furniture);
    expect(excluded).not.toContain(HAND_WRITTEN_IDS.translation);
  });

  it('finds misspelt words through similar titles', async () => {
    for (const [query, id] of [
      ['snow remval', HAND_WRITTEN_IDS.snow],
      ['ergonmic chairs', HAND_WRITTEN_IDS.furniture],
      ['transaltion of technical manuals', HAND_WRITTEN_IDS.translation],
    ] as const) {
      const body = await searchOk({ query, search_type: 'keyword' });
      expect(body.hits[0]?.id, query).toBe(id);
      expect(body.hits[0]!.matched_by, query).toContain('similar_title');
    }
  });

  it('ranks an exact reference or solicitation number first, on every search type', async () => {
    for (const search_type of ['hybrid', 'keyword', 'semantic', 'tender_id'] as const) {
      for (const query of [HAND_WRITTEN_IDS.cyber, HAND_WRITTEN_IDS.cyber.toUpperCase(), 'EW699-260004']) {
        const body = await searchOk({ query, search_type });
        expect(body.hits[0]?.id, `${search_type} ${query}`).toBe(HAND_WRITTEN_IDS.cyber);
        expect(body.hits[0]!.score).toBe(1);
        expect(body.hits[0]!.matched_by).toContain('reference');
      }
    }
    // tender_id with no such reference falls back to a normal (hybrid) search.
    const fallback = await searchOk({ query: 'translation manuals', search_type: 'tender_id' });
    expect(fallback.search_type).toBe('hybrid');
    expect(fallback.hits[0]!.id).toBe(HAND_WRITTEN_IDS.translation);
  });

  it('finds a tender by meaning with no word in common (semantic and hybrid), listed apart and not counted unless close', async () => {
    const byMeaning = (body: SearchResponse) => [...body.hits, ...body.related];
    const semantic = await searchOk({ query: 'cyber defence', search_type: 'semantic' });
    const found = byMeaning(semantic).find((hit) => hit.id === HAND_WRITTEN_IDS.cyber);
    expect(found?.matched_by).toEqual(['semantic']);
    // Only close neighbours are matches; the others are related tenders, never counted.
    expect(semantic.total_hits).toBe(semantic.hits.length);
    for (const related of semantic.related)
      expect(semantic.hits.map((hit) => hit.id)).not.toContain(related.id);
    const keyword = await searchOk({ query: 'cyber defence', search_type: 'keyword' });
    expect(keyword.total_hits).toBe(0);
    expect(keyword.related).toEqual([]);
    const hybrid = await searchOk({ query: 'cyber defence' });
    expect(byMeaning(hybrid).map((hit) => hit.id)).toContain(HAND_WRITTEN_IDS.cyber);
    for (const hit of byMeaning(hybrid)) {
      expect(hit.score).toBeGreaterThanOrEqual(0);
      expect(hit.score).toBeLessThanOrEqual(1);
    }
    const viaEndpoint = await search({ query: 'office seating', size: 5 }, {}, '/api/search/semantic');
    expect(viaEndpoint.statusCode).toBe(200);
    expect(byMeaning(viaEndpoint.json<SearchResponse>()).map((hit) => hit.id)).toContain(
      HAND_WRITTEN_IDS.furniture,
    );
    expect(viaEndpoint.json<SearchResponse>().search_type).toBe('semantic');
  });

  it('escapes every markup from the data in highlights, keeping only <mark>', async () => {
    const body = await searchOk({ query: 'widgets gadgets', search_type: 'keyword' });
    const hit = body.hits.find((candidate) => candidate.id === HAND_WRITTEN_IDS.markup)!;
    const fragments = [...hit.highlights.title, ...hit.highlights.description];
    expect(fragments.length).toBeGreaterThan(0);
    expect(hit.highlights.title[0]).toContain('&lt;script&gt;');
    expect(hit.highlights.title[0]).toContain('&lt;b&gt;');
    expect(hit.highlights.title[0]).toContain('&amp;');
    expect(hit.highlights.title[0]).toContain('<mark>');
    for (const fragment of fragments) {
      const tags = fragment.match(/<[^>]*>/g) ?? [];
      expect(
        tags.every((tag) => tag === '<mark>' || tag === '</mark>'),
        fragment,
      ).toBe(true);
    }
    expect(hit.highlights.description.join(' ')).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('narrows correctly with each filter, matching direct counts in the store', async () => {
    // The generated notices all carry PDFs (pending); two have been processed.
    await sql`UPDATE tenders SET pdf_processing_status = 'completed' WHERE id IN (${HAND_WRITTEN_IDS.cyber}, ${HAND_WRITTEN_IDS.snow})`.execute(
      t.store.db,
    );
    const cases: Array<[Record<string, unknown>, ReturnType<typeof sql>]> = [
      [{ status: ['open'] }, sql`status = 'open' AND closing_at > now()`],
      [{ status: ['Closed'] }, sql`status = 'open' AND closing_at <= now()`],
      [{ categories: ['SRV'] }, sql`'SRV' = ANY(procurement_categories)`],
      [{ categories: ['Goods', 'Construction'] }, sql`procurement_categories && '{GD,CNST}'`],
      [{ regions: ['Nova Scotia'] }, sql`'Nova Scotia' = ANY(regions)`],
      [{ regions: ['QC', 'Ontario'] }, sql`regions && '{Quebec,Ontario}'`],
      [
        { organizations: ['Department of National Defence (DND)'] },
        sql`organization_en = 'Department of National Defence (DND)'`,
      ],
      [{ 'canadianMade-fabriqué Canadien': 'true' }, sql`canadian_made`],
      [{ experienceRequired: true }, sql`experience_required`],
      [{ indigenousBusinessRequired: 'false' }, sql`NOT indigenous_business_required`],
      [{ securityClearanceRequired: 'true' }, sql`security_clearance_required`],
      [{ masterCategory: 'Services' }, sql`procurement_categories[1] = 'SRV'`],
      [{ pdfProcessingStatus: 'completed' }, sql`pdf_processing_status = 'completed'`],
      [{ pdfProcessingStatus: ['pending'] }, sql`pdf_processing_status = 'pending'`],
      [{ date_from: daysFromNow(-10) }, sql`publication_date >= ${daysFromNow(-10)}::date`],
      [{ date_to: daysFromNow(-10) }, sql`publication_date <= ${daysFromNow(-10)}::date`],
      [
        { closing_from: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10) },
        sql`closing_at >= ((now() + interval '10 days')::date::timestamp AT TIME ZONE 'America/Toronto')`,
      ],
      [{ closing_to: new Date().toISOString() }, sql`closing_at <= now()`],
    ];
    for (const [filters, condition] of cases) {
      const expected = await countWhere(condition);
      const body = await searchOk({ filters, size: 100 });
      expect(body.total_hits, JSON.stringify(filters)).toBe(expected);
      expect(body.hits.length, JSON.stringify(filters)).toBe(Math.min(100, expected));
      expect(
        expected,
        `a filter that narrows nothing proves nothing: ${JSON.stringify(filters)}`,
      ).toBeLessThan(46);
    }
    // Filters combine (AND) and apply inside keyword and semantic lists alike.
    const combined = await searchOk({
      query: 'services',
      filters: { categories: ['SRV'], regions: ['Nova Scotia'] },
    });
    for (const hit of combined.hits) {
      expect(hit.category_codes).toContain('SRV');
      expect(hit.regions).toContain('Nova Scotia');
    }
    expect(combined.hits.map((hit) => hit.id)).toContain(HAND_WRITTEN_IDS.snow);
    const semantic = await searchOk({
      query: 'snow clearing',
      search_type: 'semantic',
      filters: { categories: ['GD'] },
    });
    for (const hit of semantic.hits) expect(hit.category_codes).toContain('GD');
  });

  it('computes aggregations over the whole filtered result, not the page', async () => {
    const body = await searchOk({
      query: 'services',
      search_type: 'keyword',
      size: 1,
      filters: { status: 'open' },
    });
    expect(body.hits).toHaveLength(1);
    const ids = await allIds({ query: 'services', search_type: 'keyword', filters: { status: 'open' } });
    expect(ids).toHaveLength(body.total_hits);
    const { rows } = await sql<{ region: string; count: number }>`
      SELECT r AS region, count(*)::int AS count FROM tenders, unnest(regions) AS r
      WHERE id = ANY(${ids}::text[]) GROUP BY r`.execute(t.store.db);
    expect(
      Object.fromEntries(body.aggregations.regions.map((bucket) => [bucket.value, bucket.count])),
    ).toEqual(Object.fromEntries(rows.map((row) => [row.region, row.count])));
    const categories = await sql<{ code: string; count: number }>`
      SELECT c AS code, count(*)::int AS count FROM tenders, unnest(procurement_categories) AS c
      WHERE id = ANY(${ids}::text[]) GROUP BY c`.execute(t.store.db);
    expect(
      Object.fromEntries(body.aggregations.categories.map((bucket) => [bucket.value, bucket.count])),
    ).toEqual(Object.fromEntries(categories.rows.map((row) => [row.code, row.count])));
    const clearance = await countWhere(sql`id = ANY(${ids}::text[]) AND security_clearance_required`);
    expect(body.aggregations.flags.securityClearanceRequired).toEqual({
      true: clearance,
      false: ids.length - clearance,
    });
    expect(body.aggregations.statuses).toEqual([{ value: 'open', label: 'Open', count: ids.length }]);
    const organizations = body.aggregations.organizations.reduce((sum, bucket) => sum + bucket.count, 0);
    expect(organizations).toBe(ids.length);
  });

  it('sorts by publication date (newest first) and by closing date (soonest first)', async () => {
    const byDate = await searchOk({ query: 'services', sort_by: 'date', size: 100 });
    const dates = byDate.hits.map((hit) => hit.date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const byClosing = await searchOk({
      query: 'services',
      sort_by: 'closing_date',
      filters: { status: 'open' },
    });
    const closings = byClosing.hits.map((hit) => Date.parse(hit.closing_date!));
    expect([...closings].sort((a, b) => a - b)).toEqual(closings);
  });

  it('answers in French with language=fra', async () => {
    const body = await searchOk({ query: HAND_WRITTEN_IDS.snow, language: 'fra' });
    expect(body.hits[0]!.title).toBe('Déneigement et déglaçage des stationnements - Halifax');
    expect(body.hits[0]!.status).toMatch(/^(Ouvert|Fermé)$/);
  });

  it('hides the caller’s not-applicable tenders unless show_hidden is true', async () => {
    const user = await createTestUser(t);
    await sql`INSERT INTO tender_reviews (user_id, tender_id, status) VALUES (${user.id}::uuid, ${HAND_WRITTEN_IDS.snow}, 'not_applicable')`.execute(
      t.store.db,
    );
    const signedIn = await searchOk({ query: 'snow removal', search_type: 'keyword' }, user.headers);
    expect(signedIn.hits.map((hit) => hit.id)).not.toContain(HAND_WRITTEN_IDS.snow);
    // The results line can say "1 hidden · Show".
    expect(signedIn.hidden_count).toBe(1);
    const browsing = await searchOk({}, user.headers);
    expect(browsing.hidden_count).toBe(1);
    const shown = await searchOk(
      { query: 'snow removal', search_type: 'keyword', show_hidden: true },
      user.headers,
    );
    expect(shown.hits[0]!.id).toBe(HAND_WRITTEN_IDS.snow);
    expect(shown.hidden_count).toBe(0);
    const anonymous = await searchOk({ query: 'snow removal', search_type: 'keyword' });
    expect(anonymous.hits[0]!.id).toBe(HAND_WRITTEN_IDS.snow);
  });

  it('acts for the key’s owner with an API key, and refuses a presented but invalid credential', async () => {
    const user = await createTestUser(t);
    await sql`INSERT INTO tender_reviews (user_id, tender_id, status) VALUES (${user.id}::uuid, ${HAND_WRITTEN_IDS.furniture}, 'not_applicable')`.execute(
      t.store.db,
    );
    const key = await createTestApiKey(t, user);
    const withKey = await searchOk(
      { query: 'ergonomic chairs', search_type: 'keyword' },
      { 'x-api-key': key },
    );
    expect(withKey.hits.map((hit) => hit.id)).not.toContain(HAND_WRITTEN_IDS.furniture);
    const invalid = await search({ query: 'chairs' }, { authorization: 'Bearer not-a-real-token' });
    expect(invalid.statusCode).toBe(401);
  });

  it('limits anonymous callers per IP', async () => {
    const limited = await createTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/search',
          payload: { search_type: 'keyword', query: 'x' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('bad input', () => {
  it('ignores unknown filter values and keys, and empty filters', async () => {
    const all = await searchOk({});
    for (const filters of [
      { status: ['bogus'] },
      { categories: ['Not a category'] },
      { regions: ['Atlantis'] },
      { organizations: ['No Such Department'] },
      { pdfProcessingStatus: 'exploded' },
      { experienceRequired: 'maybe', colour: 'blue' },
      { status: [], categories: '', date_from: '', regions: null },
      null,
    ]) {
      const body = await searchOk({ filters });
      expect(body.total_hits, JSON.stringify(filters)).toBe(all.total_hits);
    }
    // A known value next to an unknown one still filters.
    const mixed = await searchOk({ filters: { regions: ['Atlantis', 'Nova Scotia'] } });
    expect(mixed.total_hits).toBe(await countWhere(sql`'Nova Scotia' = ANY(regions)`));
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const cases: Array<[unknown, string]> = [
      [{ page: 0 }, 'page'],
      [{ page: 'abc' }, 'page'],
      [{ size: 101 }, 'size'],
      [{ size: -1 }, 'size'],
      [{ query: 42 }, 'query'],
      [{ search_type: 'fuzzy' }, 'search_type'],
      [{ sort_by: 'price' }, 'sort_by'],
      [{ language: 'deu' }, 'language'],
      [{ filters: 'open' }, 'filters'],
      [{ filters: { date_from: 'yesterday' } }, 'filters.date_from'],
      [{ filters: { regions: [1, 2] } }, 'filters.regions'],
      [{ query: 'x'.repeat(10_001) }, 'query'],
    ];
    for (const [payload, field] of cases) {
      const response = await search(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ detail: string }>().detail, JSON.stringify(payload)).toContain(field);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('returns an empty page with the true total past the end', async () => {
    const first = await searchOk({ query: 'services', search_type: 'keyword' });
    expect(first.total_hits).toBeGreaterThan(0);
    const beyond = await searchOk({ query: 'services', search_type: 'keyword', page: 500 });
    expect(beyond.hits).toEqual([]);
    expect(beyond.total_hits).toBe(first.total_hits);
    const browse = await searchOk({ page: 1_000_000, size: 100 });
    expect(browse.hits).toEqual([]);
    expect(browse.total_hits).toBe(46);
  });

  it('never fails on queries of any characters', async () => {
    const queries = [
      '"',
      '"unclosed phrase',
      '\\',
      'snow\\removal',
      ':*',
      'snow:*',
      '&|!',
      '!!!',
      '(((',
      ')',
      "'; DROP TABLE tenders; --",
      '<->',
      'a & b | !c <-> d',
      '-',
      '- - -',
      'OR',
      'the of and',
      '\u0000',
      '😀 émoji 中文',
      'x'.repeat(10_000),
      Array.from({ length: 1_500 }, (_, index) => `w${index}`).join(' '),
    ];
    for (const query of queries) {
      for (const search_type of ['hybrid', 'keyword', 'semantic']) {
        const response = await search({ query, search_type });
        expect(response.statusCode, `${search_type}: ${query.slice(0, 40)}`).toBe(200);
      }
    }
  }, 120_000);
});
