import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TenderAwards } from '@tenderscout/domain';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { repoRoot } from '../src/lib/paths';
import { createTender } from './support/tender-factory';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/** The real buyandsell contract-history RSS export: 47 amendments of 3 IBM contracts (Pay Modernization). */
const RSS = path.join(
  repoRoot,
  'data',
  'canadabuys',
  'awards',
  'contract-history-rss-pay-modernization-ibm.xml',
);
const SYSTEMS_INTEGRATION = 'LC:EN260-101970/001/XE'; // amendments 000 … 038

/** The real file's text cut into its head, its `<item>` blocks (as published) and its tail. */
const splitFeed = (text: string) => {
  const start = text.indexOf('<item>');
  const end = text.lastIndexOf('</item>') + '</item>'.length;
  const items = text
    .slice(start, end)
    .split(/(?=<item>)/)
    .map((item) => item.trimEnd());
  return { head: text.slice(0, start), items, tail: text.slice(end) };
};

describe(`buyandsell contract-history RSS ingest (${testEngine()} store)`, () => {
  let t: TestApp;
  let dir: string;
  let feed: ReturnType<typeof splitFeed>;
  const file = async (name: string, items: string[]) => {
    const target = path.join(dir, name);
    await writeFile(target, feed.head + items.join('\n        ') + feed.tail);
    return target;
  };
  const award = (id: string) =>
    t.store.db
      .selectFrom('awards')
      .selectAll()
      .select(sql<string>`award_date::text`.as('award_day'))
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
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
    dir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-awards-rss-'));
    feed = splitFeed(await readFile(RSS, 'utf8'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.store.db.deleteFrom('awards').execute();
  });

  it('loads the real export as contract history: one award per contract, the latest amendment kept', async () => {
    const summary = await ingestSource(t.store.db, RSS);
    expect(summary).toMatchObject({
      fileKind: 'legacy_contract',
      rowsRead: 47,
      inserted: 3,
      updated: 0,
      unchanged: 44,
      rejected: 0,
    });
    expect(await count()).toBe(3);
    const contract = await award(SYSTEMS_INTEGRATION);
    expect(contract).toMatchObject({
      kind: 'legacy_contract',
      contract_number: 'EN260-101970/001/XE',
      solicitation_key: 'EN260-101970',
      amendment_number: 38,
      // Amendment 038's cells, as published.
      award_day: '2017-04-06',
      supplier_name: 'IBM CANADA LIMITED/IBM CANADA LIMITÉE',
      supplier_key: 'IBM CANADA',
      buyer_en: 'Public Works and Government Services Canada',
      gsin_codes: ['D307AB'],
      gsin_descriptions_en: ['Informatics Systems Integration'],
      title_en: 'Informatics Systems Integration',
      // The feed gives each amendment's own value (038: 0.00); the contract is worth the 39 values' sum.
      value_amount: 184_936_887,
      value_currency: 'CAD',
    });
    // Every amendment of the other two contracts is 0.00: the value is unknown, never "free".
    expect((await award('LC:EN260-060014/001/ZG')).value_amount).toBeNull();
    expect((await award('LC:EN260-060015/001/ZG')).amendment_number).toBe(3);
  });

  it('one item alone: its supplier, value, award date and buyer exactly as in the file', async () => {
    const item = feed.items.find((text) => text.includes('EN260-101970/001/XE~037'))!;
    const summary = await ingestSource(t.store.db, await file('one-item.xml', [item]));
    expect(summary).toMatchObject({ rowsRead: 1, inserted: 1, rejected: 0 });
    expect(await award(SYSTEMS_INTEGRATION)).toMatchObject({
      supplier_name: 'IBM CANADA LIMITED/IBM CANADA LIMITÉE',
      value_amount: 28_705_157,
      award_day: '2017-03-31',
      buyer_en: 'Public Works and Government Services Canada',
      amendment_number: 37,
    });
  });

  it('is idempotent: the same export again changes nothing', async () => {
    await ingestSource(t.store.db, RSS);
    const before = await award(SYSTEMS_INTEGRATION);
    const again = await ingestSource(t.store.db, RSS);
    expect(again).toMatchObject({ rowsRead: 47, inserted: 0, updated: 0, unchanged: 47, rejected: 0 });
    expect((await award(SYSTEMS_INTEGRATION)).updated_at).toEqual(before.updated_at);
    expect(await count()).toBe(3);
  });

  it('a later amendment updates the contract, an older export never replaces it', async () => {
    const upTo036 = feed.items.filter((text) => !/~03[78]\)/.test(text));
    const older = await file('older.xml', upTo036);
    expect(await ingestSource(t.store.db, older)).toMatchObject({ rowsRead: 45, inserted: 3 });
    expect(await award(SYSTEMS_INTEGRATION)).toMatchObject({ amendment_number: 36 });

    expect(await ingestSource(t.store.db, RSS)).toMatchObject({ inserted: 0, updated: 1 });
    expect(await award(SYSTEMS_INTEGRATION)).toMatchObject({
      amendment_number: 38,
      value_amount: 184_936_887,
    });
    expect(await ingestSource(t.store.db, older)).toMatchObject({ inserted: 0, updated: 0, unchanged: 45 });
    expect(await award(SYSTEMS_INTEGRATION)).toMatchObject({ amendment_number: 38 });
    expect(await count()).toBe(3);
  });

  it('rejects an item missing its fields with its line, and loads the rest', async () => {
    const [first, second, third, fourth] = feed.items.slice(0, 4) as [string, string, string, string];
    const noTable = second.replace(/<description>[\s\S]*<\/description>/, '<description></description>');
    const noContract = third.replace(/\(EN260-060014\/001\/ZG~004\)/, '');
    const badDate = fourth.replace('<td>2012-01-19</td>', '<td>19/01/2012</td>');
    for (const [changed, original] of [
      [noTable, second],
      [noContract, third],
      [badDate, fourth],
    ])
      expect(changed).not.toBe(original);
    // No .xml extension: told apart by its content.
    const summary = await ingestSource(
      t.store.db,
      await file('bad-items', [first, noTable, noContract, badDate]),
    );
    expect(summary).toMatchObject({ fileKind: 'legacy_contract', rowsRead: 4, inserted: 1, rejected: 3 });
    // The line each item starts on, counted independently of the reader.
    const lineOf = (index: number) =>
      (feed.head + [first, noTable, noContract].slice(0, index).join('\n        ') + '\n').split('\n').length;
    expect(summary.rejects).toEqual([
      { line: lineOf(1), reason: 'item 2: the description has no table of contract fields' },
      { line: lineOf(2), reason: 'item 3: the title has no "(contract number~amendment)"' },
      { line: lineOf(3), reason: 'awardDate is not a date (YYYY-MM-DD)' },
    ]);
    expect(await award('LC:EN260-060014/001/ZG')).toMatchObject({ amendment_number: 2 });
  });

  it('loads the export from a URL and links the contract to its tender by solicitation number', async () => {
    const tenderId = await createTender(t, {
      title: 'Information Management Architect services',
      solicitationNumber: 'EN260-101970/A',
    });

    const body = await readFile(RSS);
    const server = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(body),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const url = `http://127.0.0.1:${port}/procurement-data/feed?keyword=pay`;
      expect(await ingestSource(t.store.db, url)).toMatchObject({ rowsRead: 47, inserted: 3, rejected: 0 });
    } finally {
      server.close();
    }
    const { body: awards } = await t.app
      .inject({ method: 'GET', url: `/api/tenders/${tenderId}/awards` })
      .then((response) => ({ body: response.json<TenderAwards>() }));
    expect(awards.awards).toHaveLength(1);
    expect(awards.awards[0]).toMatchObject({
      supplier: 'IBM CANADA LIMITED/IBM CANADA LIMITÉE',
      value: 184_936_887,
      currency: 'CAD',
      award_date: '2017-04-06',
      tender_id: tenderId,
    });
  });

  it('says when an XML file is not an RSS export', async () => {
    const target = path.join(dir, 'other.xml');
    await writeFile(target, '<?xml version="1.0"?><feed><entry/></feed>');
    await expect(ingestSource(t.store.db, target)).rejects.toThrow(/buyandsell RSS export/);
  });
});
