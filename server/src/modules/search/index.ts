/** The search feature's face: search, its ranking and the embedding job; what the composition root registers and lends to other features. */
export { embeddingJob } from './embedding-job.plugin';
export { searchRoutes } from './search.routes';
export { searchTenders } from './search.service';
