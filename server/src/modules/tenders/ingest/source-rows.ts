import { Readable } from 'node:stream';
import { looksLikeXml, readContractHistoryRss } from '../../awards';
import { readCanadaBuysCsv, type CsvRow } from '../../../shared/open-data/csv-reader';

/** Bytes looked at to tell XML from CSV. */
const SNIFF_BYTES = 64;

/**
 * The rows of a source, whatever its format: told apart by its first bytes, not its name or Content-Type
 * (a URL may have neither), an XML source is read as a buyandsell contract-history RSS export, anything else as
 * a CanadaBuys CSV file. `onHeader` sees the columns the rows carry.
 */
export async function* readSourceRows(
  input: Readable,
  onHeader?: (header: string[]) => void,
): AsyncGenerator<CsvRow> {
  const chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  // The bytes already read, then the rest of the source, as one stream again.
  const replay = Readable.from(
    (async function* () {
      yield* head;
      if (ended) return;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    })(),
    { objectMode: false },
  );
  if (looksLikeXml(Buffer.concat(head))) yield* readContractHistoryRss(replay, onHeader);
  else yield* readCanadaBuysCsv(replay, onHeader);
}
