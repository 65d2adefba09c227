import type { Message, MessageLanguage } from '@tenderscout/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error';
import { messageBody } from '../lib/message-body';
import { requestLanguage } from '../lib/request-language';
import { translateIssue } from '../lib/translate-issue';

/** An error answer: extra fields (the current version on a draft conflict) beside the message's body. */
const sendMessage = (
  reply: FastifyReply,
  status: number,
  message: Message,
  extra: Record<string, unknown> = {},
): FastifyReply => reply.status(status).send({ ...extra, ...messageBody(reply.request, message) });

/** The request's failed fields, each named with where it was (`body.email: …`), in the request's language. */
const describeValidation = (error: FastifyError, language: MessageLanguage): Message => {
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return { key: 'http.invalidRequest', params: { problems: error.message } };
  }
  const where = error.validationContext ?? 'request';
  const separator = language === 'fr' ? ' : ' : ': ';
  const problems = error.validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = translateIssue(issue, language);
    return field ? `${where}.${field}${separator}${message}` : `${where}${separator}${message}`;
  });
  return { key: 'http.invalidRequest', params: { problems: problems.join('; ') } };
};

const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT']);

/**
 * A database error the caller can do something about: a statement stopped by its timeout or the store (or Redis)
 * unreachable (503), a value PostgreSQL cannot hold (class 22: NUL characters, impossible dates, numbers out of
 * range; 400), an over-complex statement (54xxx; 400). Anything else stays an internal error.
 */
const storeFailure = (
  error: Error & { code?: unknown; syscall?: unknown },
): { status: number; message: Message } | null => {
  const code = typeof error.code === 'string' ? error.code : '';
  const failure = (status: number, key: Message['key']) => ({ status, message: { key, params: {} } });
  if (code === '57014') return failure(503, 'http.storeTimeout');
  if (code.startsWith('22')) return failure(400, 'http.invalidValue');
  if (code.startsWith('54')) return failure(400, 'http.tooComplex');
  const onSocket = error.syscall === 'connect' || error.syscall === 'read' || error.syscall === 'write';
  if (
    code === '57P01' ||
    code === '57P03' ||
    code.startsWith('08') ||
    (onSocket && CONNECTION_FAILURES.has(code))
  )
    return failure(503, 'http.storeUnavailable');
  if (/^Connection terminated|timeout exceeded when trying to connect/.test(error.message))
    return failure(503, 'http.storeUnavailable');
  // Redis (REDIS_URL, request rate limits) unreachable: ioredis gave up on the command.
  if (error.name === 'MaxRetriesPerRequestError' || error.message === 'Connection is closed.')
    return failure(503, 'http.storeUnavailable');
  return null;
};

/** Fastify's own refusals of a request, by their code. */
const FRAMEWORK_ERRORS: Partial<Record<string, Message['key']>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'http.bodyTooLarge',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'http.emptyJsonBody',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'http.contentLengthMismatch',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'http.unsupportedMediaType',
};

const INTERNAL: Message = { key: 'http.internal', params: {} };

/**
 * The one place errors become HTTP: AppError codes map to statuses, validation names the field, store failures
 * the caller can act on say so, and every 5xx is logged with the request and answered generically. Every body
 * is `errorBody`: a key and its message in the request's language.
 */
const registerErrorHandler = async (app: FastifyInstance): Promise<void> => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
      reply.headers(error.headers);
      return sendMessage(reply, error.statusCode, error, error.body);
    }
    if (error.validation) {
      return sendMessage(reply, 400, describeValidation(error, requestLanguage(request)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendMessage(reply, 500, INTERNAL);
    }
    const failure = error.statusCode === undefined ? storeFailure(error) : null;
    if (failure) {
      request.log.warn({ err: error }, 'the store refused or stopped the request');
      return sendMessage(reply, failure.status, failure.message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendMessage(reply, status, INTERNAL);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return sendMessage(reply, 400, { key: 'http.malformedJson', params: { reason: error.message } });
    }
    const framework = FRAMEWORK_ERRORS[error.code];
    if (framework) return sendMessage(reply, status, { key: framework, params: {} });
    // Another 4xx raised by Fastify or a plugin (an unsupported media type …): its own words, as a failed request.
    request.log.info({ err: error }, 'request refused by the framework');
    return sendMessage(reply, status, { key: 'http.invalidRequest', params: { problems: error.message } });
  });

  app.setNotFoundHandler((request, reply) =>
    sendMessage(reply, 404, {
      key: 'http.notFound',
      params: { method: request.method, path: request.url.split('?')[0] ?? '' },
    }),
  );
};

/** Registered before every route: a route answers errors with the handler present when it is added. */
export const errorHandler = fastifyPlugin(registerErrorHandler, { name: 'error-handler' });
