import type { FastifyPluginAsync } from 'fastify';
import { createJobLocks } from '../../lib/job-lock';
import { createEmbeddingJob } from './embedding-job';

/**
 * Search's semantic index kept current in the background: the embedding job is registered with the app's
 * scheduler, started when the app is ready unless EMBEDDING_JOB is off (search answers with keywords
 * meanwhile), and stopped when the app closes, before the embedder it uses.
 */
export const embeddingJob: FastifyPluginAsync = async (app) => {
  // Several instances on one PostgreSQL: one embeds, the others stand by (embedded: one process).
  const locks = createJobLocks(app.config.DATABASE_URL);
  const job = createEmbeddingJob({
    db: () => app.store.db,
    embedder: app.embedder,
    log: app.log,
    locks,
    standbyMs: app.config.JOB_STANDBY_SECONDS * 1000,
  });
  app.scheduler.add(job);
  app.addHook('onReady', async () => {
    if (app.config.EMBEDDING_JOB === 'on') app.scheduler.start(job.name);
  });
  app.addHook('onClose', async () => {
    await app.scheduler.stop(job.name);
    await locks.close();
  });
};
