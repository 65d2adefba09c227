import { featureFlagsResponseSchema, updateFeatureFlagsBodySchema } from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateFeatureFlags } from './flags.service';

export const flagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/feature-flags',
    { onRequest: [app.requireUser], schema: { response: { 200: featureFlagsResponseSchema } } },
    async (request) => ({ feature_flags: request.principal!.featureFlags }),
  );

  app.put(
    '/api/auth/feature-flags',
    {
      onRequest: [app.requireUser],
      schema: { body: updateFeatureFlagsBodySchema, response: { 200: featureFlagsResponseSchema } },
    },
    async (request) => ({
      feature_flags: await updateFeatureFlags(
        app.accounts,
        request.principal!.userId,
        request.body.feature_flags,
      ),
    }),
  );
};
