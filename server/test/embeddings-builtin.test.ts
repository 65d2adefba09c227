import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILTIN_DIMENSIONS,
  BUILTIN_MODEL,
  createBuiltinEmbedder,
  dotProduct,
  type Embedder,
  toPgVector,
} from '../src/embeddings';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

const tenders = [
  'Snow removal and de-icing services for the parking lots of the Halifax federal building',
  'Supply and delivery of ergonomic office chairs and desks for Service Canada offices',
  'Managed IT security services: intrusion detection, vulnerability assessment and incident response',
  'Road resurfacing and asphalt paving of Highway 16 near Jasper National Park',
  'Translation of technical manuals from English to French',
];

/** Index of the text in `documents` closest in meaning to `query`. */
const closest = async (embedder: Embedder, query: string, documents: string[]): Promise<number> => {
  const [queryVector] = await embedder.embed([query]);
  const vectors = await embedder.embed(documents);
  const scores = vectors.map((vector) => dotProduct(queryVector!, vector));
  return scores.indexOf(Math.max(...scores));
};

describe('built-in embedding model (worker threads)', () => {
  let embedder: Embedder;
  beforeAll(async () => {
    embedder = createBuiltinEmbedder({ threads: 2 });
    await embedder.ready();
  });
  afterAll(async () => {
    await embedder.close();
  });

  it('returns one unit-length vector of the declared dimension per text, in order', async () => {
    expect(embedder.model).toBe(BUILTIN_MODEL);
    expect(embedder.dimensions).toBe(BUILTIN_DIMENSIONS);
    const texts = Array.from(
      { length: 10 },
      (_, index) => `${tenders[index % tenders.length]} (lot ${index})`,
    );
    const inBulk = await embedder.embed(texts, { priority: 'bulk' });
    expect(inBulk).toHaveLength(10);
    for (const vector of inBulk) {
      expect(vector).toBeInstanceOf(Float32Array);
      expect(vector).toHaveLength(BUILTIN_DIMENSIONS);
      expect(Math.sqrt(dotProduct(vector, vector))).toBeCloseTo(1, 5);
    }
    // Split across batches and threads, each vector still belongs to its own text.
    const [seventh] = await embedder.embed([texts[7]!]);
    expect(dotProduct(seventh!, inBulk[7]!)).toBeCloseTo(1, 4);
    expect(dotProduct(seventh!, inBulk[6]!)).toBeLessThan(0.99);
  });

  it('ranks a paraphrase above an unrelated text', async () => {
    const pairs: [string, string, string][] = [
      ['snow clearing', 'snow removal services', 'office furniture supply'],
      ['cyber', 'IT security', 'road paving'],
      ['janitorial services', 'building cleaning contract', 'aircraft engine parts'],
    ];
    for (const [query, paraphrase, unrelated] of pairs) {
      const [q, p, u] = await embedder.embed([query, paraphrase, unrelated]);
      expect(dotProduct(q!, p!), `${query} ~ ${paraphrase}`).toBeGreaterThan(dotProduct(q!, u!) + 0.15);
    }
  });

  it("finds a tender by the supplier's own words, sharing no word with it", async () => {
    expect(await closest(embedder, 'cyber defence', tenders)).toBe(2);
    expect(await closest(embedder, 'furniture', tenders)).toBe(1);
    expect(await closest(embedder, 'translating documents', tenders)).toBe(4);
  });

  it('answers an empty list without work and refuses a blank text by its position', async () => {
    expect(await embedder.embed([])).toEqual([]);
    await expect(embedder.embed(['snow removal', '  '])).rejects.toThrow(
      'Cannot embed text 2 of 2: it is empty',
    );
  });

  it('rejects work after close with a clear error', async () => {
    const closing = createBuiltinEmbedder({ threads: 1 });
    const pending = expect(closing.embed(['snow removal', 'snow clearing'])).rejects.toThrow(
      'The embedder was closed',
    );
    await closing.close();
    await pending;
    await expect(closing.embed(['snow removal'])).rejects.toThrow('The embedder is closed');
  });
});

describe(`built-in embeddings in pgvector (${testEngine()} store)`, () => {
  let t: TestApp;
  let embedder: Embedder;
  beforeAll(async () => {
    t = await createTestApp();
    embedder = createBuiltinEmbedder({ threads: 1 });
  });
  afterAll(async () => {
    await embedder.close();
    await t.close();
  });

  it('stores the vectors and a cosine kNN query ranks the matching tender first', async () => {
    // A plain table (this file's store is its own): a TEMP table would exist on one pooled connection only.
    await sql`CREATE TABLE embedding_probe (id int PRIMARY KEY, embedding vector(512) NOT NULL)`.execute(
      t.store.db,
    );
    const vectors = await embedder.embed(tenders);
    for (const [index, vector] of vectors.entries()) {
      await sql`INSERT INTO embedding_probe VALUES (${index}, ${toPgVector(vector)}::vector)`.execute(
        t.store.db,
      );
    }
    const [query] = await embedder.embed(['cyber defence']);
    const { rows } = await sql<{ id: number; similarity: number }>`
      SELECT id, (1 - (embedding <=> ${toPgVector(query!)}::vector))::float8 AS similarity
      FROM embedding_probe ORDER BY embedding <=> ${toPgVector(query!)}::vector LIMIT 3`.execute(t.store.db);
    expect(rows.map((row) => row.id)[0]).toBe(2);
    expect(rows[0]!.similarity).toBeCloseTo(dotProduct(query!, vectors[2]!), 4);
  });
});
