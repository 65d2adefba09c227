export { type EmbedOptions, type Embedder, EmbeddingsError, dotProduct, toPgVector } from './embedder';
export { BUILTIN_DIMENSIONS, BUILTIN_MODEL } from './builtin-model';
export { createBuiltinEmbedder, defaultEmbeddingThreads, resolveWorkerEntry } from './builtin-embedder';
export { createHttpEmbedder } from './http-embedder';
export { createEmbedder, embeddingsApiKey } from './create-embedder';
