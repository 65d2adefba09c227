import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error';

const describeValidation = (error: FastifyError): string => {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    const problems = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return field ? `${where}.${field}: ${issue.message}` : `${where}: ${issue.message}`;
    });
    return `Invalid request: ${problems.join('; ')}`;
  }
  return error.message;
};

/**
 * The one place errors become HTTP: AppError codes map to statuses, validation names the field,
 * client errors keep their message, and every 5xx is logged with the request and answered generically.
 */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
      return reply.status(error.statusCode).headers(error.headers).send({ detail: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ detail: describeValidation(error) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ detail: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ detail: 'Internal server error' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ detail: `Malformed JSON body: ${error.message}` });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ detail: 'Request body is too large (the limit is 1 MB)' });
    }
    return reply.status(status).send({ detail: error.message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ detail: `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}` }),
  );
};
