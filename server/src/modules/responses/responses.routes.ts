import { Readable } from 'node:stream';
import {
  errorBodySchema,
  exportQuerySchema,
  generateResponseBodySchema,
  generateResponseResultSchema,
  responseDraftSchema,
  responseLanguageQuerySchema,
  responseMessages,
  responseParamsSchema,
  responsesListSchema,
  responsesQuerySchema,
  saveResponseBodySchema,
  type GenerateStreamEvent,
} from '@tenderscout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLlmClientFromConfig } from '../../lib/llm-client';
import { generateResponse, prepareDrafting } from './drafting/drafting.service';
import { exportDocx, exportPdf } from './responses-export';
import {
  deleteResponseDraft,
  getResponseDraft,
  listResponseDrafts,
  saveResponseDraft,
  submitResponse,
} from './responses.service';

/**
 * Bid responses under `/api/me/responses` (SPEC.md §2 Response builder and My Responses; DECISIONS.md: drafts
 * on the server, real drafting). A token or an API key acts as its owner; the builder's calls need the
 * responseBuilder flag, the list needs myResponses, and deleting either.
 */
export const responsesRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
  const builder = { onRequest: [app.requireUserOrApiKey, app.requireFlag('responseBuilder')] };
  const userId = (request: FastifyRequest): string => request.principal!.userId;
  const llm = createLlmClientFromConfig(app.config);
  // The store starts after the routes are registered (main.ts): read its db on each call.
  const draftingDeps = {
    get db() {
      return app.store.db;
    },
    llm,
  };

  app.get(
    '/api/me/responses',
    {
      onRequest: [app.requireUserOrApiKey, app.requireFlag('myResponses')],
      schema: { querystring: responsesQuerySchema, response: { 200: responsesListSchema, ...errors } },
    },
    async (request) => listResponseDrafts(app.store.db, userId(request), request.query),
  );

  app.get(
    '/api/me/responses/:tenderId',
    {
      ...builder,
      schema: {
        params: responseParamsSchema,
        querystring: responseLanguageQuerySchema,
        response: { 200: responseDraftSchema, ...errors },
      },
    },
    async (request) =>
      getResponseDraft(app.store.db, {
        userId: userId(request),
        tenderId: request.params.tenderId,
        language: request.query.language,
      }),
  );

  app.put(
    '/api/me/responses/:tenderId',
    {
      ...builder,
      schema: {
        params: responseParamsSchema,
        querystring: responseLanguageQuerySchema,
        body: saveResponseBodySchema,
        response: { 200: responseDraftSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { draft, isStale } = await saveResponseDraft(app.store.db, {
        userId: userId(request),
        tenderId: request.params.tenderId,
        body: request.body,
        language: request.query.language,
      });
      // The sections were written (nothing typed is lost); the tab is told another one saved in between.
      if (isStale) return reply.status(409).send({ detail: responseMessages.versionConflict });
      return draft;
    },
  );

  app.delete(
    '/api/me/responses/:tenderId',
    {
      onRequest: [
        app.requireUserOrApiKey,
        async (request, reply) => {
          const flags = request.principal!.featureFlags;
          if (flags.myResponses !== true) await app.requireFlag('responseBuilder')(request, reply);
        },
      ],
      schema: { params: responseParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteResponseDraft(app.store.db, { userId: userId(request), tenderId: request.params.tenderId });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/me/responses/:tenderId/submit',
    {
      ...builder,
      schema: {
        params: responseParamsSchema,
        querystring: responseLanguageQuerySchema,
        response: { 200: responseDraftSchema, ...errors },
      },
    },
    async (request) =>
      submitResponse(app.store.db, {
        userId: userId(request),
        tenderId: request.params.tenderId,
        language: request.query.language,
      }),
  );

  app.post(
    '/api/me/responses/:tenderId/generate',
    {
      ...builder,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        params: responseParamsSchema,
        body: generateResponseBodySchema,
        // `stream: true` answers NDJSON through a Node stream, which Fastify sends without serialising.
        response: {
          200: z.union([generateResponseResultSchema, z.instanceof(Readable)]),
          429: errorBodySchema,
          503: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const options = {
        userId: userId(request),
        tenderId: request.params.tenderId,
        sections: request.body.sections,
        language: request.body.language,
      };
      if (!request.body.stream) return generateResponse(draftingDeps, options);

      // Streamed: one JSON event per line, written as the engine produces it; a client that goes away stops it.
      const run = await prepareDrafting(draftingDeps, options);
      const controller = new AbortController();
      request.raw.once('close', () => controller.abort());
      async function* lines(): AsyncGenerator<string> {
        try {
          for await (const event of run.events(controller.signal)) yield `${JSON.stringify(event)}\n`;
        } catch (error) {
          request.log.error({ err: error }, 'drafting failed');
          const failure: GenerateStreamEvent = {
            type: 'error',
            section: null,
            detail: responseMessages.generateFailed,
          };
          yield `${JSON.stringify(failure)}\n`;
        }
      }
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(lines()));
    },
  );

  app.get(
    '/api/me/responses/:tenderId/export',
    {
      ...builder,
      schema: {
        params: responseParamsSchema,
        querystring: exportQuerySchema,
        // The file's bytes: Fastify sends a Buffer as is.
        response: { 200: z.instanceof(Buffer), ...errors },
      },
    },
    async (request, reply) => {
      const draft = await getResponseDraft(app.store.db, {
        userId: userId(request),
        tenderId: request.params.tenderId,
        language: request.query.language,
      });
      const file = request.query.format === 'docx' ? await exportDocx(draft) : await exportPdf(draft);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
