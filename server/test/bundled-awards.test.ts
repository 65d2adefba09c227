import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundledAwardsIfEmpty, loadBundledSampleIfEmpty } from '../src/modules/tenders/ingest/bundled';
import { createTestApp, type TestApp } from './support/test-app';

interface AwardsPage {
  total: number;
  awards: Array<{ supplier_name: string | null }>;
}

describe('award history on first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('loads the award files shipped in data/ into an empty store, as the notices are, once', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/awards' });
    expect(before.json<AwardsPage>().total).toBe(0);

    await loadBundledSampleIfEmpty(t.store.db);
    const summaries = await loadBundledAwardsIfEmpty(t.store.db);
    expect(summaries).toHaveLength(3);
    expect(summaries?.every((summary) => summary.inserted > 0 && summary.rejected === 0)).toBe(true);

    const after = await t.app.inject({ method: 'GET', url: '/api/awards' });
    expect(after.statusCode, after.body).toBe(200);
    // 4 award notices, 8 legacy contracts, 3 contracts of the RSS export.
    expect(after.json<AwardsPage>().total).toBeGreaterThanOrEqual(15);
    const ibm = await t.app.inject({ method: 'GET', url: '/api/awards?q=IBM' });
    expect(ibm.json<AwardsPage>().total).toBeGreaterThan(0);

    // A store that has awards keeps them as they are.
    expect(await loadBundledAwardsIfEmpty(t.store.db)).toBeNull();
    const again = await t.app.inject({ method: 'GET', url: '/api/awards' });
    expect(again.json<AwardsPage>().total).toBe(after.json<AwardsPage>().total);
  });
});
