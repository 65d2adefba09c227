import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Config } from '../config';
import type { Store } from '../db/store';
import { createEmbedder, type Embedder } from '../embeddings';
import { createScheduler, type Scheduler } from '../lib/scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    store: Store;
    /** Sentence embeddings (search queries, the background embedding job); started on first use. */
    embedder: Embedder;
    /** The recurring background jobs: each feature's plugin registers, starts and stops its own. */
    scheduler: Scheduler;
  }
}

export interface CoreOptions {
  config: Config;
  store: Store;
  /** Defaults to the configured engine (createEmbedder); the app closes the one it creates. */
  embedder?: Embedder;
}

/**
 * `core`: what every other plugin reads (the settings, the store, the embedder, the scheduler). Registered first,
 * so its close hook runs last: the jobs, stopped by their own plugins, are gone before the embedder closes.
 */
const registerCore: FastifyPluginAsync<CoreOptions> = async (app, options) => {
  app.decorate('config', options.config);
  app.decorate('store', options.store);
  const embedder = options.embedder ?? createEmbedder(options.config);
  app.decorate('embedder', embedder);
  if (!options.embedder) app.addHook('onClose', async () => embedder.close());
  // Jobs wait for a ready store.
  app.decorate('scheduler', createScheduler({ log: app.log, canRun: () => options.store.isReady }));
};

export const core = fastifyPlugin(registerCore, { name: 'core' });
