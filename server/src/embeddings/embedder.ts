import type { Language } from '@tenderscout/domain';

/**
 * A sentence-embedding engine: turns texts into L2-normalised vectors, so that a dot product (pgvector's
 * `<#>`) or cosine distance (`<=>`) between two of them measures how close their meanings are.
 */
export interface Embedder {
  /**
   * Identifies the vector space. Vectors from different `model` values must never be compared: a change of
   * model means re-embedding.
   */
  readonly model: string;
  /**
   * The languages the model understands, when it is known to understand only some (the built-in model reads
   * English only); absent for a model that reads any language (an endpoint's multilingual model).
   */
  readonly languages?: readonly Language[];
  /** Length of every vector. 0 only for an HTTP endpoint whose dimension is not known yet (see `ready`). */
  readonly dimensions: number;
  /** One unit-length vector per text, in the same order. */
  embed(texts: string[], options?: EmbedOptions): Promise<Float32Array[]>;
  /**
   * Resolves once the engine can answer: the built-in model is loaded in its worker threads, or the HTTP
   * endpoint has told its dimension. Optional to call; `embed` waits for the same thing.
   */
  ready(): Promise<void>;
  /** Stops worker threads and rejects pending work. */
  close(): Promise<void>;
}

export interface EmbedOptions {
  /**
   * `query`: a search request waits for it, so it goes ahead of queued bulk work.
   * `bulk`: background embedding. The default is `query` for one text, `bulk` for more.
   */
  priority?: 'query' | 'bulk';
}

/** Every failure of an embedding engine (endpoint down, bad answer, model not loadable, closed). */
export class EmbeddingsError extends Error {
  override name = 'EmbeddingsError';
}

/** Blank texts have no meaning to embed (and OpenAI-compatible endpoints reject them): refuse them up front. */
export const assertEmbeddable = (texts: readonly string[]): void => {
  const blank = texts.findIndex((text) => text.trim() === '');
  if (blank >= 0) throw new EmbeddingsError(`Cannot embed text ${blank + 1} of ${texts.length}: it is empty`);
};

/** Scales `vector` in place to unit length; an all-zero vector cannot be and is an error. */
export const normaliseInPlace = (vector: Float32Array): Float32Array => {
  let sumOfSquares = 0;
  for (const value of vector) sumOfSquares += value * value;
  const norm = Math.sqrt(sumOfSquares);
  if (!Number.isFinite(norm) || norm === 0) {
    throw new EmbeddingsError(
      'The embedding model returned a vector that cannot be normalised (zero or NaN)',
    );
  }
  for (let index = 0; index < vector.length; index += 1) vector[index] = (vector[index] ?? 0) / norm;
  return vector;
};

/** Dot product: the cosine similarity of two unit vectors. */
export const dotProduct = (left: ArrayLike<number>, right: ArrayLike<number>): number => {
  if (left.length !== right.length) {
    throw new EmbeddingsError(`Cannot compare vectors of ${left.length} and ${right.length} dimensions`);
  }
  let sum = 0;
  for (let index = 0; index < left.length; index += 1) sum += (left[index] ?? 0) * (right[index] ?? 0);
  return sum;
};

/** pgvector's text form of a vector (`'[0.1,0.2,…]'`), for a `$1::vector` parameter. */
export const toPgVector = (vector: ArrayLike<number>): string => `[${Array.from(vector).join(',')}]`;
