import { sql, type Transaction } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { diffTenders, fromTenderRow, initialPdfStatus, toTenderRow, type TenderInsert } from '../tender-row';
import type { NormalisedTender } from './normalise';

export interface BatchResult {
  inserted: string[];
  updated: string[];
  unchanged: number;
}

/** Columns an update rewrites: everything but identity, first sighting and creation time. */
const UPDATABLE_COLUMNS = [
  'amendment_number',
  'amendment_date',
  'solicitation_number',
  'source_system',
  'title_en',
  'title_fr',
  'description_en',
  'description_fr',
  'status',
  'status_en',
  'status_fr',
  'publication_date',
  'closing_at',
  'contract_start_date',
  'contract_end_date',
  'procurement_categories',
  'notice_type_en',
  'notice_type_fr',
  'procurement_method_en',
  'procurement_method_fr',
  'selection_criteria_en',
  'selection_criteria_fr',
  'limited_tendering_reason_en',
  'limited_tendering_reason_fr',
  'trade_agreements_en',
  'trade_agreements_fr',
  'gsin_codes',
  'gsin_descriptions_en',
  'gsin_descriptions_fr',
  'unspsc_codes',
  'unspsc_descriptions_en',
  'unspsc_descriptions_fr',
  'regions_opportunity_en',
  'regions_opportunity_fr',
  'regions_delivery_en',
  'regions_delivery_fr',
  'regions',
  'organization_en',
  'organization_fr',
  'buyer_address',
  'end_user_en',
  'end_user_fr',
  'end_user_address_en',
  'end_user_address_fr',
  'contact_name',
  'contact_email',
  'contact_phone',
  'contact_fax',
  'contact_address',
  'notice_url_en',
  'notice_url_fr',
  'attachments_en',
  'attachments_fr',
  'canadian_made',
  'indigenous_business_required',
  'experience_required',
  'security_clearance_required',
  'lowest_price_selection',
  'clearance_levels',
  'product_certifications',
  'business_certifications',
  'language_requirements',
  'contract_length_months',
  'business_intelligence',
  'pdf_processing_status',
  'content_hash',
  'last_ingest_run_id',
] as const satisfies ReadonlyArray<keyof TenderInsert>;

/**
 * The same amendment published as Open after the store saw it Cancelled or Expired comes from an older file
 * (e.g. yesterday's new-notices file read again): a notice does not reopen without an amendment.
 */
const isStaleReopening = (
  current: { amendment_number: number; status: string },
  next: NormalisedTender,
): boolean =>
  next.amendmentNumber === current.amendment_number && next.status === 'open' && current.status !== 'open';

const sameDocuments = (a: NormalisedTender, b: NormalisedTender): boolean =>
  JSON.stringify([a.attachmentsEn, a.attachmentsFr]) === JSON.stringify([b.attachmentsEn, b.attachmentsFr]);

type Trx = Transaction<Database>;

/** What the store already holds decides each notice's fate: insert, update, or leave alone. */
const sortByStoredVersion = (
  tenders: NormalisedTender[],
  stored: Map<string, { amendment_number: number; content_hash: string; status: string }>,
) => {
  const toInsert: NormalisedTender[] = [];
  const toUpdate: NormalisedTender[] = [];
  let unchanged = 0;
  for (const tender of tenders) {
    const current = stored.get(tender.id);
    if (!current) toInsert.push(tender);
    else if (
      current.content_hash === tender.contentHash ||
      tender.amendmentNumber < current.amendment_number ||
      isStaleReopening(current, tender)
    )
      unchanged += 1;
    else toUpdate.push(tender);
  }
  return { toInsert, toUpdate, unchanged };
};

/**
 * Keeps each updated notice's previous version with the list of changes, and returns the updated rows; a row
 * keeps its PDF processing status while its documents stay the same.
 */
const versionUpdates = async (
  trx: Trx,
  toUpdate: NormalisedTender[],
  ingestRunId: number | null,
): Promise<TenderInsert[]> => {
  if (toUpdate.length === 0) return [];
  const previousRows = await trx
    .selectFrom('tenders')
    .selectAll()
    .where(
      'id',
      'in',
      toUpdate.map((tender) => tender.id),
    )
    .execute();
  const previousById = new Map(previousRows.map((row) => [row.id, row]));
  const versions = [];
  const rows: TenderInsert[] = [];
  for (const tender of toUpdate) {
    const previousRow = previousById.get(tender.id);
    if (!previousRow) continue;
    const previous = fromTenderRow(previousRow);
    const changes = diffTenders(previous, tender);
    versions.push({
      tender_id: tender.id,
      amendment_number: previous.amendmentNumber,
      replaced_by_amendment: tender.amendmentNumber,
      amendment_date: tender.amendmentDate,
      changed_fields: changes.map((change) => change.field),
      changes: JSON.stringify(changes),
      snapshot: JSON.stringify(previous),
      content_hash: previous.contentHash,
    });
    const pdfProcessingStatus = sameDocuments(previous, tender)
      ? previousRow.pdf_processing_status
      : initialPdfStatus(tender);
    rows.push(toTenderRow(tender, { pdfProcessingStatus, ingestRunId }));
  }
  if (versions.length > 0) await trx.insertInto('tender_versions').values(versions).execute();
  return rows;
};

const writeTenderRows = async (trx: Trx, rows: TenderInsert[]) => {
  if (rows.length === 0) return;
  await trx
    .insertInto('tenders')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        ...Object.fromEntries(UPDATABLE_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])),
        updated_at: sql<Date>`now()`,
      })),
    )
    .execute();
};

/**
 * Upserts one batch of notices (unique ids) in one transaction, keyed by reference number:
 * a new id is inserted; the same content is left alone; a changed notice (a higher amendment, or the same
 * amendment with a new status such as Cancelled) is updated and its previous version kept with the list of
 * changes; an older amendment than the stored one is ignored. Multi-row statements keep it fast.
 */
export const upsertTenderBatch = async (
  db: Db,
  tenders: NormalisedTender[],
  ingestRunId: number | null,
): Promise<BatchResult> => {
  if (tenders.length === 0) return { inserted: [], updated: [], unchanged: 0 };
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('tenders')
      .select(['id', 'amendment_number', 'content_hash', 'status'])
      .where(
        'id',
        'in',
        tenders.map((tender) => tender.id),
      )
      .forUpdate()
      .execute();
    const { toInsert, toUpdate, unchanged } = sortByStoredVersion(
      tenders,
      new Map(existing.map((row) => [row.id, row])),
    );
    const rows: TenderInsert[] = toInsert.map((tender) =>
      toTenderRow(tender, { pdfProcessingStatus: initialPdfStatus(tender), ingestRunId }),
    );
    rows.push(...(await versionUpdates(trx, toUpdate, ingestRunId)));
    await writeTenderRows(trx, rows);
    return {
      inserted: toInsert.map((tender) => tender.id),
      updated: toUpdate.map((tender) => tender.id),
      unchanged,
    };
  });
};

export interface IngestRunCounts {
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

export const createIngestRun = async (db: Db, source: string, feed: string): Promise<number> => {
  const row = await db
    .insertInto('ingest_runs')
    .values({ source, feed })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const updateIngestRun = async (
  db: Db,
  id: number,
  counts: IngestRunCounts,
  rejects: Array<{ line: number; reason: string }>,
  finish?: { status: 'succeeded' | 'failed'; error: string | null },
): Promise<void> => {
  await db
    .updateTable('ingest_runs')
    .set({
      heartbeat_at: sql<Date>`now()`,
      rows_read: counts.rowsRead,
      rows_inserted: counts.inserted,
      rows_updated: counts.updated,
      rows_unchanged: counts.unchanged,
      rows_rejected: counts.rejected,
      rejects: JSON.stringify(rejects),
      ...(finish ? { status: finish.status, error: finish.error, finished_at: sql<Date>`now()` } : {}),
    })
    .where('id', '=', id)
    .execute();
};

export const countAwards = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('awards')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const countTenders = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('tenders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** How often a running ingest records that it is alive, and how old a heartbeat means its process is gone. */
export const INGEST_HEARTBEAT = { everyMs: 30_000, staleAfterMs: 120_000 };

export const INTERRUPTED_RUN_ERROR = 'Interrupted: the process stopped before the run finished';

export const touchIngestRun = async (db: Db, id: number): Promise<void> => {
  await db
    .updateTable('ingest_runs')
    .set({ heartbeat_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
};

/**
 * Runs left 'running' by a process that was killed become 'interrupted' (finished at their last heartbeat).
 * `all`: every running run (the embedded store, which one process at a time holds); otherwise only runs whose
 * heartbeat is stale, since other instances on the same PostgreSQL may be ingesting right now.
 */
export const markInterruptedIngestRuns = async (db: Db, options: { all: boolean }): Promise<number> => {
  const staleBefore = new Date(Date.now() - INGEST_HEARTBEAT.staleAfterMs);
  const result = await db
    .updateTable('ingest_runs')
    .set({
      status: 'interrupted',
      error: INTERRUPTED_RUN_ERROR,
      finished_at: sql<Date>`coalesce(heartbeat_at, started_at)`,
    })
    .where('status', '=', 'running')
    .$if(!options.all, (query) =>
      query.where(sql<boolean>`coalesce(heartbeat_at, started_at) < ${staleBefore}`),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};
