import { documentKindOf, documentRefOf, type StoredDocument, type TenderDocument } from '@tenderscout/domain';
import type { DocumentSummaryRow } from './documents.store';

const MEGABYTE = 1024 * 1024;

const sizeInMb = (bytes: number | null): number | null =>
  bytes === null ? null : Math.round((bytes / MEGABYTE) * 100) / 100;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** A stored document row as the API shows it (uploads are named by reference, attachments by their URL). */
export const toStoredDocument = (row: DocumentSummaryRow): StoredDocument => ({
  id: row.id,
  tender_id: row.tender_id,
  source: row.source,
  url: row.source === 'notice' && row.url ? row.url : documentRefOf(row.id),
  filename: row.filename,
  title: row.filename,
  file_type: row.file_type,
  kind: documentKindOf(row.file_type),
  language: row.language,
  size_bytes: row.size_bytes,
  size_mb: sizeInMb(row.size_bytes),
  checksum: row.checksum,
  platform_name: row.platform_name,
  is_stored: row.storage_path !== null,
  status: row.status,
  error: row.error,
  page_count: row.page_count,
  has_text: row.has_text,
  created_at: new Date(row.created_at).toISOString(),
  processed_at: iso(row.processed_at),
});

/** A published attachment the app holds no record of (downloads off, or not discovered yet). */
export const toPublishedAttachment = (
  tenderId: string,
  attachment: TenderDocument,
  firstSeenAt: Date | string,
): StoredDocument => ({
  id: null,
  tender_id: tenderId,
  source: 'notice',
  url: attachment.url,
  filename: attachment.filename,
  title: attachment.title,
  file_type: attachment.file_type,
  kind: documentKindOf(attachment.file_type),
  language: attachment.language,
  size_bytes: null,
  size_mb: null,
  checksum: null,
  platform_name: null,
  is_stored: false,
  status: null,
  error: null,
  page_count: null,
  has_text: false,
  created_at: new Date(firstSeenAt).toISOString(),
  processed_at: null,
});
