/** The onboarding feature's face: onboarding and the company profile screens; what the composition root registers and lends to other features. */
export { onboardingRoutes } from './onboarding.routes';
