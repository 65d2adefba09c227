import {
  AI_PROFILE_TEMPLATES,
  aiProfileStateSchema,
  aiProfileTemplatesSchema,
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
import { type AuthGuard, errorResponses, principalOf, type RouteApp } from '../../shared/http/route-kit';
import type { AiSources } from './ai-sources';
import { getAiProfileState, smartRecommendations, tenderFit, type AiContext } from './ai.service';
import { naturalLanguageSearch } from './nl-search.service';
import { summarizeTender } from './summary.service';
import { addressKey } from '../../lib/address-key';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

interface AiRouteDeps {
  /**
   * A new hook list per route for the calls a token or an API key makes as its owner: the rate-limit plugin
   * appends a limited route's hook to the list it is given, and a shared one would put that limit on every route.
   */
  userOrKey: () => { onRequest: AuthGuard[] };
  context: (request: FastifyRequest) => AiContext & AiSources;
  rateLimit: { max: number; timeWindow: string; keyGenerator: (request: FastifyRequest) => string };
}

/** NL search and smart recommendations: a token or an API key acts as its owner. */
const registerAiSearchRoutes = (app: RouteApp, { userOrKey, context, rateLimit }: AiRouteDeps): void => {
  app.post(
    '/api/ai/search/natural-language',
    {
      ...userOrKey(),
      config: { rateLimit },
      schema: { body: nlSearchRequestSchema, response: { 200: nlSearchResponseSchema, ...errors } },
    },
    async (request) => naturalLanguageSearch(context(request), request.body, principalOf(request).userId),
  );

  app.post(
    '/api/ai/recommendations/smart',
    {
      ...userOrKey(),
      config: { rateLimit },
      schema: {
        body: recommendationsRequestSchema,
        response: { 200: recommendationsResponseSchema, ...errors },
      },
    },
    async (request) => smartRecommendations(context(request), request.body, principalOf(request).userId),
  );
};

/** The profile templates and the profile the AI features read (the company profile, read-only here). */
const registerAiProfileRoutes = (app: RouteApp, { userOrKey }: AiRouteDeps): void => {
  app.get(
    '/api/ai/profiles/templates',
    { ...userOrKey(), schema: { response: { 200: aiProfileTemplatesSchema, ...errors } } },
    async () => AI_PROFILE_TEMPLATES,
  );

  app.get(
    '/api/me/ai-profile',
    { ...userOrKey(), schema: { response: { 200: aiProfileStateSchema, ...errors } } },
    async (request) => getAiProfileState(app.store.db, principalOf(request).userId),
  );
};

/** On the tender page: the competitiveness score and the summary, each behind its feature flag. */
const registerTenderAiRoutes = (app: RouteApp, { context, rateLimit }: AiRouteDeps): void => {
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
      tenderFit(context(request), request.params.id, principalOf(request).userId, request.query.language),
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

/**
 * The AI calls and their companions: NL search, smart recommendations, profile templates, the
 * profile the AI features read (the company profile, read-only here), and, on the tender page, the competitiveness score and the summary (each behind its
 * feature flag). A token or an API key acts as its owner; the profile is the company profile of onboarding and Settings.
 */
export const aiRoutes: FastifyPluginAsyncZod<AiSources> = async (app, sources) => {
  const llm = createLlmClientFromConfig(app.config);
  const deps: AiRouteDeps = {
    userOrKey: () => ({ onRequest: [app.requireUserOrApiKey] }),
    context: (request) => ({
      db: app.store.db,
      embedder: app.embedder,
      llm,
      warn: (error, message) => request.log.warn({ err: error }, message),
      searchTenders: sources.searchTenders,
      readTender: sources.readTender,
    }),
    // The AI calls do more work than a search: limited per user.
    rateLimit: {
      max: app.config.SEARCH_RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request) => `ai:${request.principal?.userId ?? addressKey(request.ip)}`,
    },
  };
  registerAiSearchRoutes(app, deps);
  registerAiProfileRoutes(app, deps);
  registerTenderAiRoutes(app, deps);
};
