import type { Readable } from 'node:stream';
import type { AwardKind } from '@tenderscout/domain';
import type { Db } from '../../../db/database';
import { refreshIndexesAfterLoad } from '../../../db/index-maintenance';
import {
  detectAwardFileKind,
  normaliseAwardRecord,
  type NormalisedAward,
  upsertAwardBatch,
  applyAwardOutcomes,
} from '../../awards';
import type { RawRecord } from '../../../shared/open-data/columns';
import { ByteCounter, isUrl, openSource, type OpenedSource } from '../../../shared/open-data/csv-reader';
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

type BatchResult = { inserted: string[]; updated: string[]; unchanged: number };

/** One run's state while its rows stream through: the counts so far and the batches not yet committed. */
interface RunState {
  readonly db: Db;
  readonly runId: number;
  readonly batchSize: number;
  readonly options: IngestOptions;
  readonly counts: IngestRunCounts;
  readonly rejects: RejectedRow[];
  readonly changedIds: string[];
  awardKind: AwardKind | null;
  fileKind: IngestSummary['fileKind'];
  batch: Array<{ line: number; tender: NormalisedTender }>;
  batchIds: Set<string>;
  /** Award rows: one per id in a batch, the highest amendment kept (contract history repeats a contract per amendment). */
  awardBatch: Map<string, NormalisedAward>;
}

const rejectRow = (run: RunState, line: number, reason: string) => {
  run.counts.rejected += 1;
  run.rejects.push({ line, reason });
};

const recordBatch = (run: RunState, result: BatchResult) => {
  run.counts.inserted += result.inserted.length;
  run.counts.updated += result.updated.length;
  run.counts.unchanged += result.unchanged;
  run.changedIds.push(...result.inserted, ...result.updated);
};

const saveRunCounts = (run: RunState) =>
  updateIngestRun(run.db, run.runId, run.counts, run.rejects.slice(0, MAX_STORED_REJECTS));

const flushAwards = async (run: RunState) => {
  if (run.awardBatch.size === 0) return;
  const result = await upsertAwardBatch(run.db, [...run.awardBatch.values()], run.runId);
  recordBatch(run, result);
  run.awardBatch = new Map();
  // Tracked tenders whose award this batch brought: won or lost in their organization's pipeline.
  await applyAwardOutcomes(run.db, [...result.inserted, ...result.updated]);
  await saveRunCounts(run);
};

/** A value the store refuses fails the whole batch: store its rows one by one, rejecting only the bad ones. */
const upsertTendersOneByOne = async (run: RunState, rows: RunState['batch']): Promise<BatchResult> => {
  const result: BatchResult = { inserted: [], updated: [], unchanged: 0 };
  for (const row of rows) {
    try {
      const single = await upsertTenderBatch(run.db, [row.tender], run.runId);
      result.inserted.push(...single.inserted);
      result.updated.push(...single.updated);
      result.unchanged += single.unchanged;
    } catch (rowError) {
      if (!isRowError(rowError)) throw rowError;
      rejectRow(run, row.line, `${row.tender.id}: ${(rowError as Error).message}`);
    }
  }
  return result;
};

const flush = async (run: RunState) => {
  await flushAwards(run);
  if (run.batch.length === 0) return;
  const rows = run.batch;
  let result: BatchResult;
  try {
    result = await upsertTenderBatch(
      run.db,
      rows.map((row) => row.tender),
      run.runId,
    );
  } catch (error) {
    if (!isRowError(error)) throw error;
    result = await upsertTendersOneByOne(run, rows);
  }
  recordBatch(run, result);
  run.batch = [];
  run.batchIds = new Set();
  await saveRunCounts(run);
  await run.options.onBatchCommitted?.({ inserted: result.inserted, updated: result.updated });
};

const addAwardRow = async (run: RunState, kind: AwardKind, line: number, record: RawRecord) => {
  const result = normaliseAwardRecord(kind, record);
  if (!result.ok) {
    rejectRow(run, line, result.reason);
    return;
  }
  const previous = run.awardBatch.get(result.award.id);
  if (previous && previous.amendmentNumber > result.award.amendmentNumber) run.counts.unchanged += 1;
  else {
    if (previous) run.counts.unchanged += 1;
    run.awardBatch.set(result.award.id, result.award);
  }
  if (run.awardBatch.size >= run.batchSize) await flushAwards(run);
};

const addTenderRow = async (run: RunState, line: number, record: RawRecord) => {
  const nulColumn = Object.entries(record).find(([, value]) => value?.includes('\u0000'))?.[0];
  const result = nulColumn
    ? { ok: false as const, reason: `a NUL character in column ${nulColumn}` }
    : normaliseRecord(record);
  if (!result.ok) {
    rejectRow(run, line, result.reason);
    return;
  }
  // The same notice twice in one file (e.g. amendments in order): commit the first before the next.
  if (run.batchIds.has(result.tender.id)) await flush(run);
  run.batch.push({ line, tender: result.tender });
  run.batchIds.add(result.tender.id);
  if (run.batch.length >= run.batchSize) await flush(run);
};

/** Reads every row of the opened source into batches, committing them as they fill and at the end. */
const loadRows = async (run: RunState, opened: OpenedSource) => {
  const { options, counts } = run;
  const counter = new ByteCounter();
  opened.stream.on('error', (error) => counter.destroy(error));
  opened.stream.pipe(counter);
  const totalBytes = opened.totalBytes;
  const onHeader = (header: string[]) => {
    run.awardKind = detectAwardFileKind(header);
    run.fileKind = run.awardKind ?? 'tender_notice';
  };
  for await (const row of readSourceRows(counter, onHeader)) {
    if (options.signal?.aborted) throw new Error('aborted');
    counts.rowsRead += 1;
    if ('error' in row) rejectRow(run, row.line, row.error);
    else if (run.awardKind) await addAwardRow(run, run.awardKind, row.line, row.record);
    else await addTenderRow(run, row.line, row.record);
    if (counts.rowsRead % 100 === 0)
      options.onProgress?.({ bytes: counter.bytes, totalBytes, rowsRead: counts.rowsRead });
  }
  await flush(run);
  options.onProgress?.({ bytes: counter.bytes, totalBytes, rowsRead: counts.rowsRead });
};

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
  const runId = await createIngestRun(db, source, options.feed ?? (isUrl(source) ? 'url' : 'file'));
  const run: RunState = {
    db,
    runId,
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
    options,
    counts: { rowsRead: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 },
    rejects: [],
    changedIds: [],
    awardKind: null,
    fileKind: null,
    batch: [],
    batchIds: new Set(),
    awardBatch: new Map(),
  };
  const summary = (error: string | null): IngestSummary => ({
    ...run.counts,
    runId,
    fileKind: run.fileKind,
    source,
    rejects: run.rejects,
    changedIds: run.changedIds,
    durationMs: Date.now() - started,
    error,
  });

  let opened: OpenedSource | undefined;
  // A run whose process dies stops beating; the next start marks it interrupted (markInterruptedIngestRuns).
  const heartbeat = setInterval(
    () => void touchIngestRun(db, runId).catch(() => undefined),
    INGEST_HEARTBEAT.everyMs,
  );
  heartbeat.unref();
  try {
    opened = await (options.open ?? ((s: string) => openSource(s, { signal: options.signal })))(source);
    await loadRows(run, opened);
  } catch (error) {
    opened?.stream.destroy();
    const message = error instanceof Error ? error.message : String(error);
    const failed = summary(message);
    await updateIngestRun(db, runId, run.counts, run.rejects.slice(0, MAX_STORED_REJECTS), {
      status: 'failed',
      error: message,
    }).catch(() => undefined);
    throw new IngestError(message, failed);
  } finally {
    clearInterval(heartbeat);
  }
  // Indexes and planner statistics brought up to date after a load that changed rows (search and the
  // similar-awards look-ups rely on both).
  if (run.counts.inserted + run.counts.updated > 0)
    await refreshIndexesAfterLoad(db, run.awardKind ? 'awards' : 'tenders');
  await updateIngestRun(db, runId, run.counts, run.rejects.slice(0, MAX_STORED_REJECTS), {
    status: 'succeeded',
    error: null,
  });
  return summary(null);
};
