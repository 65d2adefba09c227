import { featureFlagsResponseSchema, updateFeatureFlagsBodySchema } from '@tenderscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, SIGNED_IN_ERRORS } from '../../shared/http/route-kit';
import { updateFeatureFlags } from './flags.service';

export const flagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/feature-flags',
    {
      onRequest: [app.requireUser],
      schema: { response: { 200: featureFlagsResponseSchema, ...SIGNED_IN_ERRORS } },
    },
    async (request) => ({ feature_flags: principalOf(request).featureFlags }),
  );

  app.put(
    '/api/auth/feature-flags',
    {
      onRequest: [app.requireUser],
      schema: {
        body: updateFeatureFlagsBodySchema,
        response: { 200: featureFlagsResponseSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => ({
      feature_flags: await updateFeatureFlags(
        app.accounts,
        principalOf(request).userId,
        request.body.feature_flags,
      ),
    }),
  );
};
