import { onboardingStateSchema, updateOnboardingBodySchema } from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOnboarding } from '../../shared/accounts/company-profile';
import { saveOnboarding } from './onboarding.service';

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/onboarding',
    { onRequest: [app.requireUser], schema: { response: { 200: onboardingStateSchema } } },
    async (request) => getOnboarding(app.accounts.db, request.principal!.userId),
  );

  app.put(
    '/api/auth/onboarding',
    {
      onRequest: [app.requireUser],
      schema: { body: updateOnboardingBodySchema, response: { 200: onboardingStateSchema } },
    },
    async (request) => saveOnboarding(app.accounts.db, request.principal!.userId, request.body),
  );
};
