import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  checkUpload,
  documentFileParamsSchema,
  documentFileQuerySchema,
  errorBodySchema,
  MAX_UPLOAD_BYTES,
  pdfViewQuerySchema,
  pdfViewResponseSchema,
  tenderDocumentsQuerySchema,
  tenderDocumentsResponseSchema,
  uploadLimitBytes,
  uploadResponseSchema,
} from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startDocumentWorker, type DocumentWorker } from '../../jobs/documents-worker';
import { loadJwtSecret } from '../auth/tokens';
import { createDocumentStorage, type ReceivedFile } from './document-storage';
import {
  listTenderDocuments,
  openSignedDocument,
  resolveViewUrl,
  uploadDocument,
  type DocumentsContext,
} from './documents.service';
import { createUrlSigner } from './signed-urls';

const MAX_FIELD_BYTES = 2_000;

/** RFC 6266 / 5987 Content-Disposition with the display name (never a path). */
const contentDisposition = (type: 'inline' | 'attachment', filename: string): string => {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
};

/**
 * Documents (SPEC.md §7): the documents of a tender, the view call, signed file links and uploads; and the
 * document queue's worker, started when the app is ready and stopped before the store closes.
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
  const storage = createDocumentStorage(app.config.dataDir);
  const signer = createUrlSigner(await loadJwtSecret(app.config.JWT_SECRET, app.config.dataDir));
  let worker: DocumentWorker | undefined;
  const context = (): DocumentsContext => ({
    db: app.store.db,
    storage,
    signer,
    nudgeWorker: () => worker?.nudge(),
  });

  await app.register(multipart, {
    // One file per request; one byte over the largest limit is enough to know a file is too large.
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: MAX_FIELD_BYTES, parts: 12 },
    throwFileSizeLimit: false,
  });

  app.addHook('onReady', async () => {
    worker = startDocumentWorker({
      db: () => app.store.db,
      storage,
      log: app.log,
      downloads: (app.config.DOCUMENT_DOWNLOADS ?? app.config.INGEST_ON_START) === 'on',
    });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });

  app.get(
    '/api/documents',
    {
      onRequest: [app.requireUserOrApiKey],
      schema: {
        querystring: tenderDocumentsQuerySchema,
        response: { 200: tenderDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => listTenderDocuments(context(), request.query.tender_id),
  );

  app.get(
    '/api/pdfs/view',
    {
      onRequest: [app.requireUserOrApiKey],
      schema: { querystring: pdfViewQuerySchema, response: { 200: pdfViewResponseSchema, ...errors } },
    },
    async (request) => resolveViewUrl(context(), request.query.url),
  );

  // The signed link itself is the credential: browsers load it from <img>, PDF.js and download links.
  app.get(
    '/api/documents/:id/content',
    // The body is the file itself, streamed (Fastify does not serialise a stream); errors are { detail }.
    {
      schema: {
        params: documentFileParamsSchema,
        querystring: documentFileQuerySchema,
        response: { 200: z.instanceof(Readable) },
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

  app.post(
    '/api/documents/upload',
    {
      onRequest: [app.requireUser, app.requireFlag('pdf_upload')],
      schema: {
        response: { 200: uploadResponseSchema, 201: uploadResponseSchema, 413: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return reply.status(400).send({ detail: 'Send the file as multipart/form-data' });
      }
      const fields: Record<string, string> = {};
      let received: ReceivedFile | null = null;
      let clientFileName = '';
      let wasTruncated = false;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            continue;
          }
          if (part.fieldname !== 'file' || received) {
            part.file.resume();
            continue;
          }
          clientFileName = part.filename;
          const check = checkUpload({ name: part.filename, size: 0 });
          // An unsupported type is not stored at all; the service answers with the message.
          const limit = check.ok ? uploadLimitBytes(check.kind) : 0;
          received = await storage.receive(part.file, limit);
          wasTruncated = part.file.truncated;
        }
      } catch (error) {
        if (received) await storage.discard(received);
        throw error;
      }
      const declared = Number(request.headers['content-length']);
      const result = await uploadDocument(context(), {
        file: received,
        clientFileName,
        declaredBytes: Number.isFinite(declared) ? declared : null,
        wasTruncated,
        tenderId: fields.tender_id,
        platformName: fields.platform_name,
        userId: request.principal!.userId,
      });
      return reply
        .status(result.created ? 201 : 200)
        .send({ message: result.message, document: result.document });
    },
  );
};
