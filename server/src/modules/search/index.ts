/** The search feature's face: search, its ranking and the embedding job; what the composition root registers and lends to other features. */
import fastifyPlugin from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { embeddingJob } from './embedding-job.plugin';
import { searchRoutes } from './search.routes';
export { searchTenders } from './search.service';

/** Its routes, then the embedding job that keeps the semantic index current. */
const searchPlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(searchRoutes);
  await app.register(embeddingJob);
};

export const search = fastifyPlugin(searchPlugin, {
  name: 'search',
  dependencies: [...ROUTE_PIPELINE],
  encapsulate: true,
});
