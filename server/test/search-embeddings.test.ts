import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Language, SearchResponse } from '@tenderscout/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpEmbedder, type Embedder } from '../src/embeddings';
import { createRandom, generateNotice } from '../src/modules/tenders/ingest/generator';
import { ingestSource } from '../src/modules/tenders/ingest/ingest-runner';
import { toCanadaBuysCsv } from '../src/modules/tenders/ingest/test-support';
import { createEmbeddingJob } from '../src/modules/search/embedding-job';
import { modelIndexName } from '../src/modules/search/embedding.store';
import { notice } from './support/search-corpus';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/**
 * The embedding job and semantic search against an OpenAI-compatible endpoint (a local stand-in: vectors are
 * bags of hashed words, so texts that share words are close): model switches, stale vectors, outages.
 */
let server: Server;
let baseUrl: string;
let isDown = false;
const requestsByModel = new Map<string, number>();

const bagOfWords = (text: string, dimensions: number): number[] => {
  const vector = Array.from({ length: dimensions }, () => 0.001);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    let hash = 0;
    for (const char of word) hash = (hash * 31 + char.charCodeAt(0)) % 100_003;
    vector[hash % dimensions]! += 1;
  }
  return vector;
};

let t: TestApp;
const embedderFor = (model: string): Embedder => createHttpEmbedder({ baseUrl, model });

const search = (payload: object) => t.app.inject({ method: 'POST', url: '/api/search', payload });

const writeNotices = async (records: Array<Record<string, string>>, name: string) => {
  const file = path.join(t.dataDir, name);
  await writeFile(file, toCanadaBuysCsv(records));
  const summary = await ingestSource(t.store.db, file, { feed: 'file' });
  expect(summary.rejected).toBe(0);
};

const random = createRandom(77);
const base = () => generateNotice(random, 0, Date.now());
const records = [
  notice(base(), {
    referenceNumber: 'cb-1-1',
    titleEn: 'Snow plowing of parking areas',
    descriptionEn: 'Winter plowing.',
  }),
  notice(base(), {
    referenceNumber: 'cb-1-2',
    titleEn: 'Office chairs',
    descriptionEn: 'Ergonomic seating for staff.',
  }),
  notice(base(), {
    referenceNumber: 'cb-1-3',
    titleEn: 'Network firewall renewal',
    descriptionEn: 'Firewall licences.',
  }),
];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw) as { model: string; input: string[] };
      requestsByModel.set(body.model, (requestsByModel.get(body.model) ?? 0) + body.input.length);
      if (isDown) {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'overloaded' } }));
        return;
      }
      const dimensions = body.model === 'model-b' ? 24 : 16;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          object: 'list',
          data: body.input.map((text, index) => ({ index, embedding: bagOfWords(text, dimensions) })),
        }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  t = await createTestApp({ EMBEDDINGS_BASE_URL: baseUrl, EMBEDDINGS_MODEL: 'model-a' });
  await writeNotices(records, 'first.csv');
}, 60_000);

afterAll(async () => {
  await t?.close();
  server?.close();
});

const countVectors = async (model: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM tender_embeddings WHERE model = ${model}`.execute(
      t.store.db,
    )
  ).rows[0]!.n;

describe(`embedding job and semantic search with an HTTP model (${testEngine()} store)`, () => {
  it('embeds every tender once, with its own HNSW index, and semantic search uses the vectors', async () => {
    const job = createEmbeddingJob({ db: () => t.store.db, embedder: t.app.embedder });
    expect(await job.runUntilIdle()).toBe(3);
    expect(await countVectors('model-a')).toBe(3);
    const { rows } = await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes WHERE tablename = 'tender_embeddings'`.execute(t.store.db);
    expect(rows.map((row) => row.indexname)).toContain(modelIndexName('model-a'));
    expect(await job.runUntilIdle()).toBe(0);

    const response = await search({ query: 'plowing snow', search_type: 'semantic', size: 3 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SearchResponse>();
    expect(body.hits[0]!.id).toBe('cb-1-1');
    expect(body.hits[0]!.matched_by).toEqual(['semantic']);
  });

  it('re-embeds only a tender whose notice changed', async () => {
    const before = requestsByModel.get('model-a') ?? 0;
    await writeNotices(
      [notice(records[1]!, { titleEn: 'Office chairs and sit-stand desks', amendmentNumber: '001' })],
      'amended.csv',
    );
    const job = createEmbeddingJob({ db: () => t.store.db, embedder: t.app.embedder });
    expect(await job.runUntilIdle()).toBe(1);
    expect((requestsByModel.get('model-a') ?? 0) - before).toBe(1);
    const { rows } = await sql<{ content_hash: string; current: string }>`
      SELECT e.content_hash, t.content_hash AS current FROM tender_embeddings AS e JOIN tenders AS t ON t.id = e.tender_id
      WHERE e.tender_id = 'cb-1-2'`.execute(t.store.db);
    expect(rows).toEqual([{ content_hash: rows[0]!.current, current: rows[0]!.current }]);
  });

  it('switches model in the background: search keeps answering, old vectors go once the new model covers all', async () => {
    const modelB = embedderFor('model-b');
    // While model-b is being filled in, searches configured for it still answer (keywords + what exists).
    const job = createEmbeddingJob({ db: () => t.store.db, embedder: modelB, batchSize: 2 });
    const keyword = await search({ query: 'firewall' });
    expect(keyword.json<SearchResponse>().hits[0]!.id).toBe('cb-1-3');
    expect(await job.runUntilIdle()).toBe(3);
    expect(await countVectors('model-b')).toBe(3);
    expect(await countVectors('model-a')).toBe(0);
    const [vector] = await modelB.embed(['firewall licences']);
    const { rows } = await sql<{ id: string }>`
      SELECT tender_id AS id FROM tender_embeddings WHERE model = 'model-b'
      ORDER BY embedding::vector(24) <=> ${`[${Array.from(vector!).join(',')}]`}::vector(24) LIMIT 1`.execute(
      t.store.db,
    );
    expect(rows[0]!.id).toBe('cb-1-3');
    await modelB.close();
  });

  it('answers hybrid searches with keywords only when the endpoint is down, and 503 for semantic-only', async () => {
    isDown = true;
    try {
      const hybrid = await search({ query: 'office chairs' });
      expect(hybrid.statusCode).toBe(200);
      const body = hybrid.json<SearchResponse>();
      expect(body.semantic_available).toBe(false);
      expect(body.hits[0]!.id).toBe('cb-1-2');
      const semantic = await t.app.inject({
        method: 'POST',
        url: '/api/search/semantic',
        payload: { query: 'seating for staff members' },
      });
      expect(semantic.statusCode).toBe(503);
      expect(semantic.json<{ detail: string }>().detail).toBe(
        'Semantic search is unavailable right now; try a keyword search',
      );
    } finally {
      isDown = false;
    }
  });

  it('asks a model for a French query only when it reads French: an English-only one is left out of hybrid', async () => {
    const asked = async (query: string) => {
      const before = requestsByModel.get('model-a') ?? 0;
      const response = await search({ query, search_type: 'hybrid' });
      expect(response.statusCode, response.body).toBe(200);
      return (requestsByModel.get('model-a') ?? 0) - before;
    };
    // An endpoint's model reads any language unless it says otherwise.
    expect(await asked('déneigement des stationnements')).toBe(1);
    const embedder = t.app.embedder as { languages?: readonly Language[] };
    embedder.languages = ['eng'];
    try {
      expect(await asked('évaluations psychologiques des détenus')).toBe(0);
      expect(await asked('services juridiques')).toBe(0);
      expect(await asked('snow plowing of parking lots')).toBe(1);
      // A semantic-only search is what the caller asked for: still embedded.
      const semantic = await t.app.inject({
        method: 'POST',
        url: '/api/search/semantic',
        payload: { query: 'chaises de bureau ergonomiques' },
      });
      expect(semantic.statusCode).toBe(200);
    } finally {
      delete embedder.languages;
    }
  });
});
