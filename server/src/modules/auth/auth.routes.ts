import { z } from 'zod';
import {
  changePasswordBodySchema,
  errorBodySchema,
  loginBodySchema,
  loginResponseSchema,
  registerBodySchema,
  updateProfileBodySchema,
  userSchema,
} from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageBody } from '../../lib/message-body';
import { errorResponses, principalOf, SIGNED_IN_ERRORS, type RouteApp } from '../../shared/http/route-kit';
import { changePassword, demoLogin, getCurrentUser, login, logout, updateCurrentUser } from './auth.service';
import { confirmRegistration, register } from './registration';
import { requestLanguage } from '../../lib/request-language';
import { addressKey } from '../../lib/address-key';

/** Signing up and signing in: no credential needed; the attempts are limited per address and account. */
const registerSignInRoutes = (app: RouteApp): void => {
  app.post(
    '/api/auth/register',
    {
      schema: {
        body: registerBodySchema,
        response: { 200: loginResponseSchema, 202: errorBodySchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { email, password, name, company } = request.body;
      const result = await register(app.accounts, {
        email,
        password,
        name,
        company: company ?? null,
        ip: addressKey(request.ip),
        language: requestLanguage(request),
      });
      if (result.kind === 'pending') return reply.status(202).send(messageBody(request, result.message));
      return result.session;
    },
  );

  app.post(
    '/api/auth/register/confirm',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Confirm a registration with the link mailed to its address',
        description:
          'The token of the link in the registration e-mail. The registration becomes an account waiting for ' +
          "an administrator's approval (the admins are told by e-mail); any other registration for the address " +
          'is dropped. 400 for an unknown, used or expired link (24 hours).',
        body: z.object({ token: z.string().trim().min(20).max(200) }),
        response: { 200: errorBodySchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => messageBody(request, await confirmRegistration(app.accounts, request.body.token)),
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const session = await login(app.accounts, {
        ...request.body,
        ip: addressKey(request.ip),
        cookieHeader: request.headers.cookie,
      });
      // This device proved it knows the password: later sign-ins from it skip the account's slow-down.
      void reply.header(
        'set-cookie',
        app.accounts.devices.cookieFor(session.user.id, request.protocol === 'https'),
      );
      return session;
    },
  );

  app.post(
    '/api/auth/demo',
    {
      schema: {
        tags: ['auth'],
        summary: "Try the demo: a visitor's own short-lived copy of the demo account",
        description:
          'Signs in to a fresh copy of the demo account that lasts 2 hours and is then deleted with everything ' +
          'in it; nothing one visitor changes reaches the next. 404 when the server has no demo account.',
        response: { 200: loginResponseSchema, ...errorResponses(404, 429, 503) },
      },
    },
    async (request) => demoLogin(app.accounts, addressKey(request.ip)),
  );
};

/** The signed-in user's own session, password and profile: account calls, a token only. */
const registerAccountRoutes = (app: RouteApp): void => {
  app.post(
    '/api/auth/logout',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the bearer token stops working at once',
        response: { 204: z.null(), ...SIGNED_IN_ERRORS },
      },
    },
    async (request, reply) => {
      await logout(app.accounts, principalOf(request));
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/auth/password',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's password; their other sessions are signed out",
        body: changePasswordBodySchema,
        response: { 200: errorBodySchema, ...errorResponses(429), ...SIGNED_IN_ERRORS },
      },
    },
    async (request) =>
      messageBody(
        request,
        await changePassword(app.accounts, principalOf(request), request.body, addressKey(request.ip)),
      ),
  );

  app.get(
    '/api/auth/me',
    { onRequest: [app.requireUser], schema: { response: { 200: userSchema, ...SIGNED_IN_ERRORS } } },
    async (request) => getCurrentUser(app.accounts, principalOf(request).userId),
  );

  app.put(
    '/api/auth/me',
    {
      onRequest: [app.requireUser],
      schema: { body: updateProfileBodySchema, response: { 200: userSchema, ...SIGNED_IN_ERRORS } },
    },
    async (request) => updateCurrentUser(app.accounts, principalOf(request).userId, request.body),
  );
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSignInRoutes(app);
  registerAccountRoutes(app);
};
