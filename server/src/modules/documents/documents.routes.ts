import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  checkUpload,
  documentFileParamsSchema,
  documentFileQuerySchema,
  MAX_UPLOAD_BYTES,
  pdfViewQuerySchema,
  pdfViewResponseSchema,
  tenderDocumentsQuerySchema,
  tenderDocumentsResponseSchema,
  uploadLimitBytes,
  uploadResponseSchema,
} from '@tenderscout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, isAppError } from '../../lib/app-error';
import {
  errorResponses,
  principalOf,
  PUBLIC_ERRORS,
  SIGNED_IN_ERRORS,
  viewerIdOf,
  type RouteApp,
} from '../../shared/http/route-kit';
import { PUBLIC_RATE_LIMIT } from '../../shared/http/public-rate-limit';
import { loadJwtSecret } from '../auth';
import { assertMayReceive, uploadCapacityOf } from './upload-capacity';
import { createDocumentStorage, type DocumentStorage, type ReceivedFile } from './document-storage';
import {
  deleteUpload,
  listTenderDocuments,
  openSignedDocument,
  resolveViewUrl,
  uploadDocument,
  type DocumentsContext,
} from './documents.service';
import { createUrlSigner } from './signed-urls';
import { addressKey } from '../../lib/address-key';

const MAX_FIELD_BYTES = 2_000;

/**
 * A multipart body that cannot be read becomes a 4xx with a clear detail, never a 500: a body cut off before
 * its end (a dropped connection, a truncated request), a malformed one, or one over the part limits.
 */
const multipartError = (error: unknown): unknown => {
  if (isAppError(error)) return error;
  const { code, message, statusCode } = error as { code?: string; message?: string; statusCode?: number };
  if (statusCode === 413 || /_LIMIT$/.test(code ?? '')) {
    return new AppError('payload_too_large', 'documents.uploadOverLimits');
  }
  if (/unexpected end of (form|multipart)|aborted|premature close/i.test(message ?? '')) {
    return new AppError('validation', 'documents.uploadIncomplete');
  }
  return new AppError('validation', 'documents.uploadMalformed');
};

/** RFC 6266 / 5987 Content-Disposition with the display name (never a path). */
const contentDisposition = (type: 'inline' | 'attachment', filename: string): string => {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
};

const errors = SIGNED_IN_ERRORS;

interface DocumentRouteDeps {
  storage: DocumentStorage;
  context: () => DocumentsContext;
}

/** An upload's multipart body, read: its form fields and its one file (kept aside until the checks pass). */
interface ReceivedUpload {
  fields: Record<string, string>;
  received: ReceivedFile | null;
  clientFileName: string;
  wasTruncated: boolean;
}

/**
 * Reads the multipart body: the fields, and the first part named `file` received within its type's limit
 * (other files are drained). A body that cannot be read discards what was received and answers a 4xx.
 */
const receiveUpload = async (request: FastifyRequest, storage: DocumentStorage): Promise<ReceivedUpload> => {
  const upload: ReceivedUpload = { fields: {}, received: null, clientFileName: '', wasTruncated: false };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || upload.received) {
        part.file.resume();
        continue;
      }
      upload.clientFileName = part.filename;
      const check = checkUpload({ name: part.filename, size: 0 });
      // An unsupported type is not stored at all; the service answers with the message.
      const limit = check.ok ? uploadLimitBytes(check.kind) : 0;
      upload.received = await storage.receive(part.file, limit);
      upload.wasTruncated = part.file.truncated;
    }
  } catch (error) {
    if (upload.received) await storage.discard(upload.received);
    throw multipartError(error);
  }
  return upload;
};

/**
 * A tender's documents and the view link. The notice's own documents are open data: anyone may list and view
 * them (rate-limited like the tenders); a token or an API key also sees its own uploads, never another's.
 */
const registerDocumentListRoutes = (app: RouteApp, { context }: DocumentRouteDeps): void => {
  app.get(
    '/api/documents',
    {
      config: { rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        querystring: tenderDocumentsQuerySchema,
        response: { 200: tenderDocumentsResponseSchema, ...PUBLIC_ERRORS },
      },
    },
    async (request) => listTenderDocuments(context(), request.query.tender_id, viewerIdOf(request)),
  );

  app.get(
    '/api/pdfs/view',
    {
      config: { rateLimit: PUBLIC_RATE_LIMIT },
      schema: { querystring: pdfViewQuerySchema, response: { 200: pdfViewResponseSchema, ...PUBLIC_ERRORS } },
    },
    async (request) => resolveViewUrl(context(), request.query.url, viewerIdOf(request)),
  );
};

/** One document's file behind its signed link, and deleting an upload. */
const registerDocumentFileRoutes = (app: RouteApp, { context }: DocumentRouteDeps): void => {
  // The signed link itself is the credential: browsers load it from <img>, PDF.js and download links.
  app.get(
    '/api/documents/:id/content',
    // The body is the file itself, streamed (Fastify does not serialise a stream); errors are the usual body.
    {
      schema: {
        params: documentFileParamsSchema,
        querystring: documentFileQuerySchema,
        response: { 200: z.instanceof(Readable), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await openSignedDocument(context(), {
        id: request.params.id.toLowerCase(),
        expires: request.query.expires,
        signature: request.query.signature,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.sizeBytes))
        .header(
          'content-disposition',
          contentDisposition(request.query.download ? 'attachment' : 'inline', file.filename),
        )
        .header('cache-control', 'private, max-age=600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin')
        .send(file.stream);
    },
  );

  app.delete(
    '/api/documents/:id',
    {
      onRequest: [app.requireUserOrApiKey],
      schema: {
        summary: 'Delete one of your uploads',
        description:
          'Removes an upload of the caller (its record, queued processing and stored file). Another ' +
          "user's upload answers 404; the notice's own documents cannot be deleted (403).",
        params: documentFileParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteUpload(context(), request.params.id.toLowerCase(), principalOf(request).userId);
      return reply.status(204).send(null);
    },
  );
};

/** Uploading a document to a tender: the `pdf_upload` feature, for a token, limited per user and minute. */
const registerUploadRoute = (app: RouteApp, { storage, context }: DocumentRouteDeps): void => {
  // Per account, not per address: colleagues behind one proxy do not share it.
  const uploadRateLimit = {
    max: app.config.UPLOAD_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      `upload:${request.principal?.userId ?? addressKey(request.ip)}`,
    errorResponseBuilder: (_request: FastifyRequest, limit: { max: number; ttl: number }) => {
      const seconds = Math.max(1, Math.ceil(limit.ttl / 1000));
      return new AppError('rate_limited', 'documents.uploadRateLimited', {
        params: { max: limit.max, seconds },
        headers: { 'retry-after': String(seconds) },
      });
    },
  };

  app.post(
    '/api/documents/upload',
    {
      onRequest: [app.requireUser, app.requireFlag('pdf_upload')],
      config: { rateLimit: uploadRateLimit },
      schema: {
        response: {
          200: uploadResponseSchema,
          201: uploadResponseSchema,
          ...errorResponses(413, 429, 507),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError('validation', 'documents.multipartRequired');
      }
      const declared = Number(request.headers['content-length']);
      const uploader = principalOf(request);
      // Refused before a byte is written: demo uploads off, or a disk under its free-space floor.
      await assertMayReceive(context().capacity, uploader, Number.isFinite(declared) ? declared : 0);
      const { fields, received, clientFileName, wasTruncated } = await receiveUpload(request, storage);
      const result = await uploadDocument(context(), {
        file: received,
        clientFileName,
        declaredBytes: Number.isFinite(declared) ? declared : null,
        wasTruncated,
        tenderId: fields.tender_id,
        platformName: fields.platform_name,
        userId: uploader.userId,
        isDemo: uploader.isDemo,
      });
      return reply
        .status(result.created ? 201 : 200)
        .send({ message: result.message, document: result.document });
    },
  );
};

/**
 * Documents: the documents of a tender, the view call, signed file links and uploads (an upload nudges the
 * document queue: documents-worker.plugin.ts).
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createDocumentStorage(app.config.dataDir);
  const signer = createUrlSigner(await loadJwtSecret(app.config.JWT_SECRET, app.config.dataDir));
  const deps: DocumentRouteDeps = {
    storage,
    context: () => ({
      db: app.store.db,
      storage,
      signer,
      nudgeWorker: () => app.documentQueue.nudge(),
      quotaBytes: app.config.UPLOAD_QUOTA_MB * 1024 * 1024,
      capacity: uploadCapacityOf(app.config),
    }),
  };

  await app.register(multipart, {
    // One file per request; one byte over the largest limit is enough to know a file is too large.
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: MAX_FIELD_BYTES, parts: 12 },
    throwFileSizeLimit: false,
  });

  registerDocumentListRoutes(app, deps);
  registerDocumentFileRoutes(app, deps);
  registerUploadRoute(app, deps);
};
