/** The documents feature's face: tender documents, uploads and the document worker; what the composition root registers and lends to other features. */
import fastifyPlugin from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { documentsWorker } from './documents-worker.plugin';
import { documentsRoutes } from './documents.routes';
export { storedFileRemover } from './document-storage';
export { documentsStore } from './documents.store';
export { withViewerUploads } from './viewer-uploads';

/** The document worker (`app.documentQueue`, which an upload nudges), then the routes. */
const documentsPlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(documentsWorker);
  await app.register(documentsRoutes);
};

export const documents = fastifyPlugin(documentsPlugin, {
  name: 'documents',
  dependencies: [...ROUTE_PIPELINE],
});
