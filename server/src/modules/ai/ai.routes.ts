import {
  AI_PROFILE_TEMPLATES,
  aiProfileStateSchema,
  aiProfileTemplatesSchema,
  errorBodySchema,
  nlSearchRequestSchema,
  nlSearchResponseSchema,
  recommendationsRequestSchema,
  recommendationsResponseSchema,
  tenderAiQuerySchema,
  tenderAiSummarySchema,
  tenderFitSchema,
  tenderIdParamsSchema,
} from '@tenderscout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createLlmClientFromConfig } from '../../lib/llm-client';
import type { AiSources } from './ai-sources';
import { getAiProfileState, smartRecommendations, tenderFit, type AiContext } from './ai.service';
import { naturalLanguageSearch } from './nl-search.service';
import { summarizeTender } from './summary.service';

/**
 * The AI calls and their companions: NL search, smart recommendations, profile templates, the
 * profile the AI features read (the company profile, read-only here), and, on the tender page, the competitiveness score and the summary (each behind its
 * feature flag). A token or an API key acts as its owner; the profile is the company profile of onboarding and Settings.
 */
export const aiRoutes: FastifyPluginAsyncZod<AiSources> = async (app, sources) => {
  const errors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    429: errorBodySchema,
  };
  const userOrKey = { onRequest: [app.requireUserOrApiKey] };
  const userId = (request: FastifyRequest): string => request.principal!.userId;
  const llm = createLlmClientFromConfig(app.config);
  const context = (request: FastifyRequest): AiContext & AiSources => ({
    db: app.store.db,
    embedder: app.embedder,
    llm,
    warn: (error, message) => request.log.warn({ err: error }, message),
    searchTenders: sources.searchTenders,
    readTender: sources.readTender,
  });
  // The AI calls do more work than a search: limited per user.
  const rateLimit = {
    max: app.config.SEARCH_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `ai:${request.principal?.userId ?? request.ip}`,
  };

  app.post(
    '/api/ai/search/natural-language',
    {
      ...userOrKey,
      config: { rateLimit },
      schema: { body: nlSearchRequestSchema, response: { 200: nlSearchResponseSchema, ...errors } },
    },
    async (request) => naturalLanguageSearch(context(request), request.body, userId(request)),
  );

  app.post(
    '/api/ai/recommendations/smart',
    {
      ...userOrKey,
      config: { rateLimit },
      schema: {
        body: recommendationsRequestSchema,
        response: { 200: recommendationsResponseSchema, ...errors },
      },
    },
    async (request) => smartRecommendations(context(request), request.body, userId(request)),
  );

  app.get(
    '/api/ai/profiles/templates',
    { ...userOrKey, schema: { response: { 200: aiProfileTemplatesSchema, ...errors } } },
    async () => AI_PROFILE_TEMPLATES,
  );

  app.get(
    '/api/me/ai-profile',
    { ...userOrKey, schema: { response: { 200: aiProfileStateSchema, ...errors } } },
    async (request) => getAiProfileState(app.store.db, userId(request)),
  );

  app.get(
    '/api/tenders/:id/fit',
    {
      onRequest: [app.requireUserOrApiKey, app.requireFlag('competitiveness_scoring')],
      config: { rateLimit },
      schema: {
        params: tenderIdParamsSchema,
        querystring: tenderAiQuerySchema,
        response: { 200: tenderFitSchema, ...errors },
      },
    },
    async (request) =>
      tenderFit(context(request), request.params.id, userId(request), request.query.language),
  );

  app.get(
    '/api/tenders/:id/summary',
    {
      onRequest: [app.requireUserOrApiKey, app.requireFlag('ai_summaries')],
      config: { rateLimit },
      schema: {
        params: tenderIdParamsSchema,
        querystring: tenderAiQuerySchema,
        response: { 200: tenderAiSummarySchema, ...errors },
      },
    },
    async (request) => summarizeTender(context(request), request.params.id, request.query.language),
  );
};
