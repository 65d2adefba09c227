import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';
import { createRequestLimitStore } from './request-limits.store';

/**
 * Per-route request rate limits (`config.rateLimit` on a route), counted where every app instance sees them:
 * in Redis when REDIS_URL is set, else in the store (table request_limits, PostgreSQL or the embedded PGlite).
 * Either way a limit of N is N in total behind any number of instances.
 */
export const registerRateLimit = async (app: FastifyInstance): Promise<void> => {
  const { REDIS_URL, REDIS_KEY_PREFIX } = app.config;
  let redis: Redis | undefined;
  if (REDIS_URL) {
    // Fail fast while Redis is unreachable (the request answers an error) instead of queueing for long.
    redis = new Redis(REDIS_URL, { connectTimeout: 5_000, maxRetriesPerRequest: 1 });
    let reported = false;
    redis.on('error', (error) => {
      if (!reported) app.log.warn({ err: error }, 'Redis (request rate limits) is unreachable; retrying');
      reported = true;
    });
    redis.on('ready', () => {
      reported = false;
    });
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }

  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? { redis, nameSpace: REDIS_KEY_PREFIX }
      : {
          store: createRequestLimitStore(
            () => app.store.db,
            (error) => app.log.warn({ err: error }, 'expired request limits could not be deleted'),
          ),
        }),
    // Signed-in callers are limited per account (many users may share one address), others per address.
    keyGenerator: (request) => (request.principal ? `user:${request.principal.userId}` : `ip:${request.ip}`),
    // The plugin throws what this returns: an AppError, so the one error handler answers 429 with a detail.
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('rate_limited', `Too many requests; try again in ${seconds} s`, {
        headers: { 'retry-after': String(seconds) },
      });
    },
  });
};
