import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type DocumentStatus = 'pending' | 'processing' | 'completed' | 'failed';
export type DocumentJobKind = 'download' | 'extract';

export interface TenderDocumentsTable {
  id: Generated<string>;
  tender_id: string;
  source: 'notice' | 'upload';
  language: 'eng' | 'fra' | null;
  url: string | null;
  storage_path: string | null;
  filename: string;
  file_type: string;
  size_bytes: number | null;
  checksum: string | null;
  platform_name: string | null;
  uploaded_by: string | null;
  status: ColumnType<DocumentStatus, DocumentStatus | undefined, DocumentStatus>;
  error: string | null;
  text_content: string | null;
  page_count: number | null;
  processed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DocumentJobsTable {
  id: Generated<number>;
  document_id: string;
  tender_id: string;
  kind: DocumentJobKind;
  status: ColumnType<DocumentStatus, DocumentStatus | undefined, DocumentStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  error: string | null;
  created_at: Timestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  locked_by: string | null;
  locked_until: NullableTimestamp;
}

export interface DocumentTables {
  tender_documents: TenderDocumentsTable;
  document_jobs: DocumentJobsTable;
}
