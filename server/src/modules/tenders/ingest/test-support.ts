import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { repoRoot } from '../../../lib/paths';
import type { RawRecord } from '../../../shared/open-data/columns';
import { CSV_HEADER_LINE, toCsvLine } from './generator';

/** Test helpers over the real files in data/ (shared by unit and integration tests). */
export const DATA_FILES = {
  newNotices: path.join(repoRoot, 'data', 'canadabuys', 'newTenderNotice-nouvelAvisAppelOffres.csv'),
  openNotices: path.join(repoRoot, 'data', 'canadabuys', 'openTenderNotice-sample-2026-08-03.csv'),
  realNotices: path.join(repoRoot, 'data', 'eval-corpus', 'real-notices.csv'),
  tendersentrySample: path.join(repoRoot, 'data', 'canadabuys', 'tendersentry-sample.csv'),
};

/** The records of a real file, parsed independently of the ingest reader (csv-parse's sync API). */
export const readRecords = (file: string): Array<Record<string, string>> =>
  parse<Record<string, string>>(readFileSync(file), { bom: true, columns: true });

export const findRecord = (file: string, id: string): Record<string, string> => {
  const record = readRecords(file).find((row) => row['referenceNumber-numeroReference'] === id);
  if (!record) throw new Error(`${id} is not in ${file}`);
  return record;
};

/** A CanadaBuys file (BOM, quoted, CRLF) holding these records. */
export const toCanadaBuysCsv = (records: RawRecord[]): string =>
  CSV_HEADER_LINE + records.map((record) => toCsvLine(record as Record<string, string>)).join('');
