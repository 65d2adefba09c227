import {
  adminActionResponseSchema,
  emailParamsSchema,
  errorBodySchema,
  usersResponseSchema,
} from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageBody } from '../../lib/message-body';
import { errorResponses, SIGNED_IN_ERRORS } from '../../shared/http/route-kit';
import { approveUser, deleteUser, listUsers, reinstateUser, rejectUser, suspendUser } from './users.service';

/** A status change the account's current status does not allow answers 409. */
const errors = { ...errorResponses(409), ...SIGNED_IN_ERRORS };

/** The admin calls; every one needs an admin signed in with a token. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/auth/admin/users',
    { schema: { response: { 200: usersResponseSchema, ...SIGNED_IN_ERRORS } } },
    async () => ({
      users: await listUsers(app.accounts),
    }),
  );

  app.get(
    '/api/auth/admin/users/pending',
    { schema: { response: { 200: usersResponseSchema, ...SIGNED_IN_ERRORS } } },
    async () => ({
      users: await listUsers(app.accounts, 'pending'),
    }),
  );

  app.put(
    '/api/auth/admin/users/:email/approve',
    { schema: { params: emailParamsSchema, response: { 200: adminActionResponseSchema, ...errors } } },
    async (request) => {
      const user = await approveUser(app.accounts, request.params.email);
      return { ...messageBody(request, { key: 'users.approved', params: { email: user.email } }), user };
    },
  );

  app.put(
    '/api/auth/admin/users/:email/reject',
    { schema: { params: emailParamsSchema, response: { 200: adminActionResponseSchema, ...errors } } },
    async (request) => {
      const user = await rejectUser(app.accounts, request.params.email);
      return { ...messageBody(request, { key: 'users.rejected', params: { email: user.email } }), user };
    },
  );

  app.put(
    '/api/auth/admin/users/:email/suspend',
    {
      schema: {
        tags: ['auth'],
        summary: 'Suspend an approved account: it cannot sign in and its tokens and API keys stop at once',
        params: emailParamsSchema,
        response: { 200: adminActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await suspendUser(app.accounts, request.params.email);
      return { ...messageBody(request, { key: 'users.suspended', params: { email: user.email } }), user };
    },
  );

  app.put(
    '/api/auth/admin/users/:email/reinstate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Reinstate a suspended account: it can sign in again',
        params: emailParamsSchema,
        response: { 200: adminActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await reinstateUser(app.accounts, request.params.email);
      return { ...messageBody(request, { key: 'users.reinstated', params: { email: user.email } }), user };
    },
  );

  app.delete(
    '/api/auth/admin/users/:email',
    { schema: { params: emailParamsSchema, response: { 200: errorBodySchema, ...SIGNED_IN_ERRORS } } },
    async (request) => {
      const email = await deleteUser(app.accounts, request.params.email);
      return messageBody(request, { key: 'users.deleted', params: { email } });
    },
  );
};
