import { z } from 'zod';
import { formatHeldEnglishMessage, formatEnglishMessage, type Message } from './i18n/catalogue';
import { en } from './i18n/en';
import { languageSchema } from './common';
import { pdfProcessingStatusSchema } from './tender';

/**
 * Tender documents: the documents card, upload modal and viewer; upload types and limits; /api/pdfs/view and
 * /api/documents/upload; their messages. The limits and messages live here so the
 * upload modal and the server refuse exactly the same files with exactly the same words.
 */

// ---------------------------------------------------------------------------------------------------------
// Upload types and limits.

export const DOCUMENT_KINDS = ['pdf', 'image', 'spreadsheet'] as const;
export const documentKindSchema = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof documentKindSchema>;

const MEGABYTE = 1024 * 1024;

export const UPLOAD_LIMIT_MB: Record<DocumentKind, number> = { pdf: 50, image: 25, spreadsheet: 10 };

/** Every accepted extension, its kind and the MIME type the stored copy is served with. */
export const UPLOAD_TYPES = {
  pdf: { kind: 'pdf', mime: 'application/pdf' },
  jpg: { kind: 'image', mime: 'image/jpeg' },
  jpeg: { kind: 'image', mime: 'image/jpeg' },
  png: { kind: 'image', mime: 'image/png' },
  tiff: { kind: 'image', mime: 'image/tiff' },
  tif: { kind: 'image', mime: 'image/tiff' },
  gif: { kind: 'image', mime: 'image/gif' },
  bmp: { kind: 'image', mime: 'image/bmp' },
  csv: { kind: 'spreadsheet', mime: 'text/csv' },
  xlsx: { kind: 'spreadsheet', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  xls: { kind: 'spreadsheet', mime: 'application/vnd.ms-excel' },
} as const satisfies Record<string, { kind: DocumentKind; mime: string }>;

export type UploadExtension = keyof typeof UPLOAD_TYPES;
export const UPLOAD_EXTENSIONS = Object.keys(UPLOAD_TYPES) as UploadExtension[];

/** The label a message uses for each kind ('… limit for PDF files.'). */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  pdf: 'PDF files',
  image: 'images',
  spreadsheet: 'spreadsheets',
};

export const uploadLimitBytes = (kind: DocumentKind): number => UPLOAD_LIMIT_MB[kind] * MEGABYTE;

/** The largest upload of any kind: the server's multipart limit. */
export const MAX_UPLOAD_BYTES = Math.max(...DOCUMENT_KINDS.map(uploadLimitBytes));

/** A file name's extension in lower case, or '' (the last dot only: `report.pdf.exe` is `exe`). */
export const fileExtensionOf = (fileName: string): string => {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : '';
};

export const isUploadExtension = (extension: string): extension is UploadExtension =>
  Object.hasOwn(UPLOAD_TYPES, extension);

/** The kind of a file type (extension) when it is one the product accepts, else null. */
export const documentKindOf = (fileType: string): DocumentKind | null => {
  const extension = fileType.toLowerCase();
  return isUploadExtension(extension) ? UPLOAD_TYPES[extension].kind : null;
};

/** The MIME type a stored file is served with. */
export const contentTypeOf = (fileType: string): string =>
  isUploadExtension(fileType) ? UPLOAD_TYPES[fileType].mime : 'application/octet-stream';

/** Sizes in messages: megabytes with two decimals (`52.43`). */
export const formatMegabytes = (bytes: number): string => (bytes / MEGABYTE).toFixed(2);

// ---------------------------------------------------------------------------------------------------------
// Messages, exactly as the client shows them.

/** The message for a file over its type's limit (`sizeBytes` shown in megabytes). */
export const uploadTooLarge = (sizeBytes: number, kind: DocumentKind): Message => ({
  key: 'documents.tooLarge',
  params: { size: sizeBytes, limit: UPLOAD_LIMIT_MB[kind], kind },
});

/** English texts for the web's upload screens; each language's text of an API message is in the catalogue. */
export const documentMessages = {
  ...en.documents,
  tooLarge: (sizeBytes: number, kind: DocumentKind): string =>
    formatHeldEnglishMessage(uploadTooLarge(sizeBytes, kind)),
  uploadFailed: (message: string): string => `Failed to upload file: ${message}`,
  uploaded: {
    pdf: 'PDF uploaded successfully!',
    image: 'Image uploaded successfully!',
    spreadsheet: 'Spreadsheet uploaded successfully!',
  } satisfies Record<DocumentKind, string>,
  viewFailed: {
    pdf: 'Failed to load PDF. Please try again.',
    image: 'Failed to load image. Please try again.',
    spreadsheet: 'Failed to load spreadsheet. Please try again.',
  } satisfies Record<DocumentKind, string>,
  /** The file's bytes are not what its extension says (e.g. a program renamed to `.pdf`). */
  contentMismatch: (extension: string): string =>
    formatEnglishMessage('documents.contentMismatch', { extension: extension.toUpperCase() }),
  tenderNotFound: (id: string): string => formatEnglishMessage('documents.tenderNotFound', { id }),
  /** Per-user limits on uploads (the upload rate and the storage quota). */
  uploadRateLimited: (max: number, seconds: number): string =>
    formatEnglishMessage('documents.uploadRateLimited', { max, seconds }),
  quotaExceeded: (usedBytes: number, quotaBytes: number): string =>
    formatEnglishMessage('documents.quotaExceeded', { used: usedBytes, quota: quotaBytes }),
} as const;

export type UploadCheck =
  | { ok: true; kind: DocumentKind; extension: UploadExtension }
  | { ok: false; reason: 'unsupported_type' | 'too_large'; message: string; problem: Message };

/** The type by extension, then the size limit of that type. The upload modal and server agree. */
export const checkUpload = (file: { name: string; size: number }): UploadCheck => {
  const extension = fileExtensionOf(file.name);
  if (!isUploadExtension(extension)) {
    return {
      ok: false,
      reason: 'unsupported_type',
      message: documentMessages.unsupportedType,
      problem: { key: 'documents.unsupportedType', params: {} },
    };
  }
  const kind = UPLOAD_TYPES[extension].kind;
  if (file.size > uploadLimitBytes(kind)) {
    const problem = uploadTooLarge(file.size, kind);
    return { ok: false, reason: 'too_large', message: formatHeldEnglishMessage(problem), problem };
  }
  return { ok: true, kind, extension };
};

// ---------------------------------------------------------------------------------------------------------
// Source hosts. The view call returns an original URL only when it is https on one of the hosts the CanadaBuys
// data links to (see data/): the server never fetches or forwards an arbitrary URL (no SSRF).

export const ALLOWED_SOURCE_HOSTS = [
  'canadabuys.canada.ca',
  'achatscanada.canada.ca',
  'buyandsell.gc.ca',
  'achatsetventes.gc.ca',
  'www.tpsgc-pwgsc.gc.ca',
  'www.merx.com',
  'portal.us.bn.cloud.ariba.com',
  'discovery.ariba.com',
] as const;

export type SourceUrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

/**
 * Whether a URL may be handed to a browser (or fetched by the attachment downloader): https only, no user
 * name or password, the default port, and a host name on the allow-list. IP literals never match the
 * allow-list, so loopback, private and link-local addresses are refused by construction.
 */
export const checkSourceUrl = (value: string): SourceUrlCheck => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: `scheme ${url.protocol} is not allowed` };
  if (url.username || url.password) return { ok: false, reason: 'credentials in the URL are not allowed' };
  if (url.port !== '') return { ok: false, reason: 'a non-default port is not allowed' };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!(ALLOWED_SOURCE_HOSTS as readonly string[]).includes(host)) {
    return { ok: false, reason: `host ${host} is not an allowed source` };
  }
  return { ok: true, url };
};

/** How the documents card and the view call name a stored document that has no public URL (an upload). */
export const DOCUMENT_REF_PREFIX = 'urn:tenderscout:document:';
export const documentRefOf = (documentId: string): string => `${DOCUMENT_REF_PREFIX}${documentId}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const parseDocumentRef = (value: string): string | null => {
  if (!value.startsWith(DOCUMENT_REF_PREFIX)) return null;
  const id = value.slice(DOCUMENT_REF_PREFIX.length);
  return UUID.test(id) ? id.toLowerCase() : null;
};

// ---------------------------------------------------------------------------------------------------------
// API shapes.

export const documentSourceSchema = z.enum(['notice', 'upload']);

export const storedDocumentSchema = z.object({
  /** null for a published attachment the app holds no record of (attachment downloads off). */
  id: z.string().nullable(),
  tender_id: z.string(),
  source: documentSourceSchema,
  /** What to pass to GET /api/pdfs/view: the published URL, or `urn:tenderscout:document:<id>` for uploads. */
  url: z.string(),
  filename: z.string(),
  title: z.string(),
  file_type: z.string(),
  kind: documentKindSchema.nullable(),
  language: languageSchema.nullable(),
  size_bytes: z.number().int().nullable(),
  size_mb: z.number().nullable(),
  checksum: z.string().nullable(),
  platform_name: z.string().nullable(),
  /** Whether the app holds a copy (uploads, downloaded attachments): viewable through a signed URL. */
  is_stored: z.boolean(),
  /** null: a published attachment the app has not fetched (downloads off, or not yet discovered). */
  status: pdfProcessingStatusSchema.nullable(),
  error: z.string().nullable(),
  page_count: z.number().int().nullable(),
  has_text: z.boolean(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type StoredDocument = z.infer<typeof storedDocumentSchema>;

export const tenderDocumentsQuerySchema = z.object({
  tender_id: z.string().trim().min(1, documentMessages.tenderIdRequired).max(500),
});

export const tenderDocumentsResponseSchema = z.object({
  tender_id: z.string(),
  pdfProcessingStatus: pdfProcessingStatusSchema.nullable(),
  documents: z.array(storedDocumentSchema),
});
export type TenderDocumentsResponse = z.infer<typeof tenderDocumentsResponseSchema>;

export const pdfViewQuerySchema = z.object({ url: z.string().trim().min(1, 'url is required').max(4000) });
export const pdfViewResponseSchema = z.object({
  presigned_url: z.string(),
  /** When the signed link stops working (ISO instant); null for an original source URL. */
  expires_at: z.string().nullable(),
  file_type: z.string().nullable(),
  filename: z.string().nullable(),
});
export type PdfViewResponse = z.infer<typeof pdfViewResponseSchema>;

export const uploadResponseSchema = z.object({
  message: z.string(),
  document: storedDocumentSchema,
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const documentFileParamsSchema = z.object({ id: z.string().regex(UUID, 'Invalid document id') });
export const documentFileQuerySchema = z.object({
  expires: z.coerce.number().int().optional(),
  signature: z.string().max(200).optional(),
  download: z.enum(['1']).optional(),
});
