import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createDocumentStorage } from './document-storage';
import { startDocumentWorker, type DocumentWorker } from './jobs/documents-worker';
import { closePdfReader } from './jobs/pdf-text-sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The document queue: an upload nudges its worker so the file is read at once. */
    documentQueue: { nudge(): void };
  }
}

/**
 * The document queue's worker (notice downloads, PDF and spreadsheet text, requirements) as an app service:
 * started when the app is ready and stopped before the store closes. It is woken by uploads and new notices
 * rather than run on a schedule.
 */
const documentsWorkerPlugin: FastifyPluginAsync = async (app) => {
  let worker: DocumentWorker | undefined;
  app.decorate('documentQueue', { nudge: () => worker?.nudge() });
  app.addHook('onReady', async () => {
    worker = startDocumentWorker({
      db: () => app.store.db,
      storage: createDocumentStorage(app.config.dataDir),
      log: app.log,
      downloads: (app.config.DOCUMENT_DOWNLOADS ?? app.config.INGEST_ON_START) === 'on',
      pdfLimits: {
        maxMemoryMb: app.config.DOCUMENT_MAX_MEMORY_MB,
        maxPages: app.config.DOCUMENT_MAX_PAGES,
        timeoutSeconds: app.config.DOCUMENT_TIMEOUT_SECONDS,
      },
    });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    closePdfReader();
  });
};

export const documentsWorker = fastifyPlugin(documentsWorkerPlugin, { name: 'documents-worker' });
