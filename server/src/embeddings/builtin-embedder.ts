import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { assertEmbeddable, type EmbedOptions, type Embedder, EmbeddingsError } from './embedder';
import { BUILTIN_DIMENSIONS, BUILTIN_MODEL } from './builtin-model';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

/** How to start a worker: the built file, or TypeScript source behind a loader. */
export interface WorkerEntry {
  url: URL;
  /** Module that registers a TypeScript loader in the worker before `url` is imported. */
  loaderUrl?: string;
}

/** tsx's ESM API (`tsx/esm/api`, import condition), found through its package.json exports. */
const resolveTsxApi = (moduleUrl: string): string => {
  const manifestPath = createRequire(moduleUrl).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports?: Record<string, { import?: { default?: string } }>;
  };
  const entry = manifest.exports?.['./esm/api']?.import?.default;
  if (!entry)
    throw new EmbeddingsError('This version of tsx has no ESM API to load the embedding worker from source');
  return pathToFileURL(path.join(path.dirname(manifestPath), entry)).href;
};

/**
 * Finds the worker's entry file beside this module: `embedding-worker.js` in the tsup bundle (this code then
 * lives in a file of server/dist), else `embedding-worker.ts` when running from source under Vitest or tsx,
 * in which case the worker first registers tsx (a dev dependency) as its TypeScript loader.
 */
export const resolveWorkerEntry = (moduleUrl: string = import.meta.url): WorkerEntry => {
  const built = new URL('./embedding-worker.js', moduleUrl);
  if (existsSync(built)) return { url: built };
  const source = new URL('./embedding-worker.ts', moduleUrl);
  if (existsSync(source)) {
    return { url: source, loaderUrl: resolveTsxApi(moduleUrl) };
  }
  throw new EmbeddingsError(`Cannot find the embedding worker beside ${fileURLToPath(moduleUrl)}`);
};

const startWorker = (entry: WorkerEntry): Worker => {
  if (!entry.loaderUrl) return new Worker(entry.url);
  // Loader hooks given to the parent (`tsx`, Vitest) do not reach a worker thread on Node 20: register them
  // inside the worker, then import the TypeScript entry.
  const bootstrap = `import(${JSON.stringify(entry.loaderUrl)})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.url.href)}); })`;
  return new Worker(bootstrap, { eval: true });
};

/**
 * Default pool size: leave one core to the HTTP server (and the embedded store's own thread), at most two
 * threads, since each holds its own copy of the model (~120 MB).
 */
export const defaultEmbeddingThreads = (): number => Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * Bulk requests are cut into batches this size: batching gains this model only ~10% throughput, and small
 * batches let a search query overtake queued bulk work after at most one short batch (~0.1 s for two tenders).
 */
export const BULK_BATCH_SIZE = 2;

export interface BuiltinEmbedderOptions {
  threads?: number;
  workerEntry?: WorkerEntry;
}

interface Task {
  texts: string[];
  resolve: (vectors: Float32Array[]) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  isReady: boolean;
  task?: { id: number; work: Task };
}

/** The queues and workers behind one embedder, shared by the functions below. */
interface PoolState {
  readonly queries: Task[];
  readonly bulk: Task[];
  readonly pool: PoolWorker[];
  nextId: number;
  isClosed: boolean;
  readyWaiters: { resolve: () => void; reject: (error: Error) => void }[];
}

const failAllQueued = (state: PoolState, error: Error) => {
  for (const task of [...state.queries.splice(0), ...state.bulk.splice(0)]) task.reject(error);
};

const settleReadyWaiters = (state: PoolState, error?: Error) => {
  const waiters = state.readyWaiters;
  state.readyWaiters = [];
  for (const waiter of waiters) {
    if (error) waiter.reject(error);
    else waiter.resolve();
  }
};

const dispatch = (state: PoolState) => {
  for (const member of state.pool) {
    if (!member.isReady || member.task) continue;
    const work = state.queries.shift() ?? state.bulk.shift();
    if (!work) return;
    const id = state.nextId;
    state.nextId += 1;
    member.task = { id, work };
    member.worker.postMessage({ id, texts: work.texts } satisfies WorkerRequest);
  }
};

/** `ready()` settles once every started worker has loaded, or fails when none is left. */
const settleReadyWhenDone = (state: PoolState, error?: Error) => {
  const { pool } = state;
  if (pool.length > 0 && pool.every((member) => member.isReady)) settleReadyWaiters(state);
  else if (pool.length === 0 && error) settleReadyWaiters(state, error);
};

const removeWorker = (state: PoolState, member: PoolWorker, error: Error) => {
  const index = state.pool.indexOf(member);
  if (index >= 0) state.pool.splice(index, 1);
  member.task?.work.reject(error);
  member.task = undefined;
  // No worker left to do the queued work: fail it now rather than leave callers waiting.
  if (state.pool.length === 0) failAllQueued(state, error);
  settleReadyWhenDone(state, error);
};

/** Settles the member's task with a worker's answer; false when the answer is not for that task. */
const settleTask = (
  member: PoolWorker,
  message: Extract<WorkerReply, { type: 'result' | 'failed' }>,
): boolean => {
  const task = member.task;
  if (task?.id !== message.id) return false;
  member.task = undefined;
  if (message.type === 'failed') {
    task.work.reject(new EmbeddingsError(`The built-in embedding model failed: ${message.message}`));
    return true;
  }
  const dimensions = message.count === 0 ? 0 : message.data.length / message.count;
  task.work.resolve(
    Array.from({ length: message.count }, (_, index) =>
      message.data.subarray(index * dimensions, (index + 1) * dimensions),
    ),
  );
  return true;
};

const handleReply = (state: PoolState, member: PoolWorker, message: WorkerReply): void => {
  switch (message.type) {
    case 'ready':
      member.isReady = true;
      settleReadyWhenDone(state);
      dispatch(state);
      return;
    case 'load-failed':
      removeWorker(
        state,
        member,
        new EmbeddingsError(`The built-in embedding model failed to load: ${message.message}`),
      );
      void member.worker.terminate();
      return;
    case 'result':
    case 'failed':
      if (settleTask(member, message)) dispatch(state);
      return;
  }
};

const spawn = (state: PoolState, entry: WorkerEntry) => {
  const worker = startWorker(entry);
  const member: PoolWorker = { worker, isReady: false };
  state.pool.push(member);
  worker.on('message', (message: WorkerReply) => handleReply(state, member, message));
  worker.on('error', (error) => {
    removeWorker(state, member, new EmbeddingsError(`An embedding worker failed: ${error.message}`));
  });
  worker.on('exit', (code) => {
    if (!state.isClosed)
      removeWorker(state, member, new EmbeddingsError(`An embedding worker stopped (exit ${code})`));
  });
};

const enqueue = (state: PoolState, texts: string[], priority: 'query' | 'bulk'): Promise<Float32Array[]> =>
  new Promise((resolve, reject) => {
    (priority === 'query' ? state.queries : state.bulk).push({ texts, resolve, reject });
    dispatch(state);
  });

const closePool = async (state: PoolState) => {
  if (state.isClosed) return;
  state.isClosed = true;
  const error = new EmbeddingsError('The embedder was closed');
  failAllQueued(state, error);
  settleReadyWaiters(state, error);
  const members = state.pool.splice(0);
  for (const member of members) member.task?.work.reject(error);
  await Promise.all(members.map((member) => member.worker.terminate()));
};

/** The built-in engine: the Universal Sentence Encoder lite in a small pool of worker threads. */
export const createBuiltinEmbedder = (options: BuiltinEmbedderOptions = {}): Embedder => {
  const threads = options.threads ?? defaultEmbeddingThreads();
  if (!Number.isInteger(threads) || threads < 1)
    throw new EmbeddingsError('threads must be a positive integer');
  const state: PoolState = { queries: [], bulk: [], pool: [], nextId: 1, isClosed: false, readyWaiters: [] };

  /** Workers start on first use, and again after a failure, so a start-up error is retried on the next call. */
  const ensureWorkers = () => {
    if (state.isClosed) throw new EmbeddingsError('The embedder is closed');
    if (state.pool.length >= threads) return;
    const entry = options.workerEntry ?? resolveWorkerEntry();
    while (state.pool.length < threads) spawn(state, entry);
  };

  return {
    model: BUILTIN_MODEL,
    // Universal Sentence Encoder Lite was trained on English text.
    languages: ['eng'],
    dimensions: BUILTIN_DIMENSIONS,
    async embed(texts: string[], embedOptions: EmbedOptions = {}) {
      if (texts.length === 0) return [];
      assertEmbeddable(texts);
      ensureWorkers();
      const priority = embedOptions.priority ?? (texts.length === 1 ? 'query' : 'bulk');
      if (priority === 'query') return enqueue(state, texts, 'query');
      const batches: Promise<Float32Array[]>[] = [];
      for (let start = 0; start < texts.length; start += BULK_BATCH_SIZE) {
        batches.push(enqueue(state, texts.slice(start, start + BULK_BATCH_SIZE), 'bulk'));
      }
      return (await Promise.all(batches)).flat();
    },
    async ready() {
      ensureWorkers();
      if (state.pool.every((member) => member.isReady)) return;
      await new Promise<void>((resolve, reject) => state.readyWaiters.push({ resolve, reject }));
    },
    close: () => closePool(state),
  };
};
