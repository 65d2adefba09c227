import type { Readable } from 'node:stream';
import {
  checkSourceUrl,
  checkUpload,
  contentTypeOf,
  documentMessages,
  uploadTooLarge,
  type MessageKey,
  parseDocumentRef,
  type PdfViewResponse,
  type StoredDocument,
  type TenderDocumentsResponse,
  type UploadCheck,
} from '@tenderscout/domain';
import type { Db } from '../../db/database';
import { assertMayDeleteDocument, canSeeDocument } from '../../lib/access-policy';
import { AppError, appErrorOf } from '../../lib/app-error';
import { documentsOf, type TenderRow } from '../tenders';
import type { DocumentStorage, ReceivedFile } from './document-storage';
import { toPublishedAttachment, toStoredDocument } from './documents-presenter';
import { combinedStatus, documentsStore } from './documents.store';
import { contentMatchesExtension } from './file-signature';
import type { SignatureCheck, UrlSigner } from './signed-urls';
import { assertRoomFor, type UploadCapacity } from './upload-capacity';

export interface DocumentsContext {
  db: Db;
  storage: DocumentStorage;
  signer: UrlSigner;
  /** Wakes the queue worker after a job is queued. */
  nudgeWorker(): void;
  /** Storage each user's uploads may take together (UPLOAD_QUOTA_MB), in bytes. */
  quotaBytes: number;
  /** The demo copies', the server's and the disk's limits (upload-capacity.ts). */
  capacity: UploadCapacity;
}

/**
 * Every document of a tender the viewer may see: its published attachments in both languages (with the stored
 * copy's status when the app fetched one), then the viewer's own uploads in the order they came. Another
 * user's uploads are never listed. pdfProcessingStatus combines the listed documents, so the uploader sees
 * their file's processing while everyone else sees the notice's status alone.
 */
export const listTenderDocuments = async (
  context: Pick<DocumentsContext, 'db'>,
  tenderId: string,
  viewerId: string | null,
): Promise<TenderDocumentsResponse> => {
  // One snapshot: the worker changes a document's status and the tender's pdfProcessingStatus in one
  // transaction, so reading them apart could pair a finished document with a still-processing tender.
  const { tender, rows } = await context.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const found = await documentsStore.findTender(trx, tenderId);
      return {
        tender: found,
        rows: found ? await documentsStore.listForTender(trx, tenderId, viewerId) : [],
      };
    });
  if (!tender) throw new AppError('not_found', 'documents.tenderNotFound', { params: { id: tenderId } });
  const noticeRows = new Map(rows.filter((row) => row.source === 'notice').map((row) => [row.url, row]));
  // documentsOf reads only the attachment and notice URL columns selected above.
  const published = documentsOf(tender as unknown as TenderRow).filter(
    (document) => document.type === 'attachment',
  );
  const documents: StoredDocument[] = [];
  const seen = new Set<string>();
  for (const attachment of published) {
    if (seen.has(attachment.url)) continue;
    seen.add(attachment.url);
    const row = noticeRows.get(attachment.url);
    documents.push(
      row ? toStoredDocument(row) : toPublishedAttachment(tenderId, attachment, tender.first_seen_at),
    );
  }
  for (const row of rows) if (row.source === 'upload') documents.push(toStoredDocument(row));
  return {
    tender_id: tenderId,
    pdfProcessingStatus: combinedStatus(rows.map((row) => row.status)),
    documents,
  };
};

/**
 * GET /api/pdfs/view: a short-lived signed link to the app's stored copy, or the original URL when it is
 * https on an allowed government host. Nothing is fetched here, whatever the URL (no SSRF). Another user's
 * upload answers 404, as if it did not exist.
 */
export const resolveViewUrl = async (
  context: DocumentsContext,
  value: string,
  viewerId: string | null,
): Promise<PdfViewResponse> => {
  const documentId = parseDocumentRef(value);
  if (documentId) {
    const document = await documentsStore.findSummary(context.db, documentId);
    if (!document?.storage_path || !canSeeDocument(document, viewerId)) {
      throw new AppError('not_found', 'documents.documentNotFound');
    }
    const signed = context.signer.sign(document.id);
    return {
      presigned_url: signed.url,
      expires_at: signed.expiresAt.toISOString(),
      file_type: document.file_type,
      filename: document.filename,
    };
  }
  const check = checkSourceUrl(value);
  if (!check.ok)
    throw new AppError('validation', 'documents.urlNotAllowedBecause', { params: { reason: check.reason } });
  const stored =
    (await documentsStore.findStoredByUrl(context.db, value)) ??
    (await documentsStore.findStoredByUrl(context.db, check.url.toString()));
  if (stored) {
    const signed = context.signer.sign(stored.id);
    return {
      presigned_url: signed.url,
      expires_at: signed.expiresAt.toISOString(),
      file_type: stored.file_type,
      filename: stored.filename,
    };
  }
  const filename = decodedName(check.url.pathname.split('/').filter(Boolean).pop() ?? '') || null;
  const extension = filename ? (/\.([a-z0-9]{1,10})$/i.exec(filename)?.[1]?.toLowerCase() ?? null) : null;
  return { presigned_url: check.url.toString(), expires_at: null, file_type: extension, filename };
};

/** A URL's last path segment, decoded; a malformed escape (`%ZZ`) is the caller's error, not the server's. */
const decodedName = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new AppError('validation', 'documents.urlMalformed');
  }
};

/** The name shown for an upload: the last path segment only, without control characters, at most 200 chars. */
export const displayNameOf = (clientName: string): string => {
  const base = clientName.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || 'document').slice(-200);
};

export interface UploadInput {
  file: ReceivedFile | null;
  clientFileName: string;
  /** The request's declared length: the best size to report when the multipart limit cut the file. */
  declaredBytes: number | null;
  wasTruncated: boolean;
  tenderId: string | undefined;
  platformName: string | undefined;
  userId: string;
  /** A demo copy: its uploads count against the demo copies' shared storage. */
  isDemo: boolean;
}

/** An upload whose type and size passed. */
type AcceptedUpload = Extract<UploadCheck, { ok: true }>;

/**
 * The same checks as the upload modal (type by extension, per-type limit) plus the file's real content, and a
 * tender id; the checked upload, or the reason it is refused.
 */
const checkedUpload = (
  input: UploadInput,
): { file: ReceivedFile; check: AcceptedUpload; tenderId: string } => {
  const { file } = input;
  if (!file) throw new AppError('validation', 'documents.fileRequired');
  const sizeBytes = input.wasTruncated ? Math.max(file.sizeBytes, input.declaredBytes ?? 0) : file.sizeBytes;
  const check = checkUpload({ name: input.clientFileName, size: sizeBytes });
  if (!check.ok) {
    throw appErrorOf(check.reason === 'too_large' ? 'payload_too_large' : 'validation', check.problem);
  }
  if (file.isOverLimit || input.wasTruncated) {
    throw appErrorOf('payload_too_large', uploadTooLarge(sizeBytes, check.kind));
  }
  if (file.sizeBytes === 0) throw new AppError('validation', 'documents.emptyFile');
  const tenderId = input.tenderId?.trim();
  if (!tenderId) throw new AppError('validation', 'documents.tenderIdRequired');
  if (!contentMatchesExtension(check.extension, file.head, file.tail)) {
    throw new AppError('validation', 'documents.contentMismatch', {
      params: { extension: check.extension.toUpperCase() },
    });
  }
  return { file, check, tenderId };
};

/**
 * Keeps the file under its final name and records it with its text-extraction job, within the uploader's quota;
 * a file kept whose record was not committed is removed again.
 */
const recordUpload = async (
  context: DocumentsContext,
  upload: { file: ReceivedFile; check: AcceptedUpload; tender: { id: string; source_system: string } },
  input: UploadInput,
): Promise<string> => {
  const { file, check, tender } = upload;
  const platformName = input.platformName?.trim().slice(0, 200) || tender.source_system;
  let uncommittedPath: string | null = null;
  try {
    return await context.db.transaction().execute(async (trx) => {
      // One upload of a user at a time past this point, so two parallel uploads cannot both fit the quota.
      await documentsStore.lockUploader(trx, input.userId);
      const used = await documentsStore.uploadedBytes(trx, input.userId);
      if (used + file.sizeBytes > context.quotaBytes) {
        throw new AppError('payload_too_large', 'documents.quotaExceeded', {
          params: { used, quota: context.quotaBytes },
        });
      }
      await assertRoomFor(trx, context.capacity, input, file.sizeBytes);
      const storagePath = await context.storage.keep(file, check.extension);
      uncommittedPath = storagePath;
      const id = await documentsStore.insertDocument(trx, {
        tender_id: tender.id,
        source: 'upload',
        language: null,
        url: null,
        storage_path: storagePath,
        filename: displayNameOf(input.clientFileName),
        file_type: check.extension,
        size_bytes: file.sizeBytes,
        checksum: file.checksum,
        platform_name: platformName,
        uploaded_by: input.userId,
        status: 'pending',
      });
      await documentsStore.enqueueJob(trx, { documentId: id, tenderId: tender.id, kind: 'extract' });
      await documentsStore.refreshTenderStatus(trx, tender.id);
      return id;
    });
  } catch (error) {
    if (uncommittedPath) await context.storage.remove(uncommittedPath).catch(() => undefined);
    throw error;
  }
};

/**
 * POST /api/documents/upload. The same checks as the upload modal (type by extension, per-type limit) plus the
 * file's real content; the file is kept under a generated name and a text-extraction job is queued.
 * Uploading the same bytes to the same tender again returns the caller's existing document. The caller's
 * uploads together stay within the storage quota (413 with what they use when one would not fit).
 */
export const uploadDocument = async (
  context: DocumentsContext,
  input: UploadInput,
): Promise<{ created: boolean; message: string; document: StoredDocument }> => {
  try {
    const { file, check, tenderId } = checkedUpload(input);
    const tender = await documentsStore.findTender(context.db, tenderId);
    if (!tender) throw new AppError('not_found', 'documents.tenderNotFound', { params: { id: tenderId } });

    const existing = await documentsStore.findUploadByChecksum(
      context.db,
      tender.id,
      file.checksum,
      input.userId,
    );
    if (existing) {
      await context.storage.discard(file);
      return {
        created: false,
        message: documentMessages.uploaded[check.kind],
        document: toStoredDocument(existing),
      };
    }

    const documentId = await recordUpload(context, { file, check, tender }, input);
    context.nudgeWorker();
    const row = await documentsStore.findSummary(context.db, documentId);
    return {
      created: true,
      message: documentMessages.uploaded[check.kind],
      document: toStoredDocument(row!),
    };
  } catch (error) {
    if (input.file) await context.storage.discard(input.file).catch(() => undefined);
    throw error;
  }
};

/**
 * DELETE /api/documents/{id}: the uploader removes their upload (the row, its queued jobs and the stored file).
 * Another user's upload answers 404 as if it did not exist; the notice's documents cannot be deleted (403).
 */
export const deleteUpload = async (
  context: DocumentsContext,
  documentId: string,
  userId: string,
): Promise<void> => {
  const document = assertMayDeleteDocument(await documentsStore.findSummary(context.db, documentId), userId);
  await documentsStore.deleteDocument(context.db, document.id);
  if (document.storage_path) await context.storage.remove(document.storage_path);
};

const signatureErrors = {
  expired: 'documents.linkExpired',
  invalid: 'documents.linkInvalid',
} as const satisfies Record<Exclude<SignatureCheck, 'valid'>, MessageKey>;

/** The file behind a signed link: 403 when the link is expired or altered, 404 when the file is gone. */
export const openSignedDocument = async (
  context: DocumentsContext,
  request: { id: string; expires: number | undefined; signature: string | undefined },
): Promise<{ stream: Readable; contentType: string; filename: string; sizeBytes: number }> => {
  const verdict = context.signer.verify(request.id, request.expires, request.signature);
  if (verdict !== 'valid') throw new AppError('forbidden', signatureErrors[verdict]);
  const document = await documentsStore.findSummary(context.db, request.id);
  if (!document?.storage_path) throw new AppError('not_found', 'documents.documentNotFound');
  let sizeBytes: number;
  try {
    sizeBytes = await context.storage.size(document.storage_path);
  } catch {
    throw new AppError('not_found', 'documents.documentNotFound');
  }
  return {
    stream: context.storage.openStream(document.storage_path),
    contentType: contentTypeOf(document.file_type),
    filename: document.filename,
    sizeBytes,
  };
};
