/** The onboarding feature's face: onboarding and the company profile screens; what the composition root registers and lends to other features. */
import fastifyPlugin from 'fastify-plugin';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { onboardingRoutes } from './onboarding.routes';

export const onboarding = fastifyPlugin(onboardingRoutes, {
  name: 'onboarding',
  dependencies: [...ROUTE_PIPELINE],
  encapsulate: true,
});
