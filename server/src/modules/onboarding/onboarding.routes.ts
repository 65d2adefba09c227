import { onboardingStateSchema, updateOnboardingBodySchema } from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertOrgWriter } from '../../lib/access-policy';
import { principalOf, SIGNED_IN_ERRORS } from '../../shared/http/route-kit';
import { getOnboarding } from '../auth';
import { saveOnboarding } from './onboarding.service';

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/onboarding',
    {
      onRequest: [app.requireUser],
      schema: { response: { 200: onboardingStateSchema, ...SIGNED_IN_ERRORS } },
    },
    async (request) => getOnboarding(app.accounts.db, principalOf(request).userId),
  );

  app.put(
    '/api/auth/onboarding',
    {
      onRequest: [app.requireUser],
      schema: {
        body: updateOnboardingBodySchema,
        response: { 200: onboardingStateSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => {
      // The profile is the organization's: a viewer reads it and changes nothing.
      const principal = assertOrgWriter(principalOf(request));
      return saveOnboarding(app.accounts.db, principal.userId, request.body);
    },
  );
};
