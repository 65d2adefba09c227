import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';
import type { Db } from '../db/database';
import { requestLimits, SWEEP_INTERVAL_MS } from '../db/request-limits';
import { addressKey } from '../lib/address-key';

interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit (its `store` option) backed by `requestLimits`. `getDb` is called per request:
 * before the store is ready it throws the store's 503, which the error handler answers. Each route gets a child
 * whose keys start with the route's method and path, as the library's own stores do.
 */
export const createRequestLimitStore = (
  getDb: () => Db,
  onSweepError: (error: unknown) => void,
): FastifyRateLimitStoreCtor => {
  let lastSweep = 0;
  const sweepNowAndThen = (db: Db) => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    requestLimits.sweep(db).catch(onSweepError);
  };

  class RequestLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const count = async () => {
        const db = getDb();
        sweepNowAndThen(db);
        return requestLimits.hit(db, this.prefix + key, timeWindow);
      };
      count().then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as ChildOptions;
      const method = Array.isArray(routeInfo?.method)
        ? routeInfo.method.join(',')
        : (routeInfo?.method ?? '');
      return new RequestLimitStore(undefined, `${method}${routeInfo?.url ?? ''}|`);
    }
  }
  return RequestLimitStore;
};

/**
 * Per-route request rate limits (`config.rateLimit` on a route), counted where every app instance sees them:
 * in Redis when REDIS_URL is set, else in the store (table request_limits, PostgreSQL or the embedded PGlite).
 * Either way a limit of N is N in total behind any number of instances.
 */
const registerRateLimit = async (app: FastifyInstance): Promise<void> => {
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
      ? { redis, nameSpace: `${REDIS_KEY_PREFIX}rate-limit:` }
      : {
          store: createRequestLimitStore(
            () => app.store.db,
            (error) => app.log.warn({ err: error }, 'expired request limits could not be deleted'),
          ),
        }),
    // Signed-in callers are limited per account (many users may share one address), others per address.
    keyGenerator: (request) =>
      request.principal ? `user:${request.principal.userId}` : `ip:${addressKey(request.ip)}`,
    // The plugin throws what this returns: an AppError, so the one error handler answers 429 with a detail.
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('rate_limited', 'http.tooManyRequests', {
        params: { seconds },
        headers: { 'retry-after': String(seconds) },
      });
    },
  });
};

/** Registered before the routes: the limiter attaches to each route with `config.rateLimit` as it is added. */
export const requestRateLimits = fastifyPlugin(registerRateLimit, {
  name: 'rate-limit',
  dependencies: ['core'],
});
