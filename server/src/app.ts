import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Store } from './db/store';
import type { Embedder } from './embeddings';
import { featureSources } from './feature-sources';
import { messageBody } from './lib/message-body';
import { inDependencyOrder, pluginNeeds } from './lib/plugin-order';
import { requestLanguageDefaults } from './lib/request-language';
import { ai } from './modules/ai';
import { alerts } from './modules/alerts';
import { analytics } from './modules/analytics';
import { apiKeys } from './modules/api-keys';
import { auth } from './modules/auth';
import { awards } from './modules/awards';
import { documents } from './modules/documents';
import { feedback } from './modules/feedback';
import { filterProfiles } from './modules/filter-profiles';
import { flags } from './modules/flags';
import { health } from './modules/health';
import { landing } from './modules/landing';
import { onboarding } from './modules/onboarding';
import { org } from './modules/org';
import { responses } from './modules/responses';
import { saved } from './modules/saved';
import { search } from './modules/search';
import { tenders } from './modules/tenders';
import { users } from './modules/users';
import { authentication } from './plugins/auth';
import { core } from './plugins/core';
import { errorHandler } from './plugins/error-handler';
import { openApi } from './plugins/openapi';
import { requestRateLimits } from './plugins/rate-limit';
import { securityHeaders } from './plugins/security-headers';
import { web } from './plugins/web';

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

/** A plugin the app registers, with its options (or a function of the app, called when it is registered). */
interface Face {
  plugin: object;
  register(app: FastifyInstance): PromiseLike<unknown>;
}

const face = <Options extends object>(
  plugin: FastifyPluginAsync<Options>,
  options?: Options | ((app: FastifyInstance) => Options),
): Face => ({ plugin, register: (app) => app.register(plugin, options as Options) });

/**
 * Every plugin of the app: the app-wide ones (shared/http/route-pipeline.ts), each module's face, and the web app.
 * Each declares its name and the plugins it depends on (fastify-plugin `name` and `dependencies`); `buildApp`
 * registers each after its dependencies and otherwise in this list's order. A missing or circular dependency
 * stops the start. Features that read through another get it in their options (feature-sources.ts).
 */
const faces = (options: BuildAppOptions): Face[] => {
  const sources = featureSources();
  return [
    face(core, { config: options.config, store: options.store, embedder: options.embedder }),
    face(errorHandler),
    face(requestLanguageDefaults),
    face(requestRateLimits),
    face(securityHeaders),
    face(authentication),
    face(openApi),
    face(health),
    face(auth),
    face(users),
    face(flags),
    face(apiKeys),
    face(onboarding),
    face(tenders, sources.tenders),
    face(landing),
    face(feedback),
    face(analytics, sources.analytics),
    face(saved),
    face(responses, sources.responses),
    face(documents),
    face(search),
    face(ai, sources.ai),
    face(filterProfiles),
    face(awards),
    face(alerts, sources.alerts),
    face(org, (app) => sources.org(app.accounts)),
    ...(options.webDistDir ? [face(web, { webDistDir: options.webDistDir })] : []),
  ];
};

export const buildApp = async (options: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify(serverOptions(options)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  for (const plugin of inDependencyOrder(faces(options), (entry) => pluginNeeds(entry.plugin))) {
    await plugin.register(app);
  }
  return app;
};
