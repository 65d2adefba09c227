import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { AwardKind } from '@tenderscout/domain';
import type { Db } from '../db/database';
import { detectAwardFileKind, normaliseAwardRecord, type NormalisedAward } from './award-normalise';
import { upsertAwardBatch } from './awards-ingest.store';
import { ByteCounter, isUrl, openSource } from './csv-reader';
import {
  createIngestRun,
  INGEST_HEARTBEAT,
  touchIngestRun,
  updateIngestRun,
  upsertTenderBatch,
  type IngestRunCounts,
} from './ingest.store';
import { normaliseRecord, type NormalisedTender } from './normalise';
import { readSourceRows } from './source-rows';

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
  /** What the header said the file holds: tender notices, or one of the award formats. */
  fileKind: 'tender_notice' | AwardKind | null;
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

/**
 * A store error caused by one row's values (PostgreSQL class 22, data exception: a NUL character, a value out of
 * range; class 23, a constraint), as opposed to the store being unreachable, which stops the run.
 */
const isRowError = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
};
const MAX_STORED_REJECTS = 200;

/** One-line report: read / inserted / updated (amended) / unchanged / rejected, and time taken. */
const FILE_KIND_LABELS: Record<NonNullable<IngestSummary['fileKind']>, string> = {
  tender_notice: 'tender notices',
  award_notice: 'award notices',
  contract_history: 'contract history',
  legacy_contract: 'legacy contract history',
};

export const formatSummary = (summary: IngestSummary): string =>
  `${summary.source}${summary.fileKind && summary.fileKind !== 'tender_notice' ? ` (${FILE_KIND_LABELS[summary.fileKind]})` : ''}: read ${summary.rowsRead}, inserted ${summary.inserted}, updated (amended) ${summary.updated}, ` +
  `unchanged ${summary.unchanged}, rejected ${summary.rejected} in ${(summary.durationMs / 1000).toFixed(1)} s` +
  (summary.error ? ` (stopped: ${summary.error})` : '');

/**
 * Streams one CanadaBuys CSV file or buyandsell contract-history RSS export (file path or URL) into the store: parse → normalise → batched
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
  let awardKind: AwardKind | null = null;
  let fileKind: IngestSummary['fileKind'] = null;
  const summary = (error: string | null): IngestSummary => ({
    ...counts,
    runId,
    fileKind,
    source,
    rejects,
    changedIds,
    durationMs: Date.now() - started,
    error,
  });

  let batch: Array<{ line: number; tender: NormalisedTender }> = [];
  let batchIds = new Set<string>();
  const record = (result: { inserted: string[]; updated: string[]; unchanged: number }) => {
    counts.inserted += result.inserted.length;
    counts.updated += result.updated.length;
    counts.unchanged += result.unchanged;
    changedIds.push(...result.inserted, ...result.updated);
  };
  // Award rows: one per id in a batch, the highest amendment kept (contract history repeats a contract per amendment).
  let awardBatch = new Map<string, NormalisedAward>();
  const flushAwards = async () => {
    if (awardBatch.size === 0) return;
    record(await upsertAwardBatch(db, [...awardBatch.values()], runId));
    awardBatch = new Map();
    await updateIngestRun(db, runId, counts, rejects.slice(0, MAX_STORED_REJECTS));
  };
  const flush = async () => {
    await flushAwards();
    if (batch.length === 0) return;
    const rows = batch;
    let result: { inserted: string[]; updated: string[]; unchanged: number };
    try {
      result = await upsertTenderBatch(
        db,
        rows.map((row) => row.tender),
        runId,
      );
    } catch (error) {
      // A value the store refuses fails the whole batch: store its rows one by one, rejecting only the bad ones.
      if (!isRowError(error)) throw error;
      result = { inserted: [], updated: [], unchanged: 0 };
      for (const row of rows) {
        try {
          const single = await upsertTenderBatch(db, [row.tender], runId);
          result.inserted.push(...single.inserted);
          result.updated.push(...single.updated);
          result.unchanged += single.unchanged;
        } catch (rowError) {
          if (!isRowError(rowError)) throw rowError;
          counts.rejected += 1;
          rejects.push({ line: row.line, reason: `${row.tender.id}: ${(rowError as Error).message}` });
        }
      }
    }
    record(result);
    batch = [];
    batchIds = new Set();
    await updateIngestRun(db, runId, counts, rejects.slice(0, MAX_STORED_REJECTS));
    await options.onBatchCommitted?.({ inserted: result.inserted, updated: result.updated });
  };

  let opened: { totalBytes: number | null; stream: Readable } | undefined;
  // A run whose process dies stops beating; the next start marks it interrupted (markInterruptedIngestRuns).
  const heartbeat = setInterval(
    () => void touchIngestRun(db, runId).catch(() => undefined),
    INGEST_HEARTBEAT.everyMs,
  );
  heartbeat.unref();
  try {
    opened = await (options.open ?? ((s: string) => openSource(s, { signal: options.signal })))(source);
    const counter = new ByteCounter();
    opened.stream.on('error', (error) => counter.destroy(error));
    opened.stream.pipe(counter);
    const totalBytes = opened.totalBytes;
    const onHeader = (header: string[]) => {
      awardKind = detectAwardFileKind(header);
      fileKind = awardKind ?? 'tender_notice';
    };
    for await (const row of readSourceRows(counter, onHeader)) {
      if (options.signal?.aborted) throw new Error('aborted');
      counts.rowsRead += 1;
      if ('error' in row) {
        counts.rejected += 1;
        rejects.push({ line: row.line, reason: row.error });
      } else if (awardKind) {
        const result = normaliseAwardRecord(awardKind, row.record);
        if (!result.ok) {
          counts.rejected += 1;
          rejects.push({ line: row.line, reason: result.reason });
        } else {
          const previous = awardBatch.get(result.award.id);
          if (previous && previous.amendmentNumber > result.award.amendmentNumber) counts.unchanged += 1;
          else {
            if (previous) counts.unchanged += 1;
            awardBatch.set(result.award.id, result.award);
          }
          if (awardBatch.size >= batchSize) await flushAwards();
        }
      } else {
        const nulColumn = Object.entries(row.record).find(([, value]) => value?.includes('\u0000'))?.[0];
        const result = nulColumn
          ? { ok: false as const, reason: `a NUL character in column ${nulColumn}` }
          : normaliseRecord(row.record);
        if (!result.ok) {
          counts.rejected += 1;
          rejects.push({ line: row.line, reason: result.reason });
        } else {
          // The same notice twice in one file (e.g. amendments in order): commit the first before the next.
          if (batchIds.has(result.tender.id)) await flush();
          batch.push({ line: row.line, tender: result.tender });
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
  } finally {
    clearInterval(heartbeat);
  }
  // Fresh planner statistics after a load that changed awards (the similar-awards look-ups rely on them).
  if (awardKind && counts.inserted + counts.updated > 0) await sql`ANALYZE awards`.execute(db);
  await updateIngestRun(db, runId, counts, rejects.slice(0, MAX_STORED_REJECTS), {
    status: 'succeeded',
    error: null,
  });
  return summary(null);
};
