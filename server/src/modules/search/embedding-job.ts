import type { Db } from '../../db/database';
import { refreshIndexesAfterLoad } from '../../db/index-maintenance';
import { toPgVector, type Embedder } from '../../embeddings';
import { alwaysHeld, type JobLocks } from '../../lib/job-lock';
import type { ScheduledJob } from '../../lib/scheduler';
import { embeddingStore, type PendingTender } from './embedding.store';

/**
 * The background embedding job: embeds every tender whose vector for the configured model is missing or stale
 * (its notice changed since: `content_hash`), newest changes first, a batch at a time, at `bulk` priority so
 * search queries overtake it. Keyword search works for a tender as soon as it is stored; semantic search
 * picks it up once this job reaches it. A new model (EMBEDDINGS_MODEL / EMBEDDINGS_BASE_URL) is filled in
 * beside the old one with no downtime, and the old model's vectors are removed once the new one covers
 * every tender.
 */

export interface EmbeddingJobLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface EmbeddingJobOptions {
  db: () => Db;
  embedder: Embedder;
  log?: EmbeddingJobLog;
  /** Tenders per batch (one store round trip each way). */
  batchSize?: number;
  /** Pause when nothing is pending, before looking again (new ingests). */
  idleMs?: number;
  /** Pause after a failure (store down, endpoint unreachable). */
  retryMs?: number;
  /** Several instances: only the one holding the embedding lock runs it; the others stand by. */
  locks?: JobLocks;
  /** How often a standby instance checks whether the runner has gone. */
  standbyMs?: number;
}

/**
 * A scheduled job (app.scheduler runs it: at once, then `idleMs` after each pass that leaves nothing pending;
 * stopping it ends the pass after the batch in flight) that can also be run on demand.
 */
export interface EmbeddingJob extends ScheduledJob {
  /** Embeds everything pending now, then resolves with the number of tenders embedded (tests, benchmarks). */
  runUntilIdle(): Promise<number>;
}

const WORDS_PER_TEXT = 120;

/**
 * What is embedded for a tender: its title, the start of its description and what it buys (UNSPSC / GSIN
 * descriptions). English when the notice has it (the built-in model is English), else French.
 */
export const embeddingText = (tender: PendingTender): string => {
  const title = tender.title_en ?? tender.title_fr ?? '';
  const description = (tender.description_en ?? tender.description_fr ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, WORDS_PER_TEXT)
    .join(' ');
  const subjects = [...new Set([...tender.unspsc_descriptions_en, ...tender.gsin_descriptions_en])].join(
    '; ',
  );
  const text = [title, subjects, description].filter((part) => part.trim() !== '').join('. ');
  return text.trim() === '' ? tender.id : text;
};

interface EmbeddingPassOptions {
  db: () => Db;
  embedder: Embedder;
  log: EmbeddingJobLog | undefined;
  batchSize: number;
}

/** Embedding passes, one at a time: the scheduled one and an on-demand one never embed the same batch twice. */
const createEmbeddingPasses = (options: EmbeddingPassOptions) => {
  const { embedder, log } = options;
  let indexedModel: string | null = null;
  let running: Promise<number> | null = null;

  const runBatch = async (): Promise<number> => {
    const db = options.db();
    if (indexedModel !== embedder.model) {
      await embedder.ready();
      await embeddingStore.ensureModelIndex(db, embedder.model, embedder.dimensions);
      indexedModel = embedder.model;
    }
    const pending = await embeddingStore.findPending(db, embedder.model, options.batchSize);
    if (pending.length === 0) return 0;
    const vectors = await embedder.embed(pending.map(embeddingText), { priority: 'bulk' });
    await embeddingStore.save(
      db,
      embedder.model,
      pending.map((tender, index) => ({
        tenderId: tender.id,
        contentHash: tender.content_hash,
        vector: toPgVector(vectors[index]!),
      })),
    );
    return pending.length;
  };

  /** One pass until nothing is pending; when the model covers everything, older models' vectors go. */
  const drain = async (signal: AbortSignal | undefined): Promise<number> => {
    let total = 0;
    const started = Date.now();
    for (;;) {
      if (signal?.aborted) return total;
      const count = await runBatch();
      if (count === 0) break;
      total += count;
    }
    const removed = await embeddingStore.removeOtherModels(options.db(), embedder.model);
    // Fresh statistics, or the planner sorts every vector instead of reading the HNSW index.
    if (total > 0 || removed > 0) await refreshIndexesAfterLoad(options.db(), 'tender_embeddings');
    if (total > 0 || removed > 0) {
      log?.info(
        { model: embedder.model, embedded: total, removedOtherModels: removed, ms: Date.now() - started },
        'tender embeddings are up to date',
      );
    }
    return total;
  };

  return async (signal?: AbortSignal): Promise<number> => {
    while (running) await running.catch(() => undefined);
    running = drain(signal);
    try {
      return await running;
    } finally {
      running = null;
    }
  };
};

export const createEmbeddingJob = (options: EmbeddingJobOptions): EmbeddingJob => {
  const idleMs = options.idleMs ?? 15_000;
  const retryMs = options.retryMs ?? 60_000;
  const locks = options.locks ?? alwaysHeld;
  const standbyMs = options.standbyMs ?? 30_000;
  const runPass = createEmbeddingPasses({
    db: options.db,
    embedder: options.embedder,
    log: options.log,
    batchSize: options.batchSize ?? 32,
  });
  return {
    name: 'embedding',
    firstRunInMs: 0,
    everyMs: idleMs,
    runUntilIdle: () => runPass(),
    async run(signal) {
      try {
        if (!(await locks.hold('embedding'))) return standbyMs;
        await runPass(signal);
        return idleMs;
      } catch (error) {
        if (!signal.aborted)
          options.log?.error(
            { err: error, model: options.embedder.model },
            'tender embedding failed; retrying later',
          );
        return retryMs;
      }
    },
  };
};
