import { z } from 'zod';
import { endpointUrl, errorDetail, requestHeaders, unreachableReason } from '../lib/openai-compatible';
import { assertEmbeddable, type Embedder, EmbeddingsError, normaliseInPlace } from './embedder';

export interface HttpEmbedderOptions {
  /** e.g. `https://api.openai.com/v1`; requests go to `{baseUrl}/embeddings`. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Expected vector length; when unset, learnt from the endpoint's first answer. */
  dimensions?: number;
  /** Inputs per request. */
  batchSize?: number;
  timeoutMs?: number;
}

export const HTTP_BATCH_SIZE = 64;
export const HTTP_TIMEOUT_MS = 20_000;

const responseSchema = z.object({
  data: z.array(
    z.object({ index: z.number().int().nonnegative().optional(), embedding: z.array(z.number()) }),
  ),
});

/** The endpoint's vectors in the order of the inputs, or an error naming what is wrong with the answer. */
const parseEmbeddings = (url: string, body: string, inputCount: number): { embedding: number[] }[] => {
  let parsed: z.infer<typeof responseSchema>;
  try {
    parsed = responseSchema.parse(JSON.parse(body));
  } catch {
    throw new EmbeddingsError(
      `The embeddings endpoint ${url} sent an answer that is not an embeddings list ({ data: [{ embedding }] })`,
    );
  }
  if (parsed.data.length !== inputCount) {
    throw new EmbeddingsError(
      `The embeddings endpoint ${url} returned ${parsed.data.length} embeddings for ${inputCount} inputs`,
    );
  }
  return parsed.data.every((item) => item.index !== undefined)
    ? [...parsed.data].sort((left, right) => (left.index ?? 0) - (right.index ?? 0))
    : parsed.data;
};

/**
 * An OpenAI-compatible embeddings endpoint (OpenAI, Azure OpenAI's v1 API, Ollama, vLLM, llama.cpp, LM Studio,
 * text-embeddings-inference…): POST `{baseUrl}/embeddings` with `{ model, input: [...] }`.
 */
export const createHttpEmbedder = (options: HttpEmbedderOptions): Embedder => {
  const url = endpointUrl(options.baseUrl, 'embeddings');
  const batchSize = options.batchSize ?? HTTP_BATCH_SIZE;
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  let dimensions = options.dimensions ?? 0;
  let isClosed = false;
  const inFlight = new Set<AbortController>();

  const requestBatch = async (input: string[]): Promise<Float32Array[]> => {
    const controller = new AbortController();
    inFlight.add(controller);
    const timer = setTimeout(() => controller.abort(new Error('timeout')), timeoutMs);
    let response: Response;
    let body: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: requestHeaders(options.apiKey, 'application/json'),
        body: JSON.stringify({ model: options.model, input }),
        signal: controller.signal,
      });
      body = await response.text();
    } catch (error) {
      if (isClosed) throw new EmbeddingsError('The embedder was closed');
      if (controller.signal.aborted) {
        throw new EmbeddingsError(
          `The embeddings endpoint ${url} did not answer within ${timeoutMs / 1000} s`,
        );
      }
      throw new EmbeddingsError(
        `Could not reach the embeddings endpoint ${url}: ${unreachableReason(error)}`,
      );
    } finally {
      clearTimeout(timer);
      inFlight.delete(controller);
    }
    if (!response.ok) {
      throw new EmbeddingsError(
        `The embeddings endpoint ${url} answered ${response.status} for model ${options.model}: ${errorDetail(body)}`,
      );
    }
    const ordered = parseEmbeddings(url, body, input.length);
    return ordered.map((item) => {
      if (dimensions === 0) dimensions = item.embedding.length;
      if (item.embedding.length !== dimensions) {
        throw new EmbeddingsError(
          `The embeddings endpoint ${url} returned a ${item.embedding.length}-dimensional vector; expected ${dimensions}`,
        );
      }
      return normaliseInPlace(Float32Array.from(item.embedding));
    });
  };

  const embedder: Embedder = {
    model: options.model,
    get dimensions() {
      return dimensions;
    },
    async embed(texts) {
      if (isClosed) throw new EmbeddingsError('The embedder is closed');
      assertEmbeddable(texts);
      const vectors: Float32Array[] = [];
      // One batch at a time: kind to the endpoint's rate limits, and the order of results is the order asked.
      for (let start = 0; start < texts.length; start += batchSize) {
        vectors.push(...(await requestBatch(texts.slice(start, start + batchSize))));
      }
      return vectors;
    },
    async ready() {
      if (dimensions === 0) await embedder.embed(['dimension probe']);
    },
    async close() {
      isClosed = true;
      for (const controller of inFlight) controller.abort(new Error('closed'));
    },
  };
  return embedder;
};
