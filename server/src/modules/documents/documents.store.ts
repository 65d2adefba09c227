import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { DocumentJobKind, DocumentStatus, TenderDocumentsTable } from './documents.tables';

export type DocumentRow = Selectable<TenderDocumentsTable>;
/** A document row without its (possibly long) text: what lists and the queue need. */
export type DocumentSummaryRow = Omit<DocumentRow, 'text_content' | 'search_text'> & { has_text: boolean };
export type DbOrTrx = Db | Transaction<Database>;

const summaryColumns = [
  'id',
  'tender_id',
  'source',
  'language',
  'url',
  'storage_path',
  'filename',
  'file_type',
  'size_bytes',
  'checksum',
  'platform_name',
  'uploaded_by',
  'status',
  'error',
  'page_count',
  'processed_at',
  'created_at',
  'updated_at',
] as const;

/** SQL only: the documents module's queries over tender_documents and document_jobs. */
export const documentsStore = {
  /**
   * A tender's documents as `viewerId` may see them: the notice's documents (public) and the viewer's own
   * uploads. Another user's upload is never listed; with no viewer, only the notice's documents.
   */
  async listForTender(db: DbOrTrx, tenderId: string, viewerId: string | null): Promise<DocumentSummaryRow[]> {
    return db
      .selectFrom('tender_documents')
      .select(summaryColumns)
      .select(sql<boolean>`text_content IS NOT NULL`.as('has_text'))
      .where('tender_id', '=', tenderId)
      .where((eb) =>
        viewerId === null
          ? eb('source', '=', 'notice')
          : eb.or([
              eb('source', '=', 'notice'),
              eb.and([eb('source', '=', 'upload'), eb('uploaded_by', '=', viewerId)]),
            ]),
      )
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  },

  async findSummary(db: DbOrTrx, id: string): Promise<DocumentSummaryRow | undefined> {
    return db
      .selectFrom('tender_documents')
      .select(summaryColumns)
      .select(sql<boolean>`text_content IS NOT NULL`.as('has_text'))
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** The stored copy of a published attachment, if the app holds one. */
  async findStoredByUrl(db: DbOrTrx, url: string): Promise<DocumentSummaryRow | undefined> {
    return db
      .selectFrom('tender_documents')
      .select(summaryColumns)
      .select(sql<boolean>`text_content IS NOT NULL`.as('has_text'))
      .where('url', '=', url)
      .where('source', '=', 'notice')
      .where('storage_path', 'is not', null)
      .orderBy('updated_at', 'desc')
      .executeTakeFirst();
  },

  /** The same bytes uploaded by the same user to the same tender before (another user's copy is theirs). */
  async findUploadByChecksum(
    db: DbOrTrx,
    tenderId: string,
    checksum: string,
    uploadedBy: string,
  ): Promise<DocumentSummaryRow | undefined> {
    return db
      .selectFrom('tender_documents')
      .select(summaryColumns)
      .select(sql<boolean>`text_content IS NOT NULL`.as('has_text'))
      .where('tender_id', '=', tenderId)
      .where('checksum', '=', checksum)
      .where('source', '=', 'upload')
      .where('uploaded_by', '=', uploadedBy)
      .executeTakeFirst();
  },

  async insertDocument(trx: DbOrTrx, row: Insertable<TenderDocumentsTable>): Promise<string> {
    const inserted = await trx
      .insertInto('tender_documents')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  async enqueueJob(
    trx: DbOrTrx,
    job: { documentId: string; tenderId: string; kind: DocumentJobKind },
  ): Promise<void> {
    await trx
      .insertInto('document_jobs')
      .values({ document_id: job.documentId, tender_id: job.tenderId, kind: job.kind })
      .execute();
  },

  async setDocumentStatus(
    db: DbOrTrx,
    id: string,
    update: {
      status: DocumentStatus;
      error?: string | null;
      textContent?: string | null;
      pageCount?: number | null;
      storagePath?: string;
      sizeBytes?: number;
      checksum?: string;
    },
  ): Promise<void> {
    await db
      .updateTable('tender_documents')
      .set({
        status: update.status,
        updated_at: sql<Date>`now()`,
        ...(update.error !== undefined ? { error: update.error } : {}),
        ...(update.textContent !== undefined ? { text_content: update.textContent } : {}),
        ...(update.pageCount !== undefined ? { page_count: update.pageCount } : {}),
        ...(update.storagePath !== undefined ? { storage_path: update.storagePath } : {}),
        ...(update.sizeBytes !== undefined ? { size_bytes: update.sizeBytes } : {}),
        ...(update.checksum !== undefined ? { checksum: update.checksum } : {}),
        ...(update.status === 'completed' || update.status === 'failed'
          ? { processed_at: sql<Date>`now()` }
          : {}),
      })
      .where('id', '=', id)
      .execute();
  },

  /**
   * The tender's public pdfProcessingStatus from the notice's documents: processing while any is, then
   * pending, then completed when at least one finished well, failed when every one failed; NULL when it has
   * none. Uploads are private to their uploader and never change it (the uploader's own view combines both,
   * see combinedStatus). Written to the tenders row (bumping updated_at so indexers pick the change up) only
   * when it changes.
   */
  async refreshTenderStatus(db: DbOrTrx, tenderId: string): Promise<void> {
    await sql`
      UPDATE tenders t SET pdf_processing_status = s.status, updated_at = now()
      FROM (
        SELECT CASE
          WHEN bool_or(status = 'processing') THEN 'processing'
          WHEN bool_or(status = 'pending') THEN 'pending'
          WHEN bool_or(status = 'completed') THEN 'completed'
          WHEN count(*) > 0 THEN 'failed'
        END AS status
        FROM tender_documents WHERE tender_id = ${tenderId} AND source = 'notice'
      ) s
      WHERE t.id = ${tenderId} AND s.status IS NOT NULL
        AND t.pdf_processing_status IS DISTINCT FROM s.status`.execute(db);
  },

  /**
   * tenders.document_search (migration 0010) from the words of the notice's processed documents, each in its
   * language's configuration; search ORs it into its keyword match. Uploads are private: never in it.
   */
  async refreshTenderDocumentSearch(db: DbOrTrx, tenderId: string): Promise<void> {
    await sql`
      UPDATE tenders SET document_search = (
        SELECT CASE WHEN count(*) = 0 THEN NULL ELSE
          to_tsvector('ts_en', left(coalesce(string_agg(text_content, ' ') FILTER (WHERE language IS DISTINCT FROM 'fra'), ''), 400000)) ||
          to_tsvector('ts_fr', left(coalesce(string_agg(text_content, ' ') FILTER (WHERE language = 'fra'), ''), 400000))
        END
        FROM tender_documents
        WHERE tender_id = ${tenderId} AND source = 'notice' AND status = 'completed'
          AND text_content IS NOT NULL
      )
      WHERE id = ${tenderId}`.execute(db);
  },

  /**
   * Extracted text of the notice's documents, for requirement extraction: the tender's public facts come from
   * the notice alone, never from a user's upload.
   */
  async textsForTender(
    db: DbOrTrx,
    tenderId: string,
  ): Promise<Array<{ id: string; filename: string; language: 'eng' | 'fra' | null; text: string }>> {
    const rows = await db
      .selectFrom('tender_documents')
      .select(['id', 'filename', 'language', 'text_content'])
      .where('tender_id', '=', tenderId)
      .where('source', '=', 'notice')
      .where('status', '=', 'completed')
      .where('text_content', 'is not', null)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      filename: row.filename,
      language: row.language,
      text: row.text_content ?? '',
    }));
  },

  /** The text of one user's own processed uploads to a tender (drafting reads only these, labelled as theirs). */
  async ownUploadTexts(
    db: DbOrTrx,
    tenderId: string,
    userId: string,
  ): Promise<Array<{ id: string; filename: string; text: string }>> {
    const rows = await db
      .selectFrom('tender_documents')
      .select(['id', 'filename', 'text_content'])
      .where('tender_id', '=', tenderId)
      .where('source', '=', 'upload')
      .where('uploaded_by', '=', userId)
      .where('status', '=', 'completed')
      .where('text_content', 'is not', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, filename: row.filename, text: row.text_content ?? '' }));
  },

  /** Holds the user's upload lock until the transaction ends (quota checks of parallel uploads in turn). */
  async lockUploader(trx: DbOrTrx, userId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`tenderscout:upload:${userId}`}))`.execute(trx);
  },

  /** Bytes of a user's stored uploads (the storage quota). */
  async uploadedBytes(db: DbOrTrx, userId: string): Promise<number> {
    const row = await db
      .selectFrom('tender_documents')
      .select(sql<string>`coalesce(sum(size_bytes), 0)`.as('bytes'))
      .where('source', '=', 'upload')
      .where('uploaded_by', '=', userId)
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  },

  /** Removes a document row; its queued jobs go with it (ON DELETE CASCADE). */
  async deleteDocument(db: DbOrTrx, id: string): Promise<void> {
    await db.deleteFrom('tender_documents').where('id', '=', id).execute();
  },

  /** The tender columns the documents list needs (attachments, notice links, status), or undefined. */
  async findTender(db: DbOrTrx, tenderId: string) {
    return db
      .selectFrom('tenders')
      .select(['id', 'attachments_en', 'attachments_fr', 'notice_url_en', 'notice_url_fr', 'source_system'])
      .select(['first_seen_at', 'pdf_processing_status'])
      .where('id', '=', tenderId)
      .executeTakeFirst();
  },
  async readTextContent(db: DbOrTrx, id: string): Promise<string | null> {
    const row = await db
      .selectFrom('tender_documents')
      .select('text_content')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.text_content ?? null;
  },
};

/**
 * The processing status of a set of documents, by the same rule as the tender's: processing while any is, then
 * pending, then completed when one finished well, failed when all failed; null when none has a status.
 */
export const combinedStatus = (statuses: Array<DocumentStatus | null>): DocumentStatus | null => {
  const known = statuses.filter((status): status is DocumentStatus => status !== null);
  if (known.length === 0) return null;
  for (const status of ['processing', 'pending', 'completed'] as const) {
    if (known.includes(status)) return status;
  }
  return 'failed';
};
