import type { CommoditiesResponse } from '@tenderscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenders } from './support/tender-factory';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/** GET /api/tenders/commodities: the codes the store's notices carry, for the company profile's picker. */
describe(`commodity codes of the notices (${testEngine()} store)`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const mailing = { code: '80141800', en: 'Mailing services', fr: 'Services d’expédition du courrier' };
    await createTenders(t, [
      {
        unspsc: [
          { code: '80111600', en: 'Temporary personnel services', fr: 'Services de personnels temporaires' },
        ],
      },
      { unspsc: [{ code: '92121504', en: 'Guard services', fr: 'Services de gardiennage' }] },
      {
        unspsc: [
          {
            code: '78101809',
            en: 'Road transport of letters and parcels',
            fr: 'Transport routier de lettres et de colis',
          },
          mailing,
        ],
      },
      { unspsc: [{ code: '56101504', en: 'Chairs', fr: 'Chaises' }, mailing] },
      {
        unspsc: [
          {
            code: '43232802',
            en: 'Network operating system enhancement software',
            fr: 'Logiciels d’amélioration du système d’exploitation réseau',
          },
        ],
      },
    ]);
  });
  afterAll(async () => t?.close());

  const commodities = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/tenders/commodities${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CommoditiesResponse>().commodities;
  };

  it('finds a code by English or French name words or by its start, anonymously', async () => {
    const byEnglish = await commodities('?q=temporary%20personnel');
    expect(byEnglish[0]).toEqual({
      code: '80111600',
      scheme: 'unspsc',
      name: 'Temporary personnel services',
      name_en: 'Temporary personnel services',
      name_fr: 'Services de personnels temporaires',
      count: 1,
    });
    // French words, accents optional, and the name in the asked language.
    const byFrench = await commodities('?q=gardiennage&language=fra');
    expect(byFrench.map((item) => [item.code, item.name])).toEqual([['92121504', 'Services de gardiennage']]);
    expect((await commodities('?q=8011')).map((item) => item.code)).toContain('80111600');
    expect(await commodities('?q=zzzz')).toEqual([]);
  });

  it('lists the most used first when nothing is typed, within the limit, with the picked codes first', async () => {
    const top = await commodities('?limit=5');
    expect(top).toHaveLength(5);
    expect(top.map((item) => item.count)).toEqual([...top.map((item) => item.count)].sort((a, b) => b - a));
    const withPicked = await commodities('?q=gardiennage&codes=80111600');
    expect(withPicked.map((item) => item.code)).toEqual(['80111600', '92121504']);
  });

  it('refuses a limit over 50 and is documented in the OpenAPI document', async () => {
    const tooMany = await t.app.inject({ method: 'GET', url: '/api/tenders/commodities?limit=51' });
    expect(tooMany.statusCode).toBe(400);
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }>;
    }>();
    expect(document.paths['/api/tenders/commodities']?.get?.parameters?.map((item) => item.name)).toEqual(
      expect.arrayContaining(['q', 'language', 'codes', 'limit']),
    );
  });
});
