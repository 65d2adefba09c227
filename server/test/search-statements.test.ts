import type { SearchResponse } from '@tenderscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from './support/accounts';
import { HAND_WRITTEN_IDS, loadSearchCorpus } from './support/search-corpus';
import { recordStatements } from './support/statements';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/**
 * A search is at most two SQL statements — the ranked candidates (with the exact references), then the page with
 * its highlights and the counts with facets — whatever its options, anonymous or signed in, misspelt or not.
 * The query's embedding, the spelling vocabulary and the commodity list come from memory.
 */
describe(`a search sends at most two SQL statements (${testEngine()} store)`, () => {
  let t: TestApp;
  let ada: TestUser;

  /** The statements a search sends besides the caller's authentication and the request-limit count. */
  const searchCounted = async (payload: Record<string, unknown>, who: TestUser | null = null) => {
    const recorder = recordStatements(t.store.pool);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload,
        headers: who ? who.headers : {},
      });
      expect(response.statusCode, response.body).toBe(200);
      const statements = recorder
        .statements()
        .filter(
          (text) =>
            !/\bfrom "(users|sessions)"/.test(text) &&
            !/^\s*insert into request_limits\b/i.test(text) &&
            !/\bdocument_jobs\b/.test(text),
        );
      return { body: response.json<SearchResponse>(), statements };
    } finally {
      recorder.stop();
    }
  };

  beforeAll(async () => {
    // No alert job: its runs would share the pool whose statements are counted.
    t = await createTestApp({ ALERT_JOB: 'off', SEARCH_RATE_LIMIT_PER_MINUTE: '100000' });
    await loadSearchCorpus(t);
    ada = await createTestUser(t, { name: 'Ada' });
    // The vocabulary is built once, by the first search (or at start).
    await searchCounted({ query: 'snow removal' });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('sends two for keyword, hybrid and semantic searches, anonymous or signed in', async () => {
    for (const search_type of ['keyword', 'hybrid', 'semantic']) {
      for (const who of [null, ada]) {
        const { body, statements } = await searchCounted({ query: 'snow removal Halifax', search_type }, who);
        expect(statements, `${search_type}, ${who ? 'signed in' : 'anonymous'}`).toHaveLength(2);
        if (search_type !== 'semantic') expect(body.hits[0]?.id).toBe(HAND_WRITTEN_IDS.snow);
      }
    }
  });

  it('sends two for a misspelt query, which still gets its spelling suggestion', async () => {
    for (const who of [null, ada]) {
      const { body, statements } = await searchCounted({ query: 'snow remuval', search_type: 'hybrid' }, who);
      expect(body.suggestion).toBe('snow removal');
      expect(body.hits.map((hit) => hit.id)).toContain(HAND_WRITTEN_IDS.snow);
      expect(statements).toHaveLength(2);
    }
  });

  it('sends two with filters, a date sort and later pages, and one to browse', async () => {
    const filtered = await searchCounted(
      {
        query: 'services',
        filters: { status: ['open'], regions: ['Ontario'], categories: ['SRV'] },
        sort_by: 'date',
        page: 2,
        size: 5,
      },
      ada,
    );
    expect(filtered.statements).toHaveLength(2);
    expect(filtered.body.page).toBe(2);
    const deep = await searchCounted({ query: 'services', page: 5, size: 10 });
    expect(deep.statements).toHaveLength(2);
    const browsing = await searchCounted({ query: '', sort_by: 'closing_date' }, ada);
    expect(browsing.body.hits).toHaveLength(20);
    expect(browsing.statements).toHaveLength(1);
  });

  it('sends two for a reference number, found or not', async () => {
    for (const search_type of ['tender_id', 'hybrid']) {
      const { body, statements } = await searchCounted({ query: 'EW699-260001', search_type });
      expect(body.hits[0]?.id).toBe(HAND_WRITTEN_IDS.snow);
      expect(statements).toHaveLength(2);
    }
    const unknown = await searchCounted({ query: 'EW699-999999', search_type: 'tender_id' });
    expect(unknown.body.search_type).toBe('hybrid');
    expect(unknown.statements).toHaveLength(2);
  });
});
