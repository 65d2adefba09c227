import type { Readable } from 'node:stream';
import type { Db } from '../db/database';
import { ByteCounter, isUrl, openSource, readCanadaBuysCsv } from './csv-reader';
import { createIngestRun, updateIngestRun, upsertTenderBatch, type IngestRunCounts } from './ingest.store';
import { normaliseRecord, type NormalisedTender } from './normalise';

export interface IngestProgress {
  bytes: number;
  totalBytes: number | null;
  rowsRead: number;
}

export interface IngestOptions {
  /** What kind of run this is, recorded in ingest_runs (file, url, bundled, open-notices, …). */
  feed?: string;
  /** Rows per multi-row upsert statement and transaction. */
  batchSize?: number;
  onProgress?: (progress: IngestProgress) => void;
  /** Called after each committed batch with the ids it inserted or changed (a hook for search indexing). */
  onBatchCommitted?: (ids: { inserted: string[]; updated: string[] }) => void | Promise<void>;
  signal?: AbortSignal;
  /** Open the source some other way (tests); defaults to a file path or an http(s) URL. */
  open?: (source: string) => Promise<{ totalBytes: number | null; stream: Readable }>;
}

export interface RejectedRow {
  line: number;
  reason: string;
}

export interface IngestSummary extends IngestRunCounts {
  runId: number;
  source: string;
  rejects: RejectedRow[];
  /** Ids inserted or updated by this run. */
  changedIds: string[];
  durationMs: number;
  error: string | null;
}

export class IngestError extends Error {
  override name = 'IngestError';
  constructor(
    message: string,
    readonly summary: IngestSummary,
  ) {
    super(message);
  }
}

export const DEFAULT_BATCH_SIZE = 500;
const MAX_STORED_REJECTS = 200;

/** One-line report: read / inserted / updated (amended) / unchanged / rejected, and time taken. */
export const formatSummary = (summary: IngestSummary): string =>
  `${summary.source}: read ${summary.rowsRead}, inserted ${summary.inserted}, updated (amended) ${summary.updated}, ` +
  `unchanged ${summary.unchanged}, rejected ${summary.rejected} in ${(summary.durationMs / 1000).toFixed(1)} s` +
  (summary.error ? ` (stopped: ${summary.error})` : '');

/**
 * Streams one CanadaBuys tender-notice CSV (file path or URL) into the store: parse → normalise → batched
 * upserts, each batch in its own transaction, so a failure part-way keeps every batch already committed and the
 * store stays consistent. A bad row is recorded with its line number and skipped. Every run is recorded in
 * `ingest_runs`.
 */
export const ingestSource = async (
  db: Db,
  source: string,
  options: IngestOptions = {},
): Promise<IngestSummary> => {
  const started = Date.now();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const runId = await createIngestRun(db, source, options.feed ?? (isUrl(source) ? 'url' : 'file'));
  const counts: IngestRunCounts = { rowsRead: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 };
  const rejects: RejectedRow[] = [];
  const changedIds: string[] = [];
  const summary = (error: string | null): IngestSummary => ({
    ...counts,
    runId,
    source,
    rejects,
    changedIds,
    durationMs: Date.now() - started,
    error,
  });

  let batch: NormalisedTender[] = [];
  let batchIds = new Set<string>();
  const flush = async () => {
    if (batch.length === 0) return;
    const result = await upsertTenderBatch(db, batch, runId);
    counts.inserted += result.inserted.length;
    counts.updated += result.updated.length;
    counts.unchanged += result.unchanged;
    changedIds.push(...result.inserted, ...result.updated);
    batch = [];
    batchIds = new Set();
    await updateIngestRun(db, runId, counts, rejects.slice(0, MAX_STORED_REJECTS));
    await options.onBatchCommitted?.({ inserted: result.inserted, updated: result.updated });
  };

  let opened: { totalBytes: number | null; stream: Readable } | undefined;
  try {
    opened = await (options.open ?? ((s: string) => openSource(s, { signal: options.signal })))(source);
    const counter = new ByteCounter();
    opened.stream.on('error', (error) => counter.destroy(error));
    opened.stream.pipe(counter);
    const totalBytes = opened.totalBytes;
    for await (const row of readCanadaBuysCsv(counter)) {
      if (options.signal?.aborted) throw new Error('aborted');
      counts.rowsRead += 1;
      if ('error' in row) {
        counts.rejected += 1;
        rejects.push({ line: row.line, reason: row.error });
      } else {
        const result = normaliseRecord(row.record);
        if (!result.ok) {
          counts.rejected += 1;
          rejects.push({ line: row.line, reason: result.reason });
        } else {
          // The same notice twice in one file (e.g. amendments in order): commit the first before the next.
          if (batchIds.has(result.tender.id)) await flush();
          batch.push(result.tender);
          batchIds.add(result.tender.id);
          if (batch.length >= batchSize) await flush();
        }
      }
      if (counts.rowsRead % 100 === 0)
        options.onProgress?.({ bytes: counter.bytes, totalBytes, rowsRead: counts.rowsRead });
    }
    await flush();
    options.onProgress?.({ bytes: counter.bytes, totalBytes, rowsRead: counts.rowsRead });
  } catch (error) {
    opened?.stream.destroy();
    const message = error instanceof Error ? error.message : String(error);
    const failed = summary(message);
    await updateIngestRun(db, runId, counts, rejects.slice(0, MAX_STORED_REJECTS), {
      status: 'failed',
      error: message,
    }).catch(() => undefined);
    throw new IngestError(message, failed);
  }
  await updateIngestRun(db, runId, counts, rejects.slice(0, MAX_STORED_REJECTS), {
    status: 'succeeded',
    error: null,
  });
  return summary(null);
};
