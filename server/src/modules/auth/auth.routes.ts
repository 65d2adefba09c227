import {
  errorBodySchema,
  loginBodySchema,
  loginResponseSchema,
  registerBodySchema,
  updateProfileBodySchema,
  userSchema,
} from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCurrentUser, login, register, updateCurrentUser } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/register',
    {
      schema: {
        body: registerBodySchema,
        response: { 200: loginResponseSchema, 202: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { email, password, name, company } = request.body;
      const result = await register(app.accounts, {
        email,
        password,
        name,
        company: company ?? null,
        ip: request.ip,
      });
      if (result.kind === 'pending') return reply.status(202).send({ detail: result.detail });
      return result.session;
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginBodySchema, response: { 200: loginResponseSchema } } },
    async (request) => login(app.accounts, { ...request.body, ip: request.ip }),
  );

  app.get(
    '/api/auth/me',
    { onRequest: [app.requireUser], schema: { response: { 200: userSchema } } },
    async (request) => getCurrentUser(app.accounts, request.principal!.userId),
  );

  app.put(
    '/api/auth/me',
    {
      onRequest: [app.requireUser],
      schema: { body: updateProfileBodySchema, response: { 200: userSchema } },
    },
    async (request) => updateCurrentUser(app.accounts, request.principal!.userId, request.body),
  );
};
