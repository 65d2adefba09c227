import { Readable } from 'node:stream';
import {
  closedNeedsConfirmationBodySchema,
  exportQuerySchema,
  generateResponseBodySchema,
  generateResponseResultSchema,
  languageFromAcceptLanguage,
  responseDraftSchema,
  responseLanguageQuerySchema,
  formatMessage,
  responseParamsSchema,
  responsesListSchema,
  responsesQuerySchema,
  saveResponseBodySchema,
  saveResponseResultSchema,
  submitResponseBodySchema,
  versionConflictBodySchema,
  type GenerateStreamEvent,
  type Language,
} from '@tenderscout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language';
import { createLlmClientFromConfig } from '../../lib/llm-client';
import { assertMayDeleteResponse } from '../../lib/access-policy';
import { errorResponses, principalOf, SIGNED_IN_ERRORS, type RouteApp } from '../../shared/http/route-kit';
import {
  generateResponse,
  prepareDrafting,
  type DraftingDeps,
  type DraftingRun,
  type DraftingSources,
} from './drafting/drafting.service';
import { exportDocx, exportPdf } from './responses-export';
import {
  deleteResponseDraft,
  getResponseDraft,
  listResponseDrafts,
  saveResponseDraft,
  submitResponse,
  type ResponsesActivitySources,
} from './responses.service';
import { addressKey } from '../../lib/address-key';

/**
 * Per-account limits (every route here needs a signed-in caller, so people behind one address never share one):
 * drafting is costly and limited to 60 a minute; loading and saving drafts allow far more than a fast typist with
 * two tabs open sends (an autosave 3 s after the last keystroke, about 20 a minute per tab).
 */
const perAccount = (scope: string) => (request: FastifyRequest) =>
  `${scope}:${request.principal?.userId ?? addressKey(request.ip)}`;
export const GENERATE_RATE_LIMIT = { max: 60, timeWindow: '1 minute', keyGenerator: perAccount('generate') };
export const DRAFT_RATE_LIMIT = { max: 600, timeWindow: '1 minute', keyGenerator: perAccount('drafts') };

/** The request's language: `?language=` when given, else Accept-Language (English by default). */
const languageOf = (request: FastifyRequest, override: Language | undefined): Language =>
  override ?? (languageFromAcceptLanguage(request.headers['accept-language']) === 'fr' ? 'fra' : 'eng');

const errors = SIGNED_IN_ERRORS;

/**
 * The builder's calls need the responseBuilder flag. A new hook list per route: the rate-limit plugin appends its
 * hook to the list it is given, and a shared one would put every route's limit on all of them.
 */
const builder = (app: RouteApp) => ({
  onRequest: [app.requireUserOrApiKey, app.requireFlag('responseBuilder')],
});

/**
 * The organization's drafts: the list, one draft, saving it (with its version, so two members or two tabs cannot
 * overwrite each other) and deleting it.
 */
const registerDraftRoutes = (app: RouteApp, sources: ResponsesActivitySources): void => {
  app.get(
    '/api/me/responses',
    {
      onRequest: [app.requireUserOrApiKey, app.requireFlag('myResponses')],
      config: { rateLimit: DRAFT_RATE_LIMIT },
      schema: {
        summary: "The organization's response drafts (every member's), most recently saved first",
        querystring: responsesQuerySchema,
        response: { 200: responsesListSchema, ...errors },
      },
    },
    async (request) =>
      listResponseDrafts(app.store.db, principalOf(request), {
        ...request.query,
        language: languageOf(request, request.query.language),
      }),
  );

  app.get(
    '/api/me/responses/:tenderId',
    {
      ...builder(app),
      config: { rateLimit: DRAFT_RATE_LIMIT },
      schema: {
        summary: "The organization's draft for a tender, with who saved it last and what the caller may do",
        params: responseParamsSchema,
        querystring: responseLanguageQuerySchema,
        response: { 200: responseDraftSchema, ...errorResponses(429), ...errors },
      },
    },
    async (request) =>
      getResponseDraft(app.store.db, {
        caller: principalOf(request),
        tenderId: request.params.tenderId,
        language: languageOf(request, request.query.language),
      }),
  );

  app.put(
    '/api/me/responses/:tenderId',
    {
      ...builder(app),
      config: { rateLimit: DRAFT_RATE_LIMIT },
      schema: {
        summary: "Save sections of the organization's draft (owners and members; a viewer gets 403)",
        description:
          'The draft is shared by the members of the organization; the save records who made it. A save based on ' +
          'an older version writes nothing and answers 409 with the stored version, the member who saved it, ' +
          'when, and their text of the sections this save carried, to merge and save again on that version.',
        params: responseParamsSchema,
        body: saveResponseBodySchema,
        response: {
          200: saveResponseResultSchema,
          409: versionConflictBodySchema,
          ...errorResponses(429),
          ...errors,
        },
      },
    },
    async (request) =>
      saveResponseDraft(app.store.db, sources, {
        caller: principalOf(request),
        tenderId: request.params.tenderId,
        body: request.body,
      }),
  );
  registerDeleteRoute(app);
};

/** Deleting the organization's draft (the My Responses list or the builder's flag will do). */
const registerDeleteRoute = (app: RouteApp): void => {
  app.delete(
    '/api/me/responses/:tenderId',
    {
      onRequest: [app.requireUserOrApiKey, async (request) => assertMayDeleteResponse(principalOf(request))],
      schema: {
        summary: "Delete the organization's draft (owners and members)",
        params: responseParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteResponseDraft(app.store.db, {
        caller: principalOf(request),
        tenderId: request.params.tenderId,
      });
      return reply.status(204).send(null);
    },
  );
};

/** Marking a draft final, and its export as a Word or PDF file. */
const registerSubmitAndExportRoutes = (app: RouteApp): void => {
  app.post(
    '/api/me/responses/:tenderId/submit',
    {
      ...builder(app),
      schema: {
        summary: "Mark the organization's draft final (owners only; a member or viewer gets 403)",
        params: responseParamsSchema,
        querystring: responseLanguageQuerySchema,
        body: submitResponseBodySchema,
        response: { 200: responseDraftSchema, 409: closedNeedsConfirmationBodySchema, ...errors },
      },
    },
    async (request) =>
      submitResponse(app.store.db, {
        caller: principalOf(request),
        tenderId: request.params.tenderId,
        language: languageOf(request, request.query.language),
        confirmClosed: request.body?.confirm_closed === true,
      }),
  );

  app.get(
    '/api/me/responses/:tenderId/export',
    {
      ...builder(app),
      schema: {
        params: responseParamsSchema,
        querystring: exportQuerySchema,
        // The file's bytes: Fastify sends a Buffer as is.
        response: { 200: z.instanceof(Buffer), ...errors },
      },
    },
    async (request, reply) => {
      const language = languageOf(request, request.query.language);
      const draft = await getResponseDraft(app.store.db, {
        caller: principalOf(request),
        tenderId: request.params.tenderId,
        language,
      });
      const file =
        request.query.format === 'docx'
          ? await exportDocx(draft, language)
          : await exportPdf(draft, language);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};

/** A drafting run's events as NDJSON lines; a failure ends the stream with an error event in the caller's language. */
async function* ndjsonLines(
  request: FastifyRequest,
  run: DraftingRun,
  signal: AbortSignal,
): AsyncGenerator<string> {
  try {
    for await (const event of run.events(signal)) yield `${JSON.stringify(event)}\n`;
  } catch (error) {
    request.log.error({ err: error }, 'drafting failed');
    const failure: GenerateStreamEvent = {
      type: 'error',
      section: null,
      key: 'responses.generateFailed',
      detail: formatMessage(requestLanguage(request), 'responses.generateFailed'),
    };
    yield `${JSON.stringify(failure)}\n`;
  }
}

/** Drafting sections with the engine: one answer, or (`stream: true`) the events as they come. */
const registerGenerateRoute = (app: RouteApp, draftingDeps: DraftingDeps): void => {
  app.post(
    '/api/me/responses/:tenderId/generate',
    {
      ...builder(app),
      config: { rateLimit: GENERATE_RATE_LIMIT },
      schema: {
        params: responseParamsSchema,
        body: generateResponseBodySchema,
        // `stream: true` answers NDJSON through a Node stream, which Fastify sends without serialising.
        response: {
          200: z.union([generateResponseResultSchema, z.instanceof(Readable)]),
          ...errorResponses(429, 503),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const options = {
        userId: principalOf(request).userId,
        tenderId: request.params.tenderId,
        sections: request.body.sections,
        language: languageOf(request, request.body.language),
      };
      if (!request.body.stream) return generateResponse(draftingDeps, options);

      // Streamed: one JSON event per line, written as the engine produces it; a client that goes away stops it.
      const run = await prepareDrafting(draftingDeps, options);
      const controller = new AbortController();
      request.raw.once('close', () => controller.abort());
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(ndjsonLines(request, run, controller.signal)));
    },
  );
};

/**
 * Bid responses under `/api/me/responses`. A token or an API key acts as its owner; the builder's calls need the
 * responseBuilder flag, the list needs myResponses, and deleting either. Lists and exports are in the request's
 * language.
 */
export type ResponsesSources = DraftingSources & ResponsesActivitySources;

export const responsesRoutes: FastifyPluginAsyncZod<ResponsesSources> = async (app, sources) => {
  const llm = createLlmClientFromConfig(app.config);
  // The store starts after the routes are registered (main.ts): read its db on each call.
  const draftingDeps = {
    get db() {
      return app.store.db;
    },
    llm,
    readTender: sources.readTender,
    ownUploadTexts: sources.ownUploadTexts,
  };
  registerDraftRoutes(app, sources);
  registerSubmitAndExportRoutes(app);
  registerGenerateRoute(app, draftingDeps);
};
