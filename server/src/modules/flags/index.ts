/** The flags feature's face: feature flags; what the composition root registers and lends to other features. */
export { parseDefaultFeatureFlags } from './flag-defaults';
export { flagsRoutes } from './flags.routes';
