import type { Config } from '../config';
import { createBuiltinEmbedder, type WorkerEntry } from './builtin-embedder';
import type { Embedder } from './embedder';
import { createHttpEmbedder } from './http-embedder';

export type EmbeddingsConfig = Partial<
  Pick<
    Config,
    | 'EMBEDDINGS_BASE_URL'
    | 'EMBEDDINGS_MODEL'
    | 'EMBEDDINGS_API_KEY'
    | 'EMBEDDINGS_DIMENSIONS'
    | 'EMBEDDINGS_THREADS'
    | 'LLM_BASE_URL'
    | 'LLM_API_KEY'
  >
>;

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * `EMBEDDINGS_API_KEY`, else `LLM_API_KEY` when the embeddings endpoint is on the LLM endpoint's own origin
 * (the usual case of one provider for both). The LLM key is never sent to another host.
 */
export const embeddingsApiKey = (config: EmbeddingsConfig): string | undefined => {
  if (config.EMBEDDINGS_API_KEY) return config.EMBEDDINGS_API_KEY;
  const embeddingsOrigin = originOf(config.EMBEDDINGS_BASE_URL);
  if (embeddingsOrigin && embeddingsOrigin === originOf(config.LLM_BASE_URL)) return config.LLM_API_KEY;
  return undefined;
};

/**
 * The configured engine: the OpenAI-compatible endpoint when `EMBEDDINGS_BASE_URL` is set, else the built-in
 * model in worker threads. Nothing starts until the first `embed` or `ready` call.
 */
export const createEmbedder = (
  config: EmbeddingsConfig,
  options: { workerEntry?: WorkerEntry } = {},
): Embedder => {
  if (config.EMBEDDINGS_BASE_URL) {
    if (!config.EMBEDDINGS_MODEL)
      throw new Error('EMBEDDINGS_MODEL is required when EMBEDDINGS_BASE_URL is set');
    return createHttpEmbedder({
      baseUrl: config.EMBEDDINGS_BASE_URL,
      model: config.EMBEDDINGS_MODEL,
      apiKey: embeddingsApiKey(config),
      dimensions: config.EMBEDDINGS_DIMENSIONS,
    });
  }
  return createBuiltinEmbedder({ threads: config.EMBEDDINGS_THREADS, workerEntry: options.workerEntry });
};
