import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { contentMatchesExtension } from '../file-signature';
import { documentKindOf, fileExtensionOf, isUploadExtension } from '@tenderscout/domain';
import type { Logger } from 'pino';
import type { Db } from '../../../db/database';
import { isAppError } from '../../../lib/app-error';
import type { DocumentStorage } from '../document-storage';
import { documentsStore, type DocumentSummaryRow } from '../documents.store';
import type { DocumentJobKind } from '../documents.tables';
import {
  downloadAttachment,
  DownloadError,
  type FetchFunction,
  type LookupFunction,
} from './documents-download';
import { PdfTextError } from './documents-pdf-text';
import { DEFAULT_PDF_LIMITS, extractPdfTextIsolated, type PdfLimits } from './pdf-text-sandbox';
import { documentQueue, MAX_JOB_ATTEMPTS, type ClaimedJob } from './documents-queue.store';
import { refreshTenderRequirements } from './documents-requirements';

export interface DocumentWorkerOptions {
  /** The store's query layer; it throws 503 until the store is ready, which the worker waits out. */
  db: () => Db;
  storage: DocumentStorage;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Fetch notice attachments from the allowed hosts (off: only uploads are processed). */
  downloads: boolean;
  fetch?: FetchFunction;
  lookup?: LookupFunction;
  /** How long an idle worker waits before looking for work again. */
  pollMs?: number;
  /** How often to look for newly published attachments (downloads on). */
  discoverEveryMs?: number;
  /** false: no background loop; the caller drives the queue with runUntilIdle (tests, scripts). */
  autoStart?: boolean;
  /** Memory, page and time limits of PDF text extraction (a child process per file). */
  pdfLimits?: PdfLimits;
}

export interface DocumentWorker {
  readonly id: string;
  /** Wake the worker now (a job was just queued). */
  nudge(): void;
  /** Process queued jobs until none is left; returns how many ran (tests, scripts). */
  runUntilIdle(): Promise<number>;
  stop(): Promise<void>;
}

/** Why a job failed, in a sentence for the documents card; anything unexpected is named as such. */
class JobFailure extends Error {
  override name = 'JobFailure';
}

const MAX_CSV_CHARACTERS = 2_000_000;
const DISCOVERY_BATCH = 200;

const fileNameOfUrl = (url: string): string => {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop() ?? url;
    return decodeURIComponent(last);
  } catch {
    return url;
  }
};

const csvText = (bytes: Uint8Array): string => {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  return text.slice(0, MAX_CSV_CHARACTERS).trim();
};

/**
 * Text and page count of a stored file by its kind: PDF text (read in a child process under the limits), CSV
 * as is, nothing to read in images.
 */
const readText = async (
  fileType: string,
  bytes: Uint8Array,
  pdfLimits: PdfLimits,
): Promise<{ text: string | null; pageCount: number | null }> => {
  if (documentKindOf(fileType) === 'pdf') {
    const pdf = await extractPdfTextIsolated(bytes, pdfLimits);
    return { text: pdf.text, pageCount: pdf.pageCount };
  }
  if (fileType === 'csv') {
    const text = csvText(bytes);
    return { text: text || null, pageCount: null };
  }
  return { text: null, pageCount: null };
};

/** The worker a job runs in: its settings, and its id (the lock its claimed jobs carry). */
interface JobContext {
  options: DocumentWorkerOptions;
  workerId: string;
}

/** Queues a download for each newly published attachment of an open tender (a batch at a time). */
const discoverAttachments = async (db: Db, log: DocumentWorkerOptions['log']): Promise<void> => {
  const found = await documentQueue.undiscoveredAttachments(db, DISCOVERY_BATCH);
  const tenders = new Set<string>();
  for (const attachment of found) {
    const filename = fileNameOfUrl(attachment.url);
    const fileType = fileExtensionOf(filename) || 'unknown';
    const inserted = await documentQueue.addNoticeDocument(db, attachment, filename, fileType);
    if (!inserted) continue;
    await documentsStore.enqueueJob(db, {
      documentId: inserted.id,
      tenderId: inserted.tender_id,
      kind: 'download',
    });
    tenders.add(inserted.tender_id);
  }
  for (const tenderId of tenders) await documentsStore.refreshTenderStatus(db, tenderId);
  if (found.length > 0) log.info({ attachments: found.length }, 'document attachments queued');
};

/** The document's bytes: the stored file, or the attachment downloaded, checked against its type and stored. */
const obtainBytes = async (
  { options }: JobContext,
  job: ClaimedJob,
  document: DocumentSummaryRow,
  db: Db,
): Promise<Uint8Array> => {
  if (job.kind === 'extract' || document.storage_path) {
    if (!document.storage_path) throw new JobFailure('The document has no stored file');
    return options.storage.read(document.storage_path);
  }
  if (!document.url) throw new JobFailure('The attachment has no URL');
  const bytes = await downloadAttachment(document.url, { fetch: options.fetch, lookup: options.lookup });
  const extension = document.file_type;
  if (!isUploadExtension(extension) || !contentMatchesExtension(extension, bytes, bytes.subarray(-65536))) {
    throw new JobFailure(`The source did not return a ${extension.toUpperCase()} file`);
  }
  const stored = await options.storage.storeBytes(bytes, extension);
  await documentsStore.setDocumentStatus(db, document.id, {
    status: 'processing',
    storagePath: stored.storagePath,
    sizeBytes: stored.sizeBytes,
    checksum: stored.checksum,
  });
  return bytes;
};

/** Re-extracts a tender's requirements from its documents and refreshes its document search text. */
const runRequirementsJob = async ({ workerId }: JobContext, db: Db, job: ClaimedJob): Promise<void> => {
  await refreshTenderRequirements(db, job.tender_id);
  await documentsStore.refreshTenderDocumentSearch(db, job.tender_id);
  await documentQueue.finish(db, job.id, workerId, { status: 'completed' });
};

/**
 * A job whose earlier run never finished (the server stopped mid-way) is not run again, so a file that stops
 * the server can do it once at most.
 */
const failInterruptedJob = async (
  { workerId }: JobContext,
  db: Db,
  job: ClaimedJob,
  document: DocumentSummaryRow,
): Promise<void> => {
  const error =
    'Processing was interrupted (the server stopped while reading this file) and is not retried; ' +
    'upload the file again to try once more.';
  await documentsStore.setDocumentStatus(db, document.id, { status: 'failed', error });
  await documentQueue.finish(db, job.id, workerId, { status: 'failed', error });
  await documentsStore.refreshTenderStatus(db, document.tender_id);
};

/** Reads the document's text and stores it; a document with text feeds search and the requirements. */
const extractAndStore = async (
  context: JobContext,
  db: Db,
  job: ClaimedJob,
  document: DocumentSummaryRow,
): Promise<void> => {
  const bytes = await obtainBytes(context, job, document, db);
  const { text, pageCount } = await readText(
    document.file_type,
    bytes,
    context.options.pdfLimits ?? DEFAULT_PDF_LIMITS,
  );
  // The document and the tender's status change together, so no reader sees one without the other.
  await db.transaction().execute(async (trx) => {
    await documentsStore.setDocumentStatus(trx, document.id, {
      status: 'completed',
      error: null,
      textContent: text,
      pageCount,
    });
    await documentsStore.refreshTenderStatus(trx, document.tender_id);
  });
  await documentQueue.finish(db, job.id, context.workerId, { status: 'completed' });
  if (text) {
    await documentsStore.refreshTenderDocumentSearch(db, document.tender_id);
    await refreshTenderRequirements(db, document.tender_id);
  }
  context.options.log.info(
    {
      documentId: document.id,
      tenderId: document.tender_id,
      pages: pageCount,
      characters: text?.length ?? 0,
    },
    'document processed',
  );
};

/** Ends the job and the document as failed with the reason (the store being unavailable is thrown on). */
const recordFailure = async (
  { options, workerId }: JobContext,
  db: Db,
  job: ClaimedJob,
  document: DocumentSummaryRow,
  error: unknown,
): Promise<void> => {
  if (isAppError(error) && error.code === 'unavailable') throw error;
  const expected =
    error instanceof PdfTextError || error instanceof DownloadError || error instanceof JobFailure;
  const message = error instanceof Error ? error.message : String(error);
  const reason = expected ? message : `Processing failed unexpectedly: ${message}`;
  if (expected) options.log.info({ documentId: document.id, reason }, 'document processing failed');
  else options.log.error({ err: error, documentId: document.id }, 'document processing failed unexpectedly');
  await db.transaction().execute(async (trx) => {
    await documentsStore.setDocumentStatus(trx, document.id, { status: 'failed', error: reason });
    await documentsStore.refreshTenderStatus(trx, document.tender_id);
  });
  await documentQueue.finish(db, job.id, workerId, { status: 'failed', error: reason });
};

const runJob = async (context: JobContext, db: Db, job: ClaimedJob): Promise<void> => {
  if (job.kind === 'requirements') return runRequirementsJob(context, db, job);
  const document = await documentsStore.findSummary(db, job.document_id);
  if (!document) {
    await documentQueue.finish(db, job.id, context.workerId, {
      status: 'failed',
      error: 'The document no longer exists',
    });
    return;
  }
  if (job.attempts > MAX_JOB_ATTEMPTS) return failInterruptedJob(context, db, job, document);
  await db.transaction().execute(async (trx) => {
    await documentsStore.setDocumentStatus(trx, document.id, { status: 'processing', error: null });
    await documentsStore.refreshTenderStatus(trx, document.tender_id);
  });
  try {
    await extractAndStore(context, db, job, document);
  } catch (error) {
    await recordFailure(context, db, job, document, error);
  } finally {
    await documentsStore.refreshTenderStatus(db, document.tender_id).catch(() => undefined);
  }
};

/** A pause that wake() cuts short (a job was just queued, or the worker stops). */
const createPause = () => {
  let wake: (() => void) | undefined;
  return {
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          wake = undefined;
          resolve();
        }, ms);
        timer.unref();
        wake = () => {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        };
      }),
    wake: () => wake?.(),
  };
};

/**
 * The document queue's worker: claims one job at a time (FOR UPDATE SKIP LOCKED, so several instances share
 * the queue), downloads allowed attachments, extracts text, re-runs requirement extraction and keeps each
 * document's and the tender's processing status. A job never throws out of here: every failure ends as
 * `failed` with its reason.
 */
export const startDocumentWorker = (options: DocumentWorkerOptions): DocumentWorker => {
  const context: JobContext = {
    options,
    workerId: `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  };
  const kinds: DocumentJobKind[] = options.downloads
    ? ['extract', 'download', 'requirements']
    : ['extract', 'requirements'];
  const pollMs = options.pollMs ?? 2_000;
  const discoverEveryMs = options.discoverEveryMs ?? 10 * 60_000;
  const pause = createPause();
  let stopped = false;
  let nextDiscoveryAt = 0;
  let current: Promise<unknown> = Promise.resolve();

  /** One step: discovery when due, then at most one job. True when a job ran. */
  const step = async (): Promise<boolean> => {
    const db = options.db();
    if (options.downloads && Date.now() >= nextDiscoveryAt) {
      nextDiscoveryAt = Date.now() + discoverEveryMs;
      await discoverAttachments(db, options.log);
    }
    const job = await documentQueue.claim(db, context.workerId, kinds);
    if (!job) return false;
    await runJob(context, db, job);
    return true;
  };

  const loop = async (): Promise<void> => {
    while (!stopped) {
      let ran = false;
      try {
        const running = step();
        current = running;
        ran = await running;
      } catch (error) {
        // The store is starting or stopping: wait and look again. Anything else is logged, never thrown.
        if (!stopped && !(isAppError(error) && error.code === 'unavailable')) {
          options.log.warn({ err: error }, 'document worker step failed');
        }
      }
      if (!ran && !stopped) await pause.sleep(pollMs);
    }
  };

  const looping = options.autoStart === false ? Promise.resolve() : loop();

  return {
    id: context.workerId,
    nudge: pause.wake,
    async runUntilIdle() {
      let count = 0;
      while (await step()) count += 1;
      return count;
    },
    async stop() {
      stopped = true;
      pause.wake();
      await current.catch(() => undefined);
      await looping;
    },
  };
};
