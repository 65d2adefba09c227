/** The documents feature's face: tender documents, uploads and the document worker; what the composition root registers and lends to other features. */
export { storedFileRemover } from './document-storage';
export { documentsWorker } from './documents-worker.plugin';
export { documentsRoutes } from './documents.routes';
export { documentsStore } from './documents.store';
export { withViewerUploads } from './viewer-uploads';
