import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Store } from './db/store';
import { createEmbedder, type Embedder } from './embeddings';
import { liveFeeds, tenderRoutes } from './modules/tenders';
import { featureSources } from './feature-sources';
import { aiRoutes } from './modules/ai';
import { alertJob, alertsRoutes } from './modules/alerts';
import { analyticsRoutes } from './modules/analytics';
import { apiKeysRoutes } from './modules/api-keys';
import { awardsRoutes } from './modules/awards';
import { authRoutes } from './modules/auth';
import { documentsRoutes, documentsWorker } from './modules/documents';
import { feedbackRoutes } from './modules/feedback';
import { filterProfilesRoutes } from './modules/filter-profiles';
import { flagsRoutes } from './modules/flags';
import { healthRoutes } from './modules/health';
import { landingRoutes } from './modules/landing';
import { org } from './modules/org';
import { onboardingRoutes } from './modules/onboarding';
import { responsesRoutes } from './modules/responses';
import { savedRoutes } from './modules/saved';
import { embeddingJob, searchRoutes } from './modules/search';
import { usersRoutes } from './modules/users';
import { registerAuth } from './plugins/auth';
import { messageBody } from './lib/message-body';
import { registerRequestLanguage } from './lib/request-language';
import { createScheduler, type Scheduler } from './lib/scheduler';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerWeb } from './plugins/web';

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

/** Query parameters whose value is a credential (the calendar feed's secret): masked in the access log. */
const SECRET_QUERY_PARAMETERS = /([?&](?:feed|token|key)=)[^&#]*/gi;

/** A hop count trusts the nearest `hops` proxies; a list trusts those addresses and ranges only. */
const trustProxyOption = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.replace(SECRET_QUERY_PARAMETERS, '$1[redacted]'),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** The server's own settings: logging with secrets redacted, body and parameter limits, proxies, shutdown. */
const serverOptions = (options: BuildAppOptions): FastifyServerOptions => ({
  logger:
    options.logger === false
      ? false
      : {
          level: options.config.LOG_LEVEL,
          // Secrets never reach the logs: credentials in headers, and the calendar feed's secret in its URL.
          redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
          serializers: { req: serializeRequest },
        },
  bodyLimit: ONE_MEGABYTE,
  // Off unless TRUST_PROXY names the proxies: otherwise any client could pick its address (X-Forwarded-For).
  trustProxy: trustProxyOption(options.config.TRUST_PROXY),
  // Tender ids may contain characters that need encoding; give the router room for them.
  routerOptions: { maxParamLength: 500 },
  return503OnClosing: true,
  // Errors the router raises before any route runs (a path parameter over the limit, a malformed URL)
  // answer like every other error: a status and a `detail` in the caller's language.
  frameworkErrors: (error, request, reply) => {
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const message = { key: tooLong ? 'http.paramTooLong' : 'http.malformedUrl', params: {} } as const;
    void reply.code((tooLong ? 414 : 400) as never).send(messageBody(request, message) as never);
  },
  forceCloseConnections: 'idle',
});

/**
 * Security headers on every answer: no inline script, never framed, no MIME sniffing, no referrer. Styles may
 * be inline (Mantine writes its theme into a <style> element); /api/docs sets its own hash-based policy
 * (server/src/plugins/openapi.ts).
 */
const SECURITY_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // Served over plain HTTP on a laptop too: HTTPS policy belongs to the proxy that terminates TLS.
  strictTransportSecurity: false,
};

export const buildApp = async (options: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify(serverOptions(options)).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', options.config);
  app.decorate('store', options.store);
  const embedder = options.embedder ?? createEmbedder(options.config);
  app.decorate('embedder', embedder);
  if (!options.embedder) app.addHook('onClose', async () => embedder.close());
  // Jobs wait for a ready store; their plugins stop them on close, before the embedder and the store go.
  app.decorate('scheduler', createScheduler({ log: app.log, canRun: () => options.store.isReady }));

  // 1. External plugins first: the error handler and rate limiting must wrap every route registered after.
  registerErrorHandler(app);
  registerRequestLanguage(app);
  await registerRateLimit(app);

  await app.register(helmet, SECURITY_HEADERS);

  // Authentication next: a global hook sets request.principal (or answers 401) before any route runs,
  // and the guards (app.requireUser, requireAdmin, requireFlag …) exist before routes use them.
  await registerAuth(app);

  // The OpenAPI document collects routes as they are added, so it comes before them.
  await registerOpenApi(app);

  // 2. Routes: the API, then the web app's catch-all last so it never shadows an API path. Features that read
  // through another get it in their options (feature-sources.ts).
  const sources = featureSources();
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(flagsRoutes);
  await app.register(apiKeysRoutes);
  await app.register(onboardingRoutes);
  await app.register(tenderRoutes, sources.tenders);
  await app.register(landingRoutes);
  await app.register(feedbackRoutes);
  await app.register(analyticsRoutes, sources.analytics);
  await app.register(savedRoutes);
  await app.register(responsesRoutes, sources.responses);
  await app.register(documentsWorker);
  await app.register(documentsRoutes);
  await app.register(searchRoutes);
  await app.register(aiRoutes, sources.ai);
  await app.register(filterProfilesRoutes);
  await app.register(awardsRoutes);
  await app.register(alertsRoutes);
  // Recurring jobs, each with its feature: registered with the scheduler, started on ready, stopped on close.
  await app.register(alertJob, sources.alerts);
  // Organizations and the bid pipeline: one plugin that declares what it needs (its mail goes out with alerts).
  await app.register(org, sources.org(app.accounts));
  await app.register(liveFeeds);
  await app.register(embeddingJob);
  if (options.webDistDir) await registerWeb(app, options.webDistDir);

  return app;
};
