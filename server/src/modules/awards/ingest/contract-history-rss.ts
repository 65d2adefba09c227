import type { Readable } from 'node:stream';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { AnyNode, Element } from 'domhandler';
import type { RawRecord } from '../../../shared/open-data/columns';
import { SourceError, type CsvRow } from '../../../shared/open-data/csv-reader';

/**
 * The legacy buyandsell contract-history RSS export (`procurement-data/feed?…`, retired with buyandsell): RSS 2.0,
 * one `<item>` per contract amendment. The title is "SUPPLIER STANDARDIZED NAME (contract number~amendment)", the
 * description an HTML table of label → value rows (GSIN description, supplier operating and legal names,
 * amendment number, award and expiry dates, value), `dc:creator` the publishing department.
 *
 * Each item becomes a record with the column names of the legacy contract-history CSV (`contracts.csv`), so the
 * award normaliser and the store's amendment rules treat both exports alike.
 */

/** The legacy CSV columns an RSS item fills; the loader treats them as the file's header. */
export const RSS_CONTRACT_COLUMNS = [
  'contract-number',
  'amendment-number',
  'award-date',
  'expiry-date',
  'contract-value',
  'total-contract-value',
  'gsin',
  'gsin-description_en',
  'supplier-standardized-name',
  'supplier-operating-name',
  'supplier-legal-name',
  'end-user-entity_en',
] as const;

type RssColumn = (typeof RSS_CONTRACT_COLUMNS)[number];

/** Table labels (lower case) as buyandsell printed them, and the column each fills. */
const LABELS: Record<string, RssColumn> = {
  'amendment number': 'amendment-number',
  'award date': 'award-date',
  'expiry date': 'expiry-date',
  value: 'contract-value',
  'contract value': 'contract-value',
  'total contract value': 'total-contract-value',
  gsin: 'gsin',
  'supplier operating name': 'supplier-operating-name',
  'supplier legal name': 'supplier-legal-name',
  'supplier standardized name': 'supplier-standardized-name',
  department: 'end-user-entity_en',
  'end user entity': 'end-user-entity_en',
  'end-user entity': 'end-user-entity_en',
};

/** A feed is read whole (totals need every amendment); buyandsell exports were a few hundred kB at most. */
export const MAX_RSS_BYTES = 64 * 1024 * 1024;

/** True when the first bytes of a source are XML (an RSS export) rather than CSV. */
export const looksLikeXml = (head: Buffer): boolean =>
  /^\s*</.test(head.toString('utf8', 0, Math.min(head.length, 256)).replace(/^\uFEFF/, ''));

const childrenNamed = (parent: AnyNode[], name: string): Element[] =>
  DomUtils.getElementsByTagName(name, parent, false);

const textOf = (parent: Element, name: string): string | null => {
  const element = childrenNamed(parent.children, name)[0];
  return element ? DomUtils.textContent(element).trim() : null;
};

/** Label → value cells of the description's HTML table (two cells a row; other rows are ignored). */
const tableFields = (html: string): Map<string, string> => {
  const fields = new Map<string, string>();
  for (const row of DomUtils.getElementsByTagName('tr', parseDocument(html).children)) {
    const cells = childrenNamed(row.children, 'td').concat(childrenNamed(row.children, 'th'));
    if (cells.length < 2) continue;
    const label = DomUtils.textContent(cells[0]!).replace(/\s+/g, ' ').trim().toLowerCase();
    fields.set(label, DomUtils.textContent(cells[1]!).trim());
  }
  return fields;
};

/** "IBM CANADA LTD/IBM CANADA LIMITEE (EN260-060014/001/ZG~002)" → supplier, contract number, amendment. */
const parseTitle = (title: string) => {
  const match = /^(.*)\(([^()~]+)~(\d+)\)\s*$/s.exec(title.trim());
  if (!match) return null;
  return { supplier: match[1]!.trim(), contractNumber: match[2]!.trim(), amendment: match[3]! };
};

/** "1,181,867.00" → cents, or null when not an amount (the normaliser rejects the item then). */
const cents = (value: string | undefined): number | null => {
  const cleaned = (value ?? '').replace(/[$,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : null;
};

type ItemRow = { line: number; record: RawRecord } | { line: number; error: string };

const readItem = (item: Element, position: number, line: number): ItemRow => {
  const title = parseTitle(textOf(item, 'title') ?? '');
  if (!title) return { line, error: `item ${position}: the title has no "(contract number~amendment)"` };
  const fields = tableFields(textOf(item, 'description') ?? '');
  const record: RawRecord = {};
  for (const [label, value] of fields) {
    const column = LABELS[label];
    if (column) record[column] = value;
  }
  const gsinDescription = fields.get('gsin description');
  if (gsinDescription !== undefined) {
    // "R019BF: Human Resource Services, …": the code, then its description.
    const [code, ...rest] = gsinDescription.split(':');
    if (rest.length > 0 && /^[A-Z0-9]+$/i.test(code!.trim())) {
      record.gsin ??= code!.trim();
      record['gsin-description_en'] = rest.join(':').trim();
    } else record['gsin-description_en'] = gsinDescription;
  }
  if (Object.keys(record).length === 0)
    return { line, error: `item ${position}: the description has no table of contract fields` };
  record['contract-number'] = title.contractNumber;
  record['amendment-number'] ??= title.amendment;
  record['supplier-standardized-name'] ??= title.supplier;
  // No department row in the export: the publishing department is the contracting one.
  record['end-user-entity_en'] ??= textOf(item, 'dc:creator') ?? undefined;
  return { line, record };
};

const readText = async (input: Readable): Promise<string> => {
  const decoder = new TextDecoder('utf-8');
  let text = '';
  let bytes = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > MAX_RSS_BYTES)
      throw new SourceError(`The RSS export is larger than ${MAX_RSS_BYTES / 1_048_576} MB`);
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
};

/**
 * Reads a buyandsell contract-history RSS export into legacy contract-history records, one per `<item>`, `line`
 * being the line the item starts on. The feed lists each amendment's own value; a contract's total is the sum
 * of the values of its amendments in the feed (given as `total-contract-value` unless the table has one). An
 * item without a "(contract number~amendment)" title or a field table is yielded as an error; the rest load.
 */
export async function* readContractHistoryRss(
  input: Readable,
  onHeader?: (header: string[]) => void,
): AsyncGenerator<CsvRow> {
  const text = await readText(input);
  const document = parseDocument(text, { xmlMode: true, withStartIndices: true });
  const rss = childrenNamed(document.children, 'rss')[0];
  const channel = rss && childrenNamed(rss.children, 'channel')[0];
  if (!channel)
    throw new SourceError('Not a CanadaBuys CSV file or a buyandsell RSS export: no <rss><channel>');
  onHeader?.([...RSS_CONTRACT_COLUMNS]);

  let line = 1;
  let scanned = 0;
  const lineAt = (index: number) => {
    for (; scanned < index; scanned += 1) if (text.charCodeAt(scanned) === 10) line += 1;
    return line;
  };
  const rows = childrenNamed(channel.children, 'item').map((item, index) =>
    readItem(item, index + 1, lineAt(item.startIndex ?? 0)),
  );

  const totals = new Map<string, number>();
  for (const row of rows) {
    if ('error' in row) continue;
    const amount = cents(row.record['contract-value']);
    const key = row.record['contract-number']!;
    if (amount !== null) totals.set(key, (totals.get(key) ?? 0) + amount);
  }
  for (const row of rows) {
    if (!('error' in row)) {
      const total = totals.get(row.record['contract-number']!);
      if (total !== undefined) row.record['total-contract-value'] ??= (total / 100).toFixed(2);
    }
    yield row;
  }
}
