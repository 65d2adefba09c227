import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parse, type CsvError } from 'csv-parse';
import { detectAwardFileKind } from './file-kind';
import { COLUMNS, type RawRecord } from './columns';

/** A row of the file: its record, or why it could not be read. `line` is the record's first line (1-based). */
export type CsvRow = { line: number; record: RawRecord } | { line: number; error: string };

export interface OpenedSource {
  /** Bytes of the file when known (file size or Content-Length). */
  totalBytes: number | null;
  stream: Readable;
}

/** CanadaBuys rejects some default user agents; say who we are. */
export const USER_AGENT = 'TenderScout/0.1 (+CanadaBuys open-data loader; Open Government Licence - Canada)';

export const isUrl = (source: string): boolean => /^https?:\/\//i.test(source);

export class SourceError extends Error {
  override name = 'SourceError';
}

/** Opens a path or an http(s) URL as a byte stream; the body is streamed, never held whole. */
export const openSource = async (
  source: string,
  options: { fetchTimeoutMs?: number; signal?: AbortSignal } = {},
): Promise<OpenedSource> => {
  if (!isUrl(source)) {
    const info = await stat(source).catch((error: NodeJS.ErrnoException) => {
      throw new SourceError(
        error.code === 'ENOENT' ? `No such file: ${source}` : `Cannot read ${source}: ${error.message}`,
      );
    });
    if (!info.isFile()) throw new SourceError(`Not a file: ${source}`);
    return { totalBytes: info.size, stream: createReadStream(source) };
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.fetchTimeoutMs ?? 30_000);
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  let response: Response;
  try {
    response = await fetch(source, {
      headers: { 'user-agent': USER_AGENT, accept: 'text/csv,*/*' },
      signal: controller.signal,
      redirect: 'follow',
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const reason = controller.signal.aborted ? 'timed out' : `${(error as Error).message}${cause}`;
    throw new SourceError(`Could not fetch ${source}: ${reason}`);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok || !response.body) {
    throw new SourceError(`Could not fetch ${source}: HTTP ${response.status} ${response.statusText}`.trim());
  }
  const length = Number(response.headers.get('content-length'));
  return {
    totalBytes: Number.isFinite(length) && length > 0 ? length : null,
    stream: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
  };
};

/** Counts bytes as they pass, for the progress bar. */
export class ByteCounter extends Transform {
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    callback(null, chunk);
  }
}

/**
 * Parses a CanadaBuys CSV stream with a real CSV parser: UTF-8 BOM, CRLF or LF, quoted fields with embedded
 * newlines, tabs and `""`, unquoted empty fields. Records are keyed by the header, which `onHeader` sees first
 * (award and contract-history files are told apart by it). A malformed record is
 * yielded as an error with its line number and the rest of the file is still read.
 */
export async function* readCanadaBuysCsv(
  input: Readable,
  onHeader?: (header: string[]) => void,
): AsyncGenerator<CsvRow> {
  const skipped: CsvRow[] = [];
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    info: true,
  });
  parser.on('skip', (error: CsvError & { lines?: number }) => {
    skipped.push({ line: error.lines ?? 0, error: error.message });
  });
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);

  let header: string[] | null = null;
  let previousEndLine = 0;
  // csv-parse counts a CRLF inside a quoted field as two lines; correct for it so line numbers match an editor's.
  let crlfInsideFields = 0;
  for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    while (skipped.length > 0) yield skipped.shift()!;
    for (const field of item.record)
      if (field.includes('\r\n')) crlfInsideFields += field.split('\r\n').length - 1;
    const line = previousEndLine + 1;
    previousEndLine = item.info.lines - crlfInsideFields;
    if (header === null) {
      header = item.record.map((name) => name.replace(/^\uFEFF/, '').trim());
      if (!header.includes(COLUMNS.referenceNumber) && detectAwardFileKind(header) === null) {
        throw new SourceError(
          `Not a CanadaBuys tender-notice, award-notice or contract-history file: the header has no "${COLUMNS.referenceNumber}" column`,
        );
      }
      onHeader?.(header);
      continue;
    }
    if (item.record.length !== header.length) {
      yield { line, error: `expected ${header.length} fields, found ${item.record.length}` };
      continue;
    }
    const record: RawRecord = {};
    header.forEach((name, index) => {
      record[name] = item.record[index];
    });
    yield { line, record };
  }
  while (skipped.length > 0) yield skipped.shift()!;
  if (header === null) throw new SourceError('The file is empty: no header row');
}
