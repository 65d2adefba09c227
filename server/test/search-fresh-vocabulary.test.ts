import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SearchResponse } from '@tenderscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, generateNotice } from '../src/modules/tenders/ingest/generator';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { toCanadaBuysCsv } from '../src/modules/tenders/ingest/test-support';
import { notice } from './support/search-corpus';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

// Another instance's ingest is seen at once: the search's word list (for "Did you mean") is not served from
// memory once the tenders changed. The ingest here goes through the same store any instance writes to.
describe(`search vocabulary follows every ingest at once (${testEngine()} store)`, () => {
  let t: TestApp;
  let dir: string;
  const random = createRandom(22);

  const ingest = async (name: string, titleEn: string, index: number) => {
    const record = notice(generateNotice(random, index, Date.now()), {
      referenceNumber: `cb-fresh-${index}`,
      titleEn,
    });
    const file = path.join(dir, `${name}.csv`);
    await writeFile(file, toCanadaBuysCsv([record]));
    await ingestSource(t.store.db, file, { feed: 'file' });
  };

  const search = async (query: string): Promise<SearchResponse> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { query, search_type: 'keyword' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResponse>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-fresh-words-'));
    await ingest('first', 'Snow removal services for a federal building', 1);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('offers a word as a spelling as soon as a new notice brings it', async () => {
    expect((await search('anemometre calibration')).suggestion).toBeNull();
    await ingest('second', 'Anemometer calibration for weather stations', 2);
    expect((await search('anemometre calibration')).suggestion).toBe('anemometer calibration');
  });
});
