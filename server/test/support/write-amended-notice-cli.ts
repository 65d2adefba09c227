/**
 * Writes the real notice as first published (`original.csv`) and its amendment 001 (`amended.csv`) as CanadaBuys
 * files into the directory given, for a journey that loads them with the ingest command:
 * `tsx server/test/support/write-amended-notice-cli.ts <dir>`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { toCanadaBuysCsv } from '../../src/modules/tenders/ingest/test-support';
import { amended, withTypo } from './amended-notice';

const dir = process.argv[2];
if (!dir) throw new Error('usage: write-amended-notice-cli.ts <dir>');
writeFileSync(path.join(dir, 'original.csv'), toCanadaBuysCsv([withTypo()]));
writeFileSync(path.join(dir, 'amended.csv'), toCanadaBuysCsv([amended()]));
