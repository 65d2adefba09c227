import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { BUILTIN_DIMENSIONS, BUILTIN_MODEL } from './builtin-model';
import { createBuiltinEmbedder, resolveWorkerEntry } from './builtin-embedder';
import { createEmbedder, embeddingsApiKey } from './create-embedder';
import { assertEmbeddable, dotProduct, EmbeddingsError, normaliseInPlace, toPgVector } from './embedder';

describe('vector helpers', () => {
  it('normalises to unit length and refuses a zero vector', () => {
    expect(Array.from(normaliseInPlace(Float32Array.from([3, 4])))).toEqual([
      0.6000000238418579, 0.800000011920929,
    ]);
    expect(() => normaliseInPlace(new Float32Array(3))).toThrow(EmbeddingsError);
  });

  it('compares vectors of the same length only', () => {
    expect(dotProduct([1, 2, 3], [4, 5, 6])).toBe(32);
    expect(() => dotProduct([1, 2], [1, 2, 3])).toThrow('Cannot compare vectors of 2 and 3 dimensions');
  });

  it("writes pgvector's text form", () => {
    expect(toPgVector(Float32Array.from([0.5, -0.25, 0]))).toBe('[0.5,-0.25,0]');
  });

  it('names the first blank text', () => {
    expect(() => assertEmbeddable(['tender', 'title', '\n\t '])).toThrow(
      'Cannot embed text 3 of 3: it is empty',
    );
    expect(() => assertEmbeddable(['tender'])).not.toThrow();
  });
});

describe('worker entry', () => {
  it('uses the TypeScript source through tsx when running from source', () => {
    const entry = resolveWorkerEntry(new URL('./builtin-embedder.ts', import.meta.url).href);
    expect(entry.url.pathname.endsWith('/src/embeddings/embedding-worker.ts')).toBe(true);
    expect(entry.loaderUrl).toMatch(/^file:.*\/tsx\/dist\/esm\/api\/index\.mjs$/);
  });

  it('uses the built file, without a loader, beside a bundle', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'embedding-dist-'));
    try {
      await writeFile(path.join(dist, 'embedding-worker.js'), '');
      const entry = resolveWorkerEntry(pathToFileURL(path.join(dist, 'chunk-ABC.js')).href);
      expect(entry).toEqual({ url: pathToFileURL(path.join(dist, 'embedding-worker.js')) });
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('says where it looked when there is no worker file', () => {
    expect(() => resolveWorkerEntry(pathToFileURL('/nowhere/main.js').href)).toThrow(
      'Cannot find the embedding worker beside /nowhere/main.js',
    );
  });
});

describe('engine choice', () => {
  it('uses the built-in model unless EMBEDDINGS_BASE_URL is set, starting nothing until used', async () => {
    const builtin = createEmbedder(loadConfig({}));
    expect(builtin.model).toBe(BUILTIN_MODEL);
    expect(builtin.dimensions).toBe(BUILTIN_DIMENSIONS);
    await builtin.close();
    await expect(builtin.embed(['snow removal'])).rejects.toThrow('The embedder is closed');

    const http = createEmbedder(
      loadConfig({ EMBEDDINGS_BASE_URL: 'http://127.0.0.1:9/v1', EMBEDDINGS_MODEL: 'e5' }),
    );
    expect(http.model).toBe('e5');
    expect(http.dimensions).toBe(0);
    const fixed = loadConfig({
      EMBEDDINGS_BASE_URL: 'http://127.0.0.1:9/v1',
      EMBEDDINGS_MODEL: 'e5',
      EMBEDDINGS_DIMENSIONS: '384',
    });
    expect(createEmbedder(fixed).dimensions).toBe(384);
  });

  it('needs a model name with an endpoint, and a sane thread count', () => {
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: 'http://127.0.0.1:9/v1' })).toThrow(
      'EMBEDDINGS_MODEL is required when EMBEDDINGS_BASE_URL is set',
    );
    expect(() => loadConfig({ EMBEDDINGS_THREADS: '0' })).toThrow('EMBEDDINGS_THREADS');
    expect(() => createBuiltinEmbedder({ threads: 1.5 })).toThrow('threads must be a positive integer');
  });

  it('sends the LLM key only to the LLM endpoint’s origin', () => {
    const base = { EMBEDDINGS_BASE_URL: 'https://api.openai.com/v1', LLM_API_KEY: 'sk-llm' };
    expect(embeddingsApiKey({ ...base, LLM_BASE_URL: 'https://api.openai.com/v1' })).toBe('sk-llm');
    expect(embeddingsApiKey({ ...base, LLM_BASE_URL: 'https://other.example/v1' })).toBeUndefined();
    expect(embeddingsApiKey({ ...base, EMBEDDINGS_API_KEY: 'sk-embed' })).toBe('sk-embed');
  });
});
