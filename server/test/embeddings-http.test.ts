import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createEmbedder, createHttpEmbedder, dotProduct, EmbeddingsError } from '../src/embeddings';

interface SeenRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; input: string[] };
}

type Behaviour = (request: SeenRequest, response: ServerResponse) => void;

/** A stand-in for an OpenAI-compatible embeddings server: deterministic vectors from the text's characters. */
const fakeVector = (text: string, dimensions: number): number[] =>
  Array.from(
    { length: dimensions },
    (_, index) => ((text.charCodeAt(index % text.length) * (index + 1)) % 17) + 1,
  );

const answerEmbeddings =
  (dimensions = 8, options: { shuffle?: boolean } = {}): Behaviour =>
  (request, response) => {
    const data = request.body.input.map((text, index) => ({
      object: 'embedding',
      index,
      embedding: fakeVector(text, dimensions),
    }));
    if (options.shuffle) data.reverse();
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ object: 'list', model: request.body.model, data, usage: { prompt_tokens: 1 } }),
    );
  };

describe('OpenAI-compatible HTTP embedder', () => {
  let server: Server;
  let baseUrl: string;
  let seen: SeenRequest[] = [];
  let behaviour: Behaviour = answerEmbeddings();

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', () => {
        const seenRequest: SeenRequest = {
          path: request.url ?? '',
          authorization: request.headers.authorization,
          body: JSON.parse(raw) as SeenRequest['body'],
        };
        seen.push(seenRequest);
        behaviour(seenRequest, response);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });
  beforeEach(() => {
    seen = [];
    behaviour = answerEmbeddings();
  });

  it('posts { model, input } to {base}/embeddings with the key and returns unit vectors in input order', async () => {
    behaviour = answerEmbeddings(8, { shuffle: true });
    const embedder = createHttpEmbedder({
      baseUrl: `${baseUrl}/`,
      model: 'text-embedding-3-small',
      apiKey: 'sk-test',
    });
    const vectors = await embedder.embed(['snow removal', 'IT security', 'office furniture']);
    expect(seen).toEqual([
      {
        path: '/v1/embeddings',
        authorization: 'Bearer sk-test',
        body: { model: 'text-embedding-3-small', input: ['snow removal', 'IT security', 'office furniture'] },
      },
    ]);
    expect(embedder.model).toBe('text-embedding-3-small');
    expect(embedder.dimensions).toBe(8);
    const expected = fakeVector('IT security', 8);
    const norm = Math.hypot(...expected);
    expect(Array.from(vectors[1]!)).toEqual(expected.map((value) => Math.fround(value / norm)));
    for (const vector of vectors) expect(dotProduct(vector, vector)).toBeCloseTo(1, 5);
  });

  it('sends large inputs in batches, in order', async () => {
    const embedder = createHttpEmbedder({ baseUrl, model: 'm', batchSize: 64 });
    const texts = Array.from({ length: 150 }, (_, index) => `tender ${index}`);
    const vectors = await embedder.embed(texts);
    expect(seen.map((request) => request.body.input.length)).toEqual([64, 64, 22]);
    expect(seen[2]!.body.input[0]).toBe('tender 128');
    expect(seen[0]!.authorization).toBeUndefined();
    const [alone] = await embedder.embed(['tender 140']);
    expect(dotProduct(alone!, vectors[140]!)).toBeCloseTo(1, 6);
  });

  it('learns the dimension with ready() when it is not configured, and checks it when it is', async () => {
    const learning = createHttpEmbedder({ baseUrl, model: 'm' });
    expect(learning.dimensions).toBe(0);
    await learning.ready();
    expect(learning.dimensions).toBe(8);

    const strict = createHttpEmbedder({ baseUrl, model: 'm', dimensions: 1536 });
    await strict.ready();
    expect(seen).toHaveLength(1);
    await expect(strict.embed(['snow removal'])).rejects.toThrow(
      `The embeddings endpoint ${baseUrl}/embeddings returned a 8-dimensional vector; expected 1536`,
    );
  });

  it("reports an error answer with its status and the server's message, never the key", async () => {
    behaviour = (_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }),
      );
    };
    const embedder = createHttpEmbedder({
      baseUrl,
      model: 'text-embedding-3-small',
      apiKey: 'sk-secret-123',
    });
    const failure = await embedder.embed(['snow removal']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmbeddingsError);
    expect((failure as Error).message).toBe(
      `The embeddings endpoint ${baseUrl}/embeddings answered 401 for model text-embedding-3-small: Incorrect API key provided`,
    );
    expect((failure as Error).message).not.toContain('sk-secret-123');

    behaviour = (_request, response) => {
      response.writeHead(503, { 'content-type': 'text/plain' });
      response.end('model is loading');
    };
    await expect(embedder.embed(['snow removal'])).rejects.toThrow(
      'answered 503 for model text-embedding-3-small: model is loading',
    );
  });

  it('gives up on a silent endpoint after its time-out', async () => {
    behaviour = () => undefined; // never answers
    const embedder = createHttpEmbedder({ baseUrl, model: 'm', timeoutMs: 300 });
    const startedAt = Date.now();
    await expect(embedder.embed(['snow removal'])).rejects.toThrow(
      `The embeddings endpoint ${baseUrl}/embeddings did not answer within 0.3 s`,
    );
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it('rejects answers that are not a matching embeddings list', async () => {
    const embedder = createHttpEmbedder({ baseUrl, model: 'm' });
    behaviour = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>proxy login</html>');
    };
    await expect(embedder.embed(['a'])).rejects.toThrow('sent an answer that is not an embeddings list');
    behaviour = (request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ data: [{ index: 0, embedding: fakeVector(request.body.input[0]!, 8) }] }),
      );
    };
    await expect(embedder.embed(['a', 'b'])).rejects.toThrow('returned 1 embeddings for 2 inputs');
    behaviour = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: [{ index: 0, embedding: [0, 0, 0] }] }));
    };
    await expect(embedder.embed(['a'])).rejects.toThrow('cannot be normalised');
  });

  it('says when the endpoint cannot be reached', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    const embedder = createHttpEmbedder({ baseUrl: `http://127.0.0.1:${port}/v1`, model: 'm' });
    await expect(embedder.embed(['a'])).rejects.toThrow(
      `Could not reach the embeddings endpoint http://127.0.0.1:${port}/v1/embeddings: connect ECONNREFUSED`,
    );
  });

  it('refuses blank texts before calling the endpoint, and all work after close', async () => {
    const embedder = createHttpEmbedder({ baseUrl, model: 'm' });
    await expect(embedder.embed(['a', ''])).rejects.toThrow('Cannot embed text 2 of 2: it is empty');
    expect(seen).toEqual([]);
    behaviour = () => undefined;
    const pending = expect(embedder.embed(['a'])).rejects.toThrow('The embedder was closed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await embedder.close();
    await pending;
    await expect(embedder.embed(['a'])).rejects.toThrow('The embedder is closed');
  });

  it('is chosen by EMBEDDINGS_BASE_URL, with the LLM key only on the LLM endpoint’s own origin', async () => {
    const sameOrigin = createEmbedder(
      loadConfig({
        EMBEDDINGS_BASE_URL: baseUrl,
        EMBEDDINGS_MODEL: 'nomic-embed-text',
        LLM_BASE_URL: `${baseUrl}/chat`,
        LLM_API_KEY: 'sk-llm',
      }),
    );
    expect(sameOrigin.model).toBe('nomic-embed-text');
    await sameOrigin.embed(['snow removal']);
    expect(seen[0]!.authorization).toBe('Bearer sk-llm');

    const otherOrigin = createEmbedder(
      loadConfig({
        EMBEDDINGS_BASE_URL: baseUrl,
        EMBEDDINGS_MODEL: 'nomic-embed-text',
        LLM_BASE_URL: 'https://llm.example.com/v1',
        LLM_API_KEY: 'sk-llm',
      }),
    );
    await otherOrigin.embed(['snow removal']);
    expect(seen[1]!.authorization).toBeUndefined();

    const ownKey = createEmbedder(
      loadConfig({ EMBEDDINGS_BASE_URL: baseUrl, EMBEDDINGS_MODEL: 'm', EMBEDDINGS_API_KEY: 'sk-embed' }),
    );
    await ownKey.embed(['snow removal']);
    expect(seen[2]!.authorization).toBe('Bearer sk-embed');
  });
});
