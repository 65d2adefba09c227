import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/db/database';
import { COLUMNS } from '../../src/shared/open-data/columns';
import { ingestSource } from '../../src/modules/tenders/ingest/ingest-runner';
import { DATA_FILES, findRecord, toCanadaBuysCsv } from '../../src/modules/tenders/ingest/test-support';

/**
 * A real notice (Weekly Courier Services, cb-120-98313427) as first published with a typo (and a questions
 * deadline added here), and its amendment 001
 * made here: the closing moved a week, a new mandatory criterion, a new attachment and the typo corrected.
 */
export const AMENDED_ID = 'cb-120-98313427';
export const NEW_CRITERION_EN =
  'The courier must hold a valid Transportation of Dangerous Goods (TDG) certificate.';
export const NEW_CRITERION_FR =
  'Le messager doit détenir un certificat valide de transport des marchandises dangereuses (TMD).';
export const NEW_ATTACHMENT = 'amendment-001_rfp-en.pdf';
const ATTACHMENT_BASE = 'https://canadabuys.canada.ca/sites/default/files/webform/tender_notice/83302/';

/** The questions deadline both versions state (the amendment does not move it). */
export const QUESTIONS_EN = 'Questions must be received no later than January 12, 2026 at 2:00 p.m. EST.';
export const QUESTIONS_FR = 'Les questions doivent parvenir au plus tard le 12 janvier 2026 à 14 h HNE.';

const original = (): Record<string, string> => {
  const record = findRecord(DATA_FILES.newNotices, AMENDED_ID);
  return {
    ...record,
    [COLUMNS.descriptionEn]: `${record[COLUMNS.descriptionEn]}\r\n\r\n${QUESTIONS_EN}`,
    [COLUMNS.descriptionFr]: `${record[COLUMNS.descriptionFr]}\r\n\r\n${QUESTIONS_FR}`,
  };
};

export const withTypo = (): Record<string, string> => {
  const record = original();
  return {
    ...record,
    [COLUMNS.descriptionEn]: (record[COLUMNS.descriptionEn] ?? '').replace('lab specimens', 'lab specimnes'),
    [COLUMNS.descriptionFr]: (record[COLUMNS.descriptionFr] ?? '').replace(
      'de laboratoire',
      'de laboratiore',
    ),
  };
};

export const amended = (): Record<string, string> => {
  const record = original();
  return {
    ...record,
    [COLUMNS.amendmentNumber]: '001',
    [COLUMNS.amendmentDate]: '2026-01-09',
    // Jan 19, 5:00 p.m. ET → Jan 26, 2:00 p.m. ET.
    [COLUMNS.closingDate]: '2026-01-26T14:00:00',
    [COLUMNS.descriptionEn]: `${record[COLUMNS.descriptionEn]}\r\n\r\n${NEW_CRITERION_EN}`,
    [COLUMNS.descriptionFr]: `${record[COLUMNS.descriptionFr]}\r\n\r\n${NEW_CRITERION_FR}`,
    [COLUMNS.attachmentsEn]: `${record[COLUMNS.attachmentsEn]},${ATTACHMENT_BASE}${NEW_ATTACHMENT}`,
    [COLUMNS.attachmentsFr]: `${record[COLUMNS.attachmentsFr]},${ATTACHMENT_BASE}${NEW_ATTACHMENT}`,
  };
};

/** Amendment 002: a wording fix only (the English title in sentence case). */
const wordingFix = (): Record<string, string> => {
  const record = amended();
  return {
    ...record,
    [COLUMNS.amendmentNumber]: '002',
    [COLUMNS.amendmentDate]: '2026-01-12',
    [COLUMNS.titleEn]: record[COLUMNS.titleEn]!.replace('Hospital Operations', 'Hospital operations'),
  };
};

const ingestRecords = async (db: Db, name: string, records: Array<Record<string, string>>) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-amended-'));
  try {
    const file = path.join(dir, name);
    await writeFile(file, toCanadaBuysCsv(records));
    return await ingestSource(db, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** Ingests the notice as first published (with its typo). */
export const ingestOriginalNotice = (db: Db) => ingestRecords(db, 'original.csv', [withTypo()]);
/** Ingests its amendment 001. */
export const ingestAmendedNotice = (db: Db) => ingestRecords(db, 'amended.csv', [amended()]);
/** Ingests amendment 002, a wording fix only. */
export const ingestWordingFix = (db: Db) => ingestRecords(db, 'wording.csv', [wordingFix()]);
