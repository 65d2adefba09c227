import { languageFromAcceptLanguage, translateDetail, type MessageLanguage } from '@tenderscout/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { translateIssue } from '../lib/translate-issue';
import { isAppError } from '../lib/app-error';

const describeValidation = (error: FastifyError, language: MessageLanguage): string => {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    const separator = language === 'fr' ? ' : ' : ': ';
    const problems = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = translateIssue(issue, language);
      return field ? `${where}.${field}${separator}${message}` : `${where}${separator}${message}`;
    });
    return `${language === 'fr' ? 'Requête invalide' : 'Invalid request'}${separator}${problems.join('; ')}`;
  }
  return translateDetail(error.message, language);
};

/** Messages of store failures a caller can act on (French in the domain's messages). */
export const storeFailureMessages = {
  timeout: 'The request took too long and was stopped; try a narrower search or try again later',
  unavailable: 'The store is busy or restarting; try again in a moment',
  invalidValue: 'A value in the request is not valid (out of range, or a character that cannot be stored)',
  tooComplex: 'The request is too complex; use fewer words or filters',
} as const;

const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT']);

/**
 * A database error the caller can do something about: a statement stopped by its timeout or the store (or Redis)
 * unreachable (503), a value PostgreSQL cannot hold (class 22: NUL characters, impossible dates, numbers out of
 * range; 400), an over-complex statement (54xxx; 400). Anything else stays an internal error.
 */
const storeFailure = (
  error: Error & { code?: unknown; syscall?: unknown },
): { status: number; detail: string } | null => {
  const code = typeof error.code === 'string' ? error.code : '';
  if (code === '57014') return { status: 503, detail: storeFailureMessages.timeout };
  if (code.startsWith('22')) return { status: 400, detail: storeFailureMessages.invalidValue };
  if (code.startsWith('54')) return { status: 400, detail: storeFailureMessages.tooComplex };
  const onSocket = error.syscall === 'connect' || error.syscall === 'read' || error.syscall === 'write';
  if (
    code === '57P01' ||
    code === '57P03' ||
    code.startsWith('08') ||
    (onSocket && CONNECTION_FAILURES.has(code))
  )
    return { status: 503, detail: storeFailureMessages.unavailable };
  if (/^Connection terminated|timeout exceeded when trying to connect/.test(error.message))
    return { status: 503, detail: storeFailureMessages.unavailable };
  // Redis (REDIS_URL, request rate limits) unreachable: ioredis gave up on the command.
  if (error.name === 'MaxRetriesPerRequestError' || error.message === 'Connection is closed.')
    return { status: 503, detail: storeFailureMessages.unavailable };
  return null;
};

/** Issue 12: `detail` in the caller's language (Accept-Language); English, the spec's texts, otherwise. */
const languageOf = (request: FastifyRequest): MessageLanguage =>
  languageFromAcceptLanguage(request.headers['accept-language']);

/**
 * The one place errors become HTTP: AppError codes map to statuses, validation names the field,
 * client errors keep their message, and every 5xx is logged with the request and answered generically.
 */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request);
    if (isAppError(error)) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.body, detail: translateDetail(error.message, language) });
    }
    if (error.validation) {
      return reply.status(400).send({ detail: describeValidation(error, language) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ detail: translateDetail('Internal server error', language) });
    }
    const failure = error.statusCode === undefined ? storeFailure(error) : null;
    if (failure) {
      request.log.warn({ err: error }, 'the store refused or stopped the request');
      return reply.status(failure.status).send({ detail: translateDetail(failure.detail, language) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ detail: translateDetail('Internal server error', language) });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply
        .status(400)
        .send({ detail: translateDetail(`Malformed JSON body: ${error.message}`, language) });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send({ detail: translateDetail('Request body is too large (the limit is 1 MB)', language) });
    }
    return reply.status(status).send({ detail: translateDetail(error.message, language) });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      detail: translateDetail(
        `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}`,
        languageOf(request),
      ),
    }),
  );

  // A success or pending answer that carries a `detail` (registration pending, admin actions) follows too.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode >= 400 || payload === null || typeof payload !== 'object') return payload;
    const detail = (payload as { detail?: unknown }).detail;
    const language = languageOf(request);
    if (typeof detail !== 'string' || language === 'en') return payload;
    return { ...payload, detail: translateDetail(detail, language) };
  });
};
