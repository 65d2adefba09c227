import {
  feedbackIdParamsSchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackReceiptSchema,
  feedbackSubmissionSchema,
} from '@tenderscout/domain';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorResponses, principalOf } from '../../shared/http/route-kit';
import {
  listFeedback,
  readFeedbackScreenshot,
  setFeedbackStatus,
  submitFeedback,
  type FeedbackContext,
} from './feedback.service';
import { addressKey } from '../../lib/address-key';

/**
 * A 5 MB screenshot is about 7 MB as base64 in JSON; this route alone accepts that much (the app's limit is
 * 1 MB). The other fields are capped far below 1 MB, so only a screenshot can make a body this large.
 */
export const FEEDBACK_BODY_LIMIT = 8 * 1024 * 1024;

const errors = errorResponses(400, 401, 403, 404, 413, 429);

/** `POST /feedback` (no /api prefix) for any signed-in user; the admin list under /api/admin. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (): FeedbackContext => ({ db: app.store.db, dataDir: app.config.dataDir });

  app.post(
    '/feedback',
    {
      onRequest: [app.requireUser],
      bodyLimit: FEEDBACK_BODY_LIMIT,
      // Per sender (the auth hook has run), so colleagues behind one address do not share a budget.
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '15 minutes',
          keyGenerator: (request: FastifyRequest) => request.principal?.userId ?? addressKey(request.ip),
        },
      },
      schema: { body: feedbackSubmissionSchema, response: { 201: feedbackReceiptSchema, ...errors } },
      errorHandler: (error: FastifyError, request, reply) => {
        // Over the body limit here means the screenshot is: say so, through the one error handler.
        const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
        app.errorHandler(
          tooLarge ? new AppError('payload_too_large', 'feedback.screenshotTooLarge') : error,
          request,
          reply,
        );
      },
    },
    async (request, reply) => {
      const receipt = await submitFeedback(context(), principalOf(request).userId, request.body);
      return reply.status(201).send(receipt);
    },
  );

  await app.register(feedbackAdminRoutes);
};

/** The admin Feedback tab's calls; every one needs an admin signed in with a token. */
const feedbackAdminRoutes: FastifyPluginAsyncZod = async (admin) => {
  const context = (): FeedbackContext => ({ db: admin.store.db, dataDir: admin.config.dataDir });
  admin.addHook('onRequest', admin.requireAdmin);

  admin.get(
    '/api/admin/feedback',
    { schema: { querystring: feedbackListQuerySchema, response: { 200: feedbackListSchema, ...errors } } },
    async (request) => listFeedback(context(), request.query),
  );

  admin.put(
    '/api/admin/feedback/:id/resolve',
    { schema: { params: feedbackIdParamsSchema, response: { 200: feedbackItemSchema, ...errors } } },
    async (request) =>
      setFeedbackStatus(context(), request.params.id, 'resolved', principalOf(request).userId),
  );

  admin.put(
    '/api/admin/feedback/:id/reopen',
    { schema: { params: feedbackIdParamsSchema, response: { 200: feedbackItemSchema, ...errors } } },
    async (request) => setFeedbackStatus(context(), request.params.id, 'open', principalOf(request).userId),
  );

  admin.get(
    '/api/admin/feedback/:id/screenshot',
    {
      schema: {
        params: feedbackIdParamsSchema,
        // The image bytes (Fastify sends a Buffer as is; this only types the reply).
        response: { 200: z.custom<Buffer>((value) => Buffer.isBuffer(value)), ...errors },
      },
    },
    async (request, reply) => {
      const screenshot = await readFeedbackScreenshot(context(), request.params.id);
      return reply
        .type(screenshot.type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .send(screenshot.bytes);
    },
  );
};
