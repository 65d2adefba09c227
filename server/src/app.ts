import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Store } from './db/store';
import { createEmbedder, type Embedder } from './embeddings';
import { AppError } from './lib/app-error';
import { aiRoutes } from './modules/ai/ai.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { filterProfilesRoutes } from './modules/filter-profiles/filter-profiles.routes';
import { flagsRoutes } from './modules/flags/flags.routes';
import { healthRoutes } from './modules/health/health.routes';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { responsesRoutes } from './modules/responses/responses.routes';
import { savedRoutes } from './modules/saved/saved.routes';
import { searchRoutes } from './modules/search/search.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { tenderRoutes } from './modules/tenders/tenders.routes';
import { usersRoutes } from './modules/users/users.routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerWeb } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    store: Store;
    /** Sentence embeddings (search queries, the background embedding job); started on first use. */
    embedder: Embedder;
  }
}

export interface BuildAppOptions {
  config: Config;
  store: Store;
  /** Defaults to the configured engine (createEmbedder); the app closes the one it creates. */
  embedder?: Embedder;
  /** Where the built web app lives; omitted in API tests. */
  webDistDir?: string;
  logger?: boolean | { level: string };
}

const ONE_MEGABYTE = 1024 * 1024;

export const buildApp = async (options: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.config.LOG_LEVEL,
            // Secrets never reach the logs.
            redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
          },
    bodyLimit: ONE_MEGABYTE,
    trustProxy: true,
    // Tender ids may contain characters that need encoding; give the router room for them.
    routerOptions: { maxParamLength: 500 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', options.config);
  app.decorate('store', options.store);
  const embedder = options.embedder ?? createEmbedder(options.config);
  app.decorate('embedder', embedder);
  if (!options.embedder) app.addHook('onClose', async () => embedder.close());

  // 1. External plugins first: the error handler and rate limiting must wrap every route registered after.
  registerErrorHandler(app);
  await app.register(rateLimit, {
    global: false,
    // The plugin throws what this returns: an AppError, so the one error handler answers 429 with a detail.
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return new AppError('rate_limited', `Too many requests; try again in ${seconds} s`, {
        headers: { 'retry-after': String(seconds) },
      });
    },
  });

  // Authentication next: a global hook sets request.principal (or answers 401) before any route runs,
  // and the guards (app.requireUser, requireAdmin, requireFlag …) exist before routes use them.
  await registerAuth(app);

  // The OpenAPI document collects routes as they are added, so it comes before them.
  await registerOpenApi(app);

  // 2. Routes: the API, then the web app's catch-all last so it never shadows an API path.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(flagsRoutes);
  await app.register(apiKeysRoutes);
  await app.register(onboardingRoutes);
  await app.register(tenderRoutes);
  await app.register(statsRoutes);
  await app.register(feedbackRoutes);
  await app.register(analyticsRoutes);
  await app.register(savedRoutes);
  await app.register(responsesRoutes);
  await app.register(documentsRoutes);
  await app.register(searchRoutes);
  await app.register(aiRoutes);
  await app.register(filterProfilesRoutes);
  if (options.webDistDir) await registerWeb(app, options.webDistDir);

  return app;
};
