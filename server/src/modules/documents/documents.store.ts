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
  async listForTender(db: DbOrTrx, tenderId: string): Promise<DocumentSummaryRow[]> {
    return db
      .selectFrom('tender_documents')
      .select(summaryColumns)
      .select(sql<boolean>`text_content IS NOT NULL`.as('has_text'))
      .where('tender_id', '=', tenderId)
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
      .where('storage_path', 'is not', null)
      .orderBy('updated_at', 'desc')
      .executeTakeFirst();
  },

  async findUploadByChecksum(
    db: DbOrTrx,
    tenderId: string,
    checksum: string,
  ): Promise<DocumentSummaryRow | undefined> {
    return db
      .selectFrom('tender_documents')
      .select(summaryColumns)
      .select(sql<boolean>`text_content IS NOT NULL`.as('has_text'))
      .where('tender_id', '=', tenderId)
      .where('checksum', '=', checksum)
      .where('source', '=', 'upload')
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
   * The tender's pdfProcessingStatus from its documents: processing while any is, then pending, then completed
   * when at least one finished well, failed when every one failed; NULL when it has none. Written to the
   * tenders row (bumping updated_at so indexers pick the change up) only when it changes.
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
        FROM tender_documents WHERE tender_id = ${tenderId}
      ) s
      WHERE t.id = ${tenderId} AND s.status IS NOT NULL
        AND t.pdf_processing_status IS DISTINCT FROM s.status`.execute(db);
  },

  /**
   * tenders.document_search (migration 0010) from the words of the tender's processed documents, each in its
   * language's configuration; search ORs it into its keyword match.
   */
  async refreshTenderDocumentSearch(db: DbOrTrx, tenderId: string): Promise<void> {
    await sql`
      UPDATE tenders SET document_search = (
        SELECT CASE WHEN count(*) = 0 THEN NULL ELSE
          to_tsvector('ts_en', left(coalesce(string_agg(text_content, ' ') FILTER (WHERE language IS DISTINCT FROM 'fra'), ''), 400000)) ||
          to_tsvector('ts_fr', left(coalesce(string_agg(text_content, ' ') FILTER (WHERE language = 'fra'), ''), 400000))
        END
        FROM tender_documents
        WHERE tender_id = ${tenderId} AND status = 'completed' AND text_content IS NOT NULL
      )
      WHERE id = ${tenderId}`.execute(db);
  },

  /** Extracted text of a tender's documents, for requirement extraction and search. */
  async textsForTender(
    db: DbOrTrx,
    tenderId: string,
  ): Promise<Array<{ id: string; filename: string; language: 'eng' | 'fra' | null; text: string }>> {
    const rows = await db
      .selectFrom('tender_documents')
      .select(['id', 'filename', 'language', 'text_content'])
      .where('tender_id', '=', tenderId)
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

  async readTextContent(db: DbOrTrx, id: string): Promise<string | null> {
    const row = await db
      .selectFrom('tender_documents')
      .select('text_content')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.text_content ?? null;
  },
};
