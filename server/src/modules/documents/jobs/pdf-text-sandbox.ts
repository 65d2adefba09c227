import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PdfTextError, type PdfText, type PdfTextFailure } from './documents-pdf-text';

/** The limits one PDF is read under; over any of them the document fails with the reason. */
export interface PdfLimits {
  /** Memory of the reading process (resident set, heap included), in MB. */
  maxMemoryMb: number;
  /** Longer files are refused before any page is read. */
  maxPages: number;
  /** Wall-clock time for the whole file, in seconds. */
  timeoutSeconds: number;
}

export const DEFAULT_PDF_LIMITS: PdfLimits = { maxMemoryMb: 512, maxPages: 2_000, timeoutSeconds: 120 };

const MAX_CHARACTERS = 5_000_000;
/** How often the child's memory is read (from /proc on Linux). */
const MEMORY_POLL_MS = 50;

export interface PdfChildRequest {
  bytes: Uint8Array;
  maxPages: number;
  maxCharacters: number;
}

export type PdfChildReply = ({ ok: true } & PdfText) | { ok: false; reason: PdfTextFailure; message: string };

/**
 * The child's entry: `pdf-text-child.js` beside this module in the tsup bundle, else the TypeScript source
 * behind tsx's loader (a dev dependency) under Vitest or tsx.
 */
const childEntry = (): { path: string; execArgv: string[] } => {
  const built = new URL('./pdf-text-child.js', import.meta.url);
  if (existsSync(built)) return { path: fileURLToPath(built), execArgv: [] };
  const source = new URL('./pdf-text-child.ts', import.meta.url);
  const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { path: fileURLToPath(source), execArgv: ['--import', loader] };
};

/** Resident memory of a process in bytes (Linux /proc), or null where it cannot be read. */
const residentBytes = async (pid: number): Promise<number | null> => {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
};

const overMemory = (limits: PdfLimits) =>
  new PdfTextError(
    'too_much_memory',
    `Reading this PDF needed more than ${limits.maxMemoryMb} MB of memory (for example a compressed stream ` +
      'that expands enormously), so it was stopped.',
  );

interface Reader {
  child: ChildProcess;
  ready: Promise<void>;
  /** The reply handler of the file being read, if any. */
  onReply: ((reply: PdfChildReply) => void) | null;
  /** Called when the process ends while a file is being read. */
  onExit: ((code: number | null, signal: NodeJS.Signals | null) => void) | null;
  heapMb: number;
}

let reader: Reader | null = null;

const startReader = (heapMb: number): Reader => {
  const entry = childEntry();
  const child = fork(entry.path, [], {
    execArgv: [...entry.execArgv, `--max-old-space-size=${heapMb}`],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  const started: Reader = {
    child,
    heapMb,
    onReply: null,
    onExit: null,
    ready: new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) => reject(new Error(`exited (${signal ?? `code ${code}`})`)));
      child.on('message', (message: { ready: true } | PdfChildReply) => {
        if ('ready' in message) resolve();
        else started.onReply?.(message);
      });
    }),
  };
  started.ready.catch(() => undefined);
  child.on('exit', (code, signal) => {
    if (reader === started) reader = null;
    started.onExit?.(code, signal);
  });
  child.on('error', () => undefined);
  // The reader never keeps the API process alive on its own.
  child.unref();
  child.channel?.unref();
  return started;
};

const holdReader = (held: Reader, hold: boolean): void => {
  if (held.child.exitCode !== null || held.child.signalCode !== null) return;
  if (hold) {
    held.child.ref();
    held.child.channel?.ref();
  } else {
    held.child.unref();
    held.child.channel?.unref();
  }
};

const stopReader = (stopped: Reader): void => {
  if (reader === stopped) reader = null;
  stopped.onReply = null;
  stopped.onExit = null;
  if (stopped.child.exitCode === null && stopped.child.signalCode === null) stopped.child.kill('SIGKILL');
};

/** Ends the reader process (app shutdown, tests). */
export const closePdfReader = (): void => {
  if (reader) stopReader(reader);
};

const overTime = (limits: PdfLimits) =>
  new PdfTextError(
    'timeout',
    `Reading this PDF took longer than ${limits.timeoutSeconds} s, so it was stopped.`,
  );

/** Why the reader ended while reading a file. */
const exitError = (limits: PdfLimits, code: number | null, signal: NodeJS.Signals | null) =>
  // V8 aborts a process whose heap passes --max-old-space-size: that is the memory limit too.
  signal === 'SIGABRT' || code === 134
    ? overMemory(limits)
    : new PdfTextError(
        'reader_failed',
        `The PDF reader stopped before finishing this file (${signal ?? `exit code ${code}`}).`,
      );

/** The running reader for these limits (a new one when there is none or its heap cap differs), held and ready. */
const readyReader = async (limits: PdfLimits): Promise<Reader> => {
  const heapMb = Math.max(32, limits.maxMemoryMb);
  if (reader && reader.heapMb !== heapMb) stopReader(reader);
  try {
    const current = (reader ??= startReader(heapMb));
    // Held while a file is read (an idle reader never keeps the process alive).
    holdReader(current, true);
    await current.ready;
    return current;
  } catch (error) {
    if (reader) stopReader(reader);
    throw new PdfTextError(
      'reader_failed',
      `The PDF reader could not start (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
};

type ReadOutcome = { text: PdfText } | { error: PdfTextError };

/**
 * Sends one file to the reader and waits for its reply, its exit, the time limit or the memory limit,
 * whichever comes first; the reader is killed on every outcome but a reply.
 */
const readWithLimits = (current: Reader, bytes: Uint8Array, limits: PdfLimits): Promise<ReadOutcome> =>
  new Promise<ReadOutcome>((resolve) => {
    const limitBytes = limits.maxMemoryMb * 1024 * 1024;
    let settled = false;
    const finish = (outcome: ReadOutcome, kill: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      current.onReply = null;
      current.onExit = null;
      if (kill) stopReader(current);
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ error: overTime(limits) }, true), limits.timeoutSeconds * 1000);
    let polling = false;
    const watch = setInterval(() => {
      const pid = current.child.pid;
      if (polling || settled || pid === undefined) return;
      polling = true;
      void residentBytes(pid).then((resident) => {
        polling = false;
        if (resident !== null && resident > limitBytes) finish({ error: overMemory(limits) }, true);
      });
    }, MEMORY_POLL_MS);
    current.onReply = (message) => {
      if (message.ok) {
        const { ok: _ok, ...text } = message;
        finish({ text }, false);
      } else {
        finish({ error: new PdfTextError(message.reason, message.message) }, false);
      }
    };
    current.onExit = (code, signal) => finish({ error: exitError(limits, code, signal) }, true);
    current.child.send({
      bytes,
      maxPages: limits.maxPages,
      maxCharacters: MAX_CHARACTERS,
    } satisfies PdfChildRequest);
  });

/**
 * The text of a PDF, read in a child process under memory, page and time limits (issue 16: a PDF bomb must not
 * take the API down). The child's heap is capped (--max-old-space-size) and its whole resident memory, which
 * also holds the decompressed streams pdf.js keeps outside the heap, is watched; the child is killed when it
 * passes the limit or the time runs out, and a fresh one reads the next file. One child serves file after
 * file while it stays small. A file over a limit ends in a PdfTextError with the reason; nothing here throws
 * anything else.
 */
const readOne = async (bytes: Uint8Array, limits: PdfLimits): Promise<PdfText> => {
  const current = await readyReader(limits);
  const result = await readWithLimits(current, bytes, limits);
  holdReader(current, false);
  // A reader that grew past half its limit (pdf.js keeps caches) is replaced before the next file.
  if (reader === current && current.child.pid !== undefined) {
    const resident = await residentBytes(current.child.pid);
    if (resident !== null && resident > (limits.maxMemoryMb * 1024 * 1024) / 2) stopReader(current);
  }
  if ('text' in result) return result.text;
  throw result.error;
};

/** Files wait their turn: the one reader process reads one file at a time. */
let queue: Promise<unknown> = Promise.resolve();

export const extractPdfTextIsolated = (bytes: Uint8Array, limits: PdfLimits): Promise<PdfText> => {
  const run = queue.then(() => readOne(bytes, limits));
  queue = run.catch(() => undefined);
  return run;
};
