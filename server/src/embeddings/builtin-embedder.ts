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

/** The built-in engine: the Universal Sentence Encoder lite in a small pool of worker threads. */
export const createBuiltinEmbedder = (options: BuiltinEmbedderOptions = {}): Embedder => {
  const threads = options.threads ?? defaultEmbeddingThreads();
  if (!Number.isInteger(threads) || threads < 1)
    throw new EmbeddingsError('threads must be a positive integer');
  const queries: Task[] = [];
  const bulk: Task[] = [];
  const pool: PoolWorker[] = [];
  let nextId = 1;
  let isClosed = false;
  let readyWaiters: { resolve: () => void; reject: (error: Error) => void }[] = [];

  const failAllQueued = (error: Error) => {
    for (const task of [...queries.splice(0), ...bulk.splice(0)]) task.reject(error);
  };

  const settleReadyWaiters = (error?: Error) => {
    const waiters = readyWaiters;
    readyWaiters = [];
    for (const waiter of waiters) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
  };

  const dispatch = () => {
    for (const member of pool) {
      if (!member.isReady || member.task) continue;
      const work = queries.shift() ?? bulk.shift();
      if (!work) return;
      const id = nextId;
      nextId += 1;
      member.task = { id, work };
      member.worker.postMessage({ id, texts: work.texts } satisfies WorkerRequest);
    }
  };

  /** `ready()` settles once every started worker has loaded, or fails when none is left. */
  const settleReadyWhenDone = (error?: Error) => {
    if (pool.length > 0 && pool.every((member) => member.isReady)) settleReadyWaiters();
    else if (pool.length === 0 && error) settleReadyWaiters(error);
  };

  const removeWorker = (member: PoolWorker, error: Error) => {
    const index = pool.indexOf(member);
    if (index >= 0) pool.splice(index, 1);
    member.task?.work.reject(error);
    member.task = undefined;
    // No worker left to do the queued work: fail it now rather than leave callers waiting.
    if (pool.length === 0) failAllQueued(error);
    settleReadyWhenDone(error);
  };

  const spawn = (entry: WorkerEntry) => {
    const worker = startWorker(entry);
    const member: PoolWorker = { worker, isReady: false };
    pool.push(member);
    worker.on('message', (message: WorkerReply) => {
      switch (message.type) {
        case 'ready':
          member.isReady = true;
          settleReadyWhenDone();
          dispatch();
          return;
        case 'load-failed':
          removeWorker(
            member,
            new EmbeddingsError(`The built-in embedding model failed to load: ${message.message}`),
          );
          void worker.terminate();
          return;
        case 'result':
        case 'failed': {
          const task = member.task;
          if (task?.id !== message.id) return;
          member.task = undefined;
          if (message.type === 'failed') {
            task.work.reject(new EmbeddingsError(`The built-in embedding model failed: ${message.message}`));
          } else {
            const dimensions = message.count === 0 ? 0 : message.data.length / message.count;
            task.work.resolve(
              Array.from({ length: message.count }, (_, index) =>
                message.data.subarray(index * dimensions, (index + 1) * dimensions),
              ),
            );
          }
          dispatch();
          return;
        }
      }
    });
    worker.on('error', (error) => {
      removeWorker(member, new EmbeddingsError(`An embedding worker failed: ${error.message}`));
    });
    worker.on('exit', (code) => {
      if (!isClosed) removeWorker(member, new EmbeddingsError(`An embedding worker stopped (exit ${code})`));
    });
  };

  /** Workers start on first use, and again after a failure, so a start-up error is retried on the next call. */
  const ensureWorkers = () => {
    if (isClosed) throw new EmbeddingsError('The embedder is closed');
    if (pool.length >= threads) return;
    const entry = options.workerEntry ?? resolveWorkerEntry();
    while (pool.length < threads) spawn(entry);
  };

  const enqueue = (texts: string[], priority: 'query' | 'bulk'): Promise<Float32Array[]> =>
    new Promise((resolve, reject) => {
      (priority === 'query' ? queries : bulk).push({ texts, resolve, reject });
      dispatch();
    });

  return {
    model: BUILTIN_MODEL,
    dimensions: BUILTIN_DIMENSIONS,
    async embed(texts: string[], embedOptions: EmbedOptions = {}) {
      if (texts.length === 0) return [];
      assertEmbeddable(texts);
      ensureWorkers();
      const priority = embedOptions.priority ?? (texts.length === 1 ? 'query' : 'bulk');
      if (priority === 'query') return enqueue(texts, 'query');
      const batches: Promise<Float32Array[]>[] = [];
      for (let start = 0; start < texts.length; start += BULK_BATCH_SIZE) {
        batches.push(enqueue(texts.slice(start, start + BULK_BATCH_SIZE), 'bulk'));
      }
      return (await Promise.all(batches)).flat();
    },
    async ready() {
      ensureWorkers();
      if (pool.every((member) => member.isReady)) return;
      await new Promise<void>((resolve, reject) => readyWaiters.push({ resolve, reject }));
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      const error = new EmbeddingsError('The embedder was closed');
      failAllQueued(error);
      settleReadyWaiters(error);
      const members = pool.splice(0);
      for (const member of members) member.task?.work.reject(error);
      await Promise.all(members.map((member) => member.worker.terminate()));
    },
  };
};
